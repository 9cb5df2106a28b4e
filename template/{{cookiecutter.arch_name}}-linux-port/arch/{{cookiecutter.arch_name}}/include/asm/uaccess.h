/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom on top of generic: the copies carry exception-table fixups (lib/uaccess.S). */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_UACCESS_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_UACCESS_H

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
 * get_user/put_user of 1, 2 and 4 bytes: one load or store, whose fault
 * (TLB or address error) resumes at a fixup that returns -EFAULT.  The
 * generic versions would go through __copy_user a byte at a time.
 */
#define __uaccess_insn(insn, reg, addr, err)				\
do {									\
	__asm__ __volatile__(						\
	"1:	" insn "	%1, 0(%2)\n"				\
	"2:\n"								\
	"	.section .fixup, \"ax\"\n"				\
	"3:	li	%0, %3\n"					\
	"	j	2b\n"						\
	"	.previous\n"						\
	"	.section __ex_table, \"a\"\n"				\
	"	.balign	4\n"						\
	"	.long	1b, 3b\n"					\
	"	.previous\n"						\
	: "+r" (err), "+r" (reg)					\
	: "r" (addr), "i" (-EFAULT)					\
	: "memory");							\
} while (0)

static inline int __get_user_fn(size_t size, const void __user *ptr, void *x)
{
	unsigned long v = 0;
	int err = 0;

	switch (size) {
	case 1:
		__uaccess_insn("lbu", v, ptr, err);
		*(u8 *)x = v;
		break;
	case 2:
		__uaccess_insn("lhu", v, ptr, err);
		*(u16 *)x = v;
		break;
	case 4:
		__uaccess_insn("lw", v, ptr, err);
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
	unsigned long v;
	int err = 0;

	switch (size) {
	case 1:
		v = *(u8 *)x;
		__uaccess_insn("sb", v, ptr, err);
		break;
	case 2:
		v = *(u16 *)x;
		__uaccess_insn("sh", v, ptr, err);
		break;
	case 4:
		v = *(u32 *)x;
		__uaccess_insn("sw", v, ptr, err);
		break;
	default:
		return raw_copy_to_user(ptr, x, size) ? -EFAULT : 0;
	}
	return err;
}
#define __put_user_fn(sz, u, k)	__put_user_fn(sz, u, k)

#include <asm-generic/access_ok.h>
#include <asm-generic/uaccess.h>

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_UACCESS_H */
