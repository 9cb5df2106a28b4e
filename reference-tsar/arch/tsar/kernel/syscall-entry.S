/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The syscall path from user mode, entered from the general vector
 * (vectors.S) when Cause.ExcCode is Sys, with k0 = Status.
 *
 * The fast path does what the o32 ABI needs and nothing else.  It saves
 * in its pt_regs what C will clobber and the ABI preserves (a0-a2, gp,
 * sp, ra), what a restart needs (a3 as orig_a3, the number) and EPC,
 * Status, Cause;
 * calls the table's function with the 5th and 6th arguments copied from
 * the user stack; returns with v0/a3 set.  s0-s8 stay in their registers
 * (C preserves them): they are stored into the frame only on the paths
 * that read the frame whole (the C paths below: signals, ptrace) and for
 * clone/clone3, which copy it to the child.  The registers the ABI lets
 * a syscall clobber (at, v1, t0-t9, hi, lo) are never saved: the fast
 * way out zeroes them, and the C paths, which return through
 * ret_from_exception and its whole-frame restore, zero their slots in
 * the frame first.  So every way out gives user space zeroes there,
 * never a kernel value or a stale word of an older frame.  Compare
 * arch/mips/kernel/scall32-o32.S (a partial frame too,
 * save_static_function for fork) and arch/loongarch/kernel/entry.S.
 *
 * The generic entry code's work goes to C (syscall.c): tracing, seccomp,
 * audit (thread_info.syscall_work) before or after the call, and signals,
 * rescheduling, notify-resume (thread_info.flags) before the return.  So
 * do syscalls that rewrite the whole frame (rt_sigreturn, execve: they
 * set pt_regs.frame_rewritten, which the entry zeroes), which return
 * through ret_from_exception.  Not syscall_nr == -1: user space can ask
 * for syscall -1, and must get ENOSYS, not a frame it never stored.
 * Kernels with lockdep, context tracking or entry debugging take the C
 * path every time: their enter/exit_from_user_mode hooks do real work.
 *
 * make bench, null syscall (getppid), in guest instructions: 258 with
 * everything in C behind the general exception frame, 152 with this path
 * storing s0-s8 too, 143 as it is (arch/mips: 173); docs/11-hot-paths.md.
 */
#include <linux/errno.h>
#include <linux/linkage.h>
#include <asm/asm-extable.h>
#include <asm/asm-offsets.h>
#include <asm/cp0.h>
#include <asm/cpu-slot.h>

#if defined(CONFIG_TRACE_IRQFLAGS) || defined(CONFIG_CONTEXT_TRACKING_USER) || \
	defined(CONFIG_DEBUG_ENTRY) || defined(CONFIG_DEBUG_RSEQ) || \
	defined(CONFIG_LOCKDEP) || defined(CONFIG_DEBUG_KMAP_LOCAL)
#define SYSCALL_ALWAYS_IN_C	1
#endif

/* Stack args are read at 16(sp) and 20(sp): a callee's o32 frame. */
#define ARGS_FRAME	24

/*
 * The clobbered registers' slots of the frame at \base zeroed, for the C
 * paths: ret_from_exception loads every slot, and these were not stored.
 */
.macro	CLEAR_T base
	sw	$zero, PT_R1 + \base($sp)
	sw	$zero, PT_R3 + \base($sp)
	sw	$zero, PT_R8 + \base($sp)
	sw	$zero, PT_R9 + \base($sp)
	sw	$zero, PT_R10 + \base($sp)
	sw	$zero, PT_R11 + \base($sp)
	sw	$zero, PT_R12 + \base($sp)
	sw	$zero, PT_R13 + \base($sp)
	sw	$zero, PT_R14 + \base($sp)
	sw	$zero, PT_R15 + \base($sp)
	sw	$zero, PT_R24 + \base($sp)
	sw	$zero, PT_R25 + \base($sp)
	sw	$zero, PT_LO + \base($sp)
	sw	$zero, PT_HI + \base($sp)
.endm

/* s0-s8 into the frame at \base (the pt_regs the C side will read whole) */
.macro	SAVE_S base
	sw	$16, PT_R16 + \base($sp)
	sw	$17, PT_R17 + \base($sp)
	sw	$18, PT_R18 + \base($sp)
	sw	$19, PT_R19 + \base($sp)
	sw	$20, PT_R20 + \base($sp)
	sw	$21, PT_R21 + \base($sp)
	sw	$22, PT_R22 + \base($sp)
	sw	$23, PT_R23 + \base($sp)
	sw	$30, PT_R30 + \base($sp)
.endm

	.section .text.vectors.syscall, "ax"
	.set	noreorder
	.set	noat
SYM_CODE_START(handle_syscall)
	andi	$k1, $k0, ST0_KSU_USER
	beqz	$k1, general_exception	/* a syscall in the kernel: Oops */
	 LOAD_CPU_SLOT $k1, $k0, kernelsp	/* its first instruction in the slot */
#ifdef CONFIG_SMP
	mfc0	$k0, $12			/* Status again: the slot took k0 */
#endif
	addiu	$k1, $k1, -PT_SIZE
	sw	$sp, PT_R29($k1)
	move	$sp, $k1
	mfc0	$k1, $14			/* EPC */
	sw	$k0, PT_STATUS($sp)
	addiu	$k1, $k1, 4			/* return past the syscall */
	sw	$k1, PT_EPC($sp)
	mfc0	$k1, $13			/* Cause */
	sw	$4, PT_R4($sp)
	sw	$5, PT_R5($sp)
	sw	$6, PT_R6($sp)
	sw	$7, PT_ORIG_A3($sp)
	sw	$2, PT_SYSCALL_NR($sp)
	sw	$zero, PT_FRAME_REWRITTEN($sp)
	sw	$k1, PT_CAUSE($sp)
	sw	$28, PT_R28($sp)
	sw	$31, PT_R31($sp)
	/* $28: the thread_info at the bottom of this kernel stack */
	ori	$28, $sp, _THREAD_SIZE - 1
	xori	$28, $28, _THREAD_SIZE - 1
	/*
	 * Kernel mode, EXL clear, interrupts still off: the generic entry
	 * code must start with them off (enter_from_user_mode), and enables
	 * them itself; the fast path, which has nothing to enter, at once.
	 */
	ori	$k0, $k0, ST0_KSU | ST0_ERL | ST0_EXL | ST0_IE
	xori	$k0, $k0, ST0_KSU | ST0_ERL | ST0_EXL | ST0_IE
	mtc0	$k0, $12			/* Status */
	.set	at
#ifdef SYSCALL_ALWAYS_IN_C
	b	syscall_in_c
	 nop
#else
	lw	$t0, TI_SYSCALL_WORK($28)
	bnez	$t0, syscall_in_c		/* entry work: all in C */
	 sltiu	$t1, $2, _NR_SYSCALLS
	ei
	sll	$t2, $2, 2
	beqz	$t1, 3f				/* no such syscall */
	 li	$v0, -ENOSYS
	lw	$t9, sys_call_table($t2)
	/*
	 * The 5th and 6th arguments, whatever the call: EFAULT unless sp and
	 * sp + 32 are below kseg0 (o32_stack_args_ok, asm/syscall.h), 0 for
	 * a word the user stack does not hold (fixups out of line, below),
	 * as arch/mips's scall32-o32.S.  The two calls that take a 7th word
	 * read it themselves (syscall.c).
	 */
	lw	$t2, PT_R29($sp)
	addiu	$sp, $sp, -ARGS_FRAME
	addiu	$t3, $t2, 32
	or	$t3, $t3, $t2
	bltz	$t3, 2f				/* not a user address */
	 li	$v0, -EFAULT
.Lload_a5:
	lw	$t3, 16($t2)
	_ASM_EXTABLE(.Lload_a5, .Lno_a5)
.Lload_a6:
	lw	$t4, 20($t2)
	_ASM_EXTABLE(.Lload_a6, .Lno_a6)
.Lstack_args:
	sw	$t3, 16($sp)
	jalr	$t9
	 sw	$t4, 20($sp)
SYM_INNER_LABEL(syscall_fast_return, SYM_L_LOCAL)
2:	addiu	$sp, $sp, ARGS_FRAME

	/* o32: v0 the value, or the errno with a3 = 1 */
3:	di
	ehb
	lw	$t0, TI_FLAGS($28)
	lw	$t1, TI_SYSCALL_WORK($28)
	andi	$t0, $t0, _TIF_EXIT_WORK
	or	$t0, $t0, $t1
	bnez	$t0, 4f				/* exit work: in C */
	 lw	$t2, PT_FRAME_REWRITTEN($sp)
	bnez	$t2, ret_from_exception		/* rt_sigreturn, execve */
	 sltiu	$a3, $v0, -4095
	xori	$a3, $a3, 1
	negu	$t0, $v0
	movn	$v0, $t0, $a3
	/* Status as saved (EXL set: still kernel mode), interrupt mask as now */
	lw	$t0, PT_STATUS($sp)
	mfc0	$t1, $12
	srl	$t1, $t1, ST0_IM_SHIFT
	ins	$t0, $t1, ST0_IM_SHIFT, 8
	mtc0	$t0, $12
	lw	$t1, PT_EPC($sp)
	mtc0	$t1, $14			/* EPC */
	lw	$4, PT_R4($sp)
	lw	$5, PT_R5($sp)
	lw	$6, PT_R6($sp)
	lw	$28, PT_R28($sp)
	lw	$31, PT_R31($sp)
	.set	noat
	move	$1, $zero
	move	$3, $zero
	move	$8, $zero
	move	$9, $zero
	move	$10, $zero
	move	$11, $zero
	move	$12, $zero
	move	$13, $zero
	move	$14, $zero
	move	$15, $zero
	move	$24, $zero
	move	$25, $zero
	mtlo	$zero
	mthi	$zero
	lw	$sp, PT_R29($sp)
	ehb
	eret

.Lno_a5:
	b	.Lload_a6
	 move	$t3, $zero
.Lno_a6:
	b	.Lstack_args
	 move	$t4, $zero

	.set	at
	/*
	 * Exit work in C, which reads the frame whole: s0-s8 into it and the
	 * clobbered slots zeroed, unless the syscall rewrote the frame (t2,
	 * loaded in the delay slot above): rt_sigreturn's registers are the
	 * interrupted context's.
	 */
4:	bnez	$t2, 5f
	 nop
	SAVE_S	0
	CLEAR_T	0
5:	move	$a1, $v0
	jal	syscall_exit_slow
	 move	$a0, $sp
	j	ret_from_exception
	 nop
#endif

syscall_in_c:
	/*
	 * v0 and a3 once more, as regs[2] and regs[7]: the C path and ptrace
	 * read the frame whole, and a skipped call returns them as they are.
	 * The fast path stores a3 as orig_a3 only: on its way out, regs[7]
	 * is the error flag the C exit or a rewritten frame sets.
	 */
	sw	$2, PT_R2($sp)
	sw	$7, PT_R7($sp)
	SAVE_S	0
	CLEAR_T	0
	jal	do_syscall
	 move	$a0, $sp
	j	ret_from_exception
	 nop
SYM_CODE_END(handle_syscall)

/*
 * clone and clone3 (syscall_table.c) copy the frame to the child, s0-s8
 * included: called from the fast path, these store them first; called
 * from C (do_syscall), the frame is whole already and s0-s8 are C's.
 */
.macro	SAVE_S_IF_FAST
#ifndef SYSCALL_ALWAYS_IN_C
	la	$t0, syscall_fast_return
	bne	$ra, $t0, 1f
	 nop
	SAVE_S	ARGS_FRAME
1:
#endif
.endm

SYM_FUNC_START(sys_clone_saving_s)
	SAVE_S_IF_FAST
	j	sys_clone
	 nop
SYM_FUNC_END(sys_clone_saving_s)

SYM_FUNC_START(sys_clone3_saving_s)
	SAVE_S_IF_FAST
	j	sys_clone3
	 nop
SYM_FUNC_END(sys_clone3_saving_s)
