#!/usr/bin/env bash
# sparse-check.sh TARGET: runs sparse (make C=2) over the port's arch/
# directories in the target's build and passes when it reports nothing
# there: the __user annotations of the uaccess paths are what it checks.
# Every C file of the port that vmlinux was linked from must have been
# checked: arch/ARCH/ itself, and the directories its Makefile adds with
# core-y or libs-y (arch/tsar/lib/), which `make arch/ARCH/` never enters.
# One check; the target must have been built.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# -eq 1 ] || die "usage: sparse-check.sh TARGET"
load_target "$1"
[ -n "$PORT" ] || die "$TARGET is an upstream port; sparse-check is for the kit's ports"
require_tool sparse sparse
[ -f "$BUILD/.config" ] || die "$TARGET: not built yet; run 'make build T=$TARGET'"
[ -f "$BUILD/vmlinux.a" ] || die "$TARGET: no $BUILD/vmlinux.a, its build did not finish; run 'make build T=$TARGET'"
# The tree in this port's state for as long as make reads it, and the
# build directory its own.
claim_tree
claim_build_dir
[ -f "$KSRC/arch/$ARCH/Makefile" ] || die "no arch/$ARCH in $KSRC; run 'make build T=$TARGET' (it copies the port there)"
use_ccache "${CROSS_COMPILE}gcc"
log=$KIT_OUT/$TARGET-sparse.log
mkdir -p "$KIT_OUT"

# The port's directories: arch/ARCH/ and those of its core-y, libs-y and
# drivers-y lines that are in arch/ARCH.
dirs=("arch/$ARCH/")
for d in $(sed -nE 's/^(core|libs|drivers)-y[[:space:]]*[:+]?=//p' "$KSRC/arch/$ARCH/Makefile"); do
	case "$d" in
	arch/"$ARCH"/?*) dirs+=("${d%/}/") ;;
	esac
done

make -C "$KSRC" O="$BUILD" ARCH="$ARCH" CROSS_COMPILE="$CROSS_COMPILE" -j"$KIT_JOBS" \
	C=2 "${dirs[@]}" >"$log" 2>&1 || { tail -n 5 "$log"; echo "FAIL sparse $TARGET: the build failed; log: $log"; exit 1; }

# members ARCHIVE: the objects in a thin archive of the build, those of the
# archives in it too (vmlinux.a holds arch/ARCH/lib/lib.a), as paths in the
# build (ar prints them relative to its working directory).
members() {
	local m
	(cd "$BUILD" && ar t "$1") | while read -r m; do
		m=${m#"$BUILD"/}
		case "$m" in
		*.a) members "$m" ;;
		*) echo "$m" ;;
		esac
	done
}
# The C files vmlinux was linked from (vmlinux.a, every lib.a of the port:
# in vmlinux.a only with CONFIG_MODULES; and the vDSO's objects; found in
# the build, not taken from the directories above, which this would then
# only repeat), against
# those sparse checked (its "CHECK" lines name the source, with or without
# the tree's path before it).
# vdso_objects: the objects a vDSO of the port was linked from (its
# .so.dbg's saved ld line): built into the image that vmlinux carries,
# not into vmlinux.a.
vdso_objects() {
	local f
	(cd "$BUILD" && find "arch/$ARCH" -name '.*.so.dbg.cmd') | while read -r f; do
		sed -n '1s/;.*//p' "$BUILD/$f" | tr ' ' '\n' | grep "^arch/$ARCH/.*\.o\$" || true
	done
}
built=$({
	for a in vmlinux.a $(cd "$BUILD" && find "arch/$ARCH" -name lib.a); do
		members "$a"
	done
	vdso_objects
} | sed -n "s@^\(arch/$ARCH/.*\)\.o\$@\1.c@p" |
	while read -r c; do
		if [ -f "$KSRC/$c" ] || [ -f "$BUILD/$c" ]; then echo "$c"; fi
	done | sort -u)
checked=$(sed -nE "s@^  CHECK +(.*/)?(arch/$ARCH/.*\.c)\$@\2@p" "$log" | sort -u)
nb=$(grep -c . <<<"$built" || true)
nc=$(grep -c . <<<"$checked" || true)
n=$(grep -cE "arch/$ARCH/.*: (warning|error):" "$log" || true)
unchecked=$(comm -23 <(echo "$built") <(echo "$checked") | xargs)
unbuilt=$(comm -13 <(echo "$built") <(echo "$checked") | xargs)
if [ "$nb" = 0 ]; then
	echo "FAIL sparse $TARGET: no C file of arch/$ARCH in $BUILD/vmlinux.a; rebuild it with 'make build T=$TARGET'"
	exit 1
elif [ -n "$unchecked$unbuilt" ] || [ "$nc" != "$nb" ]; then
	echo "FAIL sparse $TARGET: $nc C files of arch/$ARCH checked, $nb built into vmlinux and its vDSO${unchecked:+; not checked: $unchecked}${unbuilt:+; checked but not built (rebuild with 'make build T=$TARGET' if the sources changed since): $unbuilt}; log: $log"
	exit 1
elif [ "$n" = 0 ]; then
	echo "PASS sparse $TARGET: all $nc C files of arch/$ARCH built into vmlinux and its vDSO checked (${dirs[*]}), no warning"
else
	grep -E "arch/$ARCH/.*: (warning|error):" "$log" | head -n 10
	echo "FAIL sparse $TARGET: $n warning(s) in the $nc files of arch/$ARCH checked; log: $log"
	exit 1
fi
