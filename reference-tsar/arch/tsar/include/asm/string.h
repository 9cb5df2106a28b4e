/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Custom: memcpy and memset in assembly (lib/string.S), word loops where
 * lib/string.c's C ones go a byte at a time.  They clear and copy every
 * page (clear_page, copy_page): make bench's page fault and fork.
 */
#ifndef _ASM_TSAR_STRING_H
#define _ASM_TSAR_STRING_H

#include <linux/types.h>

#define __HAVE_ARCH_MEMCPY
void *memcpy(void *to, const void *from, __kernel_size_t n);
#define __HAVE_ARCH_MEMSET
void *memset(void *s, int c, __kernel_size_t n);

#endif /* _ASM_TSAR_STRING_H */
