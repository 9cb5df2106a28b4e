#!/usr/bin/env bash
# soak.sh [N] [TARGET]: TARGET (tsar-smp-robust by default) built once and
# booted N times in a row (20 by default), each boot judged as make test
# judges one (ci/boot.sh: its milestones, robust.c's totals, no failure
# line: no stall, lockup or report of any kind, no hang past the target's
# timeout).  Each boot's log is kept (out/soak/TARGET-I.log); a line per
# boot with its wall time, then the count.  make test boots the target
# once; this is the repetition that finds what one boot in N does.
# Exits 0 when every boot passed.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
n=${1:-20}
target=${2:-tsar-smp-robust}
case "$n" in
'' | *[!0-9]* | 0) die "'$n' is not a number of boots; usage: soak.sh [N] [TARGET]" ;;
esac
load_target "$target"
"$KIT_ROOT/ci/build.sh" "$target" | tail -n 1
dir=$KIT_OUT/soak
mkdir -p "$dir"
rm -f "$dir/$target"-*.log
passed=0 failed=0 walls=()
for i in $(seq "$n"); do
	log=$dir/$target-$i.log
	t0=$(date +%s.%N)
	if out=$("$KIT_ROOT/ci/boot.sh" --log "$log" "$target" 2>&1); then
		passed=$((passed + 1)) verdict=PASS
	else
		failed=$((failed + 1)) verdict=FAIL
	fi
	wall=$(printf '%.1f' "$(echo "$(date +%s.%N) - $t0" | bc)")
	walls+=("$wall")
	why=""
	[ "$verdict" = PASS ] || why=" ($(grep -m 1 -E '^(FAIL|  failure|.*no end after)' <<<"$out" || tail -n 1 <<<"$out"))"
	summary=$(grep -m 1 -oE 'robust: [0-9]+ passed, [0-9]+ failed' "$log" || true)
	echo "boot $i/$n: $verdict, $wall s${summary:+, $summary}$why"
done
sorted=$(printf '%s\n' "${walls[@]}" | sort -n)
echo "soak $target: $n boots, $passed passed, $failed failed; wall $(head -n 1 <<<"$sorted")-$(tail -n 1 <<<"$sorted") s; logs: $dir/$target-*.log"
[ "$failed" = 0 ]
