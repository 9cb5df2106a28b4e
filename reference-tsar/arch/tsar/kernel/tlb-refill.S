/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The TLB refill handler, at EBase + 0x000.
 *
 * A TLB miss outside exception level comes here, with only k0/k1 to
 * spare.  It walks the two-level table (pgtable.h): user addresses in
 * pgd_current, kseg2 in swapper_pg_dir, and loads the even/odd PTE pair
 * covering BadVAddr into a random TLB slot.  A missing table reads as
 * invalid_pte_table, a missing page as a zero PTE: the entry is written
 * invalid and the retried access takes a TLB-invalid exception to
 * do_page_fault.  No test, no branch on the common path but one.
 *
 * (TSAR itself refills in hardware: its walker reads the same two levels
 * behind coprocessor 2, so this handler is what TSAR does not need.)
 */
#include <linux/linkage.h>
#include <asm/cp0.h>
#include <asm/pgtable.h>

	.section .vectors.tlb_refill, "ax"
	.set	noreorder
	.set	noat
SYM_CODE_START(tlb_refill)
	mfc0	$k0, $8		/* BadVAddr */
	bltz	$k0, 1f				/* kseg2: the kernel's table */
	 lui	$k1, %hi(pgd_current)
	b	2f
	 lw	$k1, %lo(pgd_current)($k1)
1:	lui	$k1, %hi(swapper_pg_dir)
	addiu	$k1, $k1, %lo(swapper_pg_dir)
2:	srl	$k0, $k0, PGDIR_SHIFT
	sll	$k0, $k0, 2
	addu	$k1, $k1, $k0
	lw	$k1, 0($k1)			/* the PTE page */
	mfc0	$k0, $8		/* BadVAddr */
	srl	$k0, $k0, PAGE_SHIFT - 2
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
SYM_CODE_END(tlb_refill)
