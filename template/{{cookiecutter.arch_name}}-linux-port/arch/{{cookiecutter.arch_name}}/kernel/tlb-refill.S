/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * The TLB refill handler, at EBase + 0x000, with only k0/k1 to spare: walk
 * the two-level table (pgtable.h) for BadVAddr and load the even/odd PTE
 * pair into a random TLB slot, with no test on the common path.  It must
 * fit in 0x180 bytes (vmlinux.lds.S checks).
 */
#include <linux/linkage.h>
#include <asm/cp0.h>
#include <asm/cpu-slot.h>
#include <asm/pgtable.h>

	.section .vectors.tlb_refill, "ax"
	.set	noreorder
	.set	noat
/*
 * tlb_refill: refill the TLB from the page tables.
 * Checklist item trap-tlb-refill; reference: reference-tsar/arch/tsar/kernel/tlb-refill.S.
 * PORT-TODO(trap-tlb-refill): until it is written, reaching it panics.
 */
SYM_CODE_START(tlb_refill)
	la	$a0, .Ltlb_refill_todo
	j	panic
	 nop
SYM_CODE_END(tlb_refill)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Ltlb_refill_todo:
	.asciz	"PORT-TODO(trap-tlb-refill): tlb_refill is a stub; see reference-tsar/arch/tsar/kernel/tlb-refill.S"
	.popsection
