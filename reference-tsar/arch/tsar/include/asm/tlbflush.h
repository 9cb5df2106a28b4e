/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: asm-generic/tlbflush.h is for no-MMU; this TLB is software-managed. */
#ifndef _ASM_TSAR_TLBFLUSH_H
#define _ASM_TSAR_TLBFLUSH_H

#ifndef CONFIG_MMU
/* Nothing to flush: the one TLB entry is head.S's wired one. */
#include <asm-generic/tlbflush.h>
#else
#include <linux/mm_types.h>

void flush_tlb_all(void);
void flush_tlb_mm(struct mm_struct *mm);
void flush_tlb_page(struct vm_area_struct *vma, unsigned long addr);
void flush_tlb_range(struct vm_area_struct *vma, unsigned long start,
		     unsigned long end);
void flush_tlb_kernel_range(unsigned long start, unsigned long end);
/* Drops the running ASID's entry for a kseg2 address (mm/fault.c) */
void flush_tlb_kernel_page(unsigned long addr);
void tlb_init(void);
#endif

#endif /* _ASM_TSAR_TLBFLUSH_H */
