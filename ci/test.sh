#!/usr/bin/env bash
# test.sh: every test of the kit.  Installs what is missing, provisions the
# kernel, runs the unit tests of the kit's own tools (ci/tests/*.sh,
# portcheck's among them), then builds and boots each target (one check per
# target), repeats some boots on the deterministic clock (one check each) and
# measures the reference port against the porting checklist.  Ends with "N passed, N failed",
# and ", N skipped" when KIT_TEST_TARGETS left checks out.
set -uo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
targets=${KIT_TEST_TARGETS:-mips-malta or1k-sim tsar-malta tsar-malta-debug tsar-nolibc tsar-flat tsar-nommu tsar-cpus2 tsar-p5600 tsar-cps tsar-smp tsar-smp8 tsar-smp-robust tsar-smp-abi tsar-smp-debug tsar-smp-kunit tsar-robust tsar-robust-debug tsar-kunit tsar-abi mips-abi tsar-libc mips-libc tsar-shell mips-p16k tsar-p16k tsar-p16k-robust mips-p64k tsar-p64k tsar-p64k-robust mips-kselftest tsar-kselftest}
# Boots that must also repeat exactly on the deterministic clock
det_targets=${KIT_DET_TARGETS:-tsar-malta}
# Ports sparse must find nothing in
sparse_targets=${KIT_SPARSE_TARGETS:-tsar-malta}
# The porter's day 0 (checks below, and the builder ahead): generated
# projects built and booted by their own `make boot` to the first stub.
# Each pins the board's model line and earlycon; the answers are
# template_answers (ci/lib.sh), shared with template-solve.sh.
malta=(--model "MyArch on QEMU malta (24Kc)" --earlycon "ns16550a0 at MMIO 0x180003f8 (options '115200n8')")
answers() { (. "$dir/lib.sh" && template_answers "$1"); }
# shellcheck disable=SC2046 # the answers are words
day0() {
	case $1 in
	default) "$dir/template-check.sh" default "${malta[@]}" ;;
	big | nommu | p64k) "$dir/template-check.sh" "$1" "${malta[@]}" $(answers "$1") ;;
	or1k) "$dir/template-check.sh" or1k --model "opencores,or1ksim" \
		--earlycon "ns16550a0 at MMIO 0x90000000 (options '')" $(answers or1k) ;;
	esac
}

# ahead_userspace TARGET: TARGET's C library (ci/musl.sh), its BusyBox if
# it has a shell (ci/busybox.sh) and the kernel's selftests if it runs them
# (ci/kselftest.sh), against the uapi headers its build
# directory holds (a target before it, of the same build directory, has
# installed them).  The check's build finds them in the cache.
ahead_userspace() (
	. "$dir/lib.sh"
	load_target "$1"
	export CROSS_COMPILE USER_CFLAGS
	musl=$("$dir/musl.sh" "$ARCH" "$BUILD/usr/include" ${PORT:+"$KIT_ROOT/$PORT"})
	case ${USERSPACE:-} in
	busybox) "$dir/busybox.sh" "$ARCH" "$BUILD/usr/include" "$musl" ;;
	kselftest)
		"$dir/busybox.sh" "$ARCH" "$BUILD/usr/include" "$musl" >/dev/null
		"$dir/kselftest.sh" "$ARCH" "$BUILD/usr/include" "$musl"
		;;
	esac
)

# cpu_read FILE: sets cpu_d to the CPU seconds (user and system) that
# bash's times wrote to FILE: a shell's own (first line) and those of its
# children it waited for (second).  Each check runs under timed, so that a
# job in the background, reaped while the check runs, is not counted as
# its.  The CPU seconds say where a
# cold run's time goes: on two cores, a whole run's CPU seconds, halved,
# are its least possible time.
cpu_read() {
	local l re='^([0-9]+)m([0-9]+)\.([0-9]{3})s ([0-9]+)m([0-9]+)\.([0-9]{3})s$' ms=0
	[ -f "$1" ] || { cpu_d=0; return 0; }
	while IFS= read -r l; do
		[[ $l =~ $re ]] || continue
		ms=$((ms + (10#${BASH_REMATCH[1]} * 60 + 10#${BASH_REMATCH[2]} + 10#${BASH_REMATCH[4]} * 60 + 10#${BASH_REMATCH[5]}) * 1000 +
			10#${BASH_REMATCH[3]} + 10#${BASH_REMATCH[6]}))
	done <"$1"
	rm -f "$1"
	cpu_d=$(((ms + 500) / 1000))
}

# timed FILE CMD...: CMD in a subshell of its own, which writes its times
# to FILE when CMD is done (cpu_read reads them); CMD's exit status.
timed() (
	f=$1 rc=0
	shift
	"$@" || rc=$?
	times >"$f"
	exit "$rc"
)

# ahead_step WHAT CMD...: CMD, quietly, and one line in out/ahead.log
# either way (a step that failed ahead is done again by its check).
ahead_step() {
	local what=$1 s=$SECONDS t
	shift
	t=$(mktemp)
	if timed "$t" "$@" </dev/null >/dev/null 2>&1; then
		cpu_read "$t"
		echo "$what: done in $((SECONDS - s)) s, $cpu_d s of CPU"
	else
		cpu_read "$t"
		echo "$what: not done ($((SECONDS - s)) s, $cpu_d s of CPU), its check does it again"
	fi
}

# The filled SMP port's kernel, without its judges.
solve_smp_kernel() {
	local out=${KIT_OUT:-$dir/../out} proj
	"$dir/template-solve.sh" smp none &&
		proj=$(find "$out/solve/smp" -mindepth 1 -maxdepth 1 -type d -name '*-linux-port') &&
		KIT_OUT=$proj/out "$proj/ci/build.sh" "$(basename "$proj" -linux-port)-nolibc"
}

# test.sh --ahead: the builder ahead (started below, at SCHED_IDLE).  The
# kernels of the boot targets, in their order, the first target of each
# build directory only (the others differ in their initramfs: their own
# check relinks), then the user space of the targets with a C library
# (musl, and BusyBox for a shell: built from their build directory's
# installed headers, without the kernel tree, whose state the checks
# then running hold); then, in a full run, once the run says so, the kernel
# of the filled SMP port (template-solve.sh's, without its judges) and the
# day-0 projects (their template-check, boot included).  One line each in
# out/ahead.log, shown when the run waits for it before the day-0 checks.
if [ "${1:-}" = --ahead ]; then
	for t in $targets; do
		f=$dir/targets/$t.conf
		# shellcheck source=/dev/null
		[ -f "$f" ] && echo "$(. "$f" && echo "${BUILD_DIR:-$t}") $t"
	done | awk '!seen[$1]++ {print $2}' >"${TMPDIR:-/tmp}/ahead.$$"
	while read -r t; do
		ahead_step "$t: kernel" "$dir/build.sh" "$t"
	done <"${TMPDIR:-/tmp}/ahead.$$"
	rm -f "${TMPDIR:-/tmp}/ahead.$$"
	for t in $targets; do
		# shellcheck source=/dev/null
		if [ -f "$dir/targets/$t.conf" ] && [ "$(. "$dir/targets/$t.conf" && echo "${LIBC:-}")" = musl ]; then
			ahead_step "$t: user space" ahead_userspace "$t"
		fi
	done
	[ -z "${KIT_TEST_TARGETS:-}" ] || exit 0
	# The generated ports want the tree in their own states: not before
	# the checks that build the reference's targets are past (the file
	# KIT_AHEAD_GO, made by the run below).
	while [ ! -e "${KIT_AHEAD_GO:?}" ]; do
		sleep 2
	done
	ahead_step "solve smp: kernel" solve_smp_kernel
	for v in default big nommu p64k or1k; do
		ahead_step "template $v: built and booted" day0 "$v"
	done
	exit 0
fi

passed=0 failed=0 skipped=0
start=$SECONDS
# The titles of the checks that failed, repeated above the totals: a CI
# page that shows only the tail still names them.
failures=()
title=""
# This run's start: skip-check and portcheck status refuse a boot log older
# than it, so that a log an earlier run left in out/ cannot stand in for a
# boot that failed (or never happened) in this one.
KIT_RUN_START=$(date +%s)
export KIT_RUN_START

# heading TITLE: a check's "== " line; its title names it if it fails.
heading() {
	title=$1
	echo "== $title"
}

# ccache_counts: "direct hits, preprocessed hits, misses" of the kit's
# compiler cache so far (empty without ccache).
ccache_counts() {
	command -v ccache >/dev/null 2>&1 || return 0
	CCACHE_DIR=${CCACHE_DIR:-${KIT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arch-port-kit}/ccache} ccache --print-stats 2>/dev/null |
		awk '{v[$1] = $2} END {print v["direct_cache_hit"] + 0, v["preprocessed_cache_hit"] + 0, v["cache_miss"] + 0}'
}
cc_start=$(ccache_counts)

finish() {
	local f cc
	echo "test time: $((SECONDS - start)) s"
	if [ -n "${errs:-}" ]; then
		times >"$errs.times"
		cpu_read "$errs.times"
		echo "CPU time of the whole run: $cpu_d s (on 2 cores, at least $(((cpu_d + 1) / 2)) s)"
	fi
	# A run that compiles much (misses) is a cold one: the line says why
	# a run took long, where only its tail is shown.
	cc=$(ccache_counts)
	[ -z "$cc" ] || [ -z "$cc_start" ] || awk -v a="$cc_start" -v b="$cc" 'BEGIN {
		split(a, x); split(b, y)
		printf "ccache this run: %d hits, %d misses (compiles)\n", y[1] + y[2] - x[1] - x[2], y[3] - x[3] }'
	for f in "${failures[@]}"; do
		echo "failed: $f"
	done
	if [ "$skipped" = 0 ]; then
		echo "$passed passed, $failed failed"
	else
		echo "$passed passed, $failed failed, $skipped skipped"
	fi
	[ "$failed" = 0 ]
	exit
}

if ! "$dir/setup.sh" || ! "$dir/provision.sh" tree; then
	failed=$((failed + 1))
	failures+=("setup and the kernel tree (ci/setup.sh, ci/provision.sh tree)")
	finish
fi

# Kernels built ahead.  Most checks below (the unit tests too) use one
# core: on the other, the builder ahead (test.sh --ahead, at the top)
# compiles what later checks boot, at SCHED_IDLE, so that it takes only
# what the checks leave.  Each check still runs its build, which finds its
# kernel built: a build of the same port's state runs beside the
# builder's, one of the same build directory waits for it (claim_tree,
# claim_build_dir, ci/lib.sh).  A build that failed ahead is built again,
# and fails, in its own check.
ahead_log=${KIT_OUT:-$dir/../out}/ahead.log
mkdir -p "$(dirname "$ahead_log")"
export KIT_AHEAD_GO=$ahead_log.go
rm -f "$KIT_AHEAD_GO"
setsid -w chrt --idle 0 "$dir/test.sh" --ahead >"$ahead_log" 2>&1 &
ahead_pid=$!
errs=$(mktemp)
trap 'rm -f "$errs" "$errs".* "$KIT_AHEAD_GO"; kill -- -"$ahead_pid" 2>/dev/null' EXIT

# The unit tests: only a file's stdout is counted (its stderr is shown
# after it as "# " lines, which cannot add an "ok").  A file must end with
# its plan "1..N" matching its ok and not ok lines (ci/tests/lib.sh,
# done_testing) and exit 0; one that died half way, or before saying
# anything, is one failure more.
for t in "$dir"/tests/*.sh; do
	[ "$(basename "$t")" = lib.sh ] && continue
	heading "$(basename "$t" .sh)"
	rc=0 t0=$SECONDS
	out=$(timed "$errs.times" bash "$t" 2>"$errs") || rc=$?
	echo "$out"
	sed 's/^/# /' "$errs"
	cpu_read "$errs.times"
	echo "   ($((SECONDS - t0)) s, $cpu_d s of CPU)"
	n_ok=$(grep -c '^ok ' <<<"$out")
	n_not=$(grep -c '^not ok ' <<<"$out")
	passed=$((passed + n_ok))
	failed=$((failed + n_not))
	while IFS= read -r line; do
		failures+=("$title: ${line#not ok }")
	done < <(grep '^not ok ' <<<"$out")
	last=$(tail -n 1 <<<"$out")
	why=""
	if [ "$rc" != 0 ]; then
		why="it exited $rc, not 0"
	elif ! [[ $last =~ ^1\.\.[0-9]+$ ]]; then
		why="it ended without its plan, last line '$last'"
	elif [ "$last" != "1..$((n_ok + n_not))" ]; then
		why="its plan says $last, its stdout holds $((n_ok + n_not)) ok and not ok lines"
	fi
	if [ -n "$why" ]; then
		echo "not ok - ci/tests/$(basename "$t"): $why ($((n_ok + n_not)) check(s) counted)"
		failed=$((failed + 1))
		failures+=("$title: $why")
	fi
done

# One check: a command that passes or fails.
check() {
	local start=$SECONDS
	if timed "$errs.times" "$@"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		failures+=("$title")
	fi
	cpu_read "$errs.times"
	echo "   ($((SECONDS - start)) s, $cpu_d s of CPU)"
}

# check_needs NEEDS TITLE CMD...: one check under its title, when this run
# builds and boots every target NEEDS names ("all": the full run, without
# KIT_TEST_TARGETS).  Otherwise it is printed as skipped and counted so: it
# would read builds and logs of an earlier run.
check_needs() {
	local needs=$1 title=$2 t
	shift 2
	for t in $needs; do
		if [ "$t" = all ] && [ -n "${KIT_TEST_TARGETS:-}" ]; then
			echo "== $title: skipped, KIT_TEST_TARGETS is set"
		elif [ "$t" != all ] && [[ " $targets " != *" $t "* ]]; then
			echo "== $title: skipped, $t is not in KIT_TEST_TARGETS"
		else
			continue
		fi
		skipped=$((skipped + 1))
		return 0
	done
	heading "$title"
	check "$@"
}


# A check that shares nothing with the others (no kernel tree, no build
# directory, no QEMU of theirs) may run beside them: bg_start NAME CMD...
# starts it now, at nice 10, its output kept; bg_check NAME TITLE, at its
# place in the order, waits for it and counts it as check would, with its
# own seconds.
declare -A bg_pid=() bg_t0=()
bg_start() {
	local name=$1
	shift
	timed "$errs.$name.times" "$@" >"$errs.$name" 2>&1 </dev/null &
	bg_pid[$name]=$!
	bg_t0[$name]=$SECONDS
}
bg_check() {
	local name=$1 rc=0
	heading "$2"
	wait "${bg_pid[$name]}" || rc=$?
	cat "$errs.$name"
	rm -f "$errs.$name"
	if [ "$rc" = 0 ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		failures+=("$title")
	fi
	cpu_read "$errs.$name.times"
	echo "   ($((SECONDS - bg_t0[$name])) s, beside the checks above, $cpu_d s of CPU)"
}

for target in $targets; do
	heading "$target"
	check "$dir/check.sh" "$target"
done

for target in $det_targets; do
	check_needs "$target" "$target, deterministic clock" "$dir/det-check.sh" "$target"
done

# make bench's figures (tsar and upstream mips, the hot-path benchmark on
# the deterministic clock) repeat exactly, every row filled.  The figures
# themselves are never judged here: they are printed by make bench.
check_needs all "bench: the hot paths, two deterministic runs of each kernel" "$dir/bench.sh" --twice

# The reference port runs the same nolibc-test cases as upstream mips, fails
# none and skips no more (both booted in this run).
check_needs "tsar-nolibc mips-malta" "tsar-nolibc against mips-malta, nolibc-test's totals and skipped cases" \
	"$dir/skip-check.sh" tsar-nolibc mips-malta

# At 16 and 64 KiB pages the same, against upstream mips at the same size.
for kb in 16 64; do
	check_needs "tsar-p${kb}k mips-p${kb}k" "tsar-p${kb}k against mips-p${kb}k, nolibc-test's totals and skipped cases" \
		"$dir/skip-check.sh" "tsar-p${kb}k" "mips-p${kb}k"
done

# The core dump abi.c leaves on the console, read by the host's
# gdb-multiarch: on the reference port, and on upstream mips as the control.
for target in tsar-abi mips-abi; do
	check_needs "$target" "core: gdb-multiarch reads $target's core dump" "$dir/core-check.sh" "$target"
done

# The port's uapi asm/ headers, as user space gets them, each compile
# alone (upstream mips's asm/ucontext.h does not, so mips is no control here).
check_needs tsar-abi "uapi: tsar's installed asm/ headers compile alone" "$dir/uapi-check.sh" tsar-abi

# The reference port, measured by portcheck with its SMP vmlinux (the UP
# items' symbols are in it too) and the boot logs of this run, UP and SMP
# (the SMP phase counts the SMP boots' lines only): every item done.
check_needs "tsar-smp tsar-malta tsar-nolibc tsar-robust tsar-abi tsar-smp-robust" \
	"reference-tsar against the porting checklist, SMP phase too" \
	"$dir/portcheck.sh" status tsar-smp tsar-malta tsar-nolibc tsar-robust tsar-abi tsar-smp-robust

# The same boots as LAVA jobs, through Debian's lava-run (ci/lava/): the
# offline schema check, the reference port and the upstream baselines (one
# test case per milestone and per nolibc-test, KUnit or robustness case,
# and per command typed at tsar-shell's prompt).
# The builder ahead may take the tree for the generated ports now: no
# check from here to the template's builds the reference's targets.
touch "$KIT_AHEAD_GO"
check_needs all "LAVA: offline job validation" "$dir/lava-check.sh" schema
check_needs all "LAVA: tsar-nolibc, on the deterministic clock" "$dir/lava-run.sh" --det tsar-nolibc
for target in tsar-robust tsar-kunit tsar-shell mips-malta or1k-sim; do
	check_needs all "LAVA: $target" "$dir/lava-run.sh" "$target"
done
# The board-farm path: a LAVA server (PostgreSQL, gunicorn on loopback,
# scheduler, a worker) brought up here, the job submitted with lavacli
# and its results read back, the lab stopped.
check_needs all "LAVA lab: lava-server and a worker on this machine" "$dir/lava-lab.sh" check tsar-nolibc

# The porter's day 0 (day0, at the top): each generated project builds a
# kernel of its own, which the builder ahead has built by now.
# All five built first, and the filled SMP port's kernel: a check's build
# of one, run while the builder builds the next in another port's state,
# would wait for that whole build (the cold run of 2026-12-07: 166 to
# 255 s each, for 10 s of work).
wait "$ahead_pid"
sed 's/^/ahead: /' "$ahead_log"
# The set-up proven from nothing (counted at the end): a bare Debian 12
# root (debootstrap), the kit cloned into it, its own `make setup`
# installing every package there, then the README's `make boot` and the
# unit tests inside it.  A root and a kit cache of its own, only the
# compiler cache shared: it runs beside the checks from here on, at nice
# 10, once the builder ahead is done (beside it, in the cold run of
# 2026-12-07, it took 1082 s for 379 alone, and the builder twice its
# time).
[ -n "${KIT_TEST_TARGETS:-}" ] || bg_start fresh nice -n 10 "$dir/fresh-check.sh"
check_needs all "template, default answers" day0 default
check_needs all "template, big endian, another name and memory map" day0 big
check_needs all "template, no MMU" day0 nommu
check_needs all "template, 64 KiB pages, big endian" day0 p64k
check_needs all "template, the or1k preset on QEMU or1k virt" day0 or1k

# The template kept honest by construction: the mips32 preset generated
# under another name, its files without a stub compared with
# reference-tsar's, its stubs filled from reference-tsar's functions, then
# built and booted with the reference's judges (nolibc-test, robust.c, abi.c,
# the KUnit suites); then portcheck status on their logs: every item done.
# default and big at once: each holds the tree only while it builds (25
# compiles), then boots its four judges.
if [ -z "${KIT_TEST_TARGETS:-}" ]; then
	bg_start solve-default "$dir/template-solve.sh" default
	check_needs all "template solved: big endian, filled from reference-tsar" "$dir/template-solve.sh" big
	bg_check solve-default "template solved: default answers, filled from reference-tsar"
else
	check_needs all "template solved: default answers, filled from reference-tsar" true
	check_needs all "template solved: big endian, filled from reference-tsar" true
fi
# smp=cps: the SMP stubs filled too, the kernel built with SMP and judged
# on 4 CPUs against tsar-smp, tsar-smp-robust, tsar-smp-abi and
# tsar-smp-kunit.
check_needs all "template solved: smp=cps, filled from reference-tsar, judged on 4 CPUs" "$dir/template-solve.sh" smp
# mmu=none: the reference's configuration without an MMU, filled the same
# way and judged as tsar-nommu is: nolibc-test as a FLAT program, its cases
# compared with tsar-nolibc's, the differences tsar-nommu's listed ones.
check_needs "tsar-nolibc tsar-nommu" "template solved: mmu=none, filled from reference-tsar, nolibc-test as tsar-nommu" \
	"$dir/template-solve.sh" nommu

# One cache, shared: two checkouts of the kit and two generated ports with
# one arch name, built one after the other and at the same time, each
# kernel of its own sources (a marker line tells them apart).
check_needs all "cache: two checkouts and two ports named alike share one cache" "$dir/cache-share-check.sh"

# The guide: its citations, its pictures (drawn again from this run's
# deterministic boot and bench, compared with the committed ones) and its
# first-day tutorial, run as written (a port of its own, built and booted).
check_needs all "docs: every file, function and checklist ID the guide cites; every item covered" "$dir/docs-check.sh"
check_needs all "docs: the pictures and the bench table are what this run draws" "$dir/pictures.sh" --check
check_needs all "docs: the first-day tutorial, every command as written" "$dir/tutorial-check.sh"

# A template port on day 0 as a LAVA job: its first milestones passed,
# the rest failed, a timeout.
check_needs all "LAVA: a template port on day 0, malta" \
	"$dir/lava-check.sh" day0 "${KIT_OUT:-$dir/../out}/gen/default/myarch-linux-port"
check_needs all "LAVA: a template port on day 0, the or1k preset on virt" \
	"$dir/lava-check.sh" day0 "${KIT_OUT:-$dir/../out}/gen/or1k/kestrel-linux-port"
# sparse reads the target's build of this run.
for target in $sparse_targets; do
	check_needs "$target" "$target, sparse" "$dir/sparse-check.sh" "$target"
done
if [ -z "${KIT_TEST_TARGETS:-}" ]; then
	bg_check fresh "fresh: make boot and the unit tests in a bare Debian 12 root"
else
	check_needs all "fresh: make boot and the unit tests in a bare Debian 12 root" true
fi
finish
