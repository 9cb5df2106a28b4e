/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom on top of generic: pgds start from invalid_pte_table, not zero. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_PGALLOC_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_PGALLOC_H

#include <linux/mm.h>
#include <asm-generic/pgalloc.h>

static inline void pmd_populate_kernel(struct mm_struct *mm, pmd_t *pmd,
				       pte_t *pte)
{
	set_pmd(pmd, __pmd((unsigned long)pte));
}

static inline void pmd_populate(struct mm_struct *mm, pmd_t *pmd,
				pgtable_t pte)
{
	set_pmd(pmd, __pmd((unsigned long)page_address(pte)));
}

pgd_t *pgd_alloc(struct mm_struct *mm);

#define __pte_free_tlb(tlb, pte, addr)	tlb_remove_ptdesc((tlb), page_ptdesc(pte))

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_PGALLOC_H */
