// SPDX-License-Identifier: GPL-2.0
/*
 * TLB shootdown: a MIPS32 CPU can invalidate entries in its own TLB only
 * (there is no broadcast invalidate before MIPS32r6's GINVT), so a flush
 * that other CPUs must see runs mm/tlb.c's local flush on each of them,
 * by IPI.  The targets of a user flush are the CPUs of mm_cpumask(mm),
 * every CPU that ever switched to the mm (switch_mm); one no longer
 * running it only drops its ASID for the mm, which then takes a fresh one
 * on its next switch there.  Learned from arch/mips/kernel/smp.c and
 * arch/riscv/mm/tlbflush.c.  A hardware page-table walker would not
 * change this: the TLBs it fills are private to their core all the same.
 */
#include <linux/mm.h>
#include <linux/smp.h>
#include <asm/tlbflush.h>

struct flush_args {
	struct vm_area_struct *vma;
	unsigned long start, end;
};

static void ipi_flush_tlb_all(void *unused)
{
	local_flush_tlb_all();
}

void flush_tlb_all(void)
{
	on_each_cpu(ipi_flush_tlb_all, NULL, 1);
}

static void ipi_flush_tlb_mm(void *mm)
{
	local_flush_tlb_mm(mm);
}

void flush_tlb_mm(struct mm_struct *mm)
{
	preempt_disable();
	on_each_cpu_mask(mm_cpumask(mm), ipi_flush_tlb_mm, mm, 1);
	preempt_enable();
}

static void ipi_flush_tlb_range(void *info)
{
	struct flush_args *args = info;

	local_flush_tlb_range(args->vma, args->start, args->end);
}

void flush_tlb_range(struct vm_area_struct *vma, unsigned long start,
		     unsigned long end)
{
	struct flush_args args = { .vma = vma, .start = start, .end = end };

	preempt_disable();
	on_each_cpu_mask(mm_cpumask(vma->vm_mm), ipi_flush_tlb_range, &args, 1);
	preempt_enable();
}

static void ipi_flush_tlb_page(void *info)
{
	struct flush_args *args = info;

	local_flush_tlb_page(args->vma, args->start);
}

void flush_tlb_page(struct vm_area_struct *vma, unsigned long addr)
{
	struct flush_args args = { .vma = vma, .start = addr };

	preempt_disable();
	on_each_cpu_mask(mm_cpumask(vma->vm_mm), ipi_flush_tlb_page, &args, 1);
	preempt_enable();
}
