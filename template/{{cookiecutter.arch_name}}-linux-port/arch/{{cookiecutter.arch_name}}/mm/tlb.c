// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The software-managed TLB: 16 entries on the 24Kc, each mapping an
 * even/odd pair of 4 KiB pages, tagged with an 8-bit ASID.  Flushes
 * invalidate entries by giving them a kseg0 address, which the CPU never
 * translates.  Everything here acts on this CPU's TLB only: each CPU has
 * its own, and hands out its own ASIDs; under SMP, mm/tlb-shootdown.c
 * runs these on every CPU concerned.
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

/**
 * local_flush_tlb_all() - invalidate every TLB entry
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, local_flush_tlb_all().
 */
void local_flush_tlb_all(void)
{
	panic("PORT-TODO(hdr-tlbflush): local_flush_tlb_all() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * get_new_mmu_context() - give an address space a fresh ASID on this CPU (a new generation flushes its TLB)
 * @cpu: this CPU
 * @mm: the address space
 *
 * Checklist item hdr-mmu-context.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, get_new_mmu_context().
 */
void get_new_mmu_context(unsigned int cpu, struct mm_struct *mm)
{
	panic("PORT-TODO(hdr-mmu-context): get_new_mmu_context() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * local_flush_tlb_mm() - forget an address space's entries
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, local_flush_tlb_mm().
 */
void local_flush_tlb_mm(struct mm_struct *mm)
{
	panic("PORT-TODO(hdr-tlbflush): local_flush_tlb_mm() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
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

/**
 * local_flush_tlb_page() - forget one user page's entry
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, local_flush_tlb_page().
 */
void local_flush_tlb_page(struct vm_area_struct *vma, unsigned long addr)
{
	panic("PORT-TODO(hdr-tlbflush): local_flush_tlb_page() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * local_flush_tlb_range() - forget a range of user pages
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, local_flush_tlb_range().
 */
void local_flush_tlb_range(struct vm_area_struct *vma, unsigned long start,
			   unsigned long end)
{
	panic("PORT-TODO(hdr-tlbflush): local_flush_tlb_range() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * local_flush_tlb_kernel_page() - drop the TLB entry of one kernel page
 * @addr: the kseg2 address
 *
 * Checklist item hdr-tlbflush.  With interrupts off, flush_tlb_one()
 * under the ASID in EntryHi (a kseg2 entry carries whatever ASID was
 * current when it was refilled).  vmalloc_fault() uses it, on this CPU
 * only: the other CPUs refill from their own pgd.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, local_flush_tlb_kernel_page().
 */
void local_flush_tlb_kernel_page(unsigned long addr)
{
	panic("PORT-TODO(hdr-tlbflush): local_flush_tlb_kernel_page() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * update_mmu_cache_range() - after a fault set PTEs, the TLB follows
 * @vmf: the fault
 * @vma: the area
 * @address: the first page's address
 * @ptep: its PTE
 * @nr: how many pages
 *
 * Checklist item hdr-tlbflush.  In another mm than the running one, only
 * flush the pages' entries.  In the running mm (with a current-generation
 * ASID), write each page's even/odd pair of PTEs into the TLB at once,
 * over the stale entry if tlb_probe() finds one (a TLB-modified exception
 * leaves one with D clear), else in a random slot: the access that
 * faulted does not miss again on its way back (arch/mips's __update_tlb).
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, update_mmu_cache_range().
 */
void update_mmu_cache_range(struct vm_fault *vmf, struct vm_area_struct *vma,
			    unsigned long address, pte_t *ptep, unsigned int nr)
{
	panic("PORT-TODO(hdr-tlbflush): update_mmu_cache_range() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * tlb_init() - size this CPU's TLB, set the page mask, flush it
 *
 * Checklist item setup-page-tables.  Every CPU runs it as it starts
 * (paging_init, start_secondary), so not __init.  See the reference for
 * the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, tlb_init().
 */
void tlb_init(void)
{
	panic("PORT-TODO(setup-page-tables): tlb_init() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}
