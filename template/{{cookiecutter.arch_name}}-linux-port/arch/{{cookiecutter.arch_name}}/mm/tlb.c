// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The software-managed TLB: on the 24Kc, 16 entries each mapping an
 * even/odd pair of pages, tagged with an 8-bit ASID.  The flushes of
 * asm/tlbflush.h, the ASID allocator and tlb_init.
 */
#include <linux/init.h>
#include <linux/mm.h>
#include <asm/mmu_context.h>
#include <asm/pgtable.h>
#include <asm/tlbflush.h>

/* The last ASID handed out, with its generation in the upper bits. */
u64 asid_cache = ASID_FIRST_VERSION;

/**
 * flush_tlb_all() - invalidate every TLB entry
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, flush_tlb_all().
 */
void flush_tlb_all(void)
{
	panic("PORT-TODO(hdr-tlbflush): flush_tlb_all() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * get_new_mmu_context() - give an address space a fresh ASID (a new generation flushes the TLB)
 *
 * Checklist item hdr-mmu-context.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, get_new_mmu_context().
 */
void get_new_mmu_context(struct mm_struct *mm)
{
	panic("PORT-TODO(hdr-mmu-context): get_new_mmu_context() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * flush_tlb_mm() - forget an address space's entries
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, flush_tlb_mm().
 */
void flush_tlb_mm(struct mm_struct *mm)
{
	panic("PORT-TODO(hdr-tlbflush): flush_tlb_mm() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * flush_tlb_page() - forget one user page's entry
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, flush_tlb_page().
 */
void flush_tlb_page(struct vm_area_struct *vma, unsigned long addr)
{
	panic("PORT-TODO(hdr-tlbflush): flush_tlb_page() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * flush_tlb_range() - forget a range of user pages
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, flush_tlb_range().
 */
void flush_tlb_range(struct vm_area_struct *vma, unsigned long start,
		     unsigned long end)
{
	panic("PORT-TODO(hdr-tlbflush): flush_tlb_range() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * flush_tlb_kernel_range() - forget a range of kernel (kseg2) pages
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, flush_tlb_kernel_range().
 */
void flush_tlb_kernel_range(unsigned long start, unsigned long end)
{
	panic("PORT-TODO(hdr-tlbflush): flush_tlb_kernel_range() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * update_mmu_cache_range() - drop the stale entries after a fault changed PTEs
 *
 * Checklist item hdr-tlbflush.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, update_mmu_cache_range().
 */
void update_mmu_cache_range(struct vm_fault *vmf, struct vm_area_struct *vma,
			    unsigned long address, pte_t *ptep, unsigned int nr)
{
	panic("PORT-TODO(hdr-tlbflush): update_mmu_cache_range() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}

/**
 * tlb_init() - size the TLB, set the page mask, flush it
 *
 * Checklist item setup-page-tables.  See the reference for the software-managed TLB's way.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb.c, tlb_init().
 */
void __init tlb_init(void)
{
	panic("PORT-TODO(setup-page-tables): tlb_init() is a stub; see reference-tsar/arch/tsar/mm/tlb.c");
}
