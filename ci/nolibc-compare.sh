#!/usr/bin/env bash
# nolibc-compare.sh LOG BASE_LOG DIFFERENCES: nolibc-test's cases in LOG
# against the same cases in BASE_LOG (another target of this run: the MMU
# port for its FLAT programs, later the port without an MMU), one by one.
# A case is GROUP:N:NAME (the test group, the case's number and name) and
# its verdict OK, FAIL, SKIPPED, or - where the log has no such case.
#
# DIFFERENCES lists every case whose verdicts differ, one per line:
#   GROUP:N:NAME VERDICT BASE_VERDICT: why
# and nothing else (# comments).  The check fails on a difference not
# listed, on a listed one that no longer holds (the list must not go
# stale) and on a line without its reason; it prints each difference with
# its reason, so the log says what differs and why.  Exit 0 when they
# match.
set -euo pipefail
export LC_ALL=C
. "$(dirname "$0")/lib.sh"
[ $# -eq 3 ] || die "usage: nolibc-compare.sh LOG BASE_LOG DIFFERENCES"
log=$1 base=$2 list=$3
for f in "$log" "$base" "$list"; do
	[ -f "$f" ] || die "no file $f"
done

# cases LOG: "GROUP:N:NAME VERDICT" of every case line, sorted.
cases() {
	tr -d '\r' <"$1" | awk '
		/^Running test '\''/ { g = $3; gsub(/'\''/, "", g); next }
		/\[(OK|FAIL|SKIPPED)\][ \t]*$/ && $1 ~ /^[0-9]+$/ {
			v = $NF; gsub(/[][]/, "", v)
			print g ":" $1 ":" $2, v
		}' | sort -k 1,1
}

got=$(join -a 1 -a 2 -e - -o 0,1.2,2.2 <(cases "$log") <(cases "$base") | awk '$2 != $3')
[ "$(cases "$base" | wc -l)" -gt 0 ] || die "no nolibc-test case in $base"
[ "$(cases "$log" | wc -l)" -gt 0 ] || die "no nolibc-test case in $log"
bad=$(grep -vE '^(#|$)' "$list" | grep -vE '^[a-z_]+:[0-9]+:[^ ]+ (OK|FAIL|SKIPPED|-) (OK|FAIL|SKIPPED|-): .*[^ ]' || true)
[ -z "$bad" ] || die "$list: a line that is not 'GROUP:N:NAME VERDICT BASE_VERDICT: why': $(head -n 1 <<<"$bad")"
want=$( (grep -vE '^(#|$)' "$list" || true) | sed 's/:  *.*//' | sort -k 1,1)
rc=0
while read -r k v b; do
	[ -n "$k" ] || continue
	if grep -qxF "$k $v $b" <<<"$want"; then
		echo "  $k: $v here, $b on the base:$(grep -F "$k $v $b:" "$list" | sed 's/^[^:]*:[^:]*:[^:]*: */ /')"
	else
		echo "  $k: $v here, $b on the base, and not listed in $list"
		rc=1
	fi
done <<<"$got"
while read -r k v b; do
	[ -n "$k" ] || continue
	grep -qxF "$k $v $b" <<<"$got" ||
		{ echo "  $k: listed as $v against $b in $list, but the logs say otherwise (a stale line)"; rc=1; }
done <<<"$want"
n=$(grep -c . <<<"$got" || true)
[ "$rc" = 0 ] && echo "  nolibc-test: $n case(s) differ from $(basename "$base" .log), each as listed in $list"
exit "$rc"
