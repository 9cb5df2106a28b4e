#!/usr/bin/env bash
# typist.sh type CASES LOG PROMPT: types the commands of CASES (the shell
# target's cases, reference-tsar/user/shell-cases.tsv) on the standard
# output, which ci/boot.sh gives QEMU's serial console as its input: one
# command each time LOG (the console) shows PROMPT once more, then "exit".
# Prints on its standard error how long the first prompt took (wall).
#
# typist.sh judge CASES LOG PROMPT: the typed commands' results in LOG,
# one "ok"/"FAIL typed: NAME" line each: the lines between a command's
# prompt and the next prompt must hold one matching the case's regex.
# Exits 1 if one failed or was never typed.
set -euo pipefail

[ $# = 4 ] || { echo "usage: typist.sh type|judge CASES LOG PROMPT" >&2; exit 2; }
mode=$1 cases=$2 log=$3 prompt=$4

# The cases: "name<TAB>regex<TAB>command" lines, comments left out.
names=() regexes=() cmds=()
while IFS=$'\t' read -r name regex cmd; do
	case $name in
	'#'* | '') continue ;;
	esac
	names+=("$name") regexes+=("$regex") cmds+=("$cmd")
done <"$cases"

# The console as lines, without the serial line's carriage returns.
console() {
	tr -d '\r' <"$log"
}

prompts() {
	console | grep -c -F -- "$prompt" || true
}

case $mode in
type)
	start=$SECONDS
	for i in "${!cmds[@]}"; do
		until [ "$(prompts)" -gt "$i" ]; do
			sleep 0.2
		done
		[ "$i" != 0 ] || echo "typist: first prompt after $((SECONDS - start)) s wall" >&2
		printf '%s\r' "${cmds[$i]}"
	done
	until [ "$(prompts)" -gt "${#cmds[@]}" ]; do
		sleep 0.2
	done
	printf 'exit\r'
	;;
judge)
	failed=0
	for i in "${!cmds[@]}"; do
		# Segment i: after the (i+1)-th prompt line, before the next.
		out=$(console | awk -v p="$prompt" -v n=$((i + 1)) '
			index($0, p) { k++; next }
			k == n { print }')
		if [ "$(prompts)" -le "$i" ]; then
			echo "FAIL typed: ${names[$i]} (never typed: no prompt for it)"
			failed=1
		elif grep -Eq -- "${regexes[$i]}" <<<"$out"; then
			echo "ok   typed: ${names[$i]}"
		else
			head -n 5 <<<"$out" | sed 's/^/     | /'
			echo "FAIL typed: ${names[$i]}"
			failed=1
		fi
	done
	exit "$failed"
	;;
*)
	echo "typist.sh: no mode '$mode' (type or judge)" >&2
	exit 2
	;;
esac
