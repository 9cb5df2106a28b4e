#!/usr/bin/env bash
# bench-day0.sh: the porter's day-0 loop, in wall seconds on this machine.
#   cold: cookiecutter, then the generated project's `make boot` with an
#         empty build directory and no compiler cache, up to the banner and
#         the first stub (the kernel tree is already extracted: provisioning
#         is once per machine);
#   warm: one stub file touched, `make boot` again.
# A wall time, not a ratio: it depends on the machine (2 cores here).
set -euo pipefail
. "$(dirname "$0")/lib.sh"
COOKIECUTTER=${KIT_COOKIECUTTER:-/usr/bin/cookiecutter}
require_tool "$COOKIECUTTER" cookiecutter
require_tree

dir=$KIT_OUT/bench/day0
rm -rf "$dir"
mkdir -p "$dir"
export KIT_BUILD=$dir/build	# a build directory of its own, empty

now() { date +%s.%N; }
secs() { printf '%.1f' "$(echo "$2 - $1" | bc)"; }

t0=$(now)
HOME=$dir "$COOKIECUTTER" --no-input -o "$dir" "$KIT_ROOT" arch_name=dayzero >"$dir/generate.log" 2>&1 ||
	die "generation failed; see $dir/generate.log"
proj=$dir/dayzero-linux-port
t1=$(now)
CCACHE_DISABLE=1 make -C "$proj" boot >"$dir/cold.log" 2>&1 || die "cold make boot failed; see $dir/cold.log"
t2=$(now)
grep -q 'Linux version' "$proj/out/dayzero.log" || die "no banner in the cold boot; see $proj/out/dayzero.log"
touch "$proj/arch/dayzero/kernel/setup.c"
t3=$(now)
make -C "$proj" boot >"$dir/warm.log" 2>&1 || die "warm make boot failed; see $dir/warm.log"
t4=$(now)
grep -q 'Linux version' "$proj/out/dayzero.log" || die "no banner in the warm boot; see $proj/out/dayzero.log"
stub=$(grep -hoE 'PORT-TODO\([a-z0-9-]+\)' "$proj/out/dayzero.log" | head -n 1)

echo "day-0 loop (generation to the banner on QEMU, then the stub $stub), $(nproc) cores:"
echo "  cold: $(secs "$t0" "$t2") s (cookiecutter $(secs "$t0" "$t1") s, build and boot $(secs "$t1" "$t2") s, no ccache, empty build dir)"
echo "  warm: $(secs "$t3" "$t4") s (kernel/setup.c touched, make boot again)"
rm -rf "$dir/build"
