// SPDX-License-Identifier: GPL-2.0
/*
 * The syscall path: o32 registers in, asm-generic numbers, generic entry
 * work around it.  Learned from arch/loongarch/kernel/syscall.c; the o32
 * details follow arch/mips/kernel/scall32-o32.S.
 */
#include <linux/entry-common.h>
#include <linux/errno.h>
#include <linux/mm.h>
#include <linux/nospec.h>
#include <linux/syscalls.h>
#include <linux/uaccess.h>
#include <asm/syscall.h>
#include <asm/traps.h>
#include <asm/unistd.h>

typedef long (*syscall_fn_t)(unsigned long, unsigned long, unsigned long,
			     unsigned long, unsigned long, unsigned long);

/*
 * The 5th and 6th o32 arguments: 16(sp) and 20(sp) of the caller's stack.
 * An sp in kernel space fails the call; a word the user stack does not
 * hold is 0, as on arch/mips and in the fast path.
 */
static int get_stack_args(struct pt_regs *regs, unsigned long *a5, unsigned long *a6)
{
	u32 __user *usp = (u32 __user *)regs->regs[29];

	if (!access_ok(usp, 24))
		return -EFAULT;
	if (get_user(*a5, usp + 4))
		*a5 = 0;
	if (get_user(*a6, usp + 5))
		*a6 = 0;
	return 0;
}

void syscall_get_arguments(struct task_struct *task, struct pt_regs *regs,
			   unsigned long *args)
{
	u32 stack[2] = { 0, 0 };

	args[0] = regs->regs[4];
	args[1] = regs->regs[5];
	args[2] = regs->regs[6];
	args[3] = regs->orig_a3;
	if (task == current) {
		get_user(stack[0], (u32 __user *)regs->regs[29] + 4);
		get_user(stack[1], (u32 __user *)regs->regs[29] + 5);
	} else {
		access_process_vm(task, regs->regs[29] + 16, stack, sizeof(stack),
				  FOLL_FORCE);
	}
	args[4] = stack[0];
	args[5] = stack[1];
}

/*
 * The syscall all in C, under the generic entry code: when entry work is
 * pending (tracing, seccomp, audit), or always in kernels whose
 * enter/exit_from_user_mode hooks do real work (syscall-entry.S).  The
 * assembly has saved the frame with EPC past the syscall instruction,
 * the number in syscall_nr and a3 in orig_a3.
 */
asmlinkage void do_syscall(struct pt_regs *regs)
{
	unsigned long nr, a5 = 0, a6 = 0;
	long ret = -ENOSYS;

	nr = syscall_enter_from_user_mode(regs, regs->syscall_nr);

	if (nr < NR_syscalls) {
		if (get_stack_args(regs, &a5, &a6)) {
			ret = -EFAULT;
		} else {
			syscall_fn_t fn = sys_call_table[array_index_nospec(nr, NR_syscalls)];

			ret = fn(regs->regs[4], regs->regs[5], regs->regs[6],
				 regs->orig_a3, a5, a6);
		}
	}
	/*
	 * Any other number, -1 from user space too, is ENOSYS; but a call
	 * seccomp or the tracer skipped (-1 for a real number) has its result
	 * set by them, and rt_sigreturn and execve have rewritten the frame,
	 * v0 and a3 included.
	 */
	if (!(nr == -1UL && regs->syscall_nr != -1) && !regs->frame_rewritten)
		syscall_set_return_value(current, regs, 0, ret);

	syscall_exit_to_user_mode(regs);
}

/*
 * The fast path's call returned ret and found exit work pending, with
 * interrupts off: the result into the frame, then the generic exit work
 * (signals, rescheduling, syscall-exit tracing), interrupts on again.
 */
asmlinkage void syscall_exit_slow(struct pt_regs *regs, long ret)
{
	if (!regs->frame_rewritten)
		syscall_set_return_value(current, regs, 0, ret);
	local_irq_enable();
	syscall_exit_to_user_mode(regs);
}
