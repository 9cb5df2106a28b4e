// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * do_page_fault: TLB invalid (load/store) and TLB modified exceptions, and
 * the exception-table fixups of the user copies.
 */
#include <linux/extable.h>
#include <linux/mm.h>
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
	panic("PORT-TODO(abi-uaccess): fixup_exception() is a stub; see reference-tsar/arch/tsar/mm/fault.c");
	return 0;
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
