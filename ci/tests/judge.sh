#!/usr/bin/env bash
# Unit tests of the boot runner's judge, portcheck log, on made-up console
# logs (the parser's own unit tests are in checklists/portcheck/tests/).
. "$(dirname "$0")/lib.sh"
. "$CI_DIR/lib.sh"
need_portcheck

good="[    0.000000] Linux version 6.12.118
[    0.000000] Machine model: test
[    0.120000] Memory: 1K/2K available
[    0.500000] Run /init as init process
1 first [OK]
2 second [SKIPPED]
Leaving init with final status: 0
[    1.000000] reboot: Power down"
judge() {
	"$PORTCHECK" log "$TMP/log" --end "reboot: Power down" --window "$1" \
		--expect "Linux version" --expect "Machine model:" --expect "Memory:" --expect "Run /init"
}

printf '%s\n' "$good" >"$TMP/log"
expect "judge passes a clean boot and prints milestones with timestamps and deltas" 0 '\[    0\.120000\] \+0\.120000 +Memory:' judge all
expect "judge counts nolibc-test cases" 0 '2 test\(s\): 1 passed, 1 skipped, 0 failed' judge all

printf '%s\r\n' "$good" >"$TMP/log"
expect "judge reads a serial console with CR LF line ends" 0 'Run /init' judge all

grep -v Machine <<<"$good" >"$TMP/log"
expect "judge fails a missing milestone" 1 'missing: /Machine model:/' judge all

sed 's/Machine model: test/XX/; s/Run \/init as init process/&\nMachine model: late/' <<<"$good" >"$TMP/log"
expect "judge fails milestones out of order" 1 'out of order' judge all

grep -v Power <<<"$good" >"$TMP/log"
expect "judge fails when the end pattern never comes" 1 'never appeared' judge all

sed 's/2 second \[SKIPPED\]/2 second [FAIL]/' <<<"$good" >"$TMP/log"
expect "judge fails a failed nolibc-test case" 1 '1 passed, 0 skipped, 1 failed' judge all

for bad in "Oops[#1]" "BUG: scheduling while atomic" "WARNING: CPU: 0 PID: 1" \
	"Kernel panic - not syncing" "Unable to handle kernel paging request" "Call Trace:"; do
	sed "s/Memory: 1K/&\n[    0.2] $bad/" <<<"$good" >"$TMP/log"
	expect "judge fails a boot that printed '$bad'" 1 "failure line [0-9]+: .*${bad%%[[#:]*}" judge all
done

printf '%s\n%s\n' "$good" "[    2.0] Kernel panic - not syncing: Attempted to kill init!" >"$TMP/log"
expect "judge with window=end ignores what follows the end line" 0 'Power down' judge end
expect "judge with window=all does not" 1 'failure line [0-9]+: .*Kernel panic' judge all

# ci/kunit-check.sh on made-up KTAP output
ktap() { # RESULT-OF-CASE-2
	printf '%s\n' "[    1.0] KTAP version 1" "[    1.0] 1..1" "[    1.0]     KTAP version 1" \
		"[    1.0]     # Subtest: demo" "[    1.0]     1..2" "[    1.0]     ok 1 first" \
		"[    1.0]     $1 2 second" "[    1.0] $1 1 demo"
}
ktap ok >"$TMP/ktap"
expect "kunit-check passes a suite whose cases all pass" 0 'Ran 2 tests: passed: 2' "$CI_DIR/kunit-check.sh" "$TMP/ktap" demo
expect "kunit-check fails a suite that did not run" 1 'suite other did not pass' "$CI_DIR/kunit-check.sh" "$TMP/ktap" demo other
ktap "not ok" >"$TMP/ktap"
expect "kunit-check fails a failed case" 1 'failed: 1' "$CI_DIR/kunit-check.sh" "$TMP/ktap" demo

done_testing
