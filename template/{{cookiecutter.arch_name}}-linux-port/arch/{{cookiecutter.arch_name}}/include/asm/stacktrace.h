/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom: no asm-generic stacktrace.h; stacks are scanned, not unwound. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_STACKTRACE_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_STACKTRACE_H

#include <linux/sched.h>

/* True when [sp, sp + size) lies within the task's kernel stack. */
static inline bool on_task_stack(struct task_struct *task, unsigned long sp,
				 unsigned long size)
{
	unsigned long low = (unsigned long)task_stack_page(task);

	return sp >= low && sp + size <= low + THREAD_SIZE;
}

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_STACKTRACE_H */
