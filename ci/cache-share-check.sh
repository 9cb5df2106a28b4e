#!/usr/bin/env bash
# cache-share-check.sh: two checkouts of the kit, and two generated ports
# with one arch name, share one cache (the kernel tree, its arch/<name>
# copy, its patches and the build directories) and each still gets a kernel
# of its own sources, in its own out/images: built one after the other and
# at the same time.  They build in one build directory: each switch from
# one to the other rebuilds what their texts differ in.
#
# Checkout B differs from A by a marker line in the reference port's
# setup.c, generated port 2 from port 1 by one in its own.  Each image must
# hold its own marker and /init, and no other's.  The checkouts and ports
# are kept under the cache (selftest/), copied again each run with their
# files' times kept, so that their build directories stay warm.  One check:
# PASS or FAIL last.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
require_tool rsync rsync
COOKIECUTTER=${KIT_COOKIECUTTER:-/usr/bin/cookiecutter}
require_tool "$COOKIECUTTER" cookiecutter
base=$KIT_CACHE/selftest
mkdir -p "$base"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
why=()

# marker FILE TEXT: an initcall printing TEXT, added at the end of FILE.
marker() {
	cat >>"$1" <<-EOF

		#include <linux/init.h>
		#include <linux/printk.h>
		static int __init kit_selftest_marker(void)
		{
		pr_info("$2\n");
		return 0;
		}
		early_initcall(kit_selftest_marker);
	EOF
}

# has IMAGE TEXT: the kernel image holds TEXT (a marker's format string).
has() {
	grep -aqF "$2" "$1"
}

# booted DESC DIR TARGET MARKER yes|no: DIR's own boot.sh boots TARGET's
# image and judges its console (the milestones name the /init: hello or
# nolibc-test); the marker is on it, or not.
booted() {
	local desc=$1 log=$2/out/$3.log out
	out=$("$2/ci/boot.sh" "$3" 2>&1) || true
	tail -n 1 <<<"$out" | grep -qx "PASS $3" || { why+=("$desc: its boot did not pass: $(tail -n 1 <<<"$out")"); return; }
	if grep -q "$4" "$log"; then
		[ "$5" = yes ] || why+=("$desc: its console shows '$4'")
	else
		[ "$5" = no ] || why+=("$desc: its console lacks '$4'")
	fi
}

# build LABEL DIR TARGET: DIR's own build.sh builds TARGET, in the background
# when LABEL ends in '&'; its output goes to $work/LABEL.
pids=()
build() {
	local label=${1%&}
	if [ "$label" = "$1" ]; then
		"$2/ci/build.sh" "$3" >"$work/$label" 2>&1 || why+=("$label: $(grep -m 1 '^error:' "$work/$label" || tail -n 1 "$work/$label")")
	else
		"$2/ci/build.sh" "$3" >"$work/$label" 2>&1 &
		pids+=("$!:$label")
	fi
}
wait_all() {
	local p
	for p in "${pids[@]}"; do
		wait "${p%%:*}" || why+=("${p#*:}: $(grep -m 1 '^error:' "$work/${p#*:}" || tail -n 1 "$work/${p#*:}")")
	done
	pids=()
}
image() { # DIR TARGET
	(bash -c '. "$1/ci/lib.sh" && load_target "$2" && echo "$IMAGE"' - "$1" "$2")
}
expect_image() { # DESC IMAGE WANT NOT...
	local desc=$1 img=$2 want=$3 s
	shift 3
	[ -f "$img" ] || { why+=("$desc: no image"); return; }
	has "$img" "$want" || why+=("$desc: lacks '$want'")
	for s in "$@"; do
		! has "$img" "$s" || why+=("$desc: holds '$s'")
	done
}

# The two checkouts: the kit's files as they are now (times kept).
for c in a b; do
	mkdir -p "$base/$c"
	rsync -a --delete --exclude=/out --exclude=/.git "$KIT_ROOT/" "$base/$c/"
done
marker "$base/b/reference-tsar/arch/tsar/kernel/setup.c" "kit-selftest: checkout B"

mb="kit-selftest: checkout B"
echo "one after the other: B (with a marker), then A"
build B1 "$base/b" tsar-malta
build A1 "$base/a" tsar-malta
booted "A's tsar-malta" "$base/a" tsar-malta "$mb" no
booted "B's tsar-malta" "$base/b" tsar-malta "$mb" yes

echo "at the same time: A's tsar-malta and B's tsar-nolibc"
build "A2&" "$base/a" tsar-malta
build "B2&" "$base/b" tsar-nolibc
wait_all
booted "A's tsar-malta" "$base/a" tsar-malta "$mb" no
booted "B's tsar-nolibc" "$base/b" tsar-nolibc "$mb" yes

echo "at the same time, one checkout: tsar-malta and tsar-nolibc (one build directory)"
build "A3&" "$base/a" tsar-malta
build "A4&" "$base/a" tsar-nolibc
wait_all
booted "A's tsar-malta" "$base/a" tsar-malta "$mb" no
booted "A's tsar-nolibc" "$base/a" tsar-nolibc "$mb" no

# Two generated ports, both myarch (the default answers, as the day-0 check
# "template, default answers" has them: the same arch/myarch copy and
# build directory): generated again each run into a
# scratch directory, then only the files whose content changed are copied
# over.
p=myarch
echo "two generated ports named $p, at the same time (port 2 with a marker)"
for g in 1 2; do
	rm -rf "$work/gen"
	HOME=$work "$COOKIECUTTER" --no-input -o "$work/gen" "$KIT_ROOT" >"$work/gen.log" 2>&1 ||
		{ why+=("generating $p: $(grep -m 1 '^error:' "$work/gen.log" || tail -n 1 "$work/gen.log")"); break; }
	mkdir -p "$base/gen$g"
	rsync -rlc --delete --exclude=/out "$work/gen/$p-linux-port/" "$base/gen$g/$p-linux-port/"
	# the ports of earlier runs, named twin
	rm -rf "$base/gen$g/twin-linux-port"
done
marker "$base/gen2/$p-linux-port/arch/$p/kernel/setup.c" "kit-selftest: port 2"
build "G1&" "$base/gen1/$p-linux-port" $p
build "G2&" "$base/gen2/$p-linux-port" $p
wait_all
expect_image "port 1" "$(image "$base/gen1/$p-linux-port" $p)" "Linux version" "port 2"
expect_image "port 2" "$(image "$base/gen2/$p-linux-port" $p)" "port 2"

for f in "$work"/[ABG][0-9]; do
	sed -n "s/^/  $(basename "$f"): /; /: built /p; /waiting for/p" "$f"
done
if [ ${#why[@]} = 0 ]; then
	echo "PASS cache: two checkouts and two ports named $p share one cache, each kernel of its own sources"
else
	echo "FAIL cache: $(IFS=';'; echo "${why[*]}")"
	exit 1
fi
