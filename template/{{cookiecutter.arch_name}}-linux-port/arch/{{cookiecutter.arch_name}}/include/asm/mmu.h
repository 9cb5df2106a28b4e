/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom: asm-generic/mmu.h is the no-MMU one; an mm here owns an ASID. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_MMU_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_MMU_H

typedef struct {
	unsigned long asid;	/* ASID in bits 7:0, generation above */
	unsigned long sigpage;	/* where the sigreturn trampoline is mapped */
} mm_context_t;

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_MMU_H */
