/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The general exception vector (EBase + 0x180) and the way back.
 *
 * Every exception but a TLB refill lands here.  A syscall goes its own
 * way at once (syscall-entry.S): four instructions to tell it apart.
 * Everything else saves the whole register set in a struct pt_regs at
 * the top of the kernel stack, leaves exception level, and lets C
 * dispatch on Cause.ExcCode (do_exception in traps.c), inside the
 * generic entry code.
 * Compare arch/loongarch/kernel/entry.S, and SAVE_ALL in arch/mips.
 */
#include <linux/linkage.h>
#include <asm/asm-offsets.h>
#include <asm/cp0.h>
#include <asm/cpu-slot.h>

	.section .vectors.general, "ax"
	.set	noreorder
	.set	noat
SYM_CODE_START(handle_exception)
#ifndef CONFIG_MMU
	/* From EBase's kseg0 alias (traps.c) on at the link address. */
	la	$k0, 1f
	jr	$k0
	 nop
1:
#endif
	mfc0	$k0, $13		/* Cause */
	andi	$k0, $k0, CAUSE_EXCCODE
	xori	$k0, $k0, EXC_SYS << CAUSE_EXCCODE_SHIFT
	beqz	$k0, handle_syscall
	 mfc0	$k0, $12		/* Status */
	/* Only k0/k1 are free: find the kernel stack.  Entered with k0 = Status. */
SYM_INNER_LABEL(general_exception, SYM_L_GLOBAL)
	andi	$k0, $k0, ST0_KSU_USER
	beqz	$k0, 1f				/* from kernel: same stack */
	 move	$k1, $sp
	LOAD_CPU_SLOT $k1, $k0, kernelsp	/* from user: top of ours */
1:	addiu	$k1, $k1, -PT_SIZE
	sw	$sp, PT_R29($k1)
	move	$sp, $k1
	sw	$1, PT_R1($sp)
	sw	$2, PT_R2($sp)
	sw	$3, PT_R3($sp)
	sw	$4, PT_R4($sp)
	sw	$5, PT_R5($sp)
	sw	$6, PT_R6($sp)
	sw	$7, PT_R7($sp)
	sw	$8, PT_R8($sp)
	sw	$9, PT_R9($sp)
	sw	$10, PT_R10($sp)
	sw	$11, PT_R11($sp)
	sw	$12, PT_R12($sp)
	sw	$13, PT_R13($sp)
	sw	$14, PT_R14($sp)
	sw	$15, PT_R15($sp)
	sw	$16, PT_R16($sp)
	sw	$17, PT_R17($sp)
	sw	$18, PT_R18($sp)
	sw	$19, PT_R19($sp)
	sw	$20, PT_R20($sp)
	sw	$21, PT_R21($sp)
	sw	$22, PT_R22($sp)
	sw	$23, PT_R23($sp)
	sw	$24, PT_R24($sp)
	sw	$25, PT_R25($sp)
	sw	$28, PT_R28($sp)
	sw	$30, PT_R30($sp)
	sw	$31, PT_R31($sp)
	mflo	$t0
	mfhi	$t1
	sw	$t0, PT_LO($sp)
	sw	$t1, PT_HI($sp)
	mfc0	$t0, $14		/* EPC */
	mfc0	$t1, $12		/* Status */
	mfc0	$t2, $13		/* Cause */
	mfc0	$t3, $8		/* BadVAddr */
	sw	$t0, PT_EPC($sp)
	sw	$t1, PT_STATUS($sp)
	sw	$t2, PT_CAUSE($sp)
	sw	$t3, PT_BVADDR($sp)

	/* $28: the thread_info at the bottom of this kernel stack */
	ori	$28, $sp, _THREAD_SIZE - 1
	xori	$28, $28, _THREAD_SIZE - 1

	/* Kernel mode, EXL clear, interrupts still off: C may now fault. */
	ori	$t1, $t1, ST0_KSU | ST0_ERL | ST0_EXL | ST0_IE
	xori	$t1, $t1, ST0_KSU | ST0_ERL | ST0_EXL | ST0_IE
	mtc0	$t1, $12		/* Status */
	ehb

	jal	do_exception
	 move	$a0, $sp
SYM_CODE_END(handle_exception)

/* Also where a new task first returns to user space (switch.S). */
SYM_CODE_START(ret_from_exception)
	di
	ehb
	/*
	 * Status from the frame, but the interrupt mask as it is now: the
	 * irqchip may have changed it since the frame was saved.  EXL keeps
	 * us in kernel mode with interrupts off until eret.
	 */
	lw	$t0, PT_STATUS($sp)
	mfc0	$t1, $12		/* Status */
	srl	$t1, $t1, ST0_IM_SHIFT
	ins	$t0, $t1, ST0_IM_SHIFT, 8
	ori	$t0, $t0, ST0_EXL
	mtc0	$t0, $12		/* Status */
	lw	$t1, PT_EPC($sp)
	mtc0	$t1, $14		/* EPC */
	lw	$t0, PT_LO($sp)
	lw	$t1, PT_HI($sp)
	mtlo	$t0
	mthi	$t1
	lw	$1, PT_R1($sp)
	lw	$2, PT_R2($sp)
	lw	$3, PT_R3($sp)
	lw	$4, PT_R4($sp)
	lw	$5, PT_R5($sp)
	lw	$6, PT_R6($sp)
	lw	$7, PT_R7($sp)
	lw	$8, PT_R8($sp)
	lw	$9, PT_R9($sp)
	lw	$10, PT_R10($sp)
	lw	$11, PT_R11($sp)
	lw	$12, PT_R12($sp)
	lw	$13, PT_R13($sp)
	lw	$14, PT_R14($sp)
	lw	$15, PT_R15($sp)
	lw	$16, PT_R16($sp)
	lw	$17, PT_R17($sp)
	lw	$18, PT_R18($sp)
	lw	$19, PT_R19($sp)
	lw	$20, PT_R20($sp)
	lw	$21, PT_R21($sp)
	lw	$22, PT_R22($sp)
	lw	$23, PT_R23($sp)
	lw	$24, PT_R24($sp)
	lw	$25, PT_R25($sp)
	lw	$28, PT_R28($sp)
	lw	$30, PT_R30($sp)
	lw	$31, PT_R31($sp)
	lw	$sp, PT_R29($sp)
	ehb
	eret
SYM_CODE_END(ret_from_exception)
