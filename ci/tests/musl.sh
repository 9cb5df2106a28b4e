#!/usr/bin/env bash
# ci/musl.sh's refusals: each one line naming the problem and the fix,
# before anything is fetched or built (the build itself is the targets'
# tsar-libc and mips-libc).
. "$(dirname "$0")/lib.sh"

mkdir -p "$TMP/h/asm"
musl() { KIT_CACHE=$TMP/c KIT_OUT=$TMP/out CROSS_COMPILE=mipsel-linux-gnu- USER_CFLAGS= "$CI_DIR/musl.sh" "$@"; }
expect "an arch musl.sh has no port for is refused, naming those it has" 1 \
	"no musl port for 'sparc'; musl.sh knows tsar .* and mips" musl sparc "$TMP/h"
expect "headers without asm/unistd.h: build the target first" 1 \
	"holds no installed uapi headers .*build the target first" musl tsar "$TMP/h"
touch "$TMP/h/asm/unistd_32.h"
expect "no compiler prefix: named" 1 "CROSS_COMPILE is not set" \
	env -u CROSS_COMPILE KIT_CACHE="$TMP/c" KIT_OUT="$TMP/out" "$CI_DIR/musl.sh" tsar "$TMP/h"
[ ! -e "$TMP/c/userspace" ] && [ ! -e "$TMP/c/src" ] && ok "the refused runs fetched and built nothing" ||
	not_ok "a refused run left $(ls "$TMP/c" | tr '\n' ' ')"

done_testing
