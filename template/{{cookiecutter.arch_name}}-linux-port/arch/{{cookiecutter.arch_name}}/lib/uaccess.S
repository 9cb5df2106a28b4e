/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * The user copies: every load or store that may touch a user address has
 * an exception-table entry (asm/asm-extable.h) whose fixup returns the
 * number of bytes left, exactly: a copy that loads a block before storing
 * it must, on a load fault, copy what it could (the reference goes back
 * to a byte at a time), or write() retries for ever (checklist item
 * abi-partial-copy).
 */
#include <linux/linkage.h>
#include "loops.S"

	.text
	.set	noreorder

/*
 * __copy_user: unsigned long __copy_user(void *to, const void *from, unsigned long n):
 * the bytes not copied.
 * Checklist item hdr-uaccess; reference: reference-tsar/arch/tsar/lib/uaccess.S.
 * PORT-TODO(hdr-uaccess): until it is written, reaching it panics.
 */
SYM_FUNC_START(__copy_user)
	la	$a0, .L__copy_user_todo
	j	panic
	 nop
SYM_FUNC_END(__copy_user)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.L__copy_user_todo:
	.asciz	"PORT-TODO(hdr-uaccess): __copy_user is a stub; see reference-tsar/arch/tsar/lib/uaccess.S"
	.popsection

/*
 * __clear_user: unsigned long __clear_user(void *to, unsigned long n): the bytes not
 * cleared.
 * Checklist item hdr-uaccess; reference: reference-tsar/arch/tsar/lib/uaccess.S.
 * PORT-TODO(hdr-uaccess): until it is written, reaching it panics.
 */
SYM_FUNC_START(__clear_user)
	la	$a0, .L__clear_user_todo
	j	panic
	 nop
SYM_FUNC_END(__clear_user)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.L__clear_user_todo:
	.asciz	"PORT-TODO(hdr-uaccess): __clear_user is a stub; see reference-tsar/arch/tsar/lib/uaccess.S"
	.popsection
