#!/usr/bin/env bash
# template-check.sh NAME [--model TEXT] [--earlycon TEXT] [KEY=VALUE...]: the
# porter's day 0.  Generates the template with these answers into
# out/gen/NAME, runs the generated project's own `make boot`, and checks
# that the kernel printed its banner, "Machine model: TEXT" and
# "earlycon: TEXT" when given, and stopped at the stub of the first item
# the guide names, setup-memblock-reserve (docs/first-day.md), and that
# the project's `make status` names that item next.  The project is
# generated again each run into a scratch directory and only the files
# whose content changed are copied into out/gen/NAME (as
# ci/template-solve.sh does), so that its build directory stays warm and
# kbuild rebuilds what a change of the template touched.  One check: PASS
# or FAIL last.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# -ge 1 ] || die "usage: template-check.sh NAME [--model TEXT] [--earlycon TEXT] [KEY=VALUE...] (cookiecutter answers)"
name=$1
shift
model="" earlycon=""
while [ $# -ge 2 ]; do
	case $1 in
	--model) model=$2 ;;
	--earlycon) earlycon=$2 ;;
	*) break ;;
	esac
	shift 2
done
# The first stub a day-0 boot meets, as the guide says.
first=setup-memblock-reserve
# A name, never a path: out/gen/NAME is written below.
[[ $name =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ ]] ||
	die "'$name' is not a check name (letters, digits, '.', '_', '-'); out/gen/<name> is where it generates"
COOKIECUTTER=${KIT_COOKIECUTTER:-/usr/bin/cookiecutter}
require_tool "$COOKIECUTTER" cookiecutter
require_tool rsync rsync
dir=$KIT_OUT/gen/$name
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$dir"
fail() {
	echo "  $*"
	echo "FAIL template $name"
	exit 1
}

HOME=$work "$COOKIECUTTER" --no-input -o "$work" "$KIT_ROOT" "$@" >"$dir/generate.log" 2>&1 ||
	fail "generation failed: $(grep -m1 '^error:' "$dir/generate.log" || tail -n 1 "$dir/generate.log")"
gen=$(find "$work" -mindepth 1 -maxdepth 1 -type d -name '*-linux-port')
[ -n "$gen" ] || fail "no project directory generated in $work"
proj=$dir/$(basename "$gen")
# Another name's project, of an earlier run, goes: one project per check.
find "$dir" -mindepth 1 -maxdepth 1 -type d -name '*-linux-port' ! -path "$proj" -exec rm -rf {} +
mkdir -p "$proj"
# Its console logs of earlier runs go too: judged below, they must be this run's.
rsync -rlc --delete "$gen/" "$proj/"
echo "template $name: $* -> $proj"
out=$(make -C "$proj" boot 2>&1) || { echo "$out" | tail -n 15; fail "its 'make boot' failed"; }
echo "$out" | grep -E '^\s+\[|^  end:|^PASS|^total:|^next:'
logs=("$proj"/out/*.log)
for want in ${model:+"Machine model: $model"} ${earlycon:+"earlycon: $earlycon"}; do
	grep -qaF "] $want" "${logs[@]}" || fail "the boot did not print '$want'"
done
stub=$(grep -hoE 'PORT-TODO\([a-z0-9-]+\)' "${logs[@]}" | head -n 1)
[ -n "$stub" ] || fail "the boot did not stop at a stub naming its checklist item"
item=${stub#PORT-TODO(}
item=${item%)}
[ "$item" = "$first" ] || fail "the boot stopped at the stub of $item, not of $first, the guide's first"
grep -qE "^next: $item, " <<<"$out" || fail "make status does not name $item next"
echo "  day 0: banner, then the stub of checklist item $item"
echo "PASS template $name"
