/* SPDX-License-Identifier: GPL-2.0 */
/*
 * xchg and cmpxchg on ll/sc, for one CPU and for many: sc stores only if
 * nothing wrote the word since ll (another CPU, or an exception taken in
 * between: eret clears the link), else it leaves 0 and the loop retries.
 * All relaxed: linux/atomic's fallbacks put smp_mb() around them for the
 * ordered forms.  1- and 2-byte operands go through their aligned word,
 * the other bytes kept.  Learned from arch/mips/include/asm/cmpxchg.h and
 * arch/mips/kernel/cmpxchg.c.
 */
#ifndef _ASM_TSAR_CMPXCHG_H
#define _ASM_TSAR_CMPXCHG_H

#include <linux/bits.h>
#include <linux/build_bug.h>
#include <linux/compiler.h>
#include <linux/types.h>

static __always_inline u32 __cmpxchg_u32(volatile u32 *p, u32 old, u32 new)
{
	u32 prev, tmp;

	__asm__ __volatile__(
	"1:	ll	%0, %2\n"
	"	bne	%0, %3, 2f\n"
	"	move	%1, %4\n"
	"	sc	%1, %2\n"
	"	beqz	%1, 1b\n"
	"2:\n"
	: "=&r" (prev), "=&r" (tmp), "+ZC" (*p)
	: "r" (old), "r" (new)
	: "memory");
	return prev;
}

static __always_inline u32 __xchg_u32(volatile u32 *p, u32 new)
{
	u32 prev, tmp;

	__asm__ __volatile__(
	"1:	ll	%0, %2\n"
	"	move	%1, %3\n"
	"	sc	%1, %2\n"
	"	beqz	%1, 1b\n"
	: "=&r" (prev), "=&r" (tmp), "+ZC" (*p)
	: "r" (new)
	: "memory");
	return prev;
}

/* The bit position of a 1- or 2-byte operand in its aligned word. */
static __always_inline unsigned int __small_shift(volatile void *ptr, unsigned int size)
{
	unsigned int byte = (unsigned long)ptr & 3;

	if (IS_ENABLED(CONFIG_CPU_BIG_ENDIAN))
		byte = 4 - size - byte;
	return byte * BITS_PER_BYTE;
}

static inline u32 __cmpxchg_small(volatile void *ptr, u32 old, u32 new, unsigned int size)
{
	volatile u32 *word = (volatile u32 *)((unsigned long)ptr & ~3UL);
	unsigned int shift = __small_shift(ptr, size);
	u32 mask = GENMASK(size * BITS_PER_BYTE - 1, 0);
	u32 seen, prev;

	old &= mask;
	new &= mask;
	seen = READ_ONCE(*word);
	for (;;) {
		if (((seen >> shift) & mask) != old)
			return (seen >> shift) & mask;
		prev = __cmpxchg_u32(word, seen, (seen & ~(mask << shift)) | new << shift);
		if (prev == seen)
			return old;
		/* Another byte of the word changed: try again with it. */
		seen = prev;
	}
}

/* xchg of a small operand: its cmpxchg until no other byte moved under it */
static inline u32 __xchg_small(volatile void *ptr, u32 new, unsigned int size)
{
	volatile u32 *word = (volatile u32 *)((unsigned long)ptr & ~3UL);
	u32 mask = GENMASK(size * BITS_PER_BYTE - 1, 0);
	u32 old = (READ_ONCE(*word) >> __small_shift(ptr, size)) & mask, prev;

	while ((prev = __cmpxchg_small(ptr, old, new, size)) != old)
		old = prev;
	return old;
}

static __always_inline unsigned long
__arch_cmpxchg(volatile void *ptr, unsigned long old, unsigned long new, int size)
{
	switch (size) {
	case 1:
	case 2:
		return __cmpxchg_small(ptr, old, new, size);
	case 4:
		return __cmpxchg_u32(ptr, old, new);
	default:
		BUILD_BUG();
		return old;
	}
}

static __always_inline unsigned long
__arch_xchg(volatile void *ptr, unsigned long new, int size)
{
	switch (size) {
	case 1:
	case 2:
		return __xchg_small(ptr, new, size);
	case 4:
		return __xchg_u32(ptr, new);
	default:
		BUILD_BUG();
		return new;
	}
}

#define arch_cmpxchg_relaxed(ptr, o, n)					\
	((__typeof__(*(ptr)))__arch_cmpxchg((ptr), (unsigned long)(o),	\
					    (unsigned long)(n), sizeof(*(ptr))))
#define arch_xchg_relaxed(ptr, x)					\
	((__typeof__(*(ptr)))__arch_xchg((ptr), (unsigned long)(x), sizeof(*(ptr))))

/* Atomic against this CPU alone: the same instructions serve. */
#define arch_cmpxchg_local(ptr, o, n)	arch_cmpxchg_relaxed((ptr), (o), (n))

/* 64 bits: no ll/sc pair for them on MIPS32; with interrupts off, local only. */
#include <asm-generic/cmpxchg-local.h>
#define arch_cmpxchg64_local(ptr, o, n)	__generic_cmpxchg64_local((ptr), (o), (n))
#ifndef CONFIG_SMP
/* One CPU: what is atomic against it is atomic. */
#define arch_cmpxchg64(ptr, o, n)	arch_cmpxchg64_local((ptr), (o), (n))
#endif

#endif /* _ASM_TSAR_CMPXCHG_H */
