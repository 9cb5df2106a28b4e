/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: asm-generic/mmu.h is the no-MMU one; an mm here owns an ASID. */
#ifndef _ASM_TSAR_MMU_H
#define _ASM_TSAR_MMU_H

#include <linux/threads.h>
#include <linux/types.h>

typedef struct {
#ifdef CONFIG_MMU
	/*
	 * Per CPU: ASID in bits 7:0, that CPU's generation above.  Each CPU
	 * has its own TLB and hands out its own ASIDs (mm/tlb.c).
	 */
	u64 asid[NR_CPUS];
#else
	unsigned long end_brk;	/* how far brk() may go (fs/binfmt_flat.c) */
#endif
	unsigned long sigpage;	/* where the sigreturn trampoline is mapped */
	unsigned long vdso;	/* where the vDSO's code is mapped (kernel/vdso.c) */
} mm_context_t;

#endif /* _ASM_TSAR_MMU_H */
