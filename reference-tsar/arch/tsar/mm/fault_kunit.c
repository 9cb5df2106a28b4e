// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit: a kseg2 page reached through a pgd made before vmalloc gave the
 * kernel a new page table.  The refill handler reads the running pgd
 * only (kernel/tlb-refill.S): the first access must fault, be synced by
 * vmalloc_fault (mm/fault.c) and succeed, and the pgd must then hold the
 * kernel's entry.
 */
#include <kunit/test.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <asm/pgalloc.h>
#include <asm/tlbflush.h>

static void vmalloc_fault_syncs_an_old_pgd(struct kunit *test)
{
	/*
	 * 8 MiB at the top of the vmalloc range, which vmalloc fills from
	 * the bottom: page tables nobody has made yet, so pgd entries the
	 * old pgd cannot have.
	 */
	const unsigned long size = 8UL << 20;
	pgd_t *old_pgd, *saved;
	unsigned long addr, flags;
	unsigned int first, last, i, cpu;
	u32 *buf, sum = 0;

	old_pgd = pgd_alloc(&init_mm);
	KUNIT_ASSERT_NOT_NULL(test, old_pgd);
	buf = __vmalloc_node_range(size, PAGE_SIZE, VMALLOC_END - 2 * size, VMALLOC_END,
				   GFP_KERNEL, PAGE_KERNEL, 0, NUMA_NO_NODE,
				   __builtin_return_address(0));
	if (!buf) {
		pgd_free(&init_mm, old_pgd);
		kunit_skip(test, "no 8 MiB at the top of the vmalloc range");
	}
	for (addr = 0; addr < size; addr += PAGE_SIZE)
		buf[addr / 4] = addr;
	first = pgd_index((unsigned long)buf);
	last = pgd_index((unsigned long)buf + size - 1);
	/*
	 * With 64 KiB pages one pgd entry covers all of kseg2 (a GiB), and
	 * its table was made at boot, before any pgd this test can allocate:
	 * give the pgd the empty entry a pgd older than that table holds.
	 */
	for (i = first; i <= last; i++)
		if (pgd_val(old_pgd[i]) == pgd_val(swapper_pg_dir[i]))
			old_pgd[i] = __pgd((unsigned long)invalid_pte_table);

	/* Walk the buffer through the old pgd, as a process made earlier would. */
	local_irq_save(flags);
	cpu = smp_processor_id();
	saved = pgd_current[cpu];
	pgd_current[cpu] = old_pgd;
	local_flush_tlb_all();
	for (addr = 0; addr < size; addr += PAGE_SIZE)
		sum += buf[addr / 4] == addr;
	pgd_current[cpu] = saved;
	local_flush_tlb_all();
	local_irq_restore(flags);

	KUNIT_EXPECT_EQ(test, sum, size / PAGE_SIZE);
	for (i = first; i <= last; i++)
		KUNIT_EXPECT_EQ(test, pgd_val(old_pgd[i]), pgd_val(swapper_pg_dir[i]));
	vfree(buf);
	pgd_free(&init_mm, old_pgd);
}

static struct kunit_case kseg2_fault_cases[] = {
	KUNIT_CASE(vmalloc_fault_syncs_an_old_pgd),
	{}
};

static struct kunit_suite kseg2_fault_suite = {
	.name = "kseg2_fault",
	.test_cases = kseg2_fault_cases,
};
kunit_test_suite(kseg2_fault_suite);

MODULE_DESCRIPTION("kseg2 faults through a stale pgd");
MODULE_LICENSE("GPL");
