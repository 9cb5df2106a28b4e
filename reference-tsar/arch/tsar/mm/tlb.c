// SPDX-License-Identifier: GPL-2.0
/*
 * The software-managed TLB: 16 entries on the 24Kc, each mapping an
 * even/odd pair of pages (4, 16 or 64 KiB: PageMask, set by tlb_init),
 * tagged with an 8-bit ASID.  Flushes invalidate entries by giving them
 * a kseg0 address, which the CPU never translates.  Everything here acts
 * on this CPU's TLB only: each CPU has its own, and hands out its own
 * ASIDs; under SMP, mm/tlb-shootdown.c runs these on every CPU concerned.
 * Learned from arch/mips/mm/tlb-r4k.c.
 */
#include <linux/init.h>
#include <linux/mm.h>
#include <asm/cp0.h>
#include <asm/mmu_context.h>
#include <asm/pgtable.h>
#include <asm/tlbflush.h>

static unsigned int tlb_entries;
DEFINE_PER_CPU(u64, asid_cache) = ASID_FIRST_VERSION;

/* An EntryHi no access can match: kseg0, distinct per slot. */
#define UNIQUE_ENTRYHI(idx)	(KSEG0 + ((idx) << (PAGE_SHIFT + 1)))

static void tlb_invalidate_slot(unsigned int idx)
{
	write_c0_entryhi(UNIQUE_ENTRYHI(idx));
	write_c0_entrylo0(0);
	write_c0_entrylo1(0);
	write_c0_index(idx);
	tlb_write_indexed();
}

void local_flush_tlb_all(void)
{
	unsigned long flags, old;
	unsigned int i;

	local_irq_save(flags);
	old = read_c0_entryhi();
	for (i = 0; i < tlb_entries; i++)
		tlb_invalidate_slot(i);
	write_c0_entryhi(old);
	ehb();
	local_irq_restore(flags);
}

/* When a generation of 255 runs out, start a new one. */
void get_new_mmu_context(unsigned int cpu, struct mm_struct *mm)
{
	u64 asid = per_cpu(asid_cache, cpu) + 1;

	if (!(asid & ASID_MASK)) {
		local_flush_tlb_all();
		asid++;			/* ASID 0 is for nobody */
	}
	per_cpu(asid_cache, cpu) = asid;
	cpu_asid(cpu, mm) = asid;
}

void local_flush_tlb_mm(struct mm_struct *mm)
{
	unsigned int cpu;
	unsigned long flags;

	/* Forget the ASID: the mm gets a fresh one, its old entries die with it. */
	local_irq_save(flags);
	cpu = smp_processor_id();	/* with interrupts off: no migration */
	if (mm == current->active_mm) {
		get_new_mmu_context(cpu, mm);
		write_c0_entryhi(cpu_asid(cpu, mm) & ASID_MASK);
		ehb();
	} else {
		cpu_asid(cpu, mm) = 0;
	}
	local_irq_restore(flags);
}

/* Invalidate the entry mapping addr under asid, if the TLB has one. */
static void flush_tlb_one(unsigned long addr, unsigned long asid)
{
	unsigned long old = read_c0_entryhi();
	long idx;

	write_c0_entryhi((addr & (PAGE_MASK << 1)) | (asid & ASID_MASK));
	tlb_probe();
	idx = read_c0_index();
	if (idx >= 0)
		tlb_invalidate_slot(idx);
	write_c0_entryhi(old);
	ehb();
}

void local_flush_tlb_page(struct vm_area_struct *vma, unsigned long addr)
{
	struct mm_struct *mm = vma->vm_mm;
	unsigned int cpu;
	unsigned long flags;

	local_irq_save(flags);
	cpu = smp_processor_id();
	/* An mm with an old-generation ASID has no entries left. */
	if (asid_is_current(cpu, mm))
		flush_tlb_one(addr, cpu_asid(cpu, mm));
	local_irq_restore(flags);
}

void local_flush_tlb_range(struct vm_area_struct *vma, unsigned long start,
			   unsigned long end)
{
	struct mm_struct *mm = vma->vm_mm;
	unsigned int cpu;
	unsigned long flags;

	/* More pairs than the TLB has entries: cheaper to change ASID. */
	if ((end - start) >> (PAGE_SHIFT + 1) > tlb_entries) {
		local_flush_tlb_mm(mm);
		return;
	}
	local_irq_save(flags);
	cpu = smp_processor_id();
	if (asid_is_current(cpu, mm))
		for (start &= PAGE_MASK << 1; start < end; start += PAGE_SIZE << 1)
			flush_tlb_one(start, cpu_asid(cpu, mm));
	local_irq_restore(flags);
}

void local_flush_tlb_kernel_page(unsigned long addr)
{
	unsigned long flags;

	local_irq_save(flags);
	flush_tlb_one(addr, read_c0_entryhi());
	local_irq_restore(flags);
}

/*
 * A PTE was just set: in the running mm, write its even/odd pair into the
 * TLB at once (over the stale entry if there is one, else in a random
 * slot), so the access that faulted does not miss again on the way back:
 * make bench's page fault, one refill fewer each (arch/mips's
 * __update_tlb does the same).  Another mm's entries are only flushed.
 */
void update_mmu_cache_range(struct vm_fault *vmf, struct vm_area_struct *vma,
			    unsigned long address, pte_t *ptep, unsigned int nr)
{
	struct mm_struct *mm = vma->vm_mm;
	unsigned int cpu;
	unsigned long flags, old;
	pte_t *pair;
	long idx;

	if (mm != current->active_mm) {
		for (; nr; nr--, address += PAGE_SIZE)
			local_flush_tlb_page(vma, address);
		return;
	}
	local_irq_save(flags);
	cpu = smp_processor_id();
	if (asid_is_current(cpu, mm)) {
		old = read_c0_entryhi();
		for (; nr; nr--, address += PAGE_SIZE, ptep++) {
			pair = (pte_t *)((unsigned long)ptep & ~(2 * sizeof(pte_t) - 1));
			write_c0_entryhi((address & (PAGE_MASK << 1)) |
					 (cpu_asid(cpu, mm) & ASID_MASK));
			ehb();
			tlb_probe();
			idx = read_c0_index();
			write_c0_entrylo0(pte_val(pair[0]) >> PTE_TO_ENTRYLO_SHIFT);
			write_c0_entrylo1(pte_val(pair[1]) >> PTE_TO_ENTRYLO_SHIFT);
			if (idx >= 0)
				tlb_write_indexed();
			else
				tlb_write_random();
		}
		write_c0_entryhi(old);
		ehb();
	}
	local_irq_restore(flags);
}

/* Every CPU's, as it starts (paging_init, start_secondary) */
void tlb_init(void)
{
	tlb_entries = ((read_c0_config1() & CONFIG1_MMUSIZE) >> CONFIG1_MMUSIZE_SHIFT) + 1;
	write_c0_pagemask(PM_DEFAULT);
	write_c0_wired(0);
	write_c0_entryhi(0);
	local_flush_tlb_all();
	if (!smp_processor_id())
		pr_info("TLB: %u entries, 8-bit ASIDs, %lu KiB pages\n",
			tlb_entries, PAGE_SIZE >> 10);
}
