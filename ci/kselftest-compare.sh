#!/usr/bin/env bash
# kselftest-compare.sh LOG BASE_LOG REASONS: the kernel's selftests in LOG
# (tsar-kselftest) beside the same programs in BASE_LOG (mips-kselftest,
# upstream mips, the same run), one line a test: its verdict on each, PASS,
# SKIP, FAIL (with the runner's "# exit=N" or "# TIMEOUT") or - where the
# log has no result for it.  The verdicts are the KTAP result lines
# reference-tsar/user/kselftest-init.sh prints ("ok N COLL:NAME",
# "ok ... # SKIP", "not ok ...").
#
# REASONS lists, one a line, every test that does not pass on LOG or whose
# verdicts differ:
#   COLL:NAME VERDICT BASE_VERDICT: why
# The check fails on such a test not listed, on a listed one that no
# longer holds (the list must not go stale), on a line without its reason,
# and when either log did not run every test of the other.  Exit 0 when
# every test is accounted for.
set -euo pipefail
export LC_ALL=C
. "$(dirname "$0")/lib.sh"
[ $# -eq 3 ] || die "usage: kselftest-compare.sh LOG BASE_LOG REASONS"
log=$1 base=$2 list=$3
for f in "$log" "$base" "$list"; do
	[ -f "$f" ] || die "no file $f"
done

# verdicts LOG: "COLL:NAME VERDICT" of every KTAP result line, sorted.
verdicts() {
	tr -d '\r' <"$1" | sed 's/^\[ *[0-9.]*\] //' | awk '
		/^(not )?ok [0-9]+ [^ ]+:[^ ]+/ {
			v = $1 == "ok" ? "PASS" : "FAIL"
			k = $1 == "ok" ? $3 : $4
			if ($0 ~ /^ok .* # SKIP/) v = "SKIP"
			print k, v
		}' | sort -k 1,1
}

mine=$(verdicts "$log")
theirs=$(verdicts "$base")
[ -n "$mine" ] || die "no kselftest result line in $log"
[ -n "$theirs" ] || die "no kselftest result line in $base"
bad=$(grep -vE '^(#|$)' "$list" | grep -vE '^[A-Za-z0-9_-]+:[^ ]+ (PASS|SKIP|FAIL|-) (PASS|SKIP|FAIL|-): .*[^ ]' || true)
[ -z "$bad" ] || die "$list: a line that is not 'COLL:NAME VERDICT BASE_VERDICT: why': $(head -n 1 <<<"$bad")"
all=$(join -a 1 -a 2 -e - -o 0,1.2,2.2 <(echo "$mine") <(echo "$theirs"))
want=$( (grep -vE '^(#|$)' "$list" || true) | sed 's/:  *.*//' | sort -k 1,1)
printf '  %-46s %-5s %-5s %s\n' "test (tsar's log: $(basename "$log" .log))" tsar mips why
rc=0 n=0 diff=0
while read -r k v b; do
	n=$((n + 1))
	why=""
	if [ "$v" != PASS ] || [ "$v" != "$b" ]; then
		diff=$((diff + 1))
		if grep -qxF "$k $v $b" <<<"$want"; then
			why=$(grep -F "$k $v $b:" "$list" | sed 's/^[^:]*:[^:]*: *//')
		else
			why="(not listed in ${list#"$KIT_ROOT"/})"
			rc=1
		fi
	fi
	printf '  %-46s %-5s %-5s %s\n' "$k" "$v" "$b" "$why"
done <<<"$all"
while read -r k v b; do
	[ -n "$k" ] || continue
	grep -qxF "$k $v $b" <<<"$all" ||
		{ echo "  $k: listed as $v against $b in $list, but the logs say otherwise (a stale line)"; rc=1; }
done <<<"$want"
[ "$(wc -l <<<"$mine")" = "$(wc -l <<<"$theirs")" ] ||
	{ echo "  the two logs did not run the same tests ($(wc -l <<<"$mine") and $(wc -l <<<"$theirs"))"; rc=1; }
[ "$rc" = 0 ] && echo "  kselftest: $n tests; $diff fail on tsar or differ from mips, each as listed in ${list#"$KIT_ROOT"/}"
exit "$rc"
