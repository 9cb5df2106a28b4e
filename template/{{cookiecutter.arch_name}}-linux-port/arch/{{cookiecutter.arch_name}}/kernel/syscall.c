// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The syscall path: {{ 'o32 registers' if cookiecutter.isa == 'mips32' else "arch/openrisc's registers" }} in, asm-generic numbers, generic entry
 * work around it.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <asm/syscall.h>
#include <asm/traps.h>
{%- if cookiecutter.isa == 'mips32' %}
#include <asm/syscalls.h>

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
{%- endif %}

/**
 * do_syscall() - run one syscall
 * @regs: the user frame
 *
 * Checklist item trap-syscall-entry.  Called by do_exception for
{%- if cookiecutter.isa == 'mips32' %}
 * the syscall exception.  In order: step EPC past the syscall instruction;
 * syscall_enter_from_user_mode() (tracing, seccomp); look the number up in
 * sys_call_table (syscall_table.c) with array_index_nospec, -ENOSYS past
 * the end (-1 from user space too); call it with the six arguments (the
 * 5th and 6th from the user stack, bounded by o32_stack_args_ok); store
 * the result as v0 and the o32 error flag a3, unless seccomp or a tracer
 * skipped the call (-1 for a call that asked another number: they set
 * the result) or the call rewrote the frame (frame_rewritten:
 * rt_sigreturn, exec); syscall_exit_to_user_mode().
{%- else %}
 * the system call exception (vector 0xc00), whose EPCR already points
 * past l.sys.  In order: syscall_enter_from_user_mode() (tracing,
 * seccomp) with the number from r11; look it up in sys_call_table
 * (syscall_table.c) with array_index_nospec, -ENOSYS past the end; call
 * it with r3-r8; store the result, or -errno, in r11;
 * syscall_exit_to_user_mode().
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/syscall.c, do_syscall().
 */
void do_syscall(struct pt_regs *regs)
{
	panic("PORT-TODO(trap-syscall-entry): do_syscall() is a stub; see reference-tsar/arch/tsar/kernel/syscall.c");
}
