# shellcheck shell=bash
# Helpers of the kit's own unit tests: each check prints "ok - ..." or
# "not ok - ...", the way TAP does; ci/test.sh counts them.
CI_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

ok() { echo "ok - $*"; }
not_ok() { echo "not ok - $*"; }

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
