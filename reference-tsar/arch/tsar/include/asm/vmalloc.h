/* SPDX-License-Identifier: GPL-2.0 */
/* Custom (empty): no asm-generic vmalloc.h exists, and no huge vmap here. */
#ifndef _ASM_TSAR_VMALLOC_H
#define _ASM_TSAR_VMALLOC_H
#endif
