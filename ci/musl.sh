#!/usr/bin/env bash
# musl.sh ARCH HEADERS: musl, the C library, for user programs of the
# port ARCH (tsar: reference-tsar's port of it; mips: musl's own), built
# with $CROSS_COMPILE and $USER_CFLAGS against the port's installed uapi
# headers HEADERS (make headers_install's usr/include).  Prints the
# directory it is installed in (include/, lib/).
#
# The sources are Debian's (ci/fetch-source.sh musl), patched by the
# port's own patches (PORT/libc/musl/*.patch, in name order); the system
# call list of musl's arch/ARCH/bits/syscall.h.in is made from HEADERS
# (musl_syscalls below).  Built once per set of inputs: the directory is
# named after a hash of the sources' version, the patches, the headers'
# system call numbers, the compiler, the flags and this script.  A build
# is moved into place whole.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# = 2 ] || die "usage: musl.sh ARCH HEADERS (ARCH: tsar or mips; HEADERS: a port's installed uapi headers)"
arch=$1 hdrs=$2
case $arch in
tsar) patches=$KIT_ROOT/reference-tsar/libc/musl ;;
mips) patches="" ;;
*) die "no musl port for '$arch'; musl.sh knows tsar (reference-tsar/libc/musl) and mips (musl's own)" ;;
esac
[ -f "$hdrs/asm/unistd_32.h" ] || [ -f "$hdrs/asm/unistd.h" ] ||
	die "$hdrs holds no installed uapi headers (no asm/unistd.h); build the target first (make build T=...)"
: "${CROSS_COMPILE:?CROSS_COMPILE is not set (the compiler prefix of the target)}"
require_tool "${CROSS_COMPILE}gcc" "gcc-${CROSS_COMPILE%-}"
use_ccache "${CROSS_COMPILE}gcc"

src=$("$KIT_ROOT/ci/fetch-source.sh" musl)
plist=()
[ -z "$patches" ] || mapfile -t plist < <(find "$patches" -maxdepth 1 -name '*.patch' | sort)
[ -z "$patches" ] || [ ${#plist[@]} != 0 ] || die "no musl patches in $patches"

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

cflags="$USER_CFLAGS -Os"
key=$({
	echo "$src"
	[ ${#plist[@]} = 0 ] || cat "${plist[@]}"
	[ "$arch" = mips ] || musl_syscalls "$hdrs/asm/unistd_32.h"
	"${CROSS_COMPILE}gcc" --version | head -n 1
	echo "$cflags"
	cat "$0"
} | sha1sum | cut -c1-12)
out=$KIT_CACHE/userspace/musl-$arch-$key
if [ -f "$out/.kit-complete" ]; then
	echo "$out"
	exit 0
fi

mkdir -p "$KIT_CACHE/userspace"
tmp=$(mktemp -d "$KIT_CACHE/userspace/.musl.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
log=$tmp/build.log
cp -a "$src" "$tmp/src"
for p in "${plist[@]}"; do
	patch -d "$tmp/src" -p1 -s <"$p" >>"$log" 2>&1 ||
		die "${p#"$KIT_ROOT"/} does not apply to Debian's musl $(basename "$src"); see $log"
done
if [ "$arch" != mips ]; then
	[ -d "$tmp/src/arch/$arch" ] || die "the musl patches make no arch/$arch in musl"
	musl_syscalls "$hdrs/asm/unistd_32.h" >"$tmp/src/arch/$arch/bits/syscall.h.in"
fi
note "building musl for $arch (once for these inputs, about a minute)"
# shellcheck disable=SC2086 # CC holds the compiler and its flags
(cd "$tmp/src" && ./configure --target="$arch-linux-musl" CC="${CROSS_COMPILE}gcc" CFLAGS="$cflags" \
	--prefix="$out" --disable-shared --disable-wrapper && make -j2 && make install DESTDIR="$tmp/dest") \
	>>"$log" 2>&1 || { grep -v "^${CROSS_COMPILE}gcc " "$log" | tail -n 20 >&2; die "musl for $arch does not build; see the lines above"; }
: >"$tmp/dest/$out/.kit-complete"
cp "$log" "$tmp/dest/$out/build.log"
rm -rf "$out"
mv "$tmp/dest/$out" "$out"
# Builds of earlier inputs: the newest three of this arch are kept.
find "$KIT_CACHE/userspace" -maxdepth 1 -name "musl-$arch-*" -printf '%T@ %p\n' | sort -rn |
	tail -n +4 | cut -d' ' -f2- | xargs -r rm -rf
echo "$out"
