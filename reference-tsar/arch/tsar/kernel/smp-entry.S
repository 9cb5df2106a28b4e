/* SPDX-License-Identifier: GPL-2.0 */
/*
 * secondary_entry: where a CPU other than the boot CPU starts, from
 * reset.  The CPS starts a VP at the reset base kernel/smp-cps.c gave
 * it (4 KiB aligned: GCR_CO_RESET_BASE keeps bits 31:12), in its kseg1
 * alias, in kernel mode with BEV and ERL set and interrupts off; all it
 * needs comes from secondary_data (smp.c): the stack and thread_info of
 * the idle task the CPU is to run.  Then start_secondary, in C, repeats
 * the boot steps that are per CPU.
 *
 * Caches: QEMU models none.  A real CPS would want its VP to join the
 * coherence domain (GCR_CL_COHERENCE) and kseg0 cacheable coherent
 * (CCA 5) on every CPU.  A board that starts its CPUs another way
 * replaces smp-cps.c, not this entry.
 */
#include <linux/linkage.h>
#include <asm/asm-offsets.h>
#include <asm/cp0.h>

	.text
	.set	noreorder
	.balign	4096
SYM_CODE_START(secondary_entry)
	/* Kernel mode, interrupts off, EXL/ERL clear, CU0 on, BEV for now. */
	li	$t0, ST0_CU0 | ST0_BEV
	mtc0	$t0, $12		/* Status */
	mtc0	$zero, $13		/* Cause */
	/* kseg0 cacheable, as the boot CPU has it (head.S) */
	mfc0	$t0, $16		/* Config */
	li	$t1, CONF_CM_CACHABLE_NONCOHERENT
	ins	$t0, $t1, 0, 3
	mtc0	$t0, $16		/* Config */
	ehb
	/* From the kseg1 alias to the link address. */
	la	$t0, 1f
	jr	$t0
	 nop
1:	la	$t0, secondary_data
	lw	$sp, SECONDARY_SP($t0)
	lw	$28, SECONDARY_TI($t0)
	j	start_secondary
	 nop
SYM_CODE_END(secondary_entry)
