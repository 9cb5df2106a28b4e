/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: asm-generic/mmu.h is the no-MMU one; an mm here owns an ASID. */
#ifndef _ASM_TSAR_MMU_H
#define _ASM_TSAR_MMU_H

#include <linux/types.h>

typedef struct {
#ifdef CONFIG_MMU
	u64 asid;		/* ASID in bits 7:0, generation above */
#else
	unsigned long end_brk;	/* how far brk() may go (fs/binfmt_flat.c) */
#endif
	unsigned long sigpage;	/* where the sigreturn trampoline is mapped */
} mm_context_t;

#endif /* _ASM_TSAR_MMU_H */
