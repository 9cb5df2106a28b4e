#!/usr/bin/env bash
# musl.sh ARCH HEADERS [PORT]: musl, the C library, for user programs of
# the port ARCH, built with $CROSS_COMPILE and $USER_CFLAGS against the
# port's installed uapi headers HEADERS (make headers_install's
# usr/include).  PORT is the port's directory, whose libc/musl/ holds its
# port of musl (reference-tsar for tsar; a generated project's own); with
# none, musl's own arch (mips, for the upstream baseline).  Prints the
# directory it is installed in (include/, lib/).
#
# The sources are Debian's (ci/fetch-source.sh musl).  A port's files
# (libc/musl/arch/ARCH, crt/ARCH, src/*/ARCH) are laid over them, its
# patches to musl's generic files applied (libc/musl/*.patch, in name
# order); musl's configure learns the name ARCH, and arch/ARCH/bits/
# syscall.h.in is made from HEADERS (musl_syscalls below).  Built once
# per set of inputs: the directory is named after a hash of the sources'
# version, the port's files, the headers' system call numbers, the
# compiler, the flags and this script.  With it, libsoftfp.a
# (build_softfp), from the sources of Debian's gcc 12.  A build is moved
# into place whole.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# = 2 ] || [ $# = 3 ] ||
	die "usage: musl.sh ARCH HEADERS [PORT] (HEADERS: a port's installed uapi headers; PORT: the directory of its libc/musl/)"
arch=$1 hdrs=$2 port=${3:-}
[[ $arch =~ ^[a-z][a-z0-9_]*$ ]] || die "'$arch' is not an arch name"
if [ -n "$port" ]; then
	tree=$port/libc/musl
	[ -d "$tree/arch/$arch" ] ||
		die "no musl port in $tree (no arch/$arch there): a port's C library is its libc/musl/, see docs/14-libc.md"
else
	tree=""
	[ "$arch" = mips ] ||
		die "no musl port for '$arch': give the port's directory (its libc/musl/arch/$arch), or use mips, musl's own"
fi
[ -f "$hdrs/asm/unistd_32.h" ] || [ -f "$hdrs/asm/unistd.h" ] ||
	die "$hdrs holds no installed uapi headers (no asm/unistd.h); build the target first (make build T=...)"
: "${CROSS_COMPILE:?CROSS_COMPILE is not set (the compiler prefix of the target)}"
require_tool "${CROSS_COMPILE}gcc" "gcc-${CROSS_COMPILE%-}"
use_ccache "${CROSS_COMPILE}gcc"

src=$("$KIT_ROOT/ci/fetch-source.sh" musl)
gcc_src=$("$KIT_ROOT/ci/fetch-source.sh" gcc-12)
# The port's files (its own directories, under musl's layout) and its
# patches to musl's generic files.
files=() plist=()
if [ -n "$tree" ]; then
	mapfile -t files < <(cd "$tree" && find arch crt src -type f 2>/dev/null | sort)
	mapfile -t plist < <(find "$tree" -maxdepth 1 -name '*.patch' | sort)
fi

# musl_syscalls UNISTD: the port's __NR_ lines as musl names them.  musl
# calls the 32-bit time calls of the generic table by names that say so
# (clock_gettime32, gettimeofday_time32, ...: src/internal/syscall.h maps
# them), and llseek _llseek; the rest keep the kernel's names.
musl_syscalls() {
	sed -n -e '/^#define __NR_syscalls/d' -e 's/^#define \(__NR_[a-z0-9_]*\)[ \t]\+\([0-9]\+\).*/#define \1 \2/p' "$1" |
		sed -e 's/__NR_\(gettimeofday\|settimeofday\|clock_getres\|clock_nanosleep\) /__NR_\1_time32 /' \
			-e 's/__NR_\(clock_gettime\|clock_settime\|timer_gettime\|timer_settime\|timerfd_gettime\|timerfd_settime\) /__NR_\132 /' \
			-e 's/__NR_llseek /__NR__llseek /'
}

# build_softfp LIBDIR: LIBDIR/libsoftfp.a, the floating-point helpers of
# -msoft-float code (__adddf3, __muldf3, __fixdfsi, ...) from gcc's own
# soft-fp, the gcc 12 the compiler is.  Debian's libgcc.a for mipsel has
# them too, but built for an FPU (-mfpxx: its __adddf3 is an add.d),
# which TSAR's cores do not have: every double operation, printf("%f")
# and strtod would trap (Coprocessor Unusable, SIGILL; the kernel has no
# FPU emulator).  Programs link it before libgcc.a (ci/build.sh).  The
# upstream mips programs get the same helpers: with libgcc.a's, libc.c's
# floating-point case never ended there either.
build_softfp() {
	local sf=$tmp/softfp f fns=() up
	mkdir -p "$sf"
	if [ -d "$gcc_src/libgcc/soft-fp" ]; then
		up=$gcc_src
	else
		# Debian's gcc source holds upstream's as a tarball: only
		# soft-fp, its mips machine header and longlong.h are needed.
		f=$(find "$gcc_src" -maxdepth 1 -name 'gcc-*.tar.*' | head -n 1)
		[ -n "$f" ] || die "$gcc_src holds neither libgcc/soft-fp nor gcc's upstream tarball; delete it and run again"
		tar -C "$sf" -xf "$f" --wildcards '*/libgcc/soft-fp/*' '*/libgcc/config/mips/sfp-machine.h' \
			'*/include/longlong.h' >>"$log" 2>&1 || die "cannot take soft-fp out of $f; see $log"
		up=$(find "$sf" -mindepth 1 -maxdepth 1 -type d | head -n 1)
	fi
	for f in add sub mul div; do fns+=("${f}sf3" "${f}df3"); done
	fns+=(negsf2 negdf2)
	for f in eq ge le unord; do fns+=("${f}sf2" "${f}df2"); done
	for f in fix fixuns; do fns+=("${f}sfsi" "${f}sfdi" "${f}dfsi" "${f}dfdi"); done
	for f in floatsi floatdi floatunsi floatundi; do fns+=("${f}sf" "${f}df"); done
	fns+=(extendsfdf2 truncdfsf2)
	for f in "${fns[@]}"; do
		# shellcheck disable=SC2086 # USER_CFLAGS is a word list
		"${CROSS_COMPILE}gcc" $USER_CFLAGS -Os -fno-stack-protector -ffunction-sections \
			-I"$up/libgcc/soft-fp" -I"$up/libgcc/config/mips" -I"$up/include" \
			-c "$up/libgcc/soft-fp/$f.c" -o "$sf/$f.o" >>"$log" 2>&1 ||
			die "gcc's soft-fp $f.c does not build for $arch; see $log"
	done
	"${CROSS_COMPILE}ar" rcs "$1/libsoftfp.a" "$sf"/*.o
	# The point of it: not one FPU instruction.
	if has_fpu_code "$1/libsoftfp.a" "$log"; then
		die "libsoftfp.a for $arch holds FPU instructions (see the end of $log); is USER_CFLAGS missing -msoft-float?"
	fi
}

cflags="$USER_CFLAGS -Os"
key=$({
	echo "$src"
	echo "$gcc_src"
	[ ${#files[@]} = 0 ] || (cd "$tree" && sha1sum "${files[@]}")
	[ ${#plist[@]} = 0 ] || cat "${plist[@]}"
	[ -z "$tree" ] || musl_syscalls "$hdrs/asm/unistd_32.h"
	"${CROSS_COMPILE}gcc" --version | head -n 1
	echo "$cflags"
	cat "$0"
} | sha1sum | cut -c1-12)
out=$KIT_CACHE/userspace/musl-$arch-$key
userspace_cached "$out"
tmp=$(mktemp -d "$KIT_CACHE/userspace/.musl.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
log=$tmp/build.log
cp -a "$src" "$tmp/src"
if [ -n "$tree" ]; then
	for f in "${files[@]}"; do
		mkdir -p "$tmp/src/$(dirname "$f")"
		cp "$tree/$f" "$tmp/src/$f"
	done
	for p in "${plist[@]}"; do
		patch -d "$tmp/src" -p1 -s <"$p" >>"$log" 2>&1 ||
			die "${p#"$KIT_ROOT"/} does not apply to Debian's musl $(basename "$src"); see $log"
	done
	# configure's targets: the port's first, as "ARCH-*", so that no
	# pattern of musl's (arm*, mips*, sh*) takes a name it begins.
	sed -i "s/^case \"\$target\" in\$/&\n$arch-*) ARCH=$arch ;;/" "$tmp/src/configure"
	grep -qxF "$arch-*) ARCH=$arch ;;" "$tmp/src/configure" ||
		die "musl's configure has no 'case \"\$target\" in' to put '$arch' in; see ci/musl.sh"
	mkdir -p "$tmp/src/arch/$arch/bits"
	musl_syscalls "$hdrs/asm/unistd_32.h" >"$tmp/src/arch/$arch/bits/syscall.h.in"
fi
note "building musl for $arch (once for these inputs, about a minute)"
# shellcheck disable=SC2086 # CC holds the compiler and its flags
(cd "$tmp/src" && ./configure --target="$arch-linux-musl" CC="${CROSS_COMPILE}gcc" CFLAGS="$cflags" \
	--prefix="$out" --disable-shared --disable-wrapper && make -j2 && make install DESTDIR="$tmp/dest") \
	>>"$log" 2>&1 || { grep -v "^${CROSS_COMPILE}gcc " "$log" | tail -n 20 >&2; die "musl for $arch does not build; see the lines above"; }
build_softfp "$tmp/dest/$out/lib"
cp "$log" "$tmp/dest/$out/build.log"
userspace_install "$tmp/dest/$out" "$out"
