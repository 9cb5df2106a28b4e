// SPDX-License-Identifier: GPL-2.0
/*
 * paging_init and mem_init: the kernel's page tables and zones, then the
 * hand-over of free memory from memblock to the buddy allocator.
 * Learned from arch/openrisc/mm/init.c.
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

void __init paging_init(void)
{
	unsigned long max_zone_pfn[MAX_NR_ZONES] = { 0 };

	pgd_init(swapper_pg_dir, 0, PTRS_PER_PGD);
	tlb_init();
	max_zone_pfn[ZONE_NORMAL] = max_low_pfn;
	free_area_init(max_zone_pfn);
}

void __init mem_init(void)
{
	memblock_free_all();

	/*
	 * The whole virtual map, user half included: make pictures draws
	 * docs/pictures/memory-map.svg from these lines of a real boot.
	 */
#ifdef CONFIG_MMU
	pr_info("Memory layout:\n"
		"    user    : 0x%08lx - 0x%08lx   (%4lu MiB, useg)\n"
		"    vmalloc : 0x%08lx - 0x%08lx   (%4lu MiB, kseg2)\n"
		"    ioremap : 0x%08lx - 0x%08lx   (%4lu MiB, kseg1, uncached)\n"
		"    lowmem  : 0x%08lx - 0x%08lx   (%4lu MiB, kseg0)\n"
		"      .text : 0x%08lx - 0x%08lx   (%4lu KiB)\n"
		"      .data : 0x%08lx - 0x%08lx   (%4lu KiB)\n"
		"      .init : 0x%08lx - 0x%08lx   (%4lu KiB)\n"
		"      .bss  : 0x%08lx - 0x%08lx   (%4lu KiB)\n",
		0UL, TASK_SIZE, TASK_SIZE >> 20,
		VMALLOC_START, VMALLOC_END, (VMALLOC_END - VMALLOC_START) >> 20,
		KSEG1, KSEG1 + KSEG1_LIMIT, KSEG1_LIMIT >> 20,
		PAGE_OFFSET, (unsigned long)high_memory,
		((unsigned long)high_memory - PAGE_OFFSET) >> 20,
		(unsigned long)_text, (unsigned long)_etext,
		((unsigned long)_etext - (unsigned long)_text) >> 10,
		(unsigned long)_sdata, (unsigned long)_edata,
		((unsigned long)_edata - (unsigned long)_sdata) >> 10,
		(unsigned long)__init_begin, (unsigned long)__init_end,
		((unsigned long)__init_end - (unsigned long)__init_begin) >> 10,
		(unsigned long)__bss_start, (unsigned long)__bss_stop,
		((unsigned long)__bss_stop - (unsigned long)__bss_start) >> 10);
#else
	pr_info("Memory layout:\n"
		"    ioremap : 0x%08lx - 0x%08lx   (%4lu MiB, kseg1, uncached)\n"
		"    lowmem  : 0x%08lx - 0x%08lx   (%4lu MiB, kuseg, wired)\n"
		"      .text : 0x%08lx - 0x%08lx   (%4lu KiB)\n"
		"      .data : 0x%08lx - 0x%08lx   (%4lu KiB)\n"
		"      .init : 0x%08lx - 0x%08lx   (%4lu KiB)\n"
		"      .bss  : 0x%08lx - 0x%08lx   (%4lu KiB)\n",
		KSEG1, KSEG1 + KSEG1_LIMIT, KSEG1_LIMIT >> 20,
		PAGE_OFFSET, (unsigned long)high_memory,
		((unsigned long)high_memory - PAGE_OFFSET) >> 20,
		(unsigned long)_text, (unsigned long)_etext,
		((unsigned long)_etext - (unsigned long)_text) >> 10,
		(unsigned long)_sdata, (unsigned long)_edata,
		((unsigned long)_edata - (unsigned long)_sdata) >> 10,
		(unsigned long)__init_begin, (unsigned long)__init_end,
		((unsigned long)__init_end - (unsigned long)__init_begin) >> 10,
		(unsigned long)__bss_start, (unsigned long)__bss_stop,
		((unsigned long)__bss_stop - (unsigned long)__bss_start) >> 10);
#endif
}

#ifdef CONFIG_MMU
/* A new address space: no user tables yet, the kernel's kseg2 tables shared. */
pgd_t *pgd_alloc(struct mm_struct *mm)
{
	pgd_t *pgd = (pgd_t *)__get_free_page(GFP_KERNEL);

	if (pgd) {
		pgd_init(pgd, 0, USER_PTRS_PER_PGD);
		memcpy(pgd + USER_PTRS_PER_PGD, swapper_pg_dir + USER_PTRS_PER_PGD,
		       (PTRS_PER_PGD - USER_PTRS_PER_PGD) * sizeof(pgd_t));
	}
	return pgd;
}
#endif
