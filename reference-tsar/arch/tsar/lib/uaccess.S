/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The user copies: loops.S's loops with an exception-table entry on every
 * load or store that may touch a user address.  A fault resumes at the
 * fixup for its offset, which returns the number of bytes left.
 */
#include <linux/linkage.h>
#include "loops.S"

	.text
	.set	noreorder

/* unsigned long __copy_user(void *to, const void *from, unsigned long n) */
SYM_FUNC_START(__copy_user)
	COPY	1
	jr	$ra
	 move	$v0, $zero

/*
 * The exception table's fixups, __clear_user's stores included, kept
 * inside this function: they jump back into its loops.  A load of a block
 * faulted: the block again, a byte at a time, to the end or the fault.
 */
.Lfault_load:
	b	.Lbytes_to_end
	 move	$t8, $t9

/* Bytes left when the store at offset k of the current block faulted. */
	.irp	k, 0, 4, 8, 12, 16, 20, 24, 28
.Lfault_\k:
	addiu	$v0, $a0, \k
	jr	$ra
	 subu	$v0, $t9, $v0
	.endr
SYM_FUNC_END(__copy_user)

/* unsigned long __clear_user(void __user *to, unsigned long n) */
SYM_FUNC_START(__clear_user)
	move	$a2, $a1
	move	$a1, $zero
	FILL	1
	jr	$ra
	 move	$v0, $zero
SYM_FUNC_END(__clear_user)
