/* SPDX-License-Identifier: GPL-2.0 */
/*
 * __switch_to(prev, next): the context switch.  Saves prev's callee-saved
 * registers, stack and return address in its thread_struct, loads next's,
 * points $28 at next's thread_info and this CPU's kernelsp at the top of
 * its stack (where the next exception from user mode will save its frame)
 * and, on one CPU, makes next's stack canary the one protected frames check.
 * Returns prev, which ret_from_fork hands to schedule_tail.
 */
#include <linux/linkage.h>
#include <asm/asm-offsets.h>

	.text
	.set	noreorder
SYM_FUNC_START(__switch_to)
	sw	$s0, THREAD_S0 + 0($a0)
	sw	$s1, THREAD_S0 + 4($a0)
	sw	$s2, THREAD_S0 + 8($a0)
	sw	$s3, THREAD_S0 + 12($a0)
	sw	$s4, THREAD_S0 + 16($a0)
	sw	$s5, THREAD_S0 + 20($a0)
	sw	$s6, THREAD_S0 + 24($a0)
	sw	$s7, THREAD_S0 + 28($a0)
	sw	$s8, THREAD_S0 + 32($a0)
	sw	$sp, THREAD_SP($a0)
	sw	$ra, THREAD_RA($a0)

	lw	$s0, THREAD_S0 + 0($a1)
	lw	$s1, THREAD_S0 + 4($a1)
	lw	$s2, THREAD_S0 + 8($a1)
	lw	$s3, THREAD_S0 + 12($a1)
	lw	$s4, THREAD_S0 + 16($a1)
	lw	$s5, THREAD_S0 + 20($a1)
	lw	$s6, THREAD_S0 + 24($a1)
	lw	$s7, THREAD_S0 + 28($a1)
	lw	$s8, THREAD_S0 + 32($a1)
	lw	$sp, THREAD_SP($a1)
	lw	$ra, THREAD_RA($a1)

#if defined(CONFIG_STACKPROTECTOR) && !defined(CONFIG_SMP)
	/* one CPU: the canary is next's own (asm/stackprotector.h) */
	lw	$t0, TASK_STACK_CANARY($a1)
	lui	$t1, %hi(__stack_chk_guard)
	sw	$t0, %lo(__stack_chk_guard)($t1)
#endif
	lw	$28, TASK_STACK($a1)
	addiu	$t0, $28, _THREAD_SIZE
	lui	$t1, %hi(kernelsp)
#ifdef CONFIG_SMP
	/* this CPU's word: next runs here, its thread_info says so */
	lw	$t2, TI_CPU($28)
	sll	$t2, $t2, 2
	addu	$t1, $t1, $t2
#endif
	sw	$t0, %lo(kernelsp)($t1)
	jr	$ra
	 move	$v0, $a0
SYM_FUNC_END(__switch_to)

/*
 * A new task's first return from __switch_to: copy_thread left the
 * kernel thread's function in s0 and its argument in s1 (s0 = 0 for a
 * user task), and its stack pointer on its pt_regs.
 */
SYM_CODE_START(ret_from_fork)
	move	$a0, $v0
	move	$a1, $s0
	move	$a2, $s1
	jal	ret_from_fork_c
	 move	$a3, $sp
	j	ret_from_exception
	 nop
SYM_CODE_END(ret_from_fork)
