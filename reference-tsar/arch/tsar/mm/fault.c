// SPDX-License-Identifier: GPL-2.0
/*
 * do_page_fault: TLB invalid (load/store) and TLB modified exceptions.
 * Demand paging and copy-on-write through handle_mm_fault; kernel faults
 * on user addresses are fixed up through the exception table; anything
 * else in the kernel is an Oops.  Learned from arch/riscv/mm/fault.c.
 */
#include <linux/extable.h>
#include <linux/mm.h>
#include <linux/perf_event.h>
#include <linux/sched/signal.h>
#include <linux/uaccess.h>
#include <asm/cp0.h>
#include <asm/tlbflush.h>
#include <asm/traps.h>

int fixup_exception(struct pt_regs *regs)
{
	const struct exception_table_entry *fixup;

	fixup = search_exception_tables(regs->cp0_epc);
	if (!fixup)
		return 0;
	regs->cp0_epc = fixup->fixup;
	return 1;
}

/*
 * A kseg2 access faulted in the kernel.  The refill handler reads the
 * running pgd, whose copy of the kernel half may predate a page table
 * vmalloc has added to swapper_pg_dir since: copy the entry.  Either way
 * the TLB may hold the invalid pair the refill wrote before the page was
 * mapped: drop it, and the retried access refills from the table.  False
 * when the kernel has no page there.  (arch/mips/mm/fault.c's
 * vmalloc_fault does the same.)
 */
static bool vmalloc_fault(unsigned long addr)
{
#ifndef CONFIG_MMU
	return false;	/* no tables, nothing at kseg2 */
#else
	unsigned int i = pgd_index(addr);
	pgd_t pgd_k = swapper_pg_dir[i];
	pte_t *pte_k;

	if (pgd_val(pgd_k) == (unsigned long)invalid_pte_table)
		return false;
	pte_k = (pte_t *)pgd_val(pgd_k) + pte_index(addr);
	if (!pte_present(*pte_k))
		return false;
	pgd_current[raw_smp_processor_id()][i] = pgd_k;
	local_flush_tlb_kernel_page(addr);
	return true;
#endif
}

static void no_context(struct pt_regs *regs, unsigned long addr)
{
	if (fixup_exception(regs))
		return;
	pr_alert("Unable to handle kernel %s at virtual address %08lx\n",
		 addr < PAGE_SIZE ? "NULL pointer dereference" : "paging request", addr);
	die("Oops", regs, 0);
}

void do_page_fault(struct pt_regs *regs, unsigned int code)
{
	unsigned long addr = regs->cp0_badvaddr;
	struct mm_struct *mm = current->mm;
	unsigned int flags = FAULT_FLAG_DEFAULT;
	struct vm_area_struct *vma;
	vm_fault_t fault;
	int si_code = SEGV_MAPERR;

	/* Without an MMU nothing is mapped but head.S's wired entry. */
	if (!IS_ENABLED(CONFIG_MMU))
		goto bad_area_nosemaphore;

	/* kseg2 is the kernel's alone. */
	if (unlikely(addr >= TASK_SIZE)) {
		if (user_mode(regs))
			goto bad_area_nosemaphore;
		/* (a write to a read-only page is no table's fault) */
		if (code == EXC_MOD || !vmalloc_fault(addr))
			no_context(regs, addr);
		return;
	}

	if (faulthandler_disabled() || !mm) {
		no_context(regs, addr);
		return;
	}

	if (user_mode(regs))
		flags |= FAULT_FLAG_USER;
	if (code != EXC_TLBL)
		flags |= FAULT_FLAG_WRITE;

	perf_sw_event(PERF_COUNT_SW_PAGE_FAULTS, 1, regs, addr);
retry:
	vma = lock_mm_and_find_vma(mm, addr, regs);
	if (unlikely(!vma))
		goto bad_area_nosemaphore;

	si_code = SEGV_ACCERR;
	if (flags & FAULT_FLAG_WRITE) {
		if (!(vma->vm_flags & VM_WRITE))
			goto bad_area;
	} else if (!(vma->vm_flags & (VM_READ | VM_EXEC))) {
		goto bad_area;
	}

	/*
	 * Under SMP this CPU's TLB may hold an entry older than the table:
	 * the invalid half of a pair another CPU has mapped since, or a
	 * clean page another CPU has made dirty.  handle_mm_fault then finds
	 * nothing to change and does not call update_mmu_cache: drop the
	 * entry, and the retried access refills from the table.  (arch/mips
	 * reloads such entries in its TLB load and store handlers.)
	 */
#ifdef CONFIG_SMP
	local_flush_tlb_page(vma, addr);
#endif
	fault = handle_mm_fault(vma, addr, flags, regs);

	if (fault_signal_pending(fault, regs)) {
		if (!user_mode(regs))
			no_context(regs, addr);
		return;
	}
	/* The mmap lock has been released already. */
	if (fault & VM_FAULT_COMPLETED)
		return;
	if (unlikely(fault & VM_FAULT_RETRY)) {
		flags |= FAULT_FLAG_TRIED;
		goto retry;
	}
	mmap_read_unlock(mm);

	if (likely(!(fault & VM_FAULT_ERROR)))
		return;
	if (!user_mode(regs)) {
		no_context(regs, addr);
		return;
	}
	if (fault & VM_FAULT_OOM) {
		pagefault_out_of_memory();
		return;
	}
	if (fault & (VM_FAULT_SIGBUS | VM_FAULT_HWPOISON | VM_FAULT_HWPOISON_LARGE)) {
		force_sig_fault(SIGBUS, BUS_ADRERR, (void __user *)addr);
		return;
	}
	force_sig_fault(SIGSEGV, SEGV_MAPERR, (void __user *)addr);
	return;

bad_area:
	mmap_read_unlock(mm);
bad_area_nosemaphore:
	if (user_mode(regs)) {
		force_sig_fault(SIGSEGV, si_code, (void __user *)addr);
		return;
	}
	no_context(regs, addr);
}
