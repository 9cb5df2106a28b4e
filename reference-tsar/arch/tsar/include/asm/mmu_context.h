/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: switch_mm loads the ASID and the refill handler's pgd. */
#ifndef _ASM_TSAR_MMU_CONTEXT_H
#define _ASM_TSAR_MMU_CONTEXT_H

#ifndef CONFIG_MMU
/* One address space, no ASIDs (the wired entry is global) */
#include <asm-generic/nommu_context.h>
#else
#include <linux/mm_types.h>
#include <asm/cp0.h>
#include <asm/pgtable.h>

/*
 * ASIDs are 8 bits; the bits above count generations.  When a generation
 * runs out the whole TLB is flushed and every mm gets a new ASID on its
 * next switch (as arch/mips/include/asm/mmu_context.h does).
 */
#define ASID_MASK		ENTRYHI_ASID
#define ASID_FIRST_VERSION	((u64)ASID_MASK + 1)
#define ASID_VERSION_MASK	(~(u64)ASID_MASK)

/*
 * 64 bits, as arch/mips's asid_cache: a 32-bit count would wrap after 2^24
 * generations, and an mm idle since then would take its old ASID, now
 * another mm's, for current.
 */
extern u64 asid_cache;

void get_new_mmu_context(struct mm_struct *mm);

#define init_new_context init_new_context
static inline int init_new_context(struct task_struct *tsk,
				   struct mm_struct *mm)
{
	mm->context.asid = 0;
	return 0;
}

static inline void switch_mm(struct mm_struct *prev, struct mm_struct *next,
			     struct task_struct *tsk)
{
	unsigned long flags;

	local_irq_save(flags);
	if ((next->context.asid ^ asid_cache) & ASID_VERSION_MASK)
		get_new_mmu_context(next);
	write_c0_entryhi(next->context.asid & ASID_MASK);
	ehb();
	pgd_current = next->pgd;
	local_irq_restore(flags);
}

#include <asm-generic/mm_hooks.h>
#include <asm-generic/mmu_context.h>
#endif /* CONFIG_MMU */

#endif /* _ASM_TSAR_MMU_CONTEXT_H */
