/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The TLB refill handler, at EBase + 0x000.
 *
 * A TLB miss outside exception level comes here, with only k0/k1 to
 * spare.  It walks the two-level table (pgtable.h) of pgd_current and
 * loads the even/odd PTE pair covering BadVAddr into a random TLB slot.
 * A missing table reads as invalid_pte_table, a missing page as a zero
 * PTE: the entry is written invalid and the retried access takes a
 * TLB-invalid exception to do_page_fault.
 *
 * kseg2 goes through pgd_current too: every pgd carries a copy of
 * swapper_pg_dir's kernel half (pgd_alloc), which do_page_fault brings
 * up to date when vmalloc has added a table since (as arch/mips does).
 * So there is no test and no branch at all: 20 instructions from the
 * vector to eret (23 under SMP, where pgd_current has a word per CPU).  make bench's TLB walk: a kseg2 test cost one more and
 * put the walk at 1.03 of arch/mips's.
 *
 * (TSAR itself refills in hardware: its walker reads the same two levels
 * behind coprocessor 2, so this handler is what TSAR does not need.)
 */
#include <linux/linkage.h>
#include <asm/cp0.h>
#include <asm/cpu-slot.h>
#include <asm/pgtable.h>

	.section .vectors.tlb_refill, "ax"
	.set	noreorder
	.set	noat
/*
 * One body for both builds (a generated port's stub is filled from it).
 * Without an MMU the one TLB entry is head.S's wired one, and a refill is
 * an access outside it (NULL, a bad pointer): the general exception path
 * takes it as the TLB load or store exception it also is (mm/fault.c).
 */
SYM_CODE_START(tlb_refill)
#ifndef CONFIG_MMU
	b	handle_exception
	 nop
#else
	LOAD_CPU_SLOT $k1, $k0, pgd_current
	mfc0	$k0, $8		/* BadVAddr */
	srl	$k0, $k0, PGDIR_SHIFT
	sll	$k0, $k0, 2
	addu	$k1, $k1, $k0
	lw	$k1, 0($k1)			/* the PTE page */
	mfc0	$k0, $8		/* BadVAddr */
	srl	$k0, $k0, PAGE_SHIFT - 2
	/* PAGE_SIZE - 8 at most 0xfff8 (64 KiB pages): andi's 16 bits hold it */
	andi	$k0, $k0, ((PTRS_PER_PTE - 1) << 2) & ~7	/* the even PTE */
	addu	$k1, $k1, $k0
	lw	$k0, 0($k1)
	lw	$k1, 4($k1)
	srl	$k0, $k0, PTE_TO_ENTRYLO_SHIFT
	mtc0	$k0, $2		/* EntryLo0 */
	srl	$k1, $k1, PTE_TO_ENTRYLO_SHIFT
	mtc0	$k1, $3		/* EntryLo1 */
	ehb
	tlbwr
	eret
#endif
SYM_CODE_END(tlb_refill)
