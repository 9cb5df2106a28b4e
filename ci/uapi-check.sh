#!/usr/bin/env bash
# uapi-check.sh TARGET: every asm/ header TARGET's kernel installed for user
# space (make headers_install, as /init is built against them) compiles
# alone, twice (its include guard), as the kernel's own header test
# compiles them (usr/include/Makefile: -std=c90, no libc).  The kernel's
# test excuses asm/ucontext.h on every architecture; this one excuses
# nothing, so a program may include any of the port's headers first.
# One check: PASS or FAIL last.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# -eq 1 ] || die "usage: uapi-check.sh TARGET (a target built in this run)"
load_target "$1"
inc=$BUILD/usr/include
[ -d "$inc/asm" ] || die "$TARGET: no installed headers at $inc; build the target first (make run T=$TARGET builds it)"
err=$(mktemp)
trap 'rm -f "$err"' EXIT

bad=() n=0
for h in "$inc"/asm/*.h; do
	name=asm/$(basename "$h")
	n=$((n + 1))
	if ! "${CROSS_COMPILE}gcc" -std=c90 -Wall -Werror=implicit-function-declaration \
		-fsyntax-only -nostdinc -I "$inc" -x c /dev/null \
		-include "$name" -include "$name" >"$err" 2>&1; then
		bad+=("$name")
		grep -m 1 'error:' "$err" | sed "s|$inc/||; s/^/  /"
	fi
done
if [ ${#bad[@]} = 0 ]; then
	echo "PASS uapi: $TARGET's $n installed asm/ headers each compile alone"
else
	echo "FAIL uapi: $TARGET: ${bad[*]} fail to compile alone (of $n headers)"
	exit 1
fi
