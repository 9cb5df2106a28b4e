/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: no asm-generic thread_info.h; $28 points at it, as on arch/mips. */
#ifndef _ASM_TSAR_THREAD_INFO_H
#define _ASM_TSAR_THREAD_INFO_H

#include <asm/page.h>

/*
 * 8 KiB of kernel stack per task, with thread_info at its bottom, at every
 * page size: the kernel's call chains do not deepen with the page.  At
 * 4 KiB that is two pages; at 16 and 64 KiB it is less than a page, and
 * kernel/fork.c then carves stacks from a slab cache aligned to their size
 * (which the $28-from-$sp masking of vectors.S and syscall-entry.S needs).
 * arch/mips gives each task a whole 16 or 64 KiB page instead, and
 * PAGE_SIZE << 1 would give 128 KiB at 64 KiB.  make bench measures a
 * process's kernel stack and page tables: 16, 40 and 136 KiB at 4, 16 and
 * 64 KiB pages, where arch/mips takes 16, 48 and 192.  The size must also
 * stay a 16-bit immediate for those ori/xori pairs.
 */
#define THREAD_SHIFT		13
#define THREAD_SIZE		(_AC(1, UL) << THREAD_SHIFT)
#if PAGE_SHIFT < THREAD_SHIFT
#define THREAD_SIZE_ORDER	(THREAD_SHIFT - PAGE_SHIFT)
#else
#define THREAD_SIZE_ORDER	0
#endif

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

#endif /* _ASM_TSAR_THREAD_INFO_H */
