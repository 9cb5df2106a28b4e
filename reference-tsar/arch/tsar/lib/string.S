/* SPDX-License-Identifier: GPL-2.0 */
/*
 * memcpy and memset for the kernel (asm/string.h): lib/string.c's C
 * versions go a byte at a time.  The loops are loops.S's, without
 * exception-table entries: a fault here is a kernel bug, never fixed up.
 */
#include <linux/export.h>
#include <linux/linkage.h>
#include "loops.S"

	.text
	.set	noreorder

/* void *memcpy(void *to, const void *from, size_t n) */
SYM_FUNC_START(memcpy)
	move	$v0, $a0
	COPY	0
	jr	$ra
	 nop
SYM_FUNC_END(memcpy)
EXPORT_SYMBOL(memcpy)

/* void *memset(void *s, int c, size_t n) */
SYM_FUNC_START(memset)
	move	$v0, $a0
	andi	$a1, $a1, 0xff
	sll	$t0, $a1, 8
	or	$a1, $a1, $t0
	sll	$t0, $a1, 16
	or	$a1, $a1, $t0
	FILL	0
	jr	$ra
	 nop
SYM_FUNC_END(memset)
EXPORT_SYMBOL(memset)
