// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * do_page_fault: TLB invalid (load/store) and TLB modified exceptions.
 * Demand paging and copy-on-write through handle_mm_fault; kernel faults
 * on user addresses are fixed up through the exception table; anything
 * else in the kernel is an Oops.
 */
#include <linux/extable.h>
#include <linux/mm.h>
#include <linux/perf_event.h>
#include <linux/sched/signal.h>
#include <linux/uaccess.h>
#include <asm/cp0.h>
#include <asm/tlbflush.h>
#include <asm/traps.h>

/**
 * fixup_exception() - resume a faulting user access at its fixup
 * @regs: the frame of the fault
 *
 * Checklist item abi-uaccess.  search_exception_tables() for
 * the faulting EPC; if found, set EPC to the fixup and return 1.
 *
 * Reference: reference-tsar/arch/tsar/mm/fault.c, fixup_exception().
 */
int fixup_exception(struct pt_regs *regs)
{
	/* PORT-TODO(abi-uaccess): no fixups yet: every kernel fault is an Oops. */
	return 0;
}

/**
 * vmalloc_fault() - a kseg2 access the kernel's table can satisfy
 * @addr: the faulting address
 *
 * Checklist item abi-page-fault.  The refill handler reads the running
 * pgd, whose copy of the kernel half may predate a page table vmalloc has
 * added to swapper_pg_dir since: if swapper_pg_dir has a page table for
 * addr (not invalid_pte_table) with a present pte there, copy the entry
 * into this CPU's pgd_current and drop the TLB's stale invalid pair
 * (local_flush_tlb_kernel_page()), so that the retried access refills.  False
 * when the kernel has no page there.  (arch/mips/mm/fault.c's
 * vmalloc_fault does the same.)
 *
 * Reference: reference-tsar/arch/tsar/mm/fault.c, vmalloc_fault().
 */
static bool vmalloc_fault(unsigned long addr)
{
	panic("PORT-TODO(abi-page-fault): vmalloc_fault() is a stub; see reference-tsar/arch/tsar/mm/fault.c");
	return false;
}

static void no_context(struct pt_regs *regs, unsigned long addr)
{
	if (fixup_exception(regs))
		return;
	pr_alert("Unable to handle kernel %s at virtual address %08lx\n",
		 addr < PAGE_SIZE ? "NULL pointer dereference" : "paging request", addr);
	die("Oops", regs, 0);
}

/**
 * do_page_fault() - a TLB invalid or modified exception
 * @regs: the frame of the fault
 * @code: the exception code (TLBL, TLBS, Mod)
 *
 * Checklist item abi-page-fault.  In order: kernel addresses
 * (kseg2) and faults with no mm or in atomic context go to the fixups or
 * die(); otherwise lock_mm_and_find_vma(), check the access against the
 * VMA's rights, handle_mm_fault() (demand paging, copy-on-write), retry
 * when it asks; a bad access is SIGSEGV (SEGV_MAPERR or SEGV_ACCERR) in
 * user mode.
 *
 * Reference: reference-tsar/arch/tsar/mm/fault.c, do_page_fault().
 */
void do_page_fault(struct pt_regs *regs, unsigned int code)
{
	panic("PORT-TODO(abi-page-fault): do_page_fault() is a stub; see reference-tsar/arch/tsar/mm/fault.c");
}
