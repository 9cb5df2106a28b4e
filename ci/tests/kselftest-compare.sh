#!/usr/bin/env bash
# ci/kselftest-compare.sh: the KTAP results of two runs of the kernel's
# selftests, test by test; every test that is not a pass on both, listed
# with its reason, passes; anything else fails naming the test (one not
# listed, a listed one gone stale, a test missing from one log, a line
# without its reason).
. "$(dirname "$0")/lib.sh"
cmp_() { "$CI_DIR/kselftest-compare.sh" "$TMP/a.log" "$TMP/b.log" "$TMP/list"; }
log() { # FILE RESULT...: a console log of kselftest-init.sh with these result lines
	local f=$1 n=0 r
	shift
	{
		echo "[    0.2] Run /init as init process"
		echo "KTAP version 1"
		echo "1..$#"
		for r in "$@"; do
			n=$((n + 1))
			printf '# selftests: %s\r\n%s\r\n' "${r##* }" "${r/@/$n}"
		done
	} >"$f"
}
log "$TMP/b.log" "ok @ timers:nanosleep" "ok @ futex:futex_wait" "not ok @ mm:mremap_test # exit=1"
log "$TMP/a.log" "ok @ timers:nanosleep" "not ok @ futex:futex_wait # exit=1" "not ok @ mm:mremap_test # exit=1"
printf '%s\n' "futex:futex_wait FAIL PASS: the reason" "mm:mremap_test FAIL FAIL: 2 GiB on 128 MiB" >"$TMP/list"
expect "what fails, listed with its reasons, passes, and the table says why" 0 'futex:futex_wait +FAIL +PASS +the reason' cmp_
printf '%s\n' "futex:futex_wait FAIL PASS: the reason" >"$TMP/list"
expect "a test failing on both arches and not listed fails" 1 'mm:mremap_test +FAIL +FAIL +\(not listed' cmp_
printf '%s\n' "mm:mremap_test FAIL FAIL: 2 GiB on 128 MiB" >"$TMP/list"
expect "a difference not listed fails, naming the test" 1 'futex:futex_wait +FAIL +PASS +\(not listed' cmp_
printf '%s\n' "futex:futex_wait FAIL PASS: why" "mm:mremap_test FAIL FAIL: why" "timers:nanosleep FAIL PASS: why" >"$TMP/list"
expect "a listed test that no longer fails is stale" 1 'timers:nanosleep: listed as FAIL against PASS .* stale' cmp_
printf '%s\n' "futex:futex_wait FAIL PASS:" "mm:mremap_test FAIL FAIL: why" >"$TMP/list"
expect "a line without its reason is refused" 1 "^error: .*a line that is not" cmp_
log "$TMP/a.log" "ok @ timers:nanosleep" "ok @ futex:futex_wait # SKIP" "not ok @ mm:mremap_test # exit=1"
printf '%s\n' "mm:mremap_test FAIL FAIL: why" >"$TMP/list"
expect "a skip where the base passes is a difference" 1 'futex:futex_wait +SKIP +PASS +\(not listed' cmp_
log "$TMP/a.log" "ok @ timers:nanosleep" "not ok @ mm:mremap_test # exit=1"
printf '%s\n' "mm:mremap_test FAIL FAIL: why" "futex:futex_wait - PASS: why" >"$TMP/list"
expect "a test missing from one log fails, even when listed" 1 'did not run the same tests' cmp_
log "$TMP/a.log"
expect "a log without results is refused" 1 '^error: no kselftest result line in' cmp_
done_testing
