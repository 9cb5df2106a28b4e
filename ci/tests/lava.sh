#!/usr/bin/env bash
# Unit tests of the LAVA jobs (ci/lava/, ci/lava-run.sh, ci/lava-lab.sh).
# Each job is the target's own, written by ci/lava-run.sh and run by Debian's
# lava-run as make test runs it, with one thing replaced: the emulator, by
# ci/lava/tests/console-qemu, which plays a console.  A recorded console of
# tsar-nolibc and made-up KUnit ones, each with the fault a test puts in:
# the job must judge them as portcheck log judges a boot (a failure line
# anywhere fails it, named), a KUnit skip is a skip, every KUnit suite the
# target names must run cases.  Then the LAVA scripts' bad inputs: one
# "error:" line each, never a traceback, nothing removed.
. "$(dirname "$0")/lib.sh"
. "$CI_DIR/lib.sh"

build=$TMP/build
out=$TMP/out
mkdir -p "$out" "$TMP/bin"
# The kernels: lava-run copies them, console-qemu never reads them.  Each
# output directory has its images (out/images/).
for t in tsar-nolibc tsar-kunit tsar-shell; do
	for o in "$out" "$TMP/out2"; do
		image=$(export KIT_BUILD=$build KIT_OUT=$o && load_target "$t" && echo "$IMAGE")
		mkdir -p "$(dirname "$image")"
		: >"$image"
	done
done
# portcheck as the kit builds it (lava-run.sh takes the failure lines from
# it), not built again in $out.
need_portcheck
ln -s "$KIT_OUT/portcheck" "$out/portcheck"
ln -s "$CI_DIR/lava/tests/console-qemu" "$TMP/bin/qemu-system-mipsel"

# lava_on TARGET CONSOLE [PROMPT]: the target's job, run by lava-run on
# CONSOLE (waiting for a typed line at each PROMPT);
# its lines in $lava_out, its exit status in $lava_rc.
lava_on() {
	lava_rc=0
	lava_out=$(KIT_LAVA_CONSOLE=$2 KIT_LAVA_CONSOLE_PROMPT=${3:-} KIT_BUILD=$build KIT_OUT=$out PATH=$TMP/bin:$PATH \
		"$CI_DIR/lava-run.sh" "$1" 2>&1) || lava_rc=$?
}

# judged DESC STATUS PATTERN...: the last job exited STATUS and printed a
# line matching each extended regex PATTERN.
judged() {
	local desc=$1 want=$2 pat
	shift 2
	for pat in "$@"; do
		if ! grep -qE -- "$pat" <<<"$lava_out"; then
			not_ok "$desc (no line /$pat/; exit $lava_rc; output: $(grep -E '^  (fail|skip)|passed|^error' <<<"$lava_out" | tail -n 6 | tr '\n' '|'))"
			return
		fi
	done
	if [ "$lava_rc" = "$want" ]; then
		ok "$desc"
	else
		not_ok "$desc (exit $lava_rc, wanted $want; output: $(tail -n 4 <<<"$lava_out" | tr '\n' '|'))"
	fi
}

# insert_after LINE-RE FILE TEXT: TEXT as lines after the first line of
# FILE matching LINE-RE (an awk regex), printed.
insert_after() {
	awk -v re="$1" -v text="$3" '{ print } !done && $0 ~ re { print text; done = 1 }' "$2"
}

# A kernel WARNING as the kernel prints it: the failure lines are its
# WARNING: and Call Trace lines.
warning="[    1.234567] ------------[ cut here ]------------
[    1.234567] WARNING: CPU: 0 PID: 1 at kernel/fork.c:2080 copy_process+0x5c/0x1a0
[    1.234567] Modules linked in:
[    1.234567] CPU: 0 UID: 0 PID: 1 Comm: init Not tainted 6.12.118 #1
[    1.234567] Call Trace:
[    1.234567] [<80042f10>] show_stack+0x38/0x118
[    1.234567] [<80051c2c>] __warn+0xa0/0x10c
[    1.234567] ---[ end trace 0000000000000000 ]---"
named='\(failure line: WARNING: CPU: 0 PID: 1 at kernel/fork\.c:2080 copy_process\+0x5c/0x1a0\)'

runnable=1
if [ "$(id -u)" != 0 ]; then
	runnable="lava-run must run as root"
elif ! command -v lava-run >/dev/null; then
	runnable="lava-run is not installed (lava-dispatcher)"
fi

# --- tsar-nolibc: a recorded console, and the same with a WARNING put in.
nolibc=$CI_DIR/lava/tests/tsar-nolibc.console
judge() { # CONSOLE: portcheck log's verdict, the one the LAVA job must match
	"$PORTCHECK" log "$1" --end "reboot: Power down" --window all >/dev/null
}
if [ "$runnable" = 1 ]; then
	lava_on tsar-nolibc "$nolibc"
	judged "lava: tsar-nolibc's recorded console passes, its skipped case a skip" 0 \
		'^  pass  nolibc-test/' '^  skip  nolibc-test/' '^  pass  0_init/[0-9]+-end-reboot-power-down$' \
		'^[0-9]+ passed, 0 failed, [1-9][0-9]* skipped$' '^PASS lava tsar-nolibc$'

	# The acceptance mutation: a WARNING half way through nolibc-test's cases.
	n=$(grep -c '\[OK\]' "$nolibc")
	awk -v n=$((n / 2)) -v text="$warning" '{ print } /\[OK\]/ && ++seen == n { print text }' \
		"$nolibc" >"$TMP/mid.console"
	lava_on tsar-nolibc "$TMP/mid.console"
	judged "lava: a WARNING during nolibc-test fails the job, the line named" 1 \
		"^  fail  nolibc-test/warning_cpu_0_pid_1_at_kernel_fork_c_2080_copy_process_0x5c_0x1a0 $named$" \
		'^  fail  nolibc-test/call_trace_ \(failure line: Call Trace:\)$' \
		'^[0-9]+ passed, 2 failed' '^FAIL lava tsar-nolibc'
	if ! judge "$TMP/mid.console"; then ok "portcheck log fails the same console"; else not_ok "portcheck log passes a console with a WARNING"; fi

	insert_after 'Run /init as init process' "$nolibc" "$warning" >"$TMP/early.console"
	lava_on tsar-nolibc "$TMP/early.console"
	judged "lava: a WARNING between /init's start and nolibc-test's first case fails the job" 1 \
		"^  fail  nolibc-test/warning_.* $named$" '^FAIL lava tsar-nolibc'

	insert_after 'Leaving init with final status: 0' "$nolibc" "$warning" >"$TMP/late.console"
	lava_on tsar-nolibc "$TMP/late.console"
	judged "lava: a WARNING after the last milestone, before power-off, fails the job" 1 \
		"^  fail  0_init/[0-9]+-end-reboot-power-down \(failure line: \[    1\.234567\] WARNING: CPU: 0 PID: 1 at kernel/fork\.c:2080 copy_process\+0x5c/0x1a0\)$" \
		'^FAIL lava tsar-nolibc'
else
	for d in "tsar-nolibc's recorded console" "a WARNING during nolibc-test" "portcheck log on it" \
		"a WARNING before nolibc-test's first case" "a WARNING after the last milestone"; do
		ok "lava: $d # SKIP $runnable"
	done
fi

# --- tsar-kunit: made-up KTAP as KUnit prints it, every suite the conf
# names with two cases that pass, but: SKIP=CASE skips that case,
# EMPTY=SUITE has no case (KUnit says "1..0" and its suite's line "# SKIP"),
# MISSING=SUITE is not built in (prints nothing).
suites=$(load_target tsar-kunit && echo "$KUNIT_SUITES")
kunit_console() {
	local s i=0 c n skipped
	printf '[    0.000000] %s\n' "Linux version 6.12.118 (kit@arch-port-kit) #1" \
		"Machine model: TSAR MIPS32 cores on QEMU malta (24Kc)" \
		"Kernel command line: console=ttyS0 earlycon panic=-1" \
		"clocksource: cp0-count: mask: 0xffffffff max_cycles: 0xffffffff" \
		"sched_clock: 32 bits at 100MHz, resolution 10ns" \
		"Calibrating delay loop... 99.32 BogoMIPS (lpj=496640)" \
		"Memory: 118548K/131072K available" "atomic64_test: passed" \
		"KTAP version 1" "1..$(wc -w <<<"${suites/${MISSING:-}/}")"
	for s in $suites; do
		[ "$s" != "${MISSING:-}" ] || continue
		i=$((i + 1))
		printf '[    0.500000] %s\n' "    KTAP version 1" "    # Subtest: $s"
		if [ "$s" = "${EMPTY:-}" ]; then
			printf '[    0.500000] %s\n' "    1..0" "ok $i $s # SKIP "
			continue
		fi
		printf '[    0.500000] %s\n' "    1..2"
		n=0 skipped=0
		for c in "${s}_first" "${s}_second"; do
			n=$((n + 1))
			if [ "$c" = "${SKIP:-}" ]; then
				printf '[    0.500000] %s\n' "    ok $n $c # SKIP no such CPU feature"
				skipped=$((skipped + 1))
			else
				printf '[    0.500000] %s\n' "    ok $n $c"
			fi
		done
		printf '[    0.500000] %s\n' "# $s: pass:$((2 - skipped)) fail:0 skip:$skipped total:2" "ok $i $s"
	done
	printf '[    0.900000] %s\n' "Freeing unused kernel image (initmem) memory: 160K" \
		"Run /init as init process"
	echo "Hello from TSAR user space: /init is pid 1"
	echo "[    1.000000] reboot: Power down"
}
if [ "$runnable" = 1 ]; then
	# A skipped case: "ok 2 <case> # SKIP <why>" (its suite still passed).
	SKIP=string_second kunit_console >"$TMP/skip.console"
	lava_on tsar-kunit "$TMP/skip.console"
	judged "lava: a KUnit case that skips is a skip, not a pass" 0 \
		'^  skip  kunit/string_second$' '^  pass  kunit/string$' '^[0-9]+ passed, 0 failed, 1 skipped$' \
		'^PASS lava tsar-kunit$'

	# A named suite that ran no case.
	EMPTY=memcpy kunit_console >"$TMP/empty.console"
	lava_on tsar-kunit "$TMP/empty.console"
	judged "lava: a KUnit suite the target names that ran no case fails the job" 1 \
		'^  fail  kunit/memcpy \(ran no case: its KTAP line says # SKIP\)$' '^FAIL lava tsar-kunit'

	# A named suite missing (not built in): no KTAP line at all.
	MISSING=kseg2_fault kunit_console >"$TMP/missing.console"
	lava_on tsar-kunit "$TMP/missing.console"
	judged "lava: a KUnit suite the target names that did not run fails the job" 1 \
		'^  fail  kunit/kseg2_fault \(not run: the suite printed no KTAP line' '^FAIL lava tsar-kunit'

	# A kernel BUG while the suites run.
	kunit_console | insert_after 'ok 1 usercopy_first' /dev/stdin \
		"[    0.500000] BUG: sleeping function called from invalid context at mm/memory.c:6000" \
		>"$TMP/bug.console"
	lava_on tsar-kunit "$TMP/bug.console"
	judged "lava: a BUG while KUnit runs fails the job, the line named" 1 \
		'^  fail  kunit/bug_sleeping_function_.* \(failure line: BUG: sleeping function called from invalid context at mm/memory\.c:6000\)$' \
		'^FAIL lava tsar-kunit'
else
	for d in "a KUnit skip" "a KUnit suite with no case" "a KUnit suite missing" "a BUG while KUnit runs"; do
		ok "lava: $d # SKIP $runnable"
	done
fi

# --- tsar-shell: the console of a real boot, the cases typed at its
# prompt (console-qemu plays it whole: the job reads it in order).
shell=$CI_DIR/lava/tests/tsar-shell.console
if [ "$runnable" = 1 ]; then
	lava_on tsar-shell "$shell" "shell# "
	judged "lava: tsar-shell's recorded console passes, each typed case a case" 0 \
		'^  pass  0_shell/09-typed-uname$' '^  pass  0_shell/16-typed-ps$' \
		'^  pass  0_shell/17-shell-the-interactive-shell-ended$' '^18 passed, 0 failed$'
	sed 's/^killed 137$/killed 143/' "$shell" >"$TMP/kill.console"
	lava_on tsar-shell "$TMP/kill.console" "shell# "
	judged "lava: a typed case whose output does not match fails, the others pass" 1 \
		'^  fail  0_shell/15-typed-kill \(no output matched before the next prompt: shell# .*\)$' \
		'^  pass  0_shell/16-typed-ps$' '^17 passed, 1 failed$'
	insert_after '^shell# ls -l /proc/self' "$shell" "$warning" >"$TMP/warn.console"
	lava_on tsar-shell "$TMP/warn.console" "shell# "
	judged "lava: a WARNING while the shell runs a command fails that case" 1 \
		'^  fail  0_shell/11-typed-proc-self \(failure line: .*WARNING: CPU: 0 PID: 1 at kernel/fork\.c:2080' \
		'^  pass  0_shell/14-typed-sleep$' '^17 passed, 1 failed$'
else
	for d in "the recorded console passes" "an output that does not match fails" "a WARNING fails its case"; do
		ok "lava: tsar-shell, $d # SKIP $runnable"
	done
fi
# Typed cases' patterns, as LAVA reads the console (a stream, not lines).
# -B: no __pycache__ in the kit's ci/lava/, which template-parity compares.
expect "job.py: a case's ^ and \$ are the line's edges, . and [^ ] stay in it" 0 \
	'^\(\?<=\\n\)a\[\^\\r\\n\]\[\\s0-9\]\[\^\\r\\nx\]\(\?=\[\\r\\n\]\)$' \
	/usr/bin/python3 -B -c 'import sys; sys.path.insert(0, sys.argv[1]); import job; print(job.line_pattern(sys.argv[2]))' \
	"$CI_DIR/lava" '^a.[[:space:][:digit:]][^x]$'
printf 'a\t^b$\tc\n' >"$TMP/cases.tsv"
expect "job.py: CASES_AFTER that is not a milestone is one error line" 1 \
	"^error: job.py make: .*CASES_AFTER 'nowhere' is not a milestone before the last" \
	/usr/bin/python3 "$CI_DIR/lava/job.py" make <<<"{\"target\": \"t\", \"desc\": \"d\", \"device_type\": \"qemu\", \"qemu\": \"qemu-system-mipsel\", \"qemu_args\": \"-M malta\", \"append\": \"\", \"kernel\": \"/k\", \"timeout\": \"9\", \"end\": \"E\", \"init\": \"\", \"kunit\": \"\", \"cases\": \"$TMP/cases.tsv\", \"prompt\": \"# \", \"cases_after\": \"nowhere\", \"milestones\": [\"M\", \"N\"], \"failures\": []}"

# --- Bad inputs: one error line naming the problem and the fix.
# one_error DESC PATTERN CMD...: CMD fails and prints exactly one line,
# "error: " and then PATTERN.
one_error() {
	local desc=$1 pat=$2 out rc=0
	shift 2
	out=$("$@" 2>&1) || rc=$?
	if [ "$rc" != 0 ] && [ "$(wc -l <<<"$out")" = 1 ] && grep -qE -- "^error: $pat" <<<"$out"; then
		ok "$desc"
	else
		not_ok "$desc (exit $rc; output: $(head -n 4 <<<"$out" | tr '\n' '|'))"
	fi
}
none=$TMP/nothing-built
one_error "lava-run.sh with nothing built says how to build" \
	"tsar-nolibc: no kernel at .*; build it first with 'make build T=tsar-nolibc'" \
	env KIT_BUILD="$none" KIT_OUT="$TMP/out3" "$CI_DIR/lava-run.sh" tsar-nolibc
if [ ! -e "$TMP/out3/lava" ]; then ok "... and writes nothing"; else not_ok "lava-run.sh with nothing built wrote $TMP/out3/lava"; fi
one_error "lava-run.sh refuses an unknown target, listing them" \
	"unknown target 'nosuch'; targets are: .*tsar-nolibc" "$CI_DIR/lava-run.sh" nosuch
# A name that leads out of out/lava/ to a directory with a .conf beside it
# and a kernel in it: taken as a target, the directory would be emptied
# (rm -rf) for the job's files.
mkdir -p "$TMP/victim" "$TMP/out2/lava"
: >"$TMP/victim/keep"
: >"$TMP/victim/vmlinux"
cp "$CI_DIR/targets/tsar-nolibc.conf" "$TMP/victim.conf"
up=$(printf '../%.0s' $(seq 30))
one_error "lava-run.sh refuses a target name that is a path" \
	"'${up}[^']*/victim' is not a target name; targets are: " \
	env KIT_OUT="$TMP/out2" "$CI_DIR/lava-run.sh" --job-only "$up${TMP#/}/victim"
if [ -f "$TMP/victim/keep" ]; then ok "... and removes nothing"; else not_ok "lava-run.sh removed $TMP/victim"; fi
one_error "lava-run.sh with a bad job timeout names it" \
	"tsar-nolibc: the job timeout 'soon' is not a number of seconds" \
	env KIT_LAVA_TIMEOUT=soon KIT_BUILD="$build" KIT_OUT="$TMP/out2" "$CI_DIR/lava-run.sh" --job-only tsar-nolibc
if [ "$(id -u)" = 0 ]; then
	one_error "lava-lab.sh check with nothing built stops before starting a server" \
		"tsar-nolibc: no kernel at .*; build it first with 'make build T=tsar-nolibc'" \
		env KIT_BUILD="$none" KIT_OUT="$TMP/out3" "$CI_DIR/lava-lab.sh" check tsar-nolibc
else
	ok "lava-lab.sh check with nothing built # SKIP the lab runs as root"
fi
one_error "lava-lab.sh run refuses an unknown target" \
	"unknown target 'nosuch'" env KIT_OUT="$TMP/out2" "$CI_DIR/lava-lab.sh" run nosuch
one_error "lava-lab.sh run with the lab down says how to start it" \
	"the LAVA lab is not up on http://127.0.0.1:9; start it with 'ci/lava-lab.sh up'" \
	env KIT_LAVA_PORT=9 KIT_BUILD="$build" KIT_OUT="$out" "$CI_DIR/lava-lab.sh" run tsar-nolibc
one_error "results.py with a missing job says how to write it" \
	"the job $TMP/nojob.yaml: No such file or directory; write it with ci/lava-run.sh --job-only TARGET" \
	/usr/bin/python3 "$CI_DIR/lava/results.py" "$TMP/nojob.yaml" "$TMP/no.log" "$TMP"
one_error "job.py validate with a missing job says how to write it" \
	"$TMP/nojob.yaml: No such file or directory; write the job with ci/lava-run.sh --job-only TARGET" \
	/usr/bin/python3 "$CI_DIR/lava/job.py" validate "$TMP/nojob.yaml"
one_error "render.py with a missing job says how to write it" \
	"$TMP/nojob.yaml: No such file or directory; write the job with ci/lava-run.sh --job-only TARGET" \
	/usr/bin/python3 "$CI_DIR/lava/render.py" kit-qemu01 "$TMP/nojob.yaml"

done_testing
