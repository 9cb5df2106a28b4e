/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom: the generic entry code asks the arch whether sp is on the task stack. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_ENTRY_COMMON_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_ENTRY_COMMON_H

#include <linux/sched.h>

static inline bool on_thread_stack(void)
{
	unsigned long sp = (unsigned long)__builtin_frame_address(0);

	return !(((unsigned long)current->stack ^ sp) & ~(THREAD_SIZE - 1));
}

#endif
