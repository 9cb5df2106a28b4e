// SPDX-License-Identifier: GPL-2.0
/*
 * Offsets of the C structures the assembly code touches, generated into
 * include/generated/asm-offsets.h.
 */
#define ASM_OFFSETS_C

#include <linux/entry-common.h>
#include <linux/kbuild.h>
#include <linux/sched.h>
#include <asm/ptrace.h>
#include <asm/thread_info.h>

#define PT_REG(n)	OFFSET(PT_R##n, pt_regs, regs[n])

static_assert(sizeof(struct pt_regs) % 8 == 0, "o32: sp stays 8-byte aligned below the frame");

int main(void)
{
	PT_REG(1); PT_REG(2); PT_REG(3); PT_REG(4); PT_REG(5); PT_REG(6);
	PT_REG(7); PT_REG(8); PT_REG(9); PT_REG(10); PT_REG(11); PT_REG(12);
	PT_REG(13); PT_REG(14); PT_REG(15); PT_REG(16); PT_REG(17); PT_REG(18);
	PT_REG(19); PT_REG(20); PT_REG(21); PT_REG(22); PT_REG(23); PT_REG(24);
	PT_REG(25); PT_REG(28); PT_REG(29); PT_REG(30); PT_REG(31);
	OFFSET(PT_LO, pt_regs, lo);
	OFFSET(PT_HI, pt_regs, hi);
	OFFSET(PT_EPC, pt_regs, cp0_epc);
	OFFSET(PT_BVADDR, pt_regs, cp0_badvaddr);
	OFFSET(PT_STATUS, pt_regs, cp0_status);
	OFFSET(PT_CAUSE, pt_regs, cp0_cause);
	OFFSET(PT_SYSCALL_NR, pt_regs, syscall_nr);
	OFFSET(PT_ORIG_A3, pt_regs, orig_a3);
	OFFSET(PT_FRAME_REWRITTEN, pt_regs, frame_rewritten);
	DEFINE(PT_SIZE, sizeof(struct pt_regs));
	BLANK();
	OFFSET(TI_FLAGS, thread_info, flags);
	OFFSET(TI_SYSCALL_WORK, thread_info, syscall_work);
	OFFSET(TI_CPU, thread_info, cpu);
	/* thread_info.flags the return to user mode must act on (in C) */
	DEFINE(_TIF_EXIT_WORK, EXIT_TO_USER_MODE_WORK);
	DEFINE(_NR_SYSCALLS, NR_syscalls);
	BLANK();
	OFFSET(THREAD_S0, task_struct, thread.s[0]);
	OFFSET(THREAD_SP, task_struct, thread.sp);
	OFFSET(THREAD_RA, task_struct, thread.ra);
	OFFSET(TASK_STACK, task_struct, stack);
#ifdef CONFIG_STACKPROTECTOR
	OFFSET(TASK_STACK_CANARY, task_struct, stack_canary);
#endif
	BLANK();
	DEFINE(_THREAD_SIZE, THREAD_SIZE);
#ifdef CONFIG_SMP
	OFFSET(SECONDARY_SP, secondary_data, sp);
	OFFSET(SECONDARY_TI, secondary_data, ti);
#endif
	return 0;
}
