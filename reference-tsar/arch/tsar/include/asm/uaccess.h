/* SPDX-License-Identifier: GPL-2.0 */
/* Custom on top of generic: the copies carry exception-table fixups (lib/uaccess.S). */
#ifndef _ASM_TSAR_UACCESS_H
#define _ASM_TSAR_UACCESS_H

#include <linux/compiler.h>
#include <linux/types.h>

/*
 * Both return the number of bytes NOT copied: a fault on a user address
 * stops the copy there (the fixup returns what was left).
 */
unsigned long __copy_user(void *to, const void *from, unsigned long n);
unsigned long __clear_user(void __user *to, unsigned long n);

static inline unsigned long
raw_copy_from_user(void *to, const void __user *from, unsigned long n)
{
	return __copy_user(to, (__force const void *)from, n);
}

static inline unsigned long
raw_copy_to_user(void __user *to, const void *from, unsigned long n)
{
	return __copy_user((__force void *)to, from, n);
}

#define __clear_user __clear_user

/*
 * get_user/put_user of 1, 2 and 4 bytes, inline: one load or store.  A
 * user pointer may be valid but unaligned (a packed struct, an int at an
 * odd address), and lw/sw/lh/sh there raise an address error; arch/mips
 * emulates the access in its address-error handler.  Here the access's
 * fixup does it again, unaligned-safe: words through lwl/lwr or swl/swr,
 * halfwords a byte at a time.  Only a fault of that second try is
 * -EFAULT.  So the aligned access, nearly every one, stays one
 * instruction; a bad pointer faults twice on its way to -EFAULT.  The
 * generic versions would go through __copy_user a byte at a time.
 */
#ifdef CONFIG_CPU_LITTLE_ENDIAN
#define __UA_MSB	"3"	/* the word's most significant byte, for lwl/swl */
#define __UA_LSB	"0"
#define __UA_H1		"1"	/* a halfword's high byte */
#define __UA_H0		"0"
#else
#define __UA_MSB	"0"
#define __UA_LSB	"3"
#define __UA_H1		"0"
#define __UA_H0		"1"
#endif

/* one access, insn, whose fault is -EFAULT; tmp is unused */
#define __uaccess_one(insn, reg, tmp, addr, err)			\
do {									\
	__asm__ __volatile__(						\
	"1:	" insn "\n"						\
	"2:\n"								\
	"	.section .fixup, \"ax\"\n"				\
	"5:	li	%0, %4\n"					\
	"	j	2b\n"						\
	"	.previous\n"						\
	"	.section __ex_table, \"a\"\n"				\
	"	.balign	4\n"						\
	"	.long	1b, 5b\n"					\
	"	.previous\n"						\
	: "+r" (err), "+r" (reg), "=r" (tmp)				\
	: "r" (addr), "i" (-EFAULT)					\
	: "memory");							\
} while (0)

/*
 * insn; should it fault, alt1 then alt2 in its place, either of which
 * may fault to -EFAULT; tmp is a scratch register for them.
 */
#define __uaccess_retry(insn, alt1, alt2, reg, tmp, addr, err)		\
do {									\
	__asm__ __volatile__(						\
	"1:	" insn "\n"						\
	"2:\n"								\
	"	.section .fixup, \"ax\"\n"				\
	"3:	" alt1 "\n"						\
	"4:	" alt2 "\n"						\
	"	j	2b\n"						\
	"5:	li	%0, %4\n"					\
	"	j	2b\n"						\
	"	.previous\n"						\
	"	.section __ex_table, \"a\"\n"				\
	"	.balign	4\n"						\
	"	.long	1b, 3b\n"					\
	"	.long	3b, 5b\n"					\
	"	.long	4b, 5b\n"					\
	"	.previous\n"						\
	: "+r" (err), "+r" (reg), "=&r" (tmp)				\
	: "r" (addr), "i" (-EFAULT)					\
	: "memory");							\
} while (0)

static inline int __get_user_fn(size_t size, const void __user *ptr, void *x)
{
	unsigned long v = 0, t;
	int err = 0;

	switch (size) {
	case 1:
		__uaccess_one("lbu	%1, 0(%3)", v, t, ptr, err);
		*(u8 *)x = v;
		break;
	case 2:
		__uaccess_retry("lhu	%1, 0(%3)",
				"lbu	%1, " __UA_H0 "(%3)",
				"lbu	%2, " __UA_H1 "(%3)\n"
				"	sll	%2, %2, 8\n"
				"	or	%1, %1, %2", v, t, ptr, err);
		*(u16 *)x = v;
		break;
	case 4:
		__uaccess_retry("lw	%1, 0(%3)",
				"lwl	%1, " __UA_MSB "(%3)",
				"lwr	%1, " __UA_LSB "(%3)", v, t, ptr, err);
		*(u32 *)x = v;
		break;
	default:
		return raw_copy_from_user(x, ptr, size) ? -EFAULT : 0;
	}
	return err;
}
#define __get_user_fn(sz, u, k)	__get_user_fn(sz, u, k)

static inline int __put_user_fn(size_t size, void __user *ptr, void *x)
{
	unsigned long v, t;
	int err = 0;

	switch (size) {
	case 1:
		v = *(u8 *)x;
		__uaccess_one("sb	%1, 0(%3)", v, t, ptr, err);
		break;
	case 2:
		v = *(u16 *)x;
		__uaccess_retry("sh	%1, 0(%3)",
				"sb	%1, " __UA_H0 "(%3)\n"
				"	srl	%2, %1, 8",
				"sb	%2, " __UA_H1 "(%3)", v, t, ptr, err);
		break;
	case 4:
		v = *(u32 *)x;
		__uaccess_retry("sw	%1, 0(%3)",
				"swl	%1, " __UA_MSB "(%3)",
				"swr	%1, " __UA_LSB "(%3)", v, t, ptr, err);
		break;
	default:
		return raw_copy_to_user(ptr, x, size) ? -EFAULT : 0;
	}
	return err;
}
#define __put_user_fn(sz, u, k)	__put_user_fn(sz, u, k)

#include <asm-generic/access_ok.h>
#include <asm-generic/uaccess.h>

#endif /* _ASM_TSAR_UACCESS_H */
