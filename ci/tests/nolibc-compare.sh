#!/usr/bin/env bash
# ci/nolibc-compare.sh: nolibc-test's cases of two logs compared one by
# one; every difference listed with its reason passes, anything else fails
# naming the case (a difference not listed, a listed one gone stale, a
# case missing from one log, a line without a reason).
. "$(dirname "$0")/lib.sh"
cmp_() { "$CI_DIR/nolibc-compare.sh" "$TMP/a.log" "$TMP/b.log" "$TMP/list"; }
log() { # FILE CASE...: a console log of nolibc-test with these case lines
	local f=$1
	shift
	{
		echo "[    0.2] Run /init as init process"
		echo "Running test 'syscall'"
		printf '%s\r\n' "$@"
		echo "Errors during this test: 0"
	} >"$f"
}
log "$TMP/b.log" "9 sbrk = 0        [OK]" "34 getpagesize = 0    [OK]" "35 gettid = 3   [OK]"
log "$TMP/a.log" "9 sbrk = 1 ENOMEM   [FAIL]" "34 getpagesize = 0    [OK]" "35 gettid = 3   [OK]"
echo "syscall:9:sbrk FAIL OK: the heap cannot grow in place" >"$TMP/list"
expect "a listed difference passes, printed with its reason" 0 'syscall:9:sbrk: FAIL here, OK on the base: the heap cannot' cmp_
: >"$TMP/list"
expect "a difference not listed fails, naming the case" 1 'syscall:9:sbrk: FAIL here, OK on the base, and not listed' cmp_
printf '%s\n' "syscall:9:sbrk FAIL OK: the heap" "syscall:35:gettid FAIL OK: no threads" >"$TMP/list"
expect "a listed difference that no longer holds fails (stale)" 1 'syscall:35:gettid: listed as FAIL against OK .* stale' cmp_
echo "syscall:9:sbrk FAIL OK:" >"$TMP/list"
expect "a line without its reason is refused" 1 "^error: .*a line that is not" cmp_
log "$TMP/a.log" "9 sbrk = 0        [OK]" "34 getpagesize = 0    [OK]"
: >"$TMP/list"
expect "a case missing from the log is a difference" 1 'syscall:35:gettid: - here, OK on the base, and not listed' cmp_
log "$TMP/a.log"
expect "a log without cases is refused" 1 '^error: no nolibc-test case in' cmp_
done_testing
