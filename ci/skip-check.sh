#!/usr/bin/env bash
# skip-check.sh PORT_TARGET BASELINE_TARGET: both ran nolibc-test in this
# run; the port may skip no more of its cases than the upstream baseline
# on the same kernel.  Prints both counts.  One check.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# -eq 2 ] || die "usage: skip-check.sh PORT_TARGET BASELINE_TARGET"

count() { # LOG: "passed skipped failed" of nolibc-test's case lines
	[ -f "$1" ] || die "no console log $1; boot that target first"
	tr -d '\r' <"$1" | awk '/\[OK\][ \t]*$/ {p++} /\[SKIPPED\][ \t]*$/ {s++} /\[FAIL\][ \t]*$/ {f++}
		END {print p + 0, s + 0, f + 0}'
}
read -r pp ps pf <<<"$(count "$KIT_OUT/$1.log")"
read -r bp bs bf <<<"$(count "$KIT_OUT/$2.log")"
echo "  nolibc-test on $1: $pp passed, $ps skipped, $pf failed"
echo "  nolibc-test on $2: $bp passed, $bs skipped, $bf failed"
if [ $((pp + ps + pf)) -gt 0 ] && [ "$ps" -le "$bs" ] && [ "$pf" = 0 ]; then
	echo "PASS skips $1: skips no more than $2 ($ps <= $bs)"
else
	echo "FAIL skips $1: $ps skipped against $bs for $2 (or nothing ran, or a case failed)"
	exit 1
fi
