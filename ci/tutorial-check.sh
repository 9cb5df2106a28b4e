#!/usr/bin/env bash
# tutorial-check.sh [DOC]: runs a tutorial of the guide (default:
# docs/first-day.md) the way a reader would.  Every ```sh block is run,
# exactly as written and in order, by one shell (so `cd` carries over)
# that starts in a fresh directory beside a link `arch-port-kit` to this
# kit, and stops at the first command that fails; the ```text block that
# follows a ```sh block holds lines its output must contain (each piece
# between "..." as written).  One check: PASS or FAIL last.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

doc=${1:-$KIT_ROOT/docs/first-day.md}
[ -f "$doc" ] || die "no tutorial at $doc"
name=$(basename "$doc" .md)
work=$KIT_OUT/tutorial/$name
rm -rf "$work"
mkdir -p "$work/run"
ln -s "$KIT_ROOT" "$work/run/arch-port-kit"

# The blocks: block.N.sh (commands) and block.N.expect (output lines).
awk -v dir="$work" '
	/^```sh$/ { n++; file = dir "/block." n ".sh"; printf "" > file; next }
	/^```text$/ { if (n) { file = dir "/block." n ".expect"; printf "" > file }; next }
	/^```/ { file = ""; next }
	file != "" { print > file }
' "$doc"
blocks=$(find "$work" -maxdepth 1 -name 'block.*.sh' | wc -l)
[ "$blocks" -gt 0 ] || die "$doc has no \`\`\`sh block"

# One shell for all blocks, each block's output in its own file.  The
# Debian tools come first on PATH (the template is Debian's cookiecutter).
{
	echo 'set -e'
	echo "cd '$work/run'"
	for i in $(seq 1 "$blocks"); do
		echo "echo \"\$PWD\" >'$work/block.$i.cwd'"
		echo "source '$work/block.$i.sh' >'$work/block.$i.out' 2>&1"
		echo "echo $i >'$work/done'"
	done
} >"$work/run.sh"
rc=0
PATH=/usr/bin:/bin:$PATH bash "$work/run.sh" || rc=$?
done_n=$(cat "$work/done" 2>/dev/null || echo 0)

fail=0
for i in $(seq 1 "$blocks"); do
	cmds=$(grep -cv '^\s*$' "$work/block.$i.sh" || true)
	if [ "$i" -gt "$done_n" ]; then
		if [ "$i" = $((done_n + 1)) ]; then
			echo "  block $i ($cmds line(s)) failed, exit $rc; its last output:"
			tail -n 12 "$work/block.$i.out" 2>/dev/null | sed 's/^/    /'
		fi
		fail=1
		continue
	fi
	missing=0
	if [ -f "$work/block.$i.expect" ]; then
		while IFS= read -r line; do
			# Each piece between "..." must be in the output, as written.
			while IFS= read -r piece; do
				piece=$(sed 's/^ *//; s/ *$//' <<<"$piece")
				[ -n "$piece" ] || continue
				if ! grep -qF -- "$piece" "$work/block.$i.out"; then
					echo "  block $i: no output line holds: $piece"
					missing=1
				fi
			done < <(sed 's/\.\.\./\n/g' <<<"$line")
		done <"$work/block.$i.expect"
	fi
	if [ $missing = 1 ]; then
		fail=1
		echo "  block $i's output is in $work/block.$i.out"
	else
		echo "  block $i: ran ($cmds line(s)) in $(sed "s|^$work/run|.|" "$work/block.$i.cwd")$([ -f "$work/block.$i.expect" ] && echo ', output as shown')"
	fi
done
if [ $fail = 0 ]; then
	echo "PASS tutorial $name: $blocks block(s) run as written, every output shown found"
else
	echo "FAIL tutorial $name (commands and outputs: $work)"
	exit 1
fi
