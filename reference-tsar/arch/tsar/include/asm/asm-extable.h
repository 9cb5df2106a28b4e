/* SPDX-License-Identifier: GPL-2.0 */
/* Custom (no generic one): an exception-table entry from assembly. */
#ifndef _ASM_TSAR_ASM_EXTABLE_H
#define _ASM_TSAR_ASM_EXTABLE_H

#ifdef __ASSEMBLY__
/* Absolute insn/fixup pairs, as asm-generic/extable.h reads them. */
#define _ASM_EXTABLE(insn, fixup)		\
	.pushsection __ex_table, "a";		\
	.balign 4;				\
	.long (insn), (fixup);			\
	.popsection
#endif

#endif
