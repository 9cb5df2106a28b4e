/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Custom: asm-generic/futex.h serves one CPU only (under SMP it has no
 * futex_atomic_cmpxchg_inatomic at all): it makes the read-modify-write
 * of the user word atomic by disabling preemption, which another CPU
 * does not see.  Here both operations are an ll/sc loop on the user
 * word, with a sync on either side, and a fault on it returns -EFAULT
 * through the exception table (the futex code has page faults disabled
 * and faults the word in itself).  Learned from
 * arch/mips/include/asm/futex.h and arch/riscv/include/asm/futex.h.
 */
#ifndef _ASM_TSAR_FUTEX_H
#define _ASM_TSAR_FUTEX_H

#include <linux/futex.h>
#include <linux/uaccess.h>
#include <asm/barrier.h>
#include <asm/errno.h>

/* Both user accesses (1: ll, 2: sc) fault to 3: ret = -EFAULT. */
#define __FUTEX_EXTABLE					\
	"	.pushsection __ex_table, \"a\"\n"	\
	"	.balign 4\n"				\
	"	.long 1b, 3b\n"				\
	"	.long 2b, 3b\n"				\
	"	.popsection\n"

/* old = *uaddr; *uaddr = insn(old, oparg), insn writing %2 from %1 and %5 */
#define __futex_atomic_op(insn, ret, old, uaddr, oparg)		\
{									\
	u32 tmp;							\
									\
	__asm__ __volatile__(						\
	"1:	ll	%1, %3\n"					\
	"	" insn "\n"						\
	"2:	sc	%2, %3\n"					\
	"	beqz	%2, 1b\n"					\
	"	move	%0, $0\n"					\
	"	b	4f\n"						\
	"3:	li	%0, %4\n"					\
	"4:\n"								\
	__FUTEX_EXTABLE							\
	: "=&r" (ret), "=&r" (old), "=&r" (tmp), "+ZC" (*(uaddr))	\
	: "i" (-EFAULT), "r" (oparg)					\
	: "memory");							\
}

static inline int arch_futex_atomic_op_inuser(int op, u32 oparg, int *oval,
					      u32 __user *uaddr)
{
	u32 old = 0;
	int ret;

	/* Fully ordered, as the futex code expects of the whole operation. */
	smp_mb();
	switch (op) {
	case FUTEX_OP_SET:
		__futex_atomic_op("move	%2, %5", ret, old, uaddr, oparg);
		break;
	case FUTEX_OP_ADD:
		__futex_atomic_op("addu	%2, %1, %5", ret, old, uaddr, oparg);
		break;
	case FUTEX_OP_OR:
		__futex_atomic_op("or	%2, %1, %5", ret, old, uaddr, oparg);
		break;
	case FUTEX_OP_ANDN:
		__futex_atomic_op("and	%2, %1, %5", ret, old, uaddr, ~oparg);
		break;
	case FUTEX_OP_XOR:
		__futex_atomic_op("xor	%2, %1, %5", ret, old, uaddr, oparg);
		break;
	default:
		return -ENOSYS;
	}
	smp_mb();	/* the other half of the ordering above */
	if (!ret)
		*oval = old;
	return ret;
}

static inline int futex_atomic_cmpxchg_inatomic(u32 *uval, u32 __user *uaddr,
						u32 oldval, u32 newval)
{
	u32 val = 0, tmp;
	int ret;

	if (!access_ok(uaddr, sizeof(u32)))
		return -EFAULT;
	/* Fully ordered, as cmpxchg is. */
	smp_mb();
	__asm__ __volatile__(
	"1:	ll	%1, %3\n"
	"	bne	%1, %4, 5f\n"
	"	move	%2, %5\n"
	"2:	sc	%2, %3\n"
	"	beqz	%2, 1b\n"
	"5:	move	%0, $0\n"
	"	b	4f\n"
	"3:	li	%0, %6\n"
	"4:\n"
	__FUTEX_EXTABLE
	: "=&r" (ret), "=&r" (val), "=&r" (tmp), "+ZC" (*uaddr)
	: "r" (oldval), "r" (newval), "i" (-EFAULT)
	: "memory");
	smp_mb();	/* the other half of the ordering above */
	*uval = val;
	return ret;
}

#endif /* _ASM_TSAR_FUTEX_H */
