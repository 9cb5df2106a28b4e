/* SPDX-License-Identifier: GPL-2.0 */
/*
 * This CPU's word of an NR_CPUS array, for the exception vectors: they
 * run with only k0/k1 free and no thread_info yet, so they cannot ask
 * C for smp_processor_id().  Under SMP each CPU keeps its number << 2
 * in Context.PTEBase (cp0.h, written by per_cpu_trap_init), which no
 * hardware writes; without SMP the array has one word and the load is
 * the plain one.  Compare get_saved_sp in arch/mips's stackframe.h.
 * (The parentheses around %hi and %lo keep checkpatch from reading
 * them as C's modulo.)
 */
#ifndef _ASM_TSAR_CPU_SLOT_H
#define _ASM_TSAR_CPU_SLOT_H

#include <asm/cp0.h>

#ifdef __ASSEMBLY__
/*
 * \dst = \sym[this CPU], \tmp clobbered under SMP.  The first
 * instruction writes \dst only, so it may sit in a branch delay slot
 * whose other path needs \tmp.
 */
.macro	LOAD_CPU_SLOT dst, tmp, sym
	lui	\dst, (%hi(\sym))
#ifdef CONFIG_SMP
	mfc0	\tmp, $4			/* Context */
	srl	\tmp, \tmp, CONTEXT_PTEBASE_SHIFT
	addu	\dst, \dst, \tmp
#endif
	lw	\dst, (%lo(\sym))(\dst)
.endm
#endif

#endif /* _ASM_TSAR_CPU_SLOT_H */
