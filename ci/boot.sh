#!/usr/bin/env bash
# boot.sh [--det] [--interactive] [--timeout S] [--log FILE] TARGET
# Boots a built target under QEMU, writes the whole console to a log and
# judges it with portcheck log (milestones in order with guest timestamps,
# the end line, nolibc-test's cases, failure lines).  --det runs on the deterministic clock
# (-icount shift=$KIT_ICOUNT_SHIFT,sleep=off -rtc base=2026-01-01,clock=vm
# -seed 1; shift 0 by
# default, where one guest ns is one guest instruction).  --interactive gives
# the console to the terminal with the gdb stub on tcp::1234 (GDB_WAIT=1
# also freezes the CPU at reset until gdb-multiarch continues it).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

det=0 interactive=0 timeout="" log=""
while [ $# -gt 1 ]; do
	case "$1" in
	--det) det=1 ;;
	--interactive) interactive=1 ;;
	--timeout) timeout=$2 && shift ;;
	--log) log=$2 && shift ;;
	*) die "unknown option '$1'; see the head of ci/boot.sh" ;;
	esac
	shift
done
[ $# -eq 1 ] || die "usage: boot.sh [--det] [--interactive] [--timeout S] [--log FILE] TARGET"
load_target "$1"

require_tool "$QEMU" "$QEMU_PKG"
need_portcheck
fail_re=$("$PORTCHECK" patterns failure)
image=${KIT_IMAGE:-$IMAGE}
[ -f "$image" ] || die "$TARGET: no kernel at $image; build it first with 'make build T=$TARGET'"

args=($QEMU_ARGS -nographic -no-reboot -kernel "$image" -append "$APPEND")
if [ "$det" = 1 ]; then
	# The RTC starts from a fixed date, not the host's time: arch/mips
	# calibrates its CPU clock against malta's RTC, and the host's
	# sub-second phase moved its ns figures (make bench) from run to run.
	args+=(-icount "shift=${KIT_ICOUNT_SHIFT:-0},sleep=off" -rtc base=2026-01-01,clock=vm -seed 1)
	timeout=${timeout:-${DET_TIMEOUT:-600}}
fi
timeout=${timeout:-$TIMEOUT}

if [ "$interactive" = 1 ]; then
	[ -n "${GDB_WAIT:-}" ] && args+=(-S)
	echo "kit: $QEMU ${args[*]} -s" >&2
	echo "kit: gdb stub on tcp::1234 (gdb-multiarch $image -ex 'target remote :1234'); quit with Ctrl-a x" >&2
	exec "$QEMU" "${args[@]}" -s
fi

mkdir -p "$KIT_OUT"
suffix=""
[ "$det" = 0 ] || suffix=-det
log=${log:-$KIT_OUT/$TARGET$suffix.log}

# CASES and PROMPT: a shell's commands typed on the console, each at the
# prompt (ci/typist.sh), through a FIFO as QEMU's input; otherwise the
# console gets no input.
input=/dev/null typist=""
if [ -n "${CASES:-}" ]; then
	input=$(mktemp -u "${TMPDIR:-/tmp}/kit-console.XXXXXX")
	mkfifo "$input"
	: >"$log"
	"$KIT_ROOT/ci/typist.sh" type "$KIT_ROOT/$CASES" "$log" "$PROMPT" >"$input" 2>"$log.typist" &
	typist=$!
fi
"$QEMU" "${args[@]}" <"$input" >"$log" 2>&1 &
pid=$!
# stop_qemu: SIGTERM, then SIGKILL after 5 s.  Under -icount with a vCPU
# spinning (a hung guest) QEMU's main loop takes no signal: SIGTERM alone
# left the runner waiting for ever.
stop_qemu() {
	local i
	kill "$pid" 2>/dev/null || return 0
	for i in $(seq 50); do
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	kill -9 "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
}
stop_all() {
	stop_qemu
	[ -z "$typist" ] || kill "$typist" 2>/dev/null || true
	[ "$input" = /dev/null ] || rm -f "$input"
}
trap stop_all EXIT
start=$(date +%s.%N)
deadline=$((SECONDS + timeout))
how=""
failed_at=""
while [ -z "$how" ]; do
	if ! kill -0 "$pid" 2>/dev/null; then
		rc=0
		wait "$pid" || rc=$?
		how="QEMU exited by itself (status $rc)"
		[ "$rc" = 0 ] || how="$how, FAIL"
	elif [ "$EXIT_MODE" = kill ] && grep -qE "$END_PATTERN" "$log"; then
		stop_qemu
		how="end pattern seen, QEMU stopped by the runner (this board cannot power off)"
	elif [ -z "$failed_at" ] && grep -qE "$fail_re" "$log"; then
		# Let the kernel finish its report, then stop.
		failed_at=$SECONDS
	elif [ -n "$failed_at" ] && [ $((SECONDS - failed_at)) -ge 3 ]; then
		stop_qemu
		how="QEMU stopped by the runner after a failure line, FAIL"
	elif [ "$SECONDS" -ge "$deadline" ]; then
		stop_qemu
		how="timeout"
	else
		sleep 0.1
	fi
done
stop_all
trap - EXIT
wall=$(echo "$(date +%s.%N) - $start" | bc)

if [ "$how" = timeout ]; then
	echo "--- last console lines of $TARGET ---"
	tail -n 15 "$log" | tr -d '\r'
	echo "FAIL $TARGET: no end after $timeout s, QEMU killed; whole console log: $log"
	exit 1
fi

window=all
[ "$EXIT_MODE" = kill ] && window=end
verdict=0
echo "$TARGET: $DESC${suffix:+, deterministic clock}"
expect=()
for m in "${MILESTONES[@]}"; do
	expect+=(--expect "$m")
done
# A port's stubs panic on purpose, naming their checklist item: a target
# may allow those lines (ALLOW_FAILURE), and ends at them.
[ -z "${ALLOW_FAILURE:-}" ] || expect+=(--allow "$ALLOW_FAILURE")
# NOLIBC_COMPARE="TARGET LIST": nolibc-test's cases are judged one by one
# against TARGET's of this run, every difference in LIST with its reason
# (ci/nolibc-compare.sh), rather than by "none failed".
[ -z "${NOLIBC_COMPARE:-}" ] || expect+=(--nolibc-compared)
"$PORTCHECK" log "$log" --end "$END_PATTERN" --window "$window" "${expect[@]}" || verdict=1
# compare_with SCRIPT "TARGET LIST": SCRIPT judges this log against
# TARGET's of this run, every difference in LIST with its reason.
compare_with() {
	local base list base_log
	read -r base list <<<"$2"
	base_log=$(this_run_log "$base") || exit 1
	"$KIT_ROOT/ci/$1" "$log" "$base_log" "$KIT_ROOT/$list"
}
[ -z "${NOLIBC_COMPARE:-}" ] || compare_with nolibc-compare.sh "$NOLIBC_COMPARE" || verdict=1
# KSELFTEST_COMPARE="TARGET LIST": the kernel's selftests, each test's
# verdict beside TARGET's, every one that is not a pass on both in LIST
# with its reason (ci/kselftest-compare.sh).
[ -z "${KSELFTEST_COMPARE:-}" ] || compare_with kselftest-compare.sh "$KSELFTEST_COMPARE" || verdict=1
if [ -n "${KUNIT_SUITES:-}" ]; then
	# shellcheck disable=SC2086 # a word list
	"$KIT_ROOT/ci/kunit-check.sh" "$log" $KUNIT_SUITES || verdict=1
fi
if [ -n "${CASES:-}" ]; then
	cat "$log.typist"
	"$KIT_ROOT/ci/typist.sh" judge "$KIT_ROOT/$CASES" "$log" "$PROMPT" || verdict=1
fi
case "$how" in
*FAIL*) verdict=1 ;;
esac
if [ "$EXIT_MODE" = self ] && [ "${how#QEMU exited by itself}" = "$how" ]; then
	verdict=1
fi
printf '  %s, %.1f s wall; log: %s\n' "$how" "$wall" "$log"
if [ "$verdict" = 0 ]; then
	echo "PASS $TARGET"
else
	echo "FAIL $TARGET"
fi
exit "$verdict"
