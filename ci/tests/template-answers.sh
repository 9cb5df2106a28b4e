#!/usr/bin/env bash
# The template's answers (cookiecutter.json, template/hooks/): every bad
# answer is refused by the pre-gen hook with one line naming the key and the
# value, and leaves no directory behind; a porter's directory is never
# written over; the defaults of both presets pass the hook.
# KIT_COOKIECUTTER=/path/to/cookiecutter runs them with another cookiecutter.
. "$(dirname "$0")/lib.sh"

KIT_ROOT=$(cd "$CI_DIR/.." && pwd)
CC=${KIT_COOKIECUTTER:-/usr/bin/cookiecutter}
HOOK=$KIT_ROOT/template/hooks/pre_gen_project.py
# No ~/.cookiecutterrc of the user; cookiecutter's replay files go here.
export HOME=$TMP/home
REPLAY=$HOME/.cookiecutter_replay/$(basename "$KIT_ROOT").json
mkdir -p "$HOME"

# judge DESC RC OUT KEY VALUE WHAT: the run exited non-zero and printed
# exactly one error line, "error: KEY 'VALUE': ...WHAT...", and
# $TMP/out holds nothing.
judge() {
	local desc=$1 rc=$2 out=$3 key=$4 value=$5 what=$6 line left
	line=$(grep '^error: ' <<<"$out")
	left=$(ls -A "$TMP/out" 2>/dev/null)
	if [ "$rc" != 0 ] && [ "$(grep -c '^error: ' <<<"$out")" = 1 ] &&
		[[ $line == "error: $key '$value': "*"$what"* ]] && [ -z "$left" ]; then
		ok "$desc"
	else
		not_ok "$desc (exit $rc; left: '$left'; output: $(tail -n 4 <<<"$out" | tr '\n' '|'))"
	fi
}

# refused DESC KEY VALUE WHAT ANSWER...: generating with the answers
# (key=value) is refused, naming KEY and VALUE.
refused() {
	local desc=$1 key=$2 value=$3 what=$4 out rc=0
	shift 4
	rm -rf "$TMP/out"
	out=$("$CC" --no-input -o "$TMP/out" "$KIT_ROOT" "$@" 2>&1) || rc=$?
	judge "$desc" "$rc" "$out" "$key" "$value" "$what"
}

# replayed DESC KEY VALUE WHAT: the defaults with KEY set to VALUE, given
# through a replay file: for the choice key isa, whose bad values
# cookiecutter itself drops (1.7.3 silently keeps the default, 2.x stops
# with a traceback) before the hook could see them.
replayed() {
	local desc=$1 key=$2 value=$3 what=$4 out rc=0
	/usr/bin/python3 -c 'import json, sys
c = json.load(open(sys.argv[1]))
c["cookiecutter"][sys.argv[3]] = sys.argv[4]
json.dump(c, open(sys.argv[2], "w"))' "$TMP/defaults.json" "$REPLAY" "$key" "$value"
	rm -rf "$TMP/out"
	out=$("$CC" --replay -o "$TMP/out" "$KIT_ROOT" 2>&1) || rc=$?
	judge "$desc" "$rc" "$out" "$key" "$value" "$what"
}

# hook_check JSON: the hook's check() on these answers ("None" when good).
hook_check() {
	/usr/bin/python3 - "$HOOK" "$1" <<'PY'
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("pre_gen_project", sys.argv[1])
hook = importlib.util.module_from_spec(spec)
spec.loader.exec_module(hook)
print(hook.check(json.loads(sys.argv[2])))
PY
}

# accepted DESC EXPECT ANSWER...: a generation with these answers passes the
# pre-gen hook (the rest of the generation is the template's business and
# is not judged here), and the answers cookiecutter rendered from
# cookiecutter.json hold EXPECT (key=value ...), and pass check().
accepted() {
	local desc=$1 expect=$2 out rc=0 got
	shift 2
	rm -rf "$TMP/good"
	out=$("$CC" --no-input -o "$TMP/good" "$KIT_ROOT" "$@" 2>&1) || rc=$?
	got=$(/usr/bin/python3 -c 'import json, sys
c = json.load(open(sys.argv[1]))["cookiecutter"]
keys = [w.split("=")[0] for w in sys.argv[2].split()]
print(" ".join(f"{k}={c[k]}" for k in keys))' "$REPLAY" "$expect" 2>&1)
	if [ -n "${NOT_YET:-}" ]; then
		# The rules accept them, the template cannot generate them yet:
		# refused with one line that says so, and nothing left behind.
		if ! grep -qE "^error: .*not in the template yet" <<<"$out" || [ "$rc" = 0 ] ||
			[ -n "$(ls -A "$TMP/good" 2>/dev/null)" ]; then
			not_ok "$desc: not refused as not yet generated (exit $rc; $(grep -m1 '^error: ' <<<"$out"))"
			return
		fi
	elif grep -qE '^error: |pre_gen_project hook script' <<<"$out"; then
		not_ok "$desc: the hook refused them ($(grep -m1 -E '^error: |hook' <<<"$out"))"
	elif [ "$got" != "$expect" ]; then
		not_ok "$desc: rendered answers '$got', wanted '$expect'"
	elif [ "$(hook_check "$(/usr/bin/python3 -c 'import json, sys
print(json.dumps(json.load(open(sys.argv[1]))["cookiecutter"]))' "$REPLAY")")" != None ]; then
		not_ok "$desc: check() refuses the rendered answers"
	else
		ok "$desc (generation exit $rc)"
	fi
}

# Good answers: the defaults of each preset.
accepted "defaults: mips32 on malta, derived from isa and endianness" \
	"isa=mips32 endianness=little mmu=tlb page_size_kb=4 smp=no kernel_base=0x80000000 uart_base=0x180003f8 qemu_machine=malta cross_compile=mipsel-linux-gnu-"
cp "$REPLAY" "$TMP/defaults.json"
accepted "isa=or1k: big-endian or1k on virt without MMU, derived from isa" \
	"isa=or1k endianness=big mmu=none page_size_kb=8 smp=no kernel_base=0x00000000 uart_base=0x90000000 qemu_machine=virt cross_compile=or1k-elf-" \
	isa=or1k
NOT_YET=1 accepted "isa=or1k mmu=tlb: the kernel linked at 0xc0000000 (refused: not generated yet)" \
	"isa=or1k mmu=tlb kernel_base=0xc0000000" isa=or1k mmu=tlb
accepted "endianness=big: big-endian mips32, its own toolchain (libgcc big-endian)" \
	"endianness=big cross_compile=mips-linux-gnu-" endianness=big
accepted "smp=cps: mips32 with the SMP of malta's CPS, the TLB kept" \
	"smp=cps mmu=tlb qemu_machine=malta" smp=cps

# The answers the parity check generates (the reference port, TSAR).
tsar=$(/usr/bin/python3 -c 'import json, sys
c = json.load(open(sys.argv[1]))["cookiecutter"]
c.update(arch_name="tsar", arch_title="TSAR")
print(json.dumps(c))' "$TMP/defaults.json")
if [ "$(hook_check "$tsar")" = None ]; then
	ok "the reference's answers (arch_name tsar) pass check()"
else
	not_ok "the reference's answers: $(hook_check "$tsar")"
fi

# Bad answers, one per rule.
refused "arch_name: not a lower-case identifier" arch_name My-Arch "not a lower-case C identifier" arch_name=My-Arch
refused "arch_name: longer than 16 characters" arch_name abcdefghijklmnopq "2 to 16 characters" arch_name=abcdefghijklmnopq
refused "arch_name: a C keyword" arch_name register "a C keyword" arch_name=register
refused "arch_name: an existing arch" arch_name mips "already has arch/mips" arch_name=mips
refused "arch_name: an ARCH alias" arch_name x86_64 "ARCH= alias" arch_name=x86_64
refused "arch_name: generic (asm-generic)" arch_name generic "asm-generic" arch_name=generic
refused "arch_name: a macro GCC predefines" arch_name linux "GCC predefines" arch_name=linux
refused "arch_name: an ABI of scripts/syscall.tbl" arch_name or1k "syscall.tbl" arch_name=or1k
refused "arch_name: an existing Kconfig symbol" arch_name mmu "CONFIG_MMU" arch_name=mmu
refused "arch_title: a quote" arch_title 'My"Arch' "1 to 40 characters" 'arch_title=My"Arch'
replayed "isa: not a preset (through a replay file)" isa x86 "allowed: mips32, or1k"
refused "endianness: or1k is big-endian only" endianness little "big-endian" isa=or1k endianness=little
refused "endianness: not an endianness" endianness middle "not an endianness of mips32" endianness=middle
refused "mmu: not a model" mmu mpu "allowed: tlb" mmu=mpu
replayed "smp: not a model (through a replay file)" smp yes "allowed for mips32: no, cps"
refused "smp: or1k has no SMP yet" smp cps "allowed for or1k: no" isa=or1k smp=cps
refused "smp: SMP needs the MMU" smp cps "allowed with mmu none: no" mmu=none smp=cps
refused "page_size_kb: mips32 has no 8 KiB pages" page_size_kb 8 "allowed for mips32: 4, 16, 64" page_size_kb=8
refused "page_size_kb: or1k has only 8 KiB pages" page_size_kb 4 "allowed for or1k: 8" isa=or1k page_size_kb=4
refused "kernel_base: not hexadecimal" kernel_base 80000000 "not a hexadecimal number" kernel_base=80000000
refused "kernel_base: more than 32 bits" kernel_base 0x180000000 "32 bits" kernel_base=0x180000000
refused "kernel_base: not aligned to the page size" kernel_base 0x80001000 "16 KiB page size" page_size_kb=16 kernel_base=0x80001000
refused "kernel_base: mips32 outside kseg0's map of RAM" kernel_base 0xc0000000 "allowed: 0x80000000" kernel_base=0xc0000000
refused "kernel_base: mips32 mmu none names the value needed" kernel_base 0x80000000 "allowed: 0x81000000" mmu=none ram_base=0x01000000
refused "kernel_base: or1k below 2 GiB" kernel_base 0x40000000 "in user space" isa=or1k mmu=tlb kernel_base=0x40000000
refused "kernel_base: or1k not aligned to 16 MiB" kernel_base 0xc0100000 "16 MiB" isa=or1k mmu=tlb kernel_base=0xc0100000
refused "kernel_base: or1k no room for vmalloc" kernel_base 0xe0000000 "vmalloc" isa=or1k mmu=tlb kernel_base=0xe0000000 ram_size=0x20000000
refused "kernel_base: or1k mmu none is ram_base" kernel_base 0xc0000000 "allowed: 0x00000000" isa=or1k mmu=none kernel_base=0xc0000000
refused "ram_base: not hexadecimal" ram_base zero "not a hexadecimal number" ram_base=zero
refused "ram_base: not a multiple of 1 MiB" ram_base 0x00080000 "1 MiB" ram_base=0x00080000
refused "ram_base: mips32 RAM above malta's low 256 MiB" ram_base 0x10000000 "malta's low RAM" ram_base=0x10000000 kernel_base=0x90000000
refused "ram_size: not hexadecimal" ram_size 128M "not a hexadecimal number" ram_size=128M
refused "ram_size: not a multiple of 1 MiB" ram_size 0x08080000 "1 MiB" ram_size=0x08080000
refused "ram_size: less than 16 MiB" ram_size 0x00800000 "less than 16 MiB" ram_size=0x00800000
refused "ram_size: mips32 more than malta's low RAM" ram_size 0x20000000 "malta's low RAM" ram_size=0x20000000
refused "ram_size: or1k RAM into virt's devices" ram_size 0x20000000 "devices of or1k virt" isa=or1k ram_base=0x80000000 ram_size=0x20000000
refused "uart: not a model of the kit" uart pl011 "allowed: ns16550" uart=pl011
refused "uart_base: not hexadecimal" uart_base 0xZZ "not a hexadecimal number" uart_base=0xZZ
refused "uart_base: not 4-byte aligned" uart_base 0x180003f9 "4-byte aligned" uart_base=0x180003f9
refused "uart_base: in RAM" uart_base 0x00100000 "lies in RAM 0x00000000-0x07ffffff" uart_base=0x00100000
refused "qemu_machine: not mips32's" qemu_machine virt "allowed for mips32: malta" qemu_machine=virt
refused "qemu_machine: not or1k's" qemu_machine malta "allowed for or1k: virt" isa=or1k qemu_machine=malta
refused "cross_compile: no trailing -" cross_compile mipsel-linux-gnu "toolchain prefix" cross_compile=mipsel-linux-gnu
refused "cross_compile: a space" cross_compile "mipsel linux-" "toolchain prefix" "cross_compile=mipsel linux-"
refused "cross_compile: little-endian mips32 with the big-endian toolchain" cross_compile mips-linux-gnu- "other byte order" cross_compile=mips-linux-gnu-
refused "cross_compile: big-endian mips32 with the little-endian toolchain" cross_compile /usr/bin/mipsel-linux-gnu- "allowed for big endian: mips-linux-gnu-" endianness=big cross_compile=/usr/bin/mipsel-linux-gnu-
refused "linux_version: not 6.12" linux_version 6.6 "allowed: 6.12" linux_version=6.6
refused "full_name: empty" full_name "" "empty" full_name=
refused "full_name: a quote" full_name "O'Brien" "quotes" "full_name=O'Brien"
refused "full_name: two lines, shown on one" full_name 'Ada\nLovelace' "several lines" "full_name=Ada
Lovelace"
refused "email: not an address" email nobody "not an e-mail address" email=nobody
refused "year: before Linux" year 1990 "1991 to 2100" year=1990
refused "year: two digits" year 26 "4 digits" year=26
refused "licence: not GPL-2.0" licence MIT "allowed: GPL-2.0, GPL-2.0-only, GPL-2.0-or-later" licence=MIT

# A porter's directory: refused with and without -f, not a byte changed.
port=$TMP/porter/myarch-linux-port
mkdir -p "$port/arch/myarch/kernel"
printf 'void setup_arch(char **p) { /* a porter was here */ }\n' >"$port/arch/myarch/kernel/setup.c"
cp "$port/arch/myarch/kernel/setup.c" "$TMP/setup.c.orig"
for f in "" -f; do
	rc=0
	out=$("$CC" --no-input $f -o "$TMP/porter" "$KIT_ROOT" 2>&1) || rc=$?
	files=$(cd "$TMP/porter" && find . -mindepth 1 | sort | tr '\n' ' ')
	if [ -n "$f" ]; then
		want="^error: $port already exists and holds files: generate into another directory or move it away"
	else
		want='directory already exists'
	fi
	if [ "$rc" != 0 ] && grep -qE -- "$want" <<<"$out" &&
		cmp -s "$port/arch/myarch/kernel/setup.c" "$TMP/setup.c.orig" &&
		[ "$files" = "./myarch-linux-port ./myarch-linux-port/arch ./myarch-linux-port/arch/myarch ./myarch-linux-port/arch/myarch/kernel ./myarch-linux-port/arch/myarch/kernel/setup.c " ]; then
		ok "a porter's directory${f:+ with $f}: refused, the porter's file intact, nothing added"
	else
		not_ok "a porter's directory${f:+ with $f}: exit $rc, files: $files; output: $(tail -n 3 <<<"$out" | tr '\n' '|')"
	fi
done

# Ctrl-C while cookiecutter renders (SIGINT to its process group, as a
# terminal sends it, once the hook has marked the project): the half made
# project is removed by the hook's watcher, so a new run can generate it.
stopped=$TMP/stopped
interrupted=0
for attempt in 1 2 3; do
	rm -rf "$stopped"
	set -m
	# SIGINT at its default: make test may run where it is ignored (the
	# fresh check's chroot), and Python then never raises KeyboardInterrupt.
	env --default-signal=INT "$CC" --no-input -o "$stopped" "$KIT_ROOT" >/dev/null 2>&1 &
	pid=$!
	set +m
	for _ in $(seq 500); do
		[ -e "$stopped/myarch-linux-port/.kit-generating" ] && break
		sleep 0.01
	done
	kill -INT -- "-$pid" 2>/dev/null
	rc=0
	wait "$pid" || rc=$?
	[ "$rc" != 0 ] && interrupted=1 && break
done
for _ in $(seq 50); do
	[ -e "$stopped/myarch-linux-port" ] || break
	sleep 0.1
done
if [ $interrupted = 0 ]; then
	not_ok "Ctrl-C while cookiecutter renders: three runs finished before the signal"
elif [ ! -e "$stopped/myarch-linux-port" ]; then
	ok "Ctrl-C while cookiecutter renders: the half made project is removed (cookiecutter exit $rc)"
else
	not_ok "Ctrl-C while cookiecutter renders: left $(find "$stopped/myarch-linux-port" | wc -l) files in $stopped/myarch-linux-port"
fi

# A half made project whose watcher could not run (the machine went down)
# says so to make, and cookiecutter -f generates it afresh.
half=$stopped/myarch-linux-port
mkdir -p "$half/arch/myarch"
echo "half" >"$half/arch/myarch/Makefile"
echo "cookiecutter has not finished generating this project (run 0)" >"$half/.kit-generating"
rc=0
out=$("$CC" --no-input -f -o "$stopped" "$KIT_ROOT" 2>&1) || rc=$?
if [ "$rc" = 0 ] && grep -q "was left half generated by a cookiecutter run that was stopped; generating it afresh" <<<"$out" &&
	[ ! -e "$half/.kit-generating" ] && ! grep -qx half "$half/arch/myarch/Makefile" &&
	[ -e "$half/arch/myarch/kernel/setup.c" ]; then
	ok "a half made project is generated afresh by cookiecutter -f"
else
	not_ok "a half made project under cookiecutter -f: exit $rc; $(tail -n 2 <<<"$out" | tr '\n' '|')"
fi
sleep 0.5
[ -e "$half/arch/myarch/kernel/setup.c" ] && ok "a finished project is kept (its watcher leaves it)" ||
	not_ok "a finished project was removed after cookiecutter ended"

# Interactively (Enter to every question) the prompts end and the hook's
# line reaches the porter: no question loops (a dict variable such as
# __prompts__ would, in 1.7.3 with click 8).
rm -rf "$TMP/out"
rc=0
out=$(yes '' | head -n 60 | timeout 30 "$CC" -o "$TMP/out" "$KIT_ROOT" arch_name=mips 2>&1) || rc=$?
# Without a terminal no answer is echoed: the line follows the last question.
out=${out//error: /$'\n'error: }
judge "interactive: Enter to every question reaches the hook" "$rc" "$out" arch_name mips "already has arch/mips"

done_testing
