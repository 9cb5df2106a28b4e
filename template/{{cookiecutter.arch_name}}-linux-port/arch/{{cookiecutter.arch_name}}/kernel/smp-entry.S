/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * secondary_entry: where a CPU other than the boot CPU starts, from
 * reset.  The CPS starts a VP at the reset base kernel/smp-cps.c gave
 * it (4 KiB aligned: GCR_CO_RESET_BASE keeps bits 31:12), in its kseg1
 * alias, in kernel mode with BEV and ERL set and interrupts off; all it
 * needs comes from secondary_data (smp.c): the stack and thread_info of
 * the idle task the CPU is to run.  Then start_secondary, in C, repeats
 * the boot steps that are per CPU.
 */
#include <linux/linkage.h>
#include <asm/asm-offsets.h>
#include <asm/cp0.h>

	.text
	.set	noreorder
	.balign	4096
/*
 * secondary_entry: Status (kernel mode, CU0, BEV until per_cpu_trap_init
 * moves the vectors, EXL and ERL clear) and Cause cleared, kseg0's cache
 * mode in Config.K0 as head.S sets it, a jump from the kseg1 alias to the
 * link address, then sp and $28 from secondary_data (SECONDARY_SP and
 * SECONDARY_TI, asm-offsets.c) and on to start_secondary.
 * Checklist item smp-start; reference: reference-tsar/arch/tsar/kernel/smp-entry.S.
 * PORT-TODO(smp-start): until it is written, a CPU that starts panics,
 * on its idle task's stack (a CPU with no stack could not even do that).
 */
SYM_CODE_START(secondary_entry)
	la	$t0, secondary_data
	lw	$sp, SECONDARY_SP($t0)
	lw	$28, SECONDARY_TI($t0)
	la	$a0, .Lsecondary_entry_todo
	j	panic
	 nop
SYM_CODE_END(secondary_entry)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lsecondary_entry_todo:
	.asciz	"PORT-TODO(smp-start): secondary_entry is a stub; see reference-tsar/arch/tsar/kernel/smp-entry.S"
	.popsection
