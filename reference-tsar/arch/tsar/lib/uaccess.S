/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The user copies.  Every load or store that may touch a user address has
 * an exception-table entry: a fault there resumes at the fixup, which
 * returns the number of bytes left.  Byte at a time for now; the word
 * loop is for the hot-path work (issue #8).
 */
#include <linux/linkage.h>
#include <asm/asm-extable.h>

	.text
	.set	noreorder

/* unsigned long __copy_user(void *to, const void *from, unsigned long n) */
SYM_FUNC_START(__copy_user)
	beqz	$a2, 2f
	 nop
1:	lbu	$t0, 0($a1)
	_ASM_EXTABLE(1b, 3f)
	addiu	$a1, $a1, 1
9:	sb	$t0, 0($a0)
	_ASM_EXTABLE(9b, 3f)
	addiu	$a2, $a2, -1
	bnez	$a2, 1b
	 addiu	$a0, $a0, 1
2:	jr	$ra
	 move	$v0, $zero
3:	jr	$ra
	 move	$v0, $a2
SYM_FUNC_END(__copy_user)

/* unsigned long __clear_user(void __user *to, unsigned long n) */
SYM_FUNC_START(__clear_user)
	beqz	$a1, 2f
	 nop
1:	sb	$zero, 0($a0)
	_ASM_EXTABLE(1b, 3f)
	addiu	$a1, $a1, -1
	bnez	$a1, 1b
	 addiu	$a0, $a0, 1
2:	jr	$ra
	 move	$v0, $zero
3:	jr	$ra
	 move	$v0, $a1
SYM_FUNC_END(__clear_user)
