// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The syscall path: o32 registers in, asm-generic numbers, generic entry
 * work around it.
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

/**
 * sys_fadvise64_64_o32() - fadvise64_64 with its o32 argument words
 * @fd: the file
 * @pad: the word o32 skips to align the first 64-bit pair
 * @off0: the offset's first register (a2)
 * @off1: its second (a3)
 * @len0: the length's first word, at 16(sp)
 * @len1: its second, at 20(sp)
 *
 * Checklist item abi-syscall-args.  The advice is a seventh word, at
 * 24(sp), which the syscall paths do not pass (they pass six): read it
 * from the user stack, bounded as the 5th and 6th are
 * (o32_stack_args_ok: EFAULT for an sp near kseg0, 0 for a word the
 * stack does not hold), then ksys_fadvise64_64() with the two pairs
 * joined in the CPU's word order.  syscall_table.c puts this in the
 * table.
 *
 * Reference: reference-tsar/arch/tsar/kernel/syscall.c, sys_fadvise64_64_o32().
 */
asmlinkage long sys_fadvise64_64_o32(unsigned long fd, unsigned long pad,
				     unsigned long off0, unsigned long off1,
				     unsigned long len0, unsigned long len1)
{
	panic("PORT-TODO(abi-syscall-args): sys_fadvise64_64_o32() is a stub; see reference-tsar/arch/tsar/kernel/syscall.c");
}

/**
 * sys_sync_file_range_o32() - sync_file_range with its o32 argument words
 * @fd: the file
 * @pad: the word o32 skips to align the first 64-bit pair
 * @off0: the offset's first register (a2)
 * @off1: its second (a3)
 * @nbytes0: the length's first word, at 16(sp)
 * @nbytes1: its second, at 20(sp)
 *
 * Checklist item abi-syscall-args.  As sys_fadvise64_64_o32(): the
 * flags are the seventh word, at 24(sp).
 *
 * Reference: reference-tsar/arch/tsar/kernel/syscall.c, sys_sync_file_range_o32().
 */
asmlinkage long sys_sync_file_range_o32(unsigned long fd, unsigned long pad,
					unsigned long off0, unsigned long off1,
					unsigned long nbytes0, unsigned long nbytes1)
{
	panic("PORT-TODO(abi-syscall-args): sys_sync_file_range_o32() is a stub; see reference-tsar/arch/tsar/kernel/syscall.c");
}

/**
 * syscall_get_arguments() - the six arguments of the current syscall
 * @task: the task
 * @regs: its user frame
 * @args: gets the six arguments
 *
 * Checklist item trap-syscall-entry.  For the generic entry code,
 * ptrace and seccomp: a0-a2 from the frame, a3 from orig_a3, the 5th
 * and 6th from 16(sp) and 20(sp) of the caller's stack (o32).
 *
 * Reference: reference-tsar/arch/tsar/kernel/syscall.c, syscall_get_arguments().
 */
void syscall_get_arguments(struct task_struct *task, struct pt_regs *regs,
			   unsigned long *args)
{
	panic("PORT-TODO(trap-syscall-entry): syscall_get_arguments() is a stub; see reference-tsar/arch/tsar/kernel/syscall.c");
}

/**
 * do_syscall() - run one syscall
 * @regs: the user frame
 *
 * Checklist item trap-syscall-entry.  The syscall all in C, called by
 * syscall-entry.S when entry work is pending (tracing, seccomp, audit):
 * the frame saved with EPC past the syscall instruction, the number in
 * syscall_nr and a3 in orig_a3.  In order:
 * syscall_enter_from_user_mode() (tracing, seccomp); look the number up in
 * sys_call_table (syscall_table.c) with array_index_nospec, -ENOSYS past
 * the end (-1 from user space too); call it with the six arguments (the
 * 5th and 6th from the user stack, bounded by o32_stack_args_ok); store
 * the result as v0 and the o32 error flag a3, unless seccomp or a tracer
 * skipped the call (-1 for a call that asked another number: they set
 * the result) or the call rewrote the frame (frame_rewritten:
 * rt_sigreturn, exec); syscall_exit_to_user_mode().
 *
 * Reference: reference-tsar/arch/tsar/kernel/syscall.c, do_syscall().
 */
asmlinkage void do_syscall(struct pt_regs *regs)
{
	panic("PORT-TODO(trap-syscall-entry): do_syscall() is a stub; see reference-tsar/arch/tsar/kernel/syscall.c");
}

/**
 * syscall_exit_slow() - the end of a fast-path syscall with exit work
 * @regs: the user frame
 * @ret: what the call returned
 *
 * Checklist item trap-syscall-entry.  Called by syscall-entry.S with
 * interrupts off when the call found exit work pending (signals,
 * rescheduling, syscall-exit tracing): the result into the frame (v0 and
 * a3) unless the call rewrote the frame (frame_rewritten), interrupts on
 * again, then syscall_exit_to_user_mode().
 *
 * Reference: reference-tsar/arch/tsar/kernel/syscall.c, syscall_exit_slow().
 */
asmlinkage void syscall_exit_slow(struct pt_regs *regs, long ret)
{
	panic("PORT-TODO(trap-syscall-entry): syscall_exit_slow() is a stub; see reference-tsar/arch/tsar/kernel/syscall.c");
}
