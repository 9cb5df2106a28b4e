// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * paging_init and mem_init: the kernel's page tables and zones, then the
 * hand-over of free memory from memblock to the buddy allocator.
 */
#include <linux/init.h>
#include <linux/memblock.h>
#include <linux/mm.h>
#include <linux/pgtable.h>
#include <linux/io.h>
#include <asm/cp0.h>
#include <asm/pgalloc.h>
#include <asm/sections.h>
#include <asm/tlbflush.h>

unsigned long empty_zero_page[PAGE_SIZE / sizeof(unsigned long)] __page_aligned_bss;
EXPORT_SYMBOL(empty_zero_page);

#ifdef CONFIG_MMU
pgd_t swapper_pg_dir[PTRS_PER_PGD] __page_aligned_bss;
pte_t invalid_pte_table[PTRS_PER_PTE] __page_aligned_bss;
pgd_t *pgd_current[NR_CPUS] = { [0 ... NR_CPUS - 1] = swapper_pg_dir };

static void pgd_init(pgd_t *pgd, unsigned int from, unsigned int to)
{
	unsigned int i;

	for (i = from; i < to; i++)
		pgd[i] = __pgd((unsigned long)invalid_pte_table);
}
#else
/* No page tables: head.S's wired entry maps low memory, nothing else. */
static inline void pgd_init(pgd_t *pgd, unsigned int from, unsigned int to) { }
static inline void tlb_init(void) { }
#endif

/**
 * paging_init() - the kernel's page tables and the memory zones
 *
 * Checklist item setup-paging-init.  Called by setup_arch() after
 * bootmem_init().  In order: point every entry of swapper_pg_dir at
 * invalid_pte_table (pgd_init()) (an empty table the TLB refill handler can walk
 * without a test), tlb_init() (mm/tlb.c), then free_area_init() with the
 * zone limits (ZONE_NORMAL up to max_low_pfn).
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
 * the page allocator serves; then the virtual map, user half included, as
 * "Memory layout:" lines (make pictures draws
 * docs/pictures/memory-map.svg from them).
 *
 * Reference: reference-tsar/arch/tsar/mm/init.c, mem_init().
 */
void __init mem_init(void)
{
	panic("PORT-TODO(mem-init): mem_init() is a stub; see reference-tsar/arch/tsar/mm/init.c");
}

#ifdef CONFIG_MMU
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
#endif
