#!/usr/bin/env bash
# busybox.sh ARCH HEADERS MUSL: a static BusyBox for the port ARCH, with
# the applets reference-tsar/user/busybox.config turns on, built with
# $CROSS_COMPILE and $USER_CFLAGS against musl (MUSL: the directory
# ci/musl.sh prints) and the port's installed uapi headers HEADERS.
# Prints the directory that holds busybox and busybox.links (one applet
# path a line).
#
# The source is Debian's (ci/fetch-source.sh busybox), unchanged.  It is
# configured with `make allnoconfig` and the fragment, and linked through
# a gcc specs file that puts musl's start files and libraries, and its
# soft-float helpers, where the cross compiler would put glibc's (what
# musl's own musl-gcc wrapper does, tools/musl-gcc.specs.sh): BusyBox's
# build keeps its own flags and link script.  Built once per set of
# inputs (the sources' version, musl's build, the fragment, the compiler,
# the flags and this script), moved into place whole.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# = 3 ] || die "usage: busybox.sh ARCH HEADERS MUSL (MUSL: the directory ci/musl.sh prints)"
arch=$1 hdrs=$2 musl=$3
[ -f "$hdrs/asm/unistd.h" ] ||
	die "$hdrs holds no installed uapi headers (no asm/unistd.h); build the target first (make build T=...)"
{ [ -f "$musl/lib/libc.a" ] && [ -f "$musl/lib/libsoftfp.a" ]; } ||
	die "$musl is not a musl build of ci/musl.sh (no lib/libc.a and lib/libsoftfp.a); run ci/musl.sh $arch $hdrs"
: "${CROSS_COMPILE:?CROSS_COMPILE is not set (the compiler prefix of the target)}"
require_tool "${CROSS_COMPILE}gcc" "gcc-${CROSS_COMPILE%-}"
require_tool make make
use_ccache "${CROSS_COMPILE}gcc"

src=$("$KIT_ROOT/ci/fetch-source.sh" busybox)
conf=$KIT_ROOT/reference-tsar/user/busybox.config
key=$({
	echo "$src"
	echo "$musl"
	cat "$conf"
	"${CROSS_COMPILE}gcc" --version | head -n 1
	echo "$USER_CFLAGS"
	cat "$0"
} | sha1sum | cut -c1-12)
out=$KIT_CACHE/userspace/busybox-$arch-$key
userspace_cached "$out"
tmp=$(mktemp -d "$KIT_CACHE/userspace/.busybox.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
log=$tmp/build.log
# shellcheck disable=SC2086 # USER_CFLAGS is a word list
libgcc=$("${CROSS_COMPILE}gcc" $USER_CFLAGS -print-libgcc-file-name)
cat >"$tmp/musl.specs" <<-EOF
	*startfile:
	$musl/lib/crt1.o $musl/lib/crti.o

	*endfile:
	$musl/lib/crtn.o

	*link_libgcc:
	-L$musl/lib -L$(dirname "$libgcc")

	*libgcc:
	$musl/lib/libsoftfp.a $libgcc

EOF
bb() {
	make -C "$src" O="$tmp/obj" CROSS_COMPILE="$CROSS_COMPILE" "$@" >>"$log" 2>&1
}
note "building BusyBox for $arch (once for these inputs, a few minutes)"
mkdir -p "$tmp/obj"
# BusyBox's kconfig has no KCONFIG_ALLCONFIG: every option off, the
# fragment's lines put in place of theirs, and oldconfig settles what
# depends on them (its questions answered with their defaults).
bb allnoconfig || die "BusyBox's allnoconfig failed; see $log"
# A choice's member is set off by "# CONFIG_X is not set" (the default
# member, which allnoconfig sets, would win over the one the fragment
# sets).
opts=$(grep -E '^CONFIG_|^# CONFIG_[A-Z0-9_]+ is not set$' "$conf")
while IFS= read -r line; do
	sym=${line#\# }
	sym=${sym%%[= ]*}
	sed -i -e "/^# $sym is not set\$/d" -e "/^$sym=/d" "$tmp/obj/.config"
	echo "$line" >>"$tmp/obj/.config"
done <<<"$opts"
{ yes '' || true; } | bb oldconfig || die "BusyBox's oldconfig with ${conf#"$KIT_ROOT"/} failed; see $log"
# Every line of the fragment must have stuck (an option renamed or
# depending on one left off would be silently dropped).
while IFS= read -r line; do
	grep -qxF "$line" "$tmp/obj/.config" ||
		die "'$line' of ${conf#"$KIT_ROOT"/} did not stick in BusyBox's .config; fix the fragment"
done <<<"$opts"
bb -j"${KIT_JOBS:-2}" \
	CONFIG_EXTRA_CFLAGS="$USER_CFLAGS -fno-stack-protector -nostdinc -isystem $musl/include -isystem $hdrs -specs=$tmp/musl.specs" \
	CONFIG_EXTRA_LDFLAGS="-static" busybox busybox.links ||
	{ grep -E 'error|undefined' "$log" | head -n 5 >&2; die "BusyBox for $arch does not build; see $log"; }
bin=$tmp/obj/busybox
# What the kernel will be given: a static executable, soft-float (tsar's
# ELF loader refuses a hard-float one), without one FPU instruction.
"${CROSS_COMPILE}readelf" -lh "$bin" | grep -q 'Type:.*EXEC' ||
	die "$bin is not a static executable; see $log"
! "${CROSS_COMPILE}readelf" -l "$bin" | grep -q INTERP ||
	die "$bin asks for a program interpreter: not static; see $log"
if has_fpu_code "$bin" "$log"; then
	die "BusyBox for $arch holds FPU instructions (see the end of $log): a helper came from Debian's libgcc, not libsoftfp.a"
fi
mkdir -p "$tmp/dest"
cp "$bin" "$tmp/obj/busybox.links" "$log" "$tmp/dest/"
userspace_install "$tmp/dest" "$out"
