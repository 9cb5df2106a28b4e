#!/usr/bin/env bash
# ci/typist.sh, the shell target's typist and judge, against a console
# played by this file: it types one command per prompt, in order, then
# "exit", and never before the prompt; the judge reads each command's
# output between its prompt and the next, and fails a case whose output
# does not match, or that was never typed.
. "$(dirname "$0")/lib.sh"

P='shell# '
printf '# a comment, then three cases\none\t^one out$\techo one\n\n' >"$TMP/cases"
printf 'two\t^2$\techo $((1 + 1))\nthree\t^three out$\techo three\n' >>"$TMP/cases"

# console LOG: a shell on a serial line; each line typed (ended by a
# carriage return) is echoed after the prompt, answered with "NAME out"
# (or 2 for the arithmetic), and followed by the next prompt.
console() {
	local cmd out
	while IFS= read -r -d $'\r' cmd; do
		case $cmd in
		'echo $((1 + 1))') out=2 ;;
		exit) out="" ;;
		*) out="${cmd#echo } out" ;;
		esac
		printf '%s\r\n%s\r\n%s' "$cmd" "$out" "$P" >>"$1"
		echo "$cmd" >>"$1.typed"
	done
}

printf 'Linux booting\r\n%s' "$P" >"$TMP/log"
if timeout 20 bash "$CI_DIR/typist.sh" type "$TMP/cases" "$TMP/log" "$P" 2>"$TMP/err" | console "$TMP/log" &&
	[ "$(tr '\n' '|' <"$TMP/log.typed")" = 'echo one|echo $((1 + 1))|echo three|exit|' ]; then
	ok "typist types the three commands in order, one per prompt, then exit"
else
	not_ok "typist typed '$(tr '\n' '|' <"$TMP/log.typed" 2>/dev/null)' ($(cat "$TMP/err"))"
fi
grep -q '^typist: first prompt after [0-9]* s wall$' "$TMP/err" &&
	ok "typist says how long the first prompt took" || not_ok "typist's stderr: $(cat "$TMP/err")"

expect "the judge passes the three cases of that console" 0 \
	'^ok   typed: one\.ok   typed: two\.ok   typed: three\.$' \
	bash -c 'set -o pipefail; bash "$1" judge "$2" "$3" "$4" | tr "\n" .' - "$CI_DIR/typist.sh" "$TMP/cases" "$TMP/log" "$P"

# The same console with case two's output wrong: that case fails, shown.
sed 's/^2\r$/3\r/' "$TMP/log" >"$TMP/bad"
expect "an output that does not match fails its case, the output shown" 1 \
	'     \| 3\.FAIL typed: two\.' \
	bash -c 'set -o pipefail; bash "$1" judge "$2" "$3" "$4" | tr "\n" .' - "$CI_DIR/typist.sh" "$TMP/cases" "$TMP/bad" "$P"
expect "the other cases still pass" 1 '^ok   typed: three' \
	bash "$CI_DIR/typist.sh" judge "$TMP/cases" "$TMP/bad" "$P"

# A console that stopped after the first command: the others never typed.
printf 'Linux booting\r\n%secho one\r\none out\r\n' "$P" >"$TMP/short"
expect "a case never typed fails, saying so" 1 \
	'FAIL typed: two \(never typed: no prompt for it\)' \
	bash "$CI_DIR/typist.sh" judge "$TMP/cases" "$TMP/short" "$P"

# No prompt at all: typist waits, typing nothing (cut by timeout here).
printf 'Kernel panic\r\n' >"$TMP/none"
timeout 2 bash "$CI_DIR/typist.sh" type "$TMP/cases" "$TMP/none" "$P" >"$TMP/typed" 2>/dev/null
[ ! -s "$TMP/typed" ] && ok "without a prompt, typist types nothing" ||
	not_ok "without a prompt, typist typed '$(cat "$TMP/typed")'"

expect "an unknown mode is refused" 2 "no mode 'speak'" \
	bash "$CI_DIR/typist.sh" speak "$TMP/cases" "$TMP/log" "$P"
expect "three arguments: the usage" 2 '^usage: typist.sh type\|judge' \
	bash "$CI_DIR/typist.sh" type "$TMP/cases" "$TMP/log"

done_testing
