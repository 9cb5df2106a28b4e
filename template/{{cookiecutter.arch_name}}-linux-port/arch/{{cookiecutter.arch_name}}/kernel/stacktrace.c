// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * Stack traces, for Oopses, panics and lockdep.  Until they are written,
 * show_stack() says so: it is called by panic() itself (dump_stack), so it
 * must print, never panic.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/sched/debug.h>
#include <linux/stacktrace.h>

/**
 * arch_stack_walk() - report the return addresses on a task's stack
 * @consume_entry: called for each address
 * @cookie: its argument
 * @task: the task
 * @regs: a frame to start from, or NULL
 *
{%- if cookiecutter.isa == 'mips32' %}
 * Checklist item trap-dispatch.  MIPS o32 code keeps no frame
 * chain: report every word between sp and the top of the kernel stack
 * that points into kernel text (__kernel_text_address).
{%- else %}
 * Checklist item trap-dispatch.  Without -fno-omit-frame-pointer
 * OpenRISC code keeps no frame chain: report every word between sp and
 * the top of the kernel stack that points into kernel text
 * (__kernel_text_address).
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/stacktrace.c, arch_stack_walk().
 */
void arch_stack_walk(stack_trace_consume_fn consume_entry, void *cookie,
		     struct task_struct *task, struct pt_regs *regs)
{
	/* PORT-TODO(trap-dispatch): no stack walk yet: no entry reported. */
}

void show_stack(struct task_struct *task, unsigned long *sp, const char *loglvl)
{
	printk("%sPORT-TODO(trap-dispatch): no stack trace yet (kernel/stacktrace.c)\n", loglvl);
}
