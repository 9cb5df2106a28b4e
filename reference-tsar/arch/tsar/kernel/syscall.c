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
#include <asm/syscalls.h>
#include <asm/traps.h>
#include <asm/unistd.h>

typedef long (*syscall_fn_t)(unsigned long, unsigned long, unsigned long,
			     unsigned long, unsigned long, unsigned long);

/*
 * Word N of the caller's o32 stack frame, 0 where it cannot be read: 4 and
 * 5 (16/20(sp)) hold the 5th and 6th arguments, 6 (24(sp)) a 7th.  The
 * caller has bounded sp as the fast path does (o32_stack_args_ok).
 */
static unsigned long o32_stack_word(unsigned long sp, int n)
{
	unsigned long word;

	if (get_user(word, (u32 __user *)sp + n))
		return 0;
	return word;
}

static int get_stack_args(struct pt_regs *regs, unsigned long *a5, unsigned long *a6)
{
	unsigned long sp = regs->regs[29];

	if (!o32_stack_args_ok(sp))
		return -EFAULT;
	*a5 = o32_stack_word(sp, 4);
	*a6 = o32_stack_word(sp, 5);
	return 0;
}

/*
 * fadvise64_64 and sync_file_range take seven o32 words: fd, a pad that
 * aligns the first 64-bit pair to a2/a3, the second pair at 16/20(sp),
 * and their last argument at 24(sp).  Both syscall paths pass six words,
 * enough for every other call, so these two read the seventh themselves
 * (syscall_table.c puts them in the table): the fast path keeps its
 * speed, and only the call that needs the word pays for it.
 */
static int get_seventh_arg(unsigned long *a7)
{
	unsigned long sp = current_pt_regs()->regs[29];

	if (!o32_stack_args_ok(sp))
		return -EFAULT;
	*a7 = o32_stack_word(sp, 6);
	return 0;
}

/* A 64-bit argument from its o32 register pair: the low word first on little endian. */
static inline loff_t o32_pair(unsigned long first, unsigned long second)
{
	if (IS_ENABLED(CONFIG_CPU_LITTLE_ENDIAN))
		return (loff_t)second << 32 | first;
	return (loff_t)first << 32 | second;
}

asmlinkage long sys_fadvise64_64_o32(unsigned long fd, unsigned long pad,
				     unsigned long off0, unsigned long off1,
				     unsigned long len0, unsigned long len1)
{
	unsigned long advice;

	if (get_seventh_arg(&advice))
		return -EFAULT;
	return ksys_fadvise64_64(fd, o32_pair(off0, off1), o32_pair(len0, len1), advice);
}

asmlinkage long sys_sync_file_range_o32(unsigned long fd, unsigned long pad,
					unsigned long off0, unsigned long off1,
					unsigned long nbytes0, unsigned long nbytes1)
{
	unsigned long flags;

	if (get_seventh_arg(&flags))
		return -EFAULT;
	return ksys_sync_file_range(fd, o32_pair(off0, off1), o32_pair(nbytes0, nbytes1),
				    flags);
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
	long asked = regs->syscall_nr;	/* before a tracer or seccomp saw it */
	unsigned long nr, a5 = 0, a6 = 0;
	long ret = -ENOSYS;

	nr = syscall_enter_from_user_mode(regs, asked);

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
	 * seccomp or the tracer skipped (-1 for a call that asked another
	 * number) keeps the v0 and a3 they left, as on arch/mips: a tracer
	 * sets the result at the exit stop.  And rt_sigreturn and execve
	 * have rewritten the frame, v0 and a3 included.
	 */
	if (!(nr == -1UL && asked != -1) && !regs->frame_rewritten)
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
