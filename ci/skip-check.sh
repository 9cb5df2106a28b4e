#!/usr/bin/env bash
# skip-check.sh PORT_TARGET BASELINE_TARGET: both ran nolibc-test in this
# run; the port ran as many of its cases as the upstream baseline on the
# same kernel tree (a nolibc-test that stopped half way ran fewer), failed
# none and skipped no more.  Prints both totals.  One check.
# Under make test (KIT_RUN_START, set by ci/test.sh) a console log older
# than the run is refused: it is an earlier run's, and the boot it stands
# for failed or never happened in this one.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# -eq 2 ] || die "usage: skip-check.sh PORT_TARGET BASELINE_TARGET"

plog=$(this_run_log "$1") || exit 1
blog=$(this_run_log "$2") || exit 1
read -r pp ps pf <<<"$(nolibc_counts "$plog")"
read -r bp bs bf <<<"$(nolibc_counts "$blog")"
pt=$((pp + ps + pf)) bt=$((bp + bs + bf))
echo "  nolibc-test on $1: $pt cases, $pp passed, $ps skipped, $pf failed"
echo "  nolibc-test on $2: $bt cases, $bp passed, $bs skipped, $bf failed"
why=()
[ "$bt" -gt 0 ] || why+=("no nolibc-test case in $2's log")
[ "$pt" -gt 0 ] || why+=("no nolibc-test case in $1's log")
[ "$pt" = "$bt" ] || why+=("$pt cases ran on $1 against $bt on $2")
[ "$pf" = 0 ] || why+=("$pf failed")
[ "$ps" -le "$bs" ] || why+=("$ps skipped against $bs on $2")
if [ ${#why[@]} = 0 ]; then
	echo "PASS nolibc-test $1: the same $pt cases as $2, none failed, skips no more ($ps <= $bs)"
else
	echo "FAIL nolibc-test $1 against $2: $(printf '%s; ' "${why[@]}" | sed 's/; $//')"
	exit 1
fi
