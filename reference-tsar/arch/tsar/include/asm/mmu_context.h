/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: switch_mm loads the ASID and the refill handler's pgd. */
#ifndef _ASM_TSAR_MMU_CONTEXT_H
#define _ASM_TSAR_MMU_CONTEXT_H

#ifndef CONFIG_MMU
/* One address space, no ASIDs (the wired entry is global) */
#include <asm-generic/nommu_context.h>
#else
#include <linux/mm_types.h>
#include <linux/percpu.h>
#include <linux/smp.h>
#include <linux/string.h>
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
 * The last ASID each CPU handed out.  64 bits, as arch/mips's asid_cache:
 * a 32-bit count would wrap after 2^24 generations, and an mm idle since
 * then would take its old ASID, now another mm's, for current.
 */
DECLARE_PER_CPU(u64, asid_cache);

/* mm's ASID and generation on cpu; 0 until it gets one there */
#define cpu_asid(cpu, mm)	((mm)->context.asid[cpu])

/* Whether mm's ASID on cpu is of that CPU's running generation. */
static inline bool asid_is_current(unsigned int cpu, struct mm_struct *mm)
{
	return !((cpu_asid(cpu, mm) ^ per_cpu(asid_cache, cpu)) & ASID_VERSION_MASK);
}

/* A new ASID for mm on this CPU (interrupts off). */
void get_new_mmu_context(unsigned int cpu, struct mm_struct *mm);

#define init_new_context init_new_context
static inline int init_new_context(struct task_struct *tsk,
				   struct mm_struct *mm)
{
	memset(mm->context.asid, 0, sizeof(mm->context.asid));
	return 0;
}

static inline void switch_mm(struct mm_struct *prev, struct mm_struct *next,
			     struct task_struct *tsk)
{
	unsigned int cpu = smp_processor_id();
	unsigned long flags;

	local_irq_save(flags);
	if (!asid_is_current(cpu, next))
		get_new_mmu_context(cpu, next);
	write_c0_entryhi(cpu_asid(cpu, next) & ASID_MASK);
	ehb();
	pgd_current[cpu] = next->pgd;
	/*
	 * CPUs that may hold next's entries: the TLB shootdown's targets
	 * (mm/tlb-shootdown.c).  Never cleared: a CPU that ran next once
	 * and holds nothing of it now only drops an ASID it no longer uses.
	 */
	if (IS_ENABLED(CONFIG_SMP) && !cpumask_test_cpu(cpu, mm_cpumask(next))) {
		cpumask_set_cpu(cpu, mm_cpumask(next));
		/* seen by a shootdown before this CPU reads next's tables */
		smp_mb__after_atomic();
	}
	local_irq_restore(flags);
}

#include <asm-generic/mm_hooks.h>
#include <asm-generic/mmu_context.h>
#endif /* CONFIG_MMU */

#endif /* _ASM_TSAR_MMU_CONTEXT_H */
