#!/usr/bin/env bash
# kunit-check.sh LOG SUITE...: parses a boot log's KTAP output with the
# tree's own tools/testing/kunit/kunit.py (standard library only, so
# Debian's /usr/bin/python3 runs it) and checks that every named suite ran
# and passed and that no case failed.  Prints kunit.py's summary.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# -ge 2 ] || die "usage: kunit-check.sh LOG SUITE..."
log=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
require_tree
out=$(/usr/bin/python3 "$KSRC/tools/testing/kunit/kunit.py" parse "$log" 2>&1) ||
	{ echo "$out" | tail -n 5; echo "  kunit.py parse failed"; exit 1; }
summary=$(grep -o 'Testing complete\..*' <<<"$out" | tail -n 1)
echo "  KUnit: ${summary:-no KTAP summary}"
verdict=0
for suite in "$@"; do
	if ! grep -qE "\[PASSED\] $suite =" <<<"$out"; then
		echo "  KUnit suite $suite did not pass (or did not run)"
		verdict=1
	fi
done
grep -qE 'Testing complete\. Ran [0-9]+ tests: passed: [0-9]+$' <<<"$summary" || verdict=1
exit "$verdict"
