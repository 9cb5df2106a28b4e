#!/usr/bin/env bash
# judge.sh LOG END_PATTERN WINDOW MILESTONE...
# Reads a boot console log and says whether the boot passed:
#   - the END_PATTERN line is there;
#   - every MILESTONE (an extended regex) is there, in the given order;
#   - no line matches KIT_FAIL_RE (ci/lib.sh) (with WINDOW=end only the
#     lines up to the END_PATTERN line are judged: for boards that cannot
#     power off, whatever the kernel prints after the run ended is not part
#     of the run; with WINDOW=all every line is);
#   - if nolibc-test ran, none of its cases failed.
# Prints each milestone with the guest timestamp of its first line, the
# nolibc-test summary and any failure line.  Exit status 0 = pass.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# -ge 3 ] || { echo "usage: judge.sh LOG END_PATTERN all|end MILESTONE..." >&2; exit 2; }
log=$1 end=$2 window=$3
shift 3
[ -r "$log" ] || { echo "error: no console log at $log" >&2; exit 2; }

printf '%s\n' "$@" | awk -v end="$end" -v window="$window" -v FAIL="$KIT_FAIL_RE" '
NR == FNR { want[++nwant] = $0; next }
{
	sub(/\r$/, "")
	line = $0
	ts = "       -    "
	if (match(line, /^\[ *[0-9]+\.[0-9]+\]/))
		ts = substr(line, 1, RLENGTH)
	if (!ended) {
		for (i = 1; i <= nwant; i++)
			if (!(i in at) && line ~ want[i]) {
				at[i] = FNR
				stamp[i] = ts
				text[i] = line
			}
		if (line ~ /\[OK\][ \t]*$/)
			ok++
		else if (line ~ /\[FAIL\][ \t]*$/)
			bad++
		else if (line ~ /\[SKIPPED\][ \t]*$/)
			skip++
	}
	if (line ~ FAIL && !(ended && window == "end"))
		flagged[++nflag] = line
	if (!ended && line ~ end) {
		ended = FNR
		endline = line
	}
}
END {
	verdict = 0
	last = 0
	for (i = 1; i <= nwant; i++) {
		if (!(i in at)) {
			printf "  %-14s missing: /%s/\n", "", want[i]
			verdict = 1
			continue
		}
		order = ""
		if (at[i] < last) {
			order = "   <- out of order"
			verdict = 1
		}
		last = at[i]
		t = text[i]
		if (stamp[i] ~ /^\[/)
			t = substr(t, length(stamp[i]) + 2)
		printf "  %-14s %s%s\n", stamp[i], substr(t, 1, 100), order
	}
	if (ok + bad + skip > 0) {
		printf "  nolibc-test: %d test(s): %d passed, %d skipped, %d failed\n", ok + bad + skip, ok, skip, bad
		if (bad)
			verdict = 1
	}
	if (ended) {
		printf "  end: %s\n", endline
	} else {
		printf "  end pattern /%s/ never appeared\n", end
		verdict = 1
	}
	for (i = 1; i <= nflag; i++) {
		printf "  failure line: %s\n", flagged[i]
		verdict = 1
	}
	exit verdict
}' - "$log"
