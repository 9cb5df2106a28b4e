/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: no asm-generic ptrace.h; this is the exception frame of entry.S. */
#ifndef _ASM_TSAR_PTRACE_H
#define _ASM_TSAR_PTRACE_H

#include <uapi/asm/ptrace.h>
#include <asm/cp0.h>

#ifndef __ASSEMBLY__

/*
 * The frame the exception entry saves at the top of the kernel stack.
 * It starts with the four words the o32 convention lets a callee spill
 * its a0-a3 into, so entry.S calls C with sp pointing at the frame.
 */
struct pt_regs {
	unsigned long args[4];
	unsigned long regs[32];
	unsigned long lo;
	unsigned long hi;
	unsigned long cp0_epc;
	unsigned long cp0_badvaddr;
	unsigned long cp0_status;
	unsigned long cp0_cause;
	/* Syscall restart: the number (-1 outside syscalls) and the a3 it was called with */
	long syscall_nr;
	unsigned long orig_a3;
	/*
	 * Set by the syscalls that rewrite the whole frame (rt_sigreturn,
	 * exec), zeroed at every syscall entry: the way out must restore
	 * every register from the frame, not only what the entry stored.
	 * A flag of its own, since any syscall_nr, -1 too, can come from
	 * user space.
	 */
	unsigned long frame_rewritten;
	unsigned long pad;	/* o32: the frame keeps sp 8-byte aligned */
};

#define user_mode(regs)	(((regs)->cp0_status & ST0_KSU) == ST0_KSU_USER)
#define instruction_pointer(regs)	((regs)->cp0_epc)
#define profile_pc(regs)	instruction_pointer(regs)
#define user_stack_pointer(r)	((r)->regs[29])
#define current_user_stack_pointer()	user_stack_pointer(current_pt_regs())

static inline int regs_irqs_disabled(struct pt_regs *regs)
{
	return !(regs->cp0_status & ST0_IE);
}

static inline unsigned long regs_return_value(struct pt_regs *regs)
{
	return regs->regs[7] ? -regs->regs[2] : regs->regs[2];
}

static inline void instruction_pointer_set(struct pt_regs *regs, unsigned long val)
{
	regs->cp0_epc = val;
}

#endif /* !__ASSEMBLY__ */
#endif /* _ASM_TSAR_PTRACE_H */
