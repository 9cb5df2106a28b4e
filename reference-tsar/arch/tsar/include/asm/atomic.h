/* SPDX-License-Identifier: GPL-2.0 */
/*
 * atomic_t on ll/sc (asm/cmpxchg.h says how they work), for one CPU and for
 * many.  The operations here are the relaxed ones; linux/atomic's fallbacks
 * build the ordered forms with smp_mb() (a sync, asm/barrier.h) around
 * them, and cmpxchg/xchg on atomic_t from asm/cmpxchg.h.  atomic64_t stays
 * GENERIC_ATOMIC64's (spinlocks: MIPS32 has no 64-bit ll/sc).
 * Learned from arch/mips/include/asm/atomic.h.
 */
#ifndef _ASM_TSAR_ATOMIC_H
#define _ASM_TSAR_ATOMIC_H

#include <linux/compiler.h>
#include <linux/types.h>
#include <asm/barrier.h>
#include <asm/cmpxchg.h>

#define arch_atomic_read(v)	READ_ONCE((v)->counter)
#define arch_atomic_set(v, i)	WRITE_ONCE((v)->counter, (i))

#define ATOMIC_OP(op, insn)						\
static __always_inline void arch_atomic_##op(int i, atomic_t *v)	\
{									\
	int tmp;							\
									\
	__asm__ __volatile__(						\
	"1:	ll	%0, %1\n"					\
	"	" #insn "	%0, %0, %2\n"				\
	"	sc	%0, %1\n"					\
	"	beqz	%0, 1b\n"					\
	: "=&r" (tmp), "+ZC" (v->counter)				\
	: "r" (i));							\
}

#define ATOMIC_FETCH_OP(op, insn)					\
static __always_inline int						\
arch_atomic_fetch_##op##_relaxed(int i, atomic_t *v)			\
{									\
	int old, tmp;							\
									\
	__asm__ __volatile__(						\
	"1:	ll	%0, %2\n"					\
	"	" #insn "	%1, %0, %3\n"				\
	"	sc	%1, %2\n"					\
	"	beqz	%1, 1b\n"					\
	: "=&r" (old), "=&r" (tmp), "+ZC" (v->counter)			\
	: "r" (i));							\
	return old;							\
}

ATOMIC_OP(add, addu)
ATOMIC_OP(sub, subu)
ATOMIC_OP(and, and)
ATOMIC_OP(or, or)
ATOMIC_OP(xor, xor)
ATOMIC_FETCH_OP(add, addu)
ATOMIC_FETCH_OP(sub, subu)
ATOMIC_FETCH_OP(and, and)
ATOMIC_FETCH_OP(or, or)
ATOMIC_FETCH_OP(xor, xor)

#undef ATOMIC_FETCH_OP
#undef ATOMIC_OP

/* What linux/atomic/atomic-arch-fallback.h looks for */
#define arch_atomic_add				arch_atomic_add
#define arch_atomic_sub				arch_atomic_sub
#define arch_atomic_and				arch_atomic_and
#define arch_atomic_or				arch_atomic_or
#define arch_atomic_xor				arch_atomic_xor
#define arch_atomic_fetch_add_relaxed		arch_atomic_fetch_add_relaxed
#define arch_atomic_fetch_sub_relaxed		arch_atomic_fetch_sub_relaxed
#define arch_atomic_fetch_and_relaxed		arch_atomic_fetch_and_relaxed
#define arch_atomic_fetch_or_relaxed		arch_atomic_fetch_or_relaxed
#define arch_atomic_fetch_xor_relaxed		arch_atomic_fetch_xor_relaxed

static __always_inline int arch_atomic_add_return_relaxed(int i, atomic_t *v)
{
	return arch_atomic_fetch_add_relaxed(i, v) + i;
}
#define arch_atomic_add_return_relaxed		arch_atomic_add_return_relaxed

static __always_inline int arch_atomic_sub_return_relaxed(int i, atomic_t *v)
{
	return arch_atomic_fetch_sub_relaxed(i, v) - i;
}
#define arch_atomic_sub_return_relaxed		arch_atomic_sub_return_relaxed

#endif /* _ASM_TSAR_ATOMIC_H */
