#!/usr/bin/env bash
# core-check.sh TARGET: the host's gdb-multiarch reads the core dump that
# reference-tsar/user/abi.c left on TARGET's console in this run (its
# "abi-core:" lines: the core as hex, and what the program says gdb must
# find).  The core is rebuilt from the console, then gdb, given the
# target's /init, must show the program's crash pc, its s0-s7 and its
# callers (crash_for_core, then core_child).  One check: PASS or FAIL last.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# -eq 1 ] || die "usage: core-check.sh TARGET (a target whose /init is reference-tsar/user/abi.c)"
load_target "$1"
require_tool gdb-multiarch gdb-multiarch
log=$(this_run_log "$TARGET") || exit 1
elf=$IMAGES/init
[ -f "$elf" ] || die "$TARGET: no /init at $elf; build the target first (make run T=$TARGET builds it)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The core, its lines at their offsets (lines left out were zeros), and
# what the program said gdb must find.
tr -d '\r' <"$log" | sed -n 's/^abi-core: //p' >"$work/lines"
size=$(sed -n 's/^size \([0-9][0-9]*\)$/\1/p' "$work/lines" | tail -n 1)
[ -n "$size" ] || { echo "FAIL core: $TARGET's console holds no core dump (no abi-core: size line)"; exit 1; }
truncate -s "$size" "$work/core"
grep -E '^[0-9a-f]{8} [0-9a-f]+$' "$work/lines" | while read -r off hex; do
	printf '%s' "$hex" | tr a-f A-F | basenc --base16 -d |
		dd of="$work/core" bs=1 seek=$((16#$off)) conv=notrunc status=none
done
grep -E '^(pc|s[0-7]|backtrace) ' "$work/lines" >"$work/want" || true
grep -q '^pc ' "$work/want" || { echo "FAIL core: $TARGET's console says nothing of the crash pc"; exit 1; }

# In the scratch directory, no core of its own: gdb may crash on a bad core.
(cd "$work" && ulimit -c 0 && gdb-multiarch -batch -nx \
	-ex 'info registers pc s0 s1 s2 s3 s4 s5 s6 s7' -ex 'bt' "$elf" core) >"$work/gdb.out" 2>&1 || true
sed 's/^/  gdb: /' "$work/gdb.out" | grep -v '^  gdb: $' | head -n 20

why=()
while read -r key val; do
	case $key in
	backtrace)
		frame=0
		for fn in $val; do
			grep -Eq "^#$frame +(0x[0-9a-f]+ in )?$fn " "$work/gdb.out" ||
				why+=("frame #$frame is not $fn")
			frame=$((frame + 1))
		done ;;
	*)
		# gdb prints "pc: 0x400e78" or "s0  0x5a5a0000  1515847680"
		got=$(awk -v r="$key" '$1 == r || $1 == r ":" {print $2; exit}' "$work/gdb.out")
		if ! [[ $got =~ ^0x[0-9a-f]+$ && $val =~ ^0x[0-9a-f]+$ ]] || [ $((got)) != $((val)) ]; then
			why+=("$key is ${got:-missing}, the program said $val")
		fi ;;
	esac
done <"$work/want"
if [ ${#why[@]} = 0 ]; then
	echo "PASS core: gdb-multiarch reads $TARGET's core: pc, s0-s7 and the callers as the program said"
else
	echo "FAIL core: $TARGET: $(IFS=';'; echo "${why[*]}")"
	exit 1
fi
