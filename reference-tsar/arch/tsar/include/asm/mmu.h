/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: asm-generic/mmu.h is the no-MMU one; an mm here owns an ASID. */
#ifndef _ASM_TSAR_MMU_H
#define _ASM_TSAR_MMU_H

#include <linux/types.h>

typedef struct {
	u64 asid;		/* ASID in bits 7:0, generation above */
	unsigned long sigpage;	/* where the sigreturn trampoline is mapped */
} mm_context_t;

#endif /* _ASM_TSAR_MMU_H */
