#!/usr/bin/env bash
# test.sh: every test of the kit.  Installs what is missing, provisions the
# kernel, runs the unit tests of the kit's own tools (ci/tests/*.sh,
# portcheck's among them), then builds and boots each target (one check per
# target), repeats some boots on the deterministic clock (one check each) and
# measures the reference port against the porting checklist.  Ends with "N passed, N failed".
set -uo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
targets=${KIT_TEST_TARGETS:-mips-malta or1k-sim tsar-malta tsar-malta-debug tsar-nolibc tsar-robust tsar-kunit}
# Boots that must also repeat exactly on the deterministic clock
det_targets=${KIT_DET_TARGETS:-tsar-malta}
# Ports sparse must find nothing in
sparse_targets=${KIT_SPARSE_TARGETS:-tsar-malta}
passed=0 failed=0
start=$SECONDS

finish() {
	echo "test time: $((SECONDS - start)) s"
	echo "$passed passed, $failed failed"
	[ "$failed" = 0 ]
	exit
}

if ! "$dir/setup.sh" || ! "$dir/provision.sh" tree; then
	failed=$((failed + 1))
	finish
fi

for t in "$dir"/tests/*.sh; do
	[ "$(basename "$t")" = lib.sh ] && continue
	echo "== $(basename "$t" .sh)"
	out=$(bash "$t" 2>&1)
	echo "$out"
	passed=$((passed + $(grep -c '^ok ' <<<"$out")))
	failed=$((failed + $(grep -c '^not ok ' <<<"$out")))
	# A unit test file that died before saying anything is a failure too.
	grep -qE '^(not )?ok ' <<<"$out" || failed=$((failed + 1))
done

# One check: a command that passes or fails.
check() {
	if "$@"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
}

for target in $targets; do
	echo "== $target"
	check "$dir/check.sh" "$target"
done

for target in $det_targets; do
	echo "== $target, deterministic clock"
	check "$dir/det-check.sh" "$target"
done

# make bench's figures (tsar and upstream mips, the hot-path benchmark on
# the deterministic clock) repeat exactly, every row filled.  The figures
# themselves are never judged here: they are printed by make bench.
if [ -z "${KIT_TEST_TARGETS:-}" ]; then
	echo "== bench: the hot paths, two deterministic runs of each kernel"
	check "$dir/bench.sh" --twice
fi

# The reference port skips no more nolibc-test cases than upstream mips.
echo "== tsar-nolibc against mips-malta, skipped cases"
check "$dir/skip-check.sh" tsar-nolibc mips-malta

# The reference port, measured by portcheck with its vmlinux and the boot
# logs of this run: every checklist item done.
if [ -z "${KIT_TEST_TARGETS:-}" ]; then
	echo "== reference-tsar against the porting checklist"
	check "$dir/portcheck.sh" status tsar-malta tsar-nolibc tsar-robust
fi

# The porter's day 0: generated projects built and booted by their own
# `make boot` to the first stub (each builds a kernel of its own).
if [ -z "${KIT_TEST_TARGETS:-}" ]; then
	echo "== template, default answers"
	check "$dir/template-check.sh" default
	echo "== template, big endian, another name and memory map"
	check "$dir/template-check.sh" big arch_name=bigmips endianness=big \
		ram_base=0x01000000 kernel_base=0x81000000 ram_size=0x04000000
	echo "== template, no MMU"
	check "$dir/template-check.sh" nommu arch_name=nommips mmu=none
	echo "== template, the or1k preset on QEMU or1k virt"
	check "$dir/template-check.sh" or1k arch_name=kestrel isa=or1k
fi

# The guide: its citations, its pictures (drawn again from this run's
# deterministic boot and bench, compared with the committed ones) and its
# first-day tutorial, run as written (a port of its own, built and booted).
if [ -z "${KIT_TEST_TARGETS:-}" ]; then
	echo "== docs: every file, function and checklist ID the guide cites; every item covered"
	check "$dir/docs-check.sh"
	echo "== docs: the pictures and the bench table are what this run draws"
	check "$dir/pictures.sh" --check
	echo "== docs: the first-day tutorial, every command as written"
	check "$dir/tutorial-check.sh"
fi

# The same boots as LAVA jobs, through Debian's lava-run (ci/lava/): the
# offline schema check, the reference port and the upstream baselines (one
# test case per milestone and per nolibc-test, KUnit or robustness case),
# and a template port on day 0 (its first milestones passed, the rest
# failed, a timeout).
if [ -z "${KIT_TEST_TARGETS:-}" ]; then
	echo "== LAVA: offline job validation"
	check "$dir/lava-check.sh" schema
	echo "== LAVA: tsar-nolibc, on the deterministic clock"
	check "$dir/lava-run.sh" --det tsar-nolibc
	for target in tsar-robust tsar-kunit mips-malta or1k-sim; do
		echo "== LAVA: $target"
		check "$dir/lava-run.sh" "$target"
	done
	echo "== LAVA: a template port on day 0, malta"
	check "$dir/lava-check.sh" day0 "${KIT_OUT:-$dir/../out}/gen/default/myarch-linux-port"
	echo "== LAVA: a template port on day 0, the or1k preset on virt"
	check "$dir/lava-check.sh" day0 "${KIT_OUT:-$dir/../out}/gen/or1k/kestrel-linux-port"
	# The board-farm path: a LAVA server (PostgreSQL, gunicorn on loopback,
	# scheduler, a worker) brought up here, the job submitted with lavacli
	# and its results read back, the lab stopped.
	echo "== LAVA lab: lava-server and a worker on this machine"
	check "$dir/lava-lab.sh" check tsar-nolibc
fi

for target in $sparse_targets; do
	echo "== $target, sparse"
	check "$dir/sparse-check.sh" "$target"
done
finish
