#!/usr/bin/env bash
# det-check.sh TARGET: boots a built target twice on the deterministic clock
# (-icount shift=0,sleep=off -rtc base=2026-01-01,clock=vm -seed 1) and checks that both
# boots pass and print the same guest timestamps, line for line.  One check.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# -eq 1 ] || die "usage: det-check.sh TARGET"
load_target "$1"
mkdir -p "$KIT_OUT"

stamps() {
	sed -n 's/^\(\[ *[0-9]*\.[0-9]*\]\).*/\1/p' "$1" | tr -d ' '
}

for run in 1 2; do
	if ! "$KIT_ROOT/ci/boot.sh" --det --log "$KIT_OUT/$TARGET-det$run.log" "$TARGET" >"$KIT_OUT/$TARGET-det$run.verdict"; then
		cat "$KIT_OUT/$TARGET-det$run.verdict"
		echo "FAIL det $TARGET: deterministic boot $run failed"
		exit 1
	fi
done
a=$(stamps "$KIT_OUT/$TARGET-det1.log")
b=$(stamps "$KIT_OUT/$TARGET-det2.log")
n=$(wc -l <<<"$a")
if [ -n "$a" ] && [ "$a" = "$b" ]; then
	echo "PASS det $TARGET: two boots on -icount shift=${KIT_ICOUNT_SHIFT:-0} print the same $n timestamps (last $(tail -n 1 <<<"$a"))"
else
	diff <(echo "$a") <(echo "$b") | head -n 6
	echo "FAIL det $TARGET: the two deterministic boots differ; logs: $KIT_OUT/$TARGET-det[12].log"
	exit 1
fi
