#!/usr/bin/env bash
# lava-run.sh [--job-only] [--det] TARGET: boot a target through LAVA, locally.
# (--job-only: write and check the job and device dictionary, run nothing;
# --det: on the device with the deterministic clock, kit-qemu-det01.)
#
# Writes the target's LAVA job (ci/lava/job.py, from ci/targets/TARGET.conf
# and its built kernel), checks it against LAVA's own schema, renders the
# device dictionary as a LAVA server would (ci/lava/render.py), runs Debian's
# lava-run (no server) with a job timeout, and prints one line per test case
# (each boot milestone, each suite case, each failure line while the suite
# runs, the way from the last milestone to the end line), the job's outcome
# and `N passed, N failed`.  Exit 0 only when the job completed and no case
# failed; otherwise 1, saying which (a failed case, a timeout, an
# infrastructure error).
# Everything is kept in out/lava/TARGET/: job.yaml, device.yaml, lava.log
# (lava-run's own log), console.log (the board's console), result.yaml.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

job_only=0 det=0
while [ $# -gt 0 ]; do
	case "$1" in
	--job-only) job_only=1 ;;
	--det) det=1 ;;
	-*) die "unknown option '$1'; see the head of ci/lava-run.sh" ;;
	*) break ;;
	esac
	shift
done
[ $# -eq 1 ] || die "usage: lava-run.sh [--job-only] [--det] TARGET (one of: $(list_targets | tr '\n' ' '))"
# The name is a path under out/lava/, which is emptied below: a name that
# could leave it (../../X) is refused before anything is read or removed.
[[ "$1" =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ ]] ||
	die "'$1' is not a target name; targets are: $(list_targets | tr '\n' ' ')"
load_target "$1"
PY=/usr/bin/python3
LAVA=$KIT_ROOT/ci/lava
require_tool lava-run lava-dispatcher
# The LAVA glue needs Debian's python3 and its yaml and jinja2, which
# lava-dispatcher depends on.
[ -x "$PY" ] || die "$PY not found; $(install_hint "python3 lava-dispatcher")"
[ "$job_only" = 1 ] || [ "$(id -u)" = 0 ] ||
	die "lava-run must run as root (it manages its own tmp and devices); run this as root"
[ -f "$IMAGE" ] || die "$TARGET: no kernel at $IMAGE; build it first with 'make build T=$TARGET'"
job_timeout=${KIT_LAVA_TIMEOUT:-$TIMEOUT}
[[ "$job_timeout" =~ ^[1-9][0-9]*$ ]] ||
	die "$TARGET: the job timeout '$job_timeout' is not a number of seconds; set KIT_LAVA_TIMEOUT (or TIMEOUT in ci/targets/$TARGET.conf) to one"
need_portcheck

out=$KIT_OUT/lava/$TARGET
rm -rf "$out"
mkdir -p "$out"
case "$QEMU" in
*or1k) device=kit-qemu-or1k01 device_type=qemu-or1k ;;
*) device=kit-qemu01 device_type=qemu ;;
esac
if [ "$det" = 1 ]; then
	[ "$device" = kit-qemu01 ] || die "$TARGET: no deterministic-clock device for $QEMU (only malta's: kit-qemu-det01)"
	device=kit-qemu-det01
fi

failures=()
while IFS= read -r line; do
	failures+=("$line")
done < <("$PORTCHECK" patterns failure | tr '|' '\n')
milestones=("${MILESTONES[@]}")
[ -z "${LAVA_MILESTONES+x}" ] || milestones=("${LAVA_MILESTONES[@]}")

# Typed cases (the shell target's): the file, its prompt, and the
# milestone after which the prompt comes.
cases=""
if [ -n "${CASES:-}" ]; then
	cases=$KIT_ROOT/$CASES
	[ -f "$cases" ] || die "$TARGET: CASES=$CASES is not a file"
	[ -n "${PROMPT:-}" ] && [ -n "${CASES_AFTER:-}" ] ||
		die "$TARGET: CASES needs PROMPT and CASES_AFTER (the milestone the prompt follows) in ci/targets/$TARGET.conf"
fi
"$PY" - "$TARGET" "$DESC" "$device_type" "$QEMU" "$QEMU_ARGS" "$APPEND" "$IMAGE" \
	"$job_timeout" "$END_PATTERN" "${INIT:-}" "${KUNIT_SUITES:-}" \
	"$cases" "${PROMPT:-}" "${CASES_AFTER:-}" \
	"${#milestones[@]}" "${milestones[@]}" "${failures[@]}" <<'PY' >"$out/target.json"
import json, sys
a = sys.argv[1:]
n = int(a[14])
print(json.dumps({
    "target": a[0], "desc": a[1], "device_type": a[2], "qemu": a[3], "qemu_args": a[4],
    "append": a[5], "kernel": a[6], "timeout": a[7], "end": a[8], "init": a[9],
    "kunit": a[10], "cases": a[11], "prompt": a[12], "cases_after": a[13],
    "milestones": a[15:15 + n], "failures": a[15 + n:]}))
PY
"$PY" "$LAVA/job.py" make <"$out/target.json" >"$out/job.yaml"
"$PY" "$LAVA/job.py" validate "$out/job.yaml"
"$PY" "$LAVA/render.py" "$device" "$out/job.yaml" >"$out/device.yaml"
[ "$job_only" = 0 ] || exit 0

# The job's own timeout ends it; the outer one only guards against a hung lava-run.
limit=$("$PY" -c 'import sys, yaml; print(yaml.safe_load(open(sys.argv[1]))["timeouts"]["job"]["seconds"])' "$out/job.yaml")
echo "lava $TARGET: $DESC (device $device, job timeout ${limit}s)"
rc=0
timeout -k 10 $((limit + 60)) lava-run --job-id "$$" --output-dir "$out/run" \
	--device "$out/device.yaml" "$out/job.yaml" 2>"$out/lava.log" >/dev/null || rc=$?
[ ! -f "$out/run/result.yaml" ] || cp "$out/run/result.yaml" "$out/result.yaml"
verdict=0
"$PY" "$LAVA/results.py" "$out/job.yaml" "$out/lava.log" "$out" || verdict=1
[ "$rc" = 0 ] || [ "$verdict" = 1 ] || { echo "  lava-run exited $rc"; verdict=1; }
if [ "$verdict" = 0 ]; then
	echo "PASS lava $TARGET"
else
	echo "FAIL lava $TARGET (lava-run's log: $out/lava.log, console: $out/console.log)"
fi
exit "$verdict"
