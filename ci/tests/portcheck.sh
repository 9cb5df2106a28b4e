#!/usr/bin/env bash
# portcheck: its C unit tests (cmocka, built with ASan and UBSan), then runs
# on fixtures: the stub-only arch tree, reference-tsar, the real boot logs of
# the baselines and of the reference port, logs truncated and corrupted from
# them, and every kind of bad input.
. "$(dirname "$0")/lib.sh"
. "$CI_DIR/lib.sh"
need_portcheck
PC=$PORTCHECK
SRC=$KIT_ROOT/checklists/portcheck
FIX=$SRC/tests
LOGS=$FIX/logs
TSAR=$KIT_ROOT/reference-tsar/arch/tsar

# The unit tests print TAP ("ok 3 - table_roundtrip"), each line passed on
# as a check of this file.  Under ASan and UBSan the first report ends the
# run (asan-test builds with -fno-sanitize-recover=all) and LeakSanitizer's
# ends it non-zero after the last test: the run must print a line for every
# test of its plan and exit 0, or the tests it never reached would be lost
# without a failure.  A build failure or a crash before the plan is a failure.
rc=0
out=$(make -s -C "$SRC" O="$KIT_OUT/portcheck" asan-test 2>&1) || rc=$?
plan=$(sed -n 's/^1\.\.\([0-9][0-9]*\)$/\1/p' <<<"$out" | head -n 1)
ran=0
while read -r line; do
	case $line in
	"ok "[0-9]*) ok "portcheck unit test ${line#ok }" ;;
	"not ok "[0-9]*) not_ok "portcheck unit test ${line#not ok }" ;;
	*) continue ;;
	esac
	ran=$((ran + 1))
done <<<"$out"
grep -E '^# .*(error|Failure|exception)' <<<"$out" | head -n 5
# The sanitizer's own line says what it found and where.
why=$(grep -m1 -E 'runtime error:|ERROR: (AddressSanitizer|LeakSanitizer)' <<<"$out" |
	sed 's/^==[0-9]*==//' || true)
why=${why:-$(tail -n 3 <<<"$out" | tr '\n' '|')}
if [ -z "$plan" ]; then
	not_ok "portcheck unit tests did not run (make asan-test: exit $rc): $why"
elif [ "$ran" != "$plan" ]; then
	not_ok "portcheck unit tests: $ran of the $plan planned ran, then the run stopped (make asan-test: exit $rc): $why"
elif [ "$rc" != 0 ]; then
	not_ok "portcheck unit tests: all $plan ran, but make asan-test exited $rc: $why"
fi

# The header table is the tree's.
expect "the header table matches the kernel tree (portcheck table --check)" 0 \
	' 0 difference\(s\)' "$PC" table "$KSRC" --check
"$PC" table "$KSRC" >"$TMP/table.yaml"
expect "the table regenerated from the tree is the committed one, byte for byte" 0 '' \
	cmp "$TMP/table.yaml" "$KIT_ROOT/checklists/headers.yaml"
expect "reference-tsar has decided every header" 0 '^0 header\(s\) to do' \
	"$PC" headers "$KSRC" "$TSAR"

# The stub-only tree: early items todo, the first one named next.
expect "stub-only tree: build plumbing todo, next item named" 1 \
	'next: build-kconfig, Kconfig of the architecture \(PORT-TODO\(build-kconfig\) in Kconfig:2\)' \
	"$PC" status "$FIX/stub-arch"
expect "stub-only tree: kernel_entry todo at its marker" 1 \
	'todo +kernel-entry .*PORT-TODO\(kernel-entry\) in kernel/head.S:3' "$PC" status "$FIX/stub-arch"
"$PC" status "$FIX/stub-arch" --format json >"$TMP/status.json"
expect "stub-only tree: the JSON status is JSON and names the next item" 0 '^build-kconfig 0$' \
	/usr/bin/python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["next"]["id"], d["done"])' \
	"$TMP/status.json"
expect "stub-only tree: the Markdown status names the next item" 1 '^\*\*Next:\*\* `build-kconfig`' \
	"$PC" status "$FIX/stub-arch" --format md

# reference-tsar with the fixture logs: every measure but the symbols.
expect "reference-tsar with its five boot logs: nothing todo (symbols need --vmlinux)" 1 \
	'^total: [0-9]+/[0-9]+ done \([0-9]+%\), 0 todo, 0 unproven, [0-9]+ unknown' \
	"$PC" status "$TSAR" --log "$LOGS/tsar-malta.log" --log "$LOGS/tsar-nolibc.log" \
	--log "$LOGS/tsar-robust.log" --log "$LOGS/tsar-abi.log" --log "$LOGS/tsar-smp-robust.log"
# The SMP phase: its lines count in SMP boots only (the UP robust log has
# the same cross-CPU cases, run on one CPU), and a UP port has none.
expect "SMP items: the UP boots' cross-CPU lines prove nothing" 1 \
	'unproven +smp-atomics .*no SMP boot.s \(2 or more CPUs up\) log line matches' \
	"$PC" status "$TSAR" --log "$LOGS/tsar-malta.log" --log "$LOGS/tsar-nolibc.log" \
	--log "$LOGS/tsar-robust.log" --log "$LOGS/tsar-abi.log"
expect "SMP items: an SMP boot's log proves them" 1 '^  unknown  smp-tlb .*needs --vmlinux' \
	"$PC" status "$TSAR" --log "$LOGS/tsar-smp-robust.log"
expect "SMP items: n/a on a port without config SMP" 1 \
	'n/a +smp-start .*a UP port \(no config SMP in its Kconfig\)' "$PC" status "$FIX/stub-arch"

# The boot logs: the targets' own milestones, then the checklist's.
# target_log TARGET: portcheck log on its fixture log, as ci/boot.sh runs it.
target_log() (
	# shellcheck disable=SC1090
	. "$CI_DIR/targets/$1.conf"
	local exp=() window=all m
	for m in "${MILESTONES[@]}"; do
		exp+=(--expect "$m")
	done
	[ "$EXIT_MODE" = kill ] && window=end
	"$PC" log "$LOGS/$1.log" --end "$END_PATTERN" --window "$window" "${exp[@]}"
)
for t in mips-malta or1k-sim tsar-malta; do
	expect "$t boot log: its milestones in order, with deltas" 0 '\[ +[0-9]+\.[0-9]{6}\] \+[0-9]+\.[0-9]{6} ' \
		target_log "$t"
done
expect "mips-malta boot log against the checklist: the first milestone missing is named" 1 \
	'first milestone missing: /.*/, item setup-' "$PC" log "$LOGS/mips-malta.log"
expect "tsar-malta log as JSON is JSON" 0 '^True$' bash -c \
	"'$PC' log '$LOGS/tsar-malta.log' --format json | /usr/bin/python3 -c 'import json,sys; print(len(json.load(sys.stdin)[\"milestones\"]) > 10)'"

# Truncated and corrupted logs.
head -c 1800 "$LOGS/tsar-malta.log" >"$TMP/cut.log"
expect "a log cut mid-boot: the first milestone missing is named" 1 \
	'first milestone missing: /NR_IRQS' "$PC" log "$TMP/cut.log" --end 'reboot: Power down'
expect "a log cut mid-boot: the end never came" 1 \
	'end pattern /reboot: Power down/ never appeared' "$PC" log "$TMP/cut.log" --end 'reboot: Power down'
{ head -c 1000 "$LOGS/tsar-malta.log"; printf '\0\0\377\376garbage\033[0m\0'; tail -c +1001 "$LOGS/tsar-malta.log"; } >"$TMP/noise.log"
expect "a log with serial noise (NULs, invalid UTF-8, escapes) is still read" 0 'end: reboot: Power down' \
	"$PC" log "$TMP/noise.log" --end 'reboot: Power down' --expect 'Linux version' --expect 'Run /init'
iconv -f UTF-8 -t UTF-16 <"$LOGS/tsar-malta.log" >"$TMP/utf16.log"
printf '%s\n' "Linux version 6.12" "Running test 'syscall'" "9 sbrk = 1 ENOMEM   [FAIL]" "reboot: Power down" >"$TMP/nolibc-fail.log"
expect "a nolibc-test case that failed fails the log" 1 '1 failed' \
	"$PC" log "$TMP/nolibc-fail.log" --end 'reboot: Power down' --expect 'Linux version'
expect "with --nolibc-compared it is left to ci/nolibc-compare.sh" 0 '1 failed' \
	"$PC" log "$TMP/nolibc-fail.log" --end 'reboot: Power down' --expect 'Linux version' --nolibc-compared
expect "a UTF-16 log: one line naming the encoding and the fix" 6 'UTF-16.*iconv' "$PC" log "$TMP/utf16.log"
head -c 4096 /dev/urandom >"$TMP/random.log"
expect "random bytes: not a text log" 6 'not a text log' "$PC" log "$TMP/random.log"
head -c $((65 << 20)) /dev/zero | tr '\0' 'x' >"$TMP/huge.log"
expect "a 65 MiB log: refused with the limit and the fix" 7 'over .* bytes: cut it' "$PC" log "$TMP/huge.log"
expect "the same log under --max-bytes 128M is read" 1 'first milestone missing' \
	"$PC" log "$TMP/huge.log" --max-bytes $((128 << 20))

# Bad input: one line, a distinct exit code, no crash.
expect "no arguments: usage, exit 2" 2 'usage: portcheck' "$PC"
expect "an unknown command: exit 2" 2 "unknown command 'stats'" "$PC" stats "$TSAR"
expect "an unknown option: exit 2" 2 "unknown or incomplete option '--vmlinuz'" "$PC" status "$TSAR" --vmlinuz x
expect "a missing log: exit 3" 3 'cannot read log /nonexistent.log' "$PC" log /nonexistent.log
expect "a missing arch dir: exit 3" 3 'no such directory' "$PC" status /nonexistent/arch/x
expect "a directory that is not an arch tree: exit 4" 4 'is not an arch tree' "$PC" status "$KIT_ROOT/checklists"
mkdir -p "$TMP/linux-6.6/include/asm-generic" "$TMP/linux-6.6/include/uapi/asm-generic"
printf 'VERSION = 6\nPATCHLEVEL = 6\n' >"$TMP/linux-6.6/Makefile"
touch "$TMP/linux-6.6/include/asm-generic/Kbuild" "$TMP/linux-6.6/include/uapi/asm-generic/Kbuild"
expect "a kernel tree of another version: exit 4, both versions named" 4 'is Linux 6.6, the header table is for 6.12' \
	"$PC" headers "$TMP/linux-6.6" "$TSAR"
expect "the table check on that tree lists the differences" 1 'kernel: the table is for 6.12, the tree is 6.6' \
	"$PC" table "$TMP/linux-6.6" --check
sed 's/^phases:/phases: [/' "$KIT_ROOT/checklists/checklist.yaml" >"$TMP/broken.yaml"
expect "a malformed checklist: exit 5 with file and line" 5 'broken.yaml:[0-9]+: not valid YAML' \
	"$PC" status "$TSAR" --checklist "$TMP/broken.yaml"
sed 's/^    title: Build plumbing/    titel: Build plumbing/' "$KIT_ROOT/checklists/checklist.yaml" >"$TMP/typo.yaml"
expect "a checklist with a typo in a key: exit 5 naming the key" 5 "unknown key 'titel'" \
	"$PC" status "$TSAR" --checklist "$TMP/typo.yaml"
expect "a vmlinux that is not ELF: exit 8" 8 'is not an ELF file' "$PC" status "$TSAR" --vmlinux "$LOGS/tsar-malta.log"

# Valgrind on the whole tool: no invalid access, no leak.
expect "valgrind: portcheck status on reference-tsar, no error and no leak" 1 'ERROR SUMMARY: 0 errors' \
	valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
	"$PC" status "$TSAR" --log "$LOGS/tsar-robust.log" --format json

# features: the port's column of Documentation/features.  The judge is the
# kernel's own features-refresh.sh, run on a copy of the lists and of every
# arch's Kconfig files with the reference beside them as arch/tsar: the
# column it writes for tsar must be portcheck's.
expect "features on reference-tsar: every feature, tsar beside openrisc and riscv" 0 \
	'^total: tsar [0-9]+ ok of [0-9]+; openrisc [0-9]+ ok; riscv [0-9]+ ok$' "$PC" features "$KSRC" "$TSAR"
ft=$TMP/ftree
mkdir -p "$ft/Documentation"
cp -r "$KSRC/Documentation/features" "$ft/Documentation/"
(cd "$KSRC" && find arch -name 'Kconfig*' -type f) | while read -r f; do
	mkdir -p "$ft/$(dirname "$f")" && cp "$KSRC/$f" "$ft/$f"
done
cp -r "$TSAR" "$ft/arch/tsar"
(cd "$ft" && bash Documentation/features/scripts/features-refresh.sh >/dev/null 2>&1)
# column FILE-LINES: "subsystem/feature status" of tsar's line in each
column() {
	sed -nE 's#^(Documentation/features/)?([^:]*)/arch-support\.txt: *\| *tsar: *\| *([^ |]*) *\|.*#\2 \3#p' | sort
}
theirs=$(cd "$ft/Documentation/features" && grep -H ' tsar: ' */*/arch-support.txt | column)
mine=$("$PC" features "$KSRC" "$TSAR" | column)
if [ -n "$mine" ] && [ "$mine" = "$theirs" ]; then
	ok "features: tsar's column is what the kernel's features-refresh.sh writes ($(wc -l <<<"$mine") features)"
else
	not_ok "features: tsar's column differs from features-refresh.sh's: $(diff <(echo "$theirs") <(echo "$mine") | grep '^[<>]' | head -n 3 | tr '\n' '|')"
fi
# A port that selects HAVE_KPROBES has kprobes; one with LEGACY_TIMER_TICK
# loses clockevents (a "!SYMBOL" feature).
mkdir -p "$TMP/fa/arch/fa"
printf 'config FA\n\tdef_bool y\n\tselect HAVE_KPROBES\n\tselect LEGACY_TIMER_TICK\n' >"$TMP/fa/arch/fa/Kconfig"
touch "$TMP/fa/arch/fa/Makefile"
fa=$("$PC" features "$KSRC" "$TMP/fa/arch/fa")
if grep -qE '^debug/kprobes +HAVE_KPROBES +ok ' <<<"$fa" && grep -qE '^time/clockevents +!LEGACY_TIMER_TICK +TODO ' <<<"$fa" &&
	grep -qE '^debug/kretprobes +HAVE_KRETPROBES +TODO ' <<<"$fa"; then
	ok "features: a symbol in the port's Kconfig makes its feature ok, a !SYMBOL one TODO"
else
	not_ok "features of a port selecting HAVE_KPROBES and LEGACY_TIMER_TICK: $(grep -E 'kprobes|clockevents' <<<"$fa" | tr '\n' '|')"
fi
expect "features: a directory that is not an arch tree, one line" 4 \
	"is not an arch tree \\(no Kconfig and Makefile\\)" "$PC" features "$KSRC" "$TMP"
mkdir -p "$TMP/notree"
expect "features: a tree without Documentation/features, one line" 4 \
	"Documentation/features: missing: not a Linux tree with its feature lists" "$PC" features "$TMP/notree" "$TSAR"
expect "features: --beside an arch the tree has not, one line" 2 \
	"--beside: .* has no arch/sparc64" "$PC" features "$KSRC" "$TSAR" --beside openrisc,sparc64
expect "features: --beside not two names" 2 "two arch names" "$PC" features "$KSRC" "$TSAR" --beside riscv

# upstream: the new-architecture rules, on a made-up port whose answers are
# known: one met (GENERIC_ENTRY), one kept with its reason (time32), the
# others open; a reason for a rule it meets is stale; a reason for no rule
# is named.
up=$TMP/up/arch/up
mkdir -p "$up/kernel" "$up/boot/dts"
printf '# SPDX-License-Identifier: GPL-2.0\nconfig UP\n\tdef_bool y\n\tselect GENERIC_ENTRY\n' >"$up/Kconfig"
printf '# SPDX-License-Identifier: GPL-2.0\n' >"$up/Makefile"
printf '# SPDX-License-Identifier: GPL-2.0\nsyscall_abis_32 += time32 rlimit\n' >"$up/kernel/Makefile.syscalls"
printf '// SPDX-License-Identifier: GPL-2.0\nTIMER_OF_DECLARE(up_timer, "acme,up-timer", up_timer_init);\n' >"$up/kernel/time.c"
printf '/dts-v1/;\n/ { compatible = "acme,up-board", "mti,malta"; };\n' >"$up/boot/dts/up.dts"
printf '# why the port does otherwise\nabi-time32: its C library calls wait4\n' >"$TMP/up/upstream.reasons"
out=$("$PC" upstream "$KSRC" "$up" 2>&1) && rc=0 || rc=$?
if [ "$rc" = 1 ] && grep -qE '^met +generic-entry .*\[Kconfig:4\]$' <<<"$out" &&
	grep -qE '^kept +abi-time32 .*\[kernel/Makefile.syscalls:2\]$' <<<"$out" &&
	grep -qE '^ +why: its C library calls wait4$' <<<"$out" &&
	grep -qE '^open +abi-rlimit ' <<<"$out" && grep -qE '^met +abi-stat64 ' <<<"$out" &&
	grep -qE '^open +drivers-in-arch .*TIMER_OF_DECLARE\(up_timer +\[kernel/time.c:2\]$' <<<"$out" &&
	grep -qE '^open +dt-bindings .*"acme,up-board".*\[boot/dts/up.dts:2\]$' <<<"$out" &&
	! grep -q '"mti,malta"' <<<"$out" && grep -qE '^open +spdx .*\[boot/dts/up.dts\]$' <<<"$out" &&
	grep -qE '^open +maintainers ' <<<"$out" && grep -qE '^total: [0-9]+ met, 1 kept with a reason, [0-9]+ open$' <<<"$out"; then
	ok "upstream: a made-up port's rules met, kept with its reason and open, each with file:line"
else
	not_ok "upstream on the made-up port (exit $rc): $(head -n 12 <<<"$out" | tr '\n' '|')"
fi
printf 'generic-entry: no need\nno-such-rule: whatever\n' >"$TMP/up/stale.reasons"
expect "upstream: a reason for a rule the port meets is stale, one for no rule is named" 1 \
	'^open +no-such-rule +a reason for no rule, or item' "$PC" upstream "$KSRC" "$up" --reasons "$TMP/up/stale.reasons"
expect "upstream: a stale reason is open" 1 '^open +generic-entry .*the reason given is stale' \
	"$PC" upstream "$KSRC" "$up" --reasons "$TMP/up/stale.reasons"
# A reason for one item of a rule (dt-bindings: one compatible) keeps that
# item; one for an item the rule does not report (a documented compatible)
# is named.
printf 'dt-bindings acme,up-board: the board of a made-up port\ndt-bindings mti,malta: documented\n' >"$TMP/up/item.reasons"
out=$("$PC" upstream "$KSRC" "$up" --reasons "$TMP/up/item.reasons" 2>&1) && rc=0 || rc=$?
if [ "$rc" = 1 ] && grep -qE '^kept +dt-bindings .*"acme,up-board".*\[boot/dts/up.dts:2\]$' <<<"$out" &&
	grep -qE '^ +why: the board of a made-up port$' <<<"$out" &&
	grep -qE '^open +dt-bindings mti,malta +a reason for no rule, or item, portcheck reports' <<<"$out"; then
	ok "upstream: a reason for one item keeps it, one for an item not reported is open"
else
	not_ok "upstream with item reasons (exit $rc): $(grep -E 'dt-bindings|why' <<<"$out" | tr '\n' '|')"
fi
printf 'abi-time32 because\n' >"$TMP/up/bad.reasons"
expect "upstream: a reasons line that is not \"RULE: reason\", one line" 5 \
	'bad.reasons:1: not "RULE: reason"' "$PC" upstream "$KSRC" "$up" --reasons "$TMP/up/bad.reasons"
expect "upstream: not an arch tree, one line" 4 "is not an arch tree" "$PC" upstream "$KSRC" "$TMP"
expect "upstream: a tree without DT bindings, one line" 4 \
	"Documentation/devicetree/bindings: missing: not a Linux tree" "$PC" upstream "$TMP/notree" "$up"
# The reference decides every rule: met, or kept with its reason.
expect "upstream on reference-tsar: a line per rule, none open" 0 '^total: [0-9]+ met, [0-9]+ kept with a reason, 0 open$' \
	"$PC" upstream "$KSRC" "$TSAR"

done_testing
