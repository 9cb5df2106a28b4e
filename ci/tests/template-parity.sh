#!/usr/bin/env bash
# The template against the reference port: generated with the reference's
# answers (tsar, mips32, little endian, the malta memory map), it must have
# the same files under arch/ as reference-tsar, every stub must be a real
# function there, the same generic-y decisions, nothing left unrendered,
# and checkpatch must find no error in the generated C and assembly (having
# checked every file, and found the errors of a known-bad one).
. "$(dirname "$0")/lib.sh"
. "$CI_DIR/lib.sh"
KIT=$KIT_ROOT
REF=$KIT/reference-tsar/arch/tsar
COOKIECUTTER=${KIT_COOKIECUTTER:-/usr/bin/cookiecutter}
export HOME=$TMP	# no ~/.cookiecutterrc, no replay files outside $TMP

gen() { # DIR ANSWERS...: generate the template into DIR
	local dir=$1
	shift
	mkdir -p "$dir"
	"$COOKIECUTTER" --no-input -o "$dir" "$KIT" "$@" >"$dir.log" 2>&1
}

expect "the template generates with the reference's answers" 0 '' \
	gen "$TMP/tsar" arch_name=tsar arch_title=TSAR isa=mips32 endianness=little mmu=tlb \
	page_size_kb=4 smp=cps kernel_base=0x80000000 ram_base=0x00000000 ram_size=0x08000000 \
	uart_base=0x180003f8 qemu_machine=malta
GEN=$TMP/tsar/tsar-linux-port/arch/tsar

expect "the same files under arch/ as reference-tsar" 0 '' \
	diff <(cd "$REF" && find . -type f | sort) <(cd "$GEN" && find . -type f | sort)

for k in include/asm/Kbuild include/uapi/asm/Kbuild; do
	expect "the same generic-y decisions in $k" 0 '' \
		diff <(grep -E '^generic-y' "$REF/$k" | sort) <(grep -E '^generic-y' "$GEN/$k" | sort)
done

# Every stub names its function in its panic: "PORT-TODO(item): name() is a stub".
stubs=$(grep -rhoE 'PORT-TODO\([a-z0-9-]+\): [A-Za-z_0-9]+(\(\))? is a stub' "$GEN" |
	sed -E 's/.*: ([A-Za-z_0-9]+).*/\1/' | sort -u)
missing=()
for f in $stubs; do
	grep -rqE "^[A-Za-z].*[ *]$f\(|^SYSCALL_DEFINE[0-9]\($f[,)]|^SYM_[A-Z]+_START\($f\)" "$REF" ||
		missing+=("$f")
done
if [ -n "$stubs" ] && [ ${#missing[@]} -eq 0 ]; then
	ok "every stub ($(wc -w <<<"$stubs") functions) is a real function of reference-tsar"
else
	not_ok "stubs with no function in reference-tsar: ${missing[*]:-none found at all}"
fi

# (ci/lava/ holds the kit's LAVA glue, Jinja device dictionaries among it,
# copied as they are: checked below to be the kit's own.)
left=$(grep -rlE --exclude-dir=lava '\{\{|\{%|cookiecutter\.' "$TMP/tsar/tsar-linux-port" || true)
left+=$(grep -rlE '\}\}|%\}' "$GEN" || true)
if [ -z "$left" ]; then
	ok "nothing left unrendered in the generated project"
else
	not_ok "unrendered template text in: $(tr '\n' ' ' <<<"$left")"
fi

expect "the default answers generate too" 0 '' gen "$TMP/default"
# smp: the default is one CPU, with nothing of SMP; smp=cps (above) has a
# stub of its own for each SMP item whose code the UP port has not
# written already (the CPUs' start, the IPIs, the TLB shootdown).
dm=$TMP/default/myarch-linux-port
smpfiles=$(cd "$dm" && ls arch/myarch/kernel/smp*.[cS] arch/myarch/mm/tlb-shootdown.c arch/myarch/include/asm/smp.h \
	arch/myarch/boot/dts/malta-cps.dts patches/000[23]-* ci/configs ci/targets/myarch-smp.conf 2>/dev/null || true)
if [ -z "$smpfiles" ] && ! grep -qE '^config (SMP|NR_CPUS)$|CPS_GIC|_IPI' "$dm/arch/myarch/Kconfig" &&
	[ "$(cat "$dm/patches/series")" = 0001-audit-AUDIT_ARCH_MYARCH.patch ]; then
	ok "smp=no (the default): no SMP file, option, patch or target"
else
	not_ok "smp=no still has SMP in it: ${smpfiles:-its Kconfig or patches/series}"
fi
smpstubs=$(grep -rhoE 'PORT-TODO\(smp-[a-z]+\)' "$GEN" | sort | uniq -c | awk '{printf "%s:%s ", $2, $1}')
if [ "$smpstubs" = "PORT-TODO(smp-ipi):4 PORT-TODO(smp-start):7 PORT-TODO(smp-tlb):4 " ] &&
	grep -qx 'FRAGMENTS=smp-cps.config' "$TMP/tsar/tsar-linux-port/ci/targets/tsar-smp.conf" &&
	grep -qx 'CONFIG_TSAR_BUILTIN_DTB="malta-cps"' "$TMP/tsar/tsar-linux-port/ci/configs/smp-cps.config"; then
	ok "smp=cps: the stubs of smp-start, smp-ipi and smp-tlb, and the SMP target with its fragment"
else
	not_ok "smp=cps: stub markers '$smpstubs', or no SMP target and fragment"
fi
expect "so does a port without an MMU" 0 '' gen "$TMP/nommu" arch_name=nommips mmu=none
# The mips32 preset without an MMU is the reference's own no-MMU
# configuration: the same files (CONFIG_MMU=n inside them), the option unset
# in the defconfig, FLAT programs and their converter.
nm=$TMP/nommu/nommips-linux-port/arch/nommips
if [ -e "$nm/mm/tlb.c" ] && [ -e "$nm/kernel/tlb-refill.S" ] && [ -e "$TMP/nommu/nommips-linux-port/ci/flat/elf2flt.c" ] &&
	grep -qx '# CONFIG_MMU is not set' "$nm/configs/nommips_defconfig" &&
	grep -qx 'INIT_FORMAT=flat' "$TMP/nommu/nommips-linux-port/ci/targets/nommips.conf" &&
	[ -z "$(find "$TMP/nommu" -name '*.nommu' -o -name '*.or1k' -o -name '*.mmu')" ]; then
	ok "without an MMU on mips32: the reference's files, CONFIG_MMU unset in the defconfig, FLAT programs"
else
	not_ok "the mips32 port without an MMU is not the reference's CONFIG_MMU=n (files, defconfig, FLAT /init or variants)"
fi
# The C library: the reference's musl port under the port's name, with its
# first program's target and make userspace, only where ELF programs run.
dp=$TMP/default/myarch-linux-port np=$TMP/nommu/nommips-linux-port
if [ "$(cd "$KIT_ROOT/reference-tsar/libc/musl" && find arch crt src -type f | sed 's|/tsar/|/myarch/|; s|^arch/tsar/|arch/myarch/|' | sort)" = \
	"$(cd "$dp/libc/musl" && find arch crt src -type f | sort)" ] &&
	grep -qx 'INIT=libc/hello.c' "$dp/ci/targets/myarch-musl.conf" && grep -q '^userspace:' "$dp/Makefile" &&
	grep -q 'LDSO_ARCH "myarch"' "$dp/libc/musl/arch/myarch/reloc.h" &&
	[ ! -e "$np/libc" ] && [ ! -e "$np/ci/targets/nommips-musl.conf" ] && ! grep -q '^userspace:' "$np/Makefile"; then
	ok "libc/musl/: the reference's musl port named myarch, make userspace and its target; none without an MMU"
else
	not_ok "libc/musl/ of the default project is not the reference's under its name, or the no-MMU project has one"
fi
expect "so does the or1k preset" 0 '' gen "$TMP/or1k" arch_name=kestrel isa=or1k
om=$TMP/or1k/kestrel-linux-port/arch/kestrel
# No MIPS left in it: no CP0 or i8259 header, no YAMON argv, no MIPS
# register names in its assembly, no MIPS relocation or ABI in its headers,
# every variant in place.
mips=$(grep -rlE '\$(a0|sp|28|t[0-9])\b|\bla\s|EM_MIPS|AUDIT_ARCH_MIPS|<asm/cp0\.h>|__MIPSE' "$om" || true)
if [ ! -e "$om/include/asm/cp0.h" ] && [ ! -e "$om/include/asm/i8259.h" ] &&
	[ ! -e "$om/kernel/fw-cmdline.c" ] && [ -z "$mips" ] &&
	grep -q 'EM_OPENRISC' "$om/include/asm/elf.h" && grep -q 'OUTPUT_ARCH(or1k)' "$om/kernel/vmlinux.lds.S" &&
	[ -z "$(find "$om" -name '*.or1k' -o -name '*.nommu')" ] && [ ! -e "$om/mm/tlb.c" ] &&
	[ ! -e "$TMP/or1k/kestrel-linux-port/ci/flat" ] && grep -q 'nommu_context.h' "$om/include/asm/mmu_context.h"; then
	ok "the or1k preset: OpenRISC files and the no-MMU variants in place, nothing of MIPS or the TLB left"
else
	not_ok "the or1k port still has MIPS files or text: ${mips:-cp0.h, i8259.h, fw-cmdline.c or a variant}"
fi
left=$(grep -rlE --exclude-dir=lava '\{\{|\{%|cookiecutter\.' "$TMP/default" "$TMP/nommu" "$TMP/or1k" || true)
left+=$(grep -rlE '\}\}|%\}' "$TMP/default/myarch-linux-port/arch" "$nm" "$om" || true)
if [ -z "$left" ]; then
	ok "nothing left unrendered in the default, no-MMU and or1k projects"
else
	not_ok "unrendered template text in: $(tr '\n' ' ' <<<"$left")"
fi
if diff -r "$KIT_ROOT/ci/lava" "$TMP/default/myarch-linux-port/ci/lava" -x tests >/dev/null; then
	ok "the project's LAVA glue (ci/lava/) is the kit's, copied unrendered"
else
	not_ok "the project's ci/lava/ differs from the kit's"
fi
# portcheck features on a day-0 port: its column, by its name.
need_portcheck
expect "portcheck features on the default day-0 port: the column of myarch" 0 \
	'^total: myarch [0-9]+ ok of [0-9]+; openrisc' "$PORTCHECK" features "$KSRC" "$dp/arch/myarch"
# and portcheck upstream: a day-0 port has no reasons file yet, so what it
# does otherwise than the rules is open (the deprecated ABI groups its
# Makefile.syscalls takes from the reference, first).
expect "portcheck upstream on the default day-0 port: its rules, the ABI groups open" 1 \
	'^open +abi-time32 ' "$PORTCHECK" upstream "$KSRC" "$dp/arch/myarch"
# The files the template takes from the reference (links there) get the
# port's name; nothing of TSAR may leak into another port.
leak=$(grep -rnE 'tsar|TSAR' "$TMP/default/myarch-linux-port/arch" "$TMP/default/myarch-linux-port/libc" "$om" |
	grep -v 'reference-tsar/' || true)
if [ -z "$leak" ]; then
	ok "no TSAR name left in the ports named myarch and kestrel (but their pointers to reference-tsar)"
else
	not_ok "TSAR names in the myarch or kestrel port: $(head -n 3 <<<"$leak" | tr '\n' '|')"
fi

# checkpatch: no error in the generated C and assembly.  Its summary line
# ("FILE total: N errors, ...") is the proof that it checked a file: a
# missing script or a perl that dies prints none, which fails the check
# rather than reading as no error.  And first a known-bad file, whose
# errors checkpatch must find: the control that it runs and judges at all.
CHECKPATCH=${KIT_CHECKPATCH:-$KSRC/scripts/checkpatch.pl}
# run_checkpatch FILE...: sets checked (the files with a summary line),
# errors (their sum), first (the first error) and why (the first line on
# checkpatch's stderr: why it did not run, when it did not).
run_checkpatch() {
	local out
	out=$(printf '%s\0' "$@" | xargs -0 perl "$CHECKPATCH" --no-tree --emacs --summary-file -f 2>"$TMP/checkpatch.err")
	checked=$(grep -cE ' total: [0-9]+ errors, ' <<<"$out")
	errors=$(sed -nE 's/.* total: ([0-9]+) errors, .*/\1/p' <<<"$out" | awk '{n += $1} END {print n + 0}')
	first=$(grep -m1 -E ': ERROR: ' <<<"$out")
	why=$(head -n 1 "$TMP/checkpatch.err")
}
printf 'int bad(int a){\n\treturn a ;\n}\n' >"$TMP/bad.c"
run_checkpatch "$TMP/bad.c"
if [ "$checked" = 1 ] && [ "$errors" -gt 0 ]; then
	ok "checkpatch finds the errors of a known-bad file ($errors), the control of the checks below"
elif [ ! -f "$CHECKPATCH" ] && [ -n "${KIT_CHECKPATCH:-}" ]; then
	not_ok "checkpatch: KIT_CHECKPATCH=$CHECKPATCH does not exist; point it at a Linux $KIT_KVER scripts/checkpatch.pl or unset it"
elif [ ! -f "$CHECKPATCH" ]; then
	not_ok "checkpatch: no $CHECKPATCH, the kernel tree is incomplete; extract it again (rm $KSRC/.kit-extracted; make provision) or point KERNEL_SRC at a whole tree"
else
	not_ok "checkpatch finds no error in a known-bad file, so its silence below would prove nothing: ${why:-${first:-no output}}"
fi
for d in "$GEN" "$TMP/default/myarch-linux-port/arch/myarch" "$nm" "$om"; do
	desc="checkpatch: no error in the generated C and assembly of $(basename "$d")"
	mapfile -d '' files < <(find "$d" -name '*.[chS]' -print0 | sort -z)
	if [ ${#files[@]} = 0 ]; then
		not_ok "$desc: no C or assembly file there"
		continue
	fi
	run_checkpatch "${files[@]}"
	if [ "$checked" != ${#files[@]} ]; then
		not_ok "$desc: checkpatch checked $checked of ${#files[@]} files (${why:-no summary line for the others})"
	elif [ "$errors" != 0 ]; then
		not_ok "$desc: $errors error(s), the first: $first"
	else
		ok "$desc (${#files[@]} files)"
	fi
done

done_testing
