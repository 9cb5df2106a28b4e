// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * TLB shootdown: a MIPS32 CPU can invalidate entries in its own TLB only
 * (there is no broadcast invalidate before MIPS32r6's GINVT), so a flush
 * that other CPUs must see runs mm/tlb.c's local flush on each of them,
 * by IPI.  The targets of a user flush are the CPUs of mm_cpumask(mm),
 * every CPU that ever switched to the mm (switch_mm); one no longer
 * running it only drops its ASID for the mm, which then takes a fresh one
 * on its next switch there.
 *
 * Given by the template: the functions each CPU runs on the IPI
 * (ipi_flush_tlb_*), around mm/tlb.c's local flushes.  The stubs send
 * them: on_each_cpu_mask(), which waits until every CPU of the mask has
 * run the function (this CPU included, directly), with preemption off
 * around it so that this CPU stays the one the mask was read on.
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

/**
 * flush_tlb_all() - drop every TLB entry on every CPU
 *
 * Checklist item smp-tlb.  on_each_cpu(), ipi_flush_tlb_all.
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb-shootdown.c, flush_tlb_all().
 */
void flush_tlb_all(void)
{
	panic("PORT-TODO(smp-tlb): flush_tlb_all() is a stub; see reference-tsar/arch/tsar/mm/tlb-shootdown.c");
}

static void ipi_flush_tlb_mm(void *mm)
{
	local_flush_tlb_mm(mm);
}

/**
 * flush_tlb_mm() - drop an address space's entries on the CPUs that ran it
 * @mm: the address space
 *
 * Checklist item smp-tlb.  ipi_flush_tlb_mm on mm_cpumask(@mm).
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb-shootdown.c, flush_tlb_mm().
 */
void flush_tlb_mm(struct mm_struct *mm)
{
	panic("PORT-TODO(smp-tlb): flush_tlb_mm() is a stub; see reference-tsar/arch/tsar/mm/tlb-shootdown.c");
}

static void ipi_flush_tlb_range(void *info)
{
	struct flush_args *args = info;

	local_flush_tlb_range(args->vma, args->start, args->end);
}

/**
 * flush_tlb_range() - drop a range of user pages on the CPUs that ran it
 * @vma: the area, whose vm_mm's mask it is
 * @start: the first address
 * @end: the end
 *
 * Checklist item smp-tlb.  A struct flush_args on this stack (the other
 * CPUs read it before on_each_cpu_mask returns), ipi_flush_tlb_range on
 * mm_cpumask(vma->vm_mm).
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb-shootdown.c, flush_tlb_range().
 */
void flush_tlb_range(struct vm_area_struct *vma, unsigned long start,
		     unsigned long end)
{
	panic("PORT-TODO(smp-tlb): flush_tlb_range() is a stub; see reference-tsar/arch/tsar/mm/tlb-shootdown.c");
}

static void ipi_flush_tlb_page(void *info)
{
	struct flush_args *args = info;

	local_flush_tlb_page(args->vma, args->start);
}

/**
 * flush_tlb_page() - drop one user page on the CPUs that ran its mm
 * @vma: the area
 * @addr: the page
 *
 * Checklist item smp-tlb.  As flush_tlb_range(), for one page
 * (ipi_flush_tlb_page).
 *
 * Reference: reference-tsar/arch/tsar/mm/tlb-shootdown.c, flush_tlb_page().
 */
void flush_tlb_page(struct vm_area_struct *vma, unsigned long addr)
{
	panic("PORT-TODO(smp-tlb): flush_tlb_page() is a stub; see reference-tsar/arch/tsar/mm/tlb-shootdown.c");
}
