/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom (no generic one): an exception-table entry from assembly. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_ASM_EXTABLE_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_ASM_EXTABLE_H

#ifdef __ASSEMBLY__
/* Absolute insn/fixup pairs, as asm-generic/extable.h reads them. */
#define _ASM_EXTABLE(insn, fixup)		\
	.pushsection __ex_table, "a";		\
	.balign 4;				\
	.long (insn), (fixup);			\
	.popsection
#endif

#endif
