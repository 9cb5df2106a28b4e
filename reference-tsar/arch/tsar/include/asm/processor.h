/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: no asm-generic processor.h; the address-space split and thread state are ours. */
#ifndef _ASM_TSAR_PROCESSOR_H
#define _ASM_TSAR_PROCESSOR_H

#include <asm/page.h>
#include <vdso/processor.h>	/* cpu_relax() */

/*
 * kuseg: the low 2 GiB, less a 32 KiB gap below kseg0 (arch/mips's
 * TASK_SIZE32), a whole page with 64 KiB pages: the stack's top must be
 * page aligned, or exec rounds it up into kseg0 and the new program finds
 * no argv.
 */
#define TASK_SIZE		(0x7fff8000UL & PAGE_MASK)
#define TASK_SIZE_MAX		TASK_SIZE
#define STACK_TOP		TASK_SIZE
#define STACK_TOP_MAX		TASK_SIZE
#define TASK_UNMAPPED_BASE	PAGE_ALIGN(TASK_SIZE / 3)

#ifndef __ASSEMBLY__

struct task_struct;

/* What __switch_to saves: the o32 callee-saved registers. */
struct thread_struct {
	unsigned long s[9];	/* s0-s7, then s8/fp */
	unsigned long sp;
	unsigned long ra;
};

#define INIT_THREAD { }

#define task_pt_regs(tsk) \
	((struct pt_regs *)(task_stack_page(tsk) + THREAD_SIZE) - 1)
#define KSTK_EIP(tsk)	(task_pt_regs(tsk)->cp0_epc)
#define KSTK_ESP(tsk)	(task_pt_regs(tsk)->regs[29])

struct pt_regs;
void start_thread(struct pt_regs *regs, unsigned long pc, unsigned long sp);
unsigned long __get_wchan(struct task_struct *p);


#endif /* !__ASSEMBLY__ */
#endif /* _ASM_TSAR_PROCESSOR_H */
