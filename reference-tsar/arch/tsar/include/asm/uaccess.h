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

#include <asm-generic/access_ok.h>
#include <asm-generic/uaccess.h>

#endif /* _ASM_TSAR_UACCESS_H */
