/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: asm-generic/tlbflush.h is for no-MMU; this TLB is software-managed. */
#ifndef _ASM_TSAR_TLBFLUSH_H
#define _ASM_TSAR_TLBFLUSH_H

#ifndef CONFIG_MMU
/* Nothing to flush: the one TLB entry is head.S's wired one. */
#include <asm-generic/tlbflush.h>
#else
#include <linux/mm_types.h>

/* This CPU's TLB (mm/tlb.c) */
void local_flush_tlb_all(void);
void local_flush_tlb_mm(struct mm_struct *mm);
void local_flush_tlb_page(struct vm_area_struct *vma, unsigned long addr);
void local_flush_tlb_range(struct vm_area_struct *vma, unsigned long start,
			   unsigned long end);
/* Drops the running ASID's entry for a kseg2 address (mm/fault.c) */
void local_flush_tlb_kernel_page(unsigned long addr);
void tlb_init(void);

#ifdef CONFIG_SMP
/* Every CPU's TLB that may hold the entries (mm/tlb-shootdown.c) */
void flush_tlb_all(void);
void flush_tlb_mm(struct mm_struct *mm);
void flush_tlb_page(struct vm_area_struct *vma, unsigned long addr);
void flush_tlb_range(struct vm_area_struct *vma, unsigned long start,
		     unsigned long end);
#else
#define flush_tlb_all		local_flush_tlb_all
#define flush_tlb_mm		local_flush_tlb_mm
#define flush_tlb_page		local_flush_tlb_page
#define flush_tlb_range		local_flush_tlb_range
#endif
/* kseg2 entries carry whatever ASID was current when they were refilled. */
static inline void flush_tlb_kernel_range(unsigned long start, unsigned long end)
{
	flush_tlb_all();
}
#endif

#endif /* _ASM_TSAR_TLBFLUSH_H */
