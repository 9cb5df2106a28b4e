/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom: no asm-generic thread_info.h; $28 points at it, as on arch/mips. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_THREAD_INFO_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_THREAD_INFO_H

#include <asm/page.h>

/* Two pages of kernel stack, with thread_info at their bottom. */
#define THREAD_SIZE_ORDER	1
#define THREAD_SIZE		(PAGE_SIZE << THREAD_SIZE_ORDER)

#ifndef __ASSEMBLY__

#include <asm/processor.h>

struct thread_info {
	struct task_struct	*task;
	unsigned long		flags;		/* TIF_* */
	unsigned long		syscall_work;	/* SYSCALL_WORK_*, for GENERIC_ENTRY */
	int			preempt_count;
	__u32			cpu;
	unsigned long		tp_value;	/* TLS pointer: set_thread_area, read by "rdhwr $29" */
};

#define INIT_THREAD_INFO(tsk)			\
{						\
	.task		= &(tsk),		\
	.preempt_count	= INIT_PREEMPT_COUNT,	\
}

/* Set by kernel_entry, switched by __switch_to, never touched by C code. */
register struct thread_info *__current_thread_info __asm__("$28");

static inline struct thread_info *current_thread_info(void)
{
	return __current_thread_info;
}

#endif /* !__ASSEMBLY__ */

#define TIF_SIGPENDING		0
#define TIF_NEED_RESCHED	1
#define TIF_NOTIFY_RESUME	2
#define TIF_NOTIFY_SIGNAL	3
#define TIF_RESTORE_SIGMASK	4
#define TIF_POLLING_NRFLAG	5
#define TIF_MEMDIE		6

#define _TIF_SIGPENDING		(1 << TIF_SIGPENDING)
#define _TIF_NEED_RESCHED	(1 << TIF_NEED_RESCHED)
#define _TIF_NOTIFY_RESUME	(1 << TIF_NOTIFY_RESUME)
#define _TIF_NOTIFY_SIGNAL	(1 << TIF_NOTIFY_SIGNAL)
#define _TIF_RESTORE_SIGMASK	(1 << TIF_RESTORE_SIGMASK)
#define _TIF_POLLING_NRFLAG	(1 << TIF_POLLING_NRFLAG)

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_THREAD_INFO_H */
