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

/**
 * syscall_get_arguments() - the six arguments of the current syscall
 * @task: the task
 * @regs: its user frame
 * @args: gets the six arguments
 *
 * Checklist item trap-syscall-entry.  For the generic entry code,
 * ptrace and seccomp: a0-a3 from the frame, the 5th and 6th from 16(sp)
 * and 20(sp) of the caller's stack (o32).
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
 * the end (-1 from user space too); call it with the six arguments; store
 * the result as v0 and the o32 error flag a3, unless seccomp or a tracer
 * skipped the call (they set it) or the call rewrote the frame
 * (frame_rewritten: rt_sigreturn, exec); syscall_exit_to_user_mode().
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
