#!/usr/bin/env bash
# ci/musl.sh's and ci/busybox.sh's refusals: each one line naming the
# problem and the fix, before anything is fetched or built (the builds
# themselves are the targets' tsar-libc, mips-libc and tsar-shell).
. "$(dirname "$0")/lib.sh"

mkdir -p "$TMP/h/asm"
musl() { KIT_CACHE=$TMP/c KIT_OUT=$TMP/out CROSS_COMPILE=mipsel-linux-gnu- USER_CFLAGS= "$CI_DIR/musl.sh" "$@"; }
expect "an arch without a port's directory, not musl's mips: refused, naming the fix" 1 \
	"no musl port for 'sparc': give the port's directory .*or use mips" musl sparc "$TMP/h"
expect "a port's directory without libc/musl/arch/ARCH: refused" 1 \
	"no musl port in $TMP/p/libc/musl \\(no arch/sparc there\\)" musl sparc "$TMP/h" "$TMP/p"
expect "an arch name that is no name: refused" 1 "'../x' is not an arch name" musl ../x "$TMP/h"
expect "headers without asm/unistd.h: build the target first" 1 \
	"holds no installed uapi headers .*build the target first" musl tsar "$TMP/h" "$CI_DIR/../reference-tsar"
touch "$TMP/h/asm/unistd_32.h"
expect "no compiler prefix: named" 1 "CROSS_COMPILE is not set" \
	env -u CROSS_COMPILE KIT_CACHE="$TMP/c" KIT_OUT="$TMP/out" "$CI_DIR/musl.sh" tsar "$TMP/h" "$CI_DIR/../reference-tsar"

bb() { KIT_CACHE=$TMP/c KIT_OUT=$TMP/out CROSS_COMPILE=mipsel-linux-gnu- USER_CFLAGS='' "$CI_DIR/busybox.sh" "$@"; }
expect "busybox.sh without its three arguments: the usage" 1 \
	"^error: usage: busybox.sh ARCH HEADERS MUSL" bb tsar "$TMP/h"
expect "busybox.sh, headers without asm/unistd.h: build the target first" 1 \
	"^error: $TMP/none holds no installed uapi headers .*build the target first" bb tsar "$TMP/none" "$TMP/m"
touch "$TMP/h/asm/unistd.h"
mkdir -p "$TMP/m/lib" && touch "$TMP/m/lib/libc.a"
expect "busybox.sh, a musl without libsoftfp.a: not ci/musl.sh's, run it" 1 \
	"^error: $TMP/m is not a musl build of ci/musl.sh .*run ci/musl.sh tsar $TMP/h" bb tsar "$TMP/h" "$TMP/m"
touch "$TMP/m/lib/libsoftfp.a"
expect "busybox.sh, no compiler prefix: named" 1 "CROSS_COMPILE is not set" \
	env -u CROSS_COMPILE KIT_CACHE="$TMP/c" KIT_OUT="$TMP/out" "$CI_DIR/busybox.sh" tsar "$TMP/h" "$TMP/m"
[ ! -e "$TMP/c/userspace" ] && [ ! -e "$TMP/c/src" ] && ok "the refused runs fetched and built nothing" ||
	not_ok "a refused run left $(ls "$TMP/c" | tr '\n' ' ')"

done_testing
