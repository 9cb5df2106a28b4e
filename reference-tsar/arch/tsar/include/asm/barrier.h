/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Barriers between CPUs: MIPS32's sync, which orders every load and store
 * before it against every one after it.  Only SMP needs them
 * (asm-generic/barrier.h makes smp_mb() a compiler barrier on one CPU).
 * mb(), rmb() and wmb() stay the compiler barriers of the UP port
 * (checklists/headers.yaml, barrier.h): QEMU orders device accesses.
 * Real hardware doing DMA may need a sync there; arch/mips has one.
 * Learned from arch/riscv/include/asm/barrier.h.
 */
#ifndef _ASM_TSAR_BARRIER_H
#define _ASM_TSAR_BARRIER_H

#ifndef __ASSEMBLY__

static __always_inline void __sync(void)
{
	__asm__ __volatile__("sync" : : : "memory");
}

#define __smp_mb()	__sync()
#define __smp_rmb()	__sync()
#define __smp_wmb()	__sync()

#include <asm-generic/barrier.h>

#endif /* __ASSEMBLY__ */
#endif /* _ASM_TSAR_BARRIER_H */
