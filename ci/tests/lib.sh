# shellcheck shell=bash
# Helpers of the kit's own unit tests: each check prints "ok - ..." or
# "not ok - ...", the way TAP does, and the file ends with done_testing,
# which prints the plan "1..N" as its last line.  ci/test.sh counts the lines
# on the file's stdout, and counts one failure more when the file did not
# end that way (it died half way) or exited non-zero.
CI_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

TESTS_RUN=0

ok() {
	TESTS_RUN=$((TESTS_RUN + 1))
	echo "ok - $*"
}
not_ok() {
	TESTS_RUN=$((TESTS_RUN + 1))
	echo "not ok - $*"
}

# done_testing: the last line of a unit-test file, the plan of the checks it
# ran (so a check called from a subshell, which the count would miss, shows
# as a mismatch rather than passing unseen).
done_testing() {
	echo "1..$TESTS_RUN"
}

# expect DESC STATUS PATTERN CMD...: CMD exits with STATUS and its output
# (stdout and stderr) matches the extended regex PATTERN.
expect() {
	local desc=$1 want=$2 pat=$3 out rc=0
	shift 3
	out=$("$@" 2>&1) || rc=$?
	if [ "$rc" = "$want" ] && grep -qE -- "$pat" <<<"$out"; then
		ok "$desc"
	else
		not_ok "$desc (exit $rc, wanted $want; output: $(tail -n 3 <<<"$out" | tr '\n' '|'))"
	fi
}
