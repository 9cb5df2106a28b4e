#!/usr/bin/env bash
# lava-check.sh CHECK: the LAVA path's checks that are not a plain passing
# job (a passing job is ci/lava-run.sh TARGET).  One check each: PASS or
# FAIL last.
#   day0 PROJECT   a template project's day-0 kernel as a LAVA job: it stops
#                  at its first stub, so the job must end with its first
#                  milestones passed, the rest failed and a timeout
#   schema         a job with a schema error is rejected offline with LAVA's
#                  own message, and the same job without it is accepted
set -euo pipefail
. "$(dirname "$0")/lib.sh"

PY=/usr/bin/python3
case "${1:-}" in
day0)
	[ $# -eq 2 ] && [ -f "$2/Makefile" ] || die "usage: lava-check.sh day0 PROJECT (a generated project)"
	rc=0
	out=$(KIT_LAVA_TIMEOUT=${KIT_LAVA_TIMEOUT:-20} make -s -C "$2" lava 2>&1) || rc=$?
	echo "$out" | grep -vE '^make' | sed 's/^/  | /' || true
	if [ "$rc" != 0 ] &&
		grep -qE '^  pass  [^ ]*/01-linux-version$' <<<"$out" &&
		grep -qE '^  fail  ' <<<"$out" &&
		grep -qE '^  job: incomplete, .*timed out' <<<"$out"; then
		echo "PASS lava day0: the banner passed, the milestones after the first stub failed, a timeout said so"
	else
		echo "FAIL lava day0: expected the banner passed, later milestones failed and a timeout (exit $rc)"
		exit 1
	fi
	;;
schema)
	bad=$KIT_ROOT/ci/lava/tests/bad-boot-method.yaml
	[ -f "$bad" ] || die "no $bad, the job with a misspelt boot method; restore it from git"
	good=$(mktemp)
	trap 'rm -f "$good"' EXIT
	sed 's/method: qemuu$/method: qemu/' "$bad" >"$good"
	rc=0
	msg=$("$PY" "$KIT_ROOT/ci/lava/job.py" validate "$bad" 2>&1) || rc=$?
	echo "  $msg"
	if [ "$rc" = 1 ] && grep -q "unknown action type @ data\['actions'\]\['boot'\]\['qemuu'\]" <<<"$msg" &&
		"$PY" "$KIT_ROOT/ci/lava/job.py" validate "$good"; then
		echo "PASS lava schema: a misspelt boot method rejected with LAVA's message, the right one accepted"
	else
		echo "FAIL lava schema: the offline validation did not tell the bad job from the good one (exit $rc)"
		exit 1
	fi
	;;
*)
	die "usage: lava-check.sh day0 PROJECT | lava-check.sh schema"
	;;
esac
