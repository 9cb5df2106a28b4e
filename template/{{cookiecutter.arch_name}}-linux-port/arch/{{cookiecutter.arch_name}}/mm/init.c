// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * paging_init and mem_init: the kernel's page tables and zones, then the
 * hand-over of free memory from memblock to the buddy allocator.
 */
#include <linux/init.h>
#include <linux/mm.h>
#include <linux/pgtable.h>
#include <asm/pgalloc.h>
{%- if cookiecutter.mmu == 'tlb' %}

pgd_t swapper_pg_dir[PTRS_PER_PGD] __page_aligned_bss;
pte_t invalid_pte_table[PTRS_PER_PTE] __page_aligned_bss;
pgd_t *pgd_current = swapper_pg_dir;
{%- endif %}

unsigned long empty_zero_page[PAGE_SIZE / sizeof(unsigned long)] __page_aligned_bss;
EXPORT_SYMBOL(empty_zero_page);

/**
 * paging_init() - the kernel's page tables and the memory zones
 *
 * Checklist item setup-paging-init.  Called by setup_arch() after
{%- if cookiecutter.mmu == 'tlb' %}
 * bootmem_init().  In order: point every entry of swapper_pg_dir at
 * invalid_pte_table (an empty table the TLB refill handler can walk
 * without a test), tlb_init() (mm/tlb.c), then free_area_init() with the
 * zone limits (ZONE_NORMAL up to max_low_pfn).
{%- else %}
 * bootmem_init().  No MMU, so no page tables: free_area_init() with the
 * zone limits (ZONE_NORMAL up to max_low_pfn).
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/mm/init.c, paging_init().
 */
void __init paging_init(void)
{
	panic("PORT-TODO(setup-paging-init): paging_init() is a stub; see reference-tsar/arch/tsar/mm/init.c");
}

/**
 * mem_init() - hand free memory to the buddy allocator
 *
 * Checklist item mem-init.  Called by mm_core_init() from
 * start_kernel(): memblock_free_all(), after which memblock is gone and
 * the page allocator serves.
 *
 * Reference: reference-tsar/arch/tsar/mm/init.c, mem_init().
 */
void __init mem_init(void)
{
	panic("PORT-TODO(mem-init): mem_init() is a stub; see reference-tsar/arch/tsar/mm/init.c");
}

{%- if cookiecutter.mmu == 'tlb' %}
/**
 * pgd_alloc() - a new process's page directory
 * @mm: the new address space
 *
 * Checklist item hdr-pgalloc.  A zeroed page whose user
 * entries point at invalid_pte_table and whose kernel entries are copied
 * from swapper_pg_dir.
 *
 * Reference: reference-tsar/arch/tsar/mm/init.c, pgd_alloc().
 */
pgd_t *pgd_alloc(struct mm_struct *mm)
{
	panic("PORT-TODO(hdr-pgalloc): pgd_alloc() is a stub; see reference-tsar/arch/tsar/mm/init.c");
	return NULL;
}

{%- endif %}
