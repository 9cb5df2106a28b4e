/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The copy and fill loops behind memcpy/memset (string.S) and the user
 * copies (uaccess.S), which include this file (it is not built alone):
 * one body each, assembled with exception-table entries for the user
 * copies and without for the kernel's own.
 *
 * In: a0 = destination, a1 = source (or the fill word), a2 = bytes.
 * t9 holds the end of the destination all along: a user access that
 * faults at offset k of the current block resumes at .Lfault_k, which
 * returns t9 - (a0 + k), exactly the bytes not stored (words are aligned,
 * so a word never straddles two pages).  A load fault stores nothing of
 * its block, yet the words loaded before it were readable: a user copy
 * must report every byte it could copy (include/linux/uaccess.h), or
 * write() would retry a copy of nothing for ever.  So a load fault in a
 * block resumes at .Lfault_load, which copies the rest a byte at a time
 * up to the faulting byte, whose own fault is then exact; in the word
 * loop, the faulting word is wholly unreadable: .Lfault_0.
 *
 * Measured by make bench (a page fault clears a page, fork copies them,
 * a signal frame is ~700 bytes): the byte loops they replace cost 4 and 5
 * instructions a byte; these cost 11 per 16 bytes (copy) and 10 per 32
 * bytes (fill) once aligned.
 */
#include <asm/asm-extable.h>

/* insn, with an exception-table entry to .Lfault_\k when \user */
.macro	UX user, k, insn:vararg
9:	\insn
	.if	\user
	_ASM_EXTABLE(9b, .Lfault_\k)
	.endif
.endm

/* t8 = the first aligned word past a0, or the end if that comes first */
.macro	HEAD_END
	subu	$t8, $zero, $a0
	andi	$t8, $t8, 3
	sltu	$t0, $a2, $t8
	movn	$t8, $a2, $t0
	addu	$t8, $a0, $t8
.endm

/* t8 = a0 + the whole blocks of \size bytes before the end; to \none if none */
.macro	BLOCKS_END size, none
	subu	$t0, $t9, $a0
	li	$t1, -\size
	and	$t0, $t0, $t1
	beqz	$t0, \none
	 addu	$t8, $a0, $t0
.endm

/* Bytes while a0 is below t8. */
.macro	COPY_BYTES user
	beq	$a0, $t8, 2f
	 nop
1:	UX	\user, 0, lbu $t0, 0($a1)
	addiu	$a1, $a1, 1
	UX	\user, 0, sb $t0, 0($a0)
	addiu	$a0, $a0, 1
	bne	$a0, $t8, 1b
	 nop
2:
.endm

.macro	FILL_BYTES user
	beq	$a0, $t8, 2f
	 nop
1:	UX	\user, 0, sb $a1, 0($a0)
	addiu	$a0, $a0, 1
	bne	$a0, $t8, 1b
	 nop
2:
.endm

.macro	COPY user
	addu	$t9, $a0, $a2
	xor	$t0, $a0, $a1
	andi	$t0, $t0, 3
	bnez	$t0, 5f			/* never both aligned: bytes */
	 move	$t8, $t9
	HEAD_END
	COPY_BYTES \user
	/* 16 bytes a turn */
	BLOCKS_END 16, 3f
1:	UX	\user, load, lw $t0, 0($a1)
	UX	\user, load, lw $t1, 4($a1)
	UX	\user, load, lw $t2, 8($a1)
	UX	\user, load, lw $t3, 12($a1)
	UX	\user, 0, sw $t0, 0($a0)
	UX	\user, 4, sw $t1, 4($a0)
	UX	\user, 8, sw $t2, 8($a0)
	UX	\user, 12, sw $t3, 12($a0)
	addiu	$a0, $a0, 16
	bne	$a0, $t8, 1b
	 addiu	$a1, $a1, 16
	/* then words */
3:	BLOCKS_END 4, 4f
1:	UX	\user, 0, lw $t0, 0($a1)
	addiu	$a1, $a1, 4
	UX	\user, 0, sw $t0, 0($a0)
	addiu	$a0, $a0, 4
	bne	$a0, $t8, 1b
	 nop
4:	move	$t8, $t9
	/* and the last bytes (or all of them) */
5:
	.if	\user
.Lbytes_to_end:
	.endif
	COPY_BYTES \user
.endm

/* a1 = the fill word: the byte repeated four times */
.macro	FILL user
	addu	$t9, $a0, $a2
	HEAD_END
	FILL_BYTES \user
	/* 32 bytes a turn */
	BLOCKS_END 32, 3f
1:	UX	\user, 0, sw $a1, 0($a0)
	UX	\user, 4, sw $a1, 4($a0)
	UX	\user, 8, sw $a1, 8($a0)
	UX	\user, 12, sw $a1, 12($a0)
	UX	\user, 16, sw $a1, 16($a0)
	UX	\user, 20, sw $a1, 20($a0)
	UX	\user, 24, sw $a1, 24($a0)
	UX	\user, 28, sw $a1, 28($a0)
	addiu	$a0, $a0, 32
	bne	$a0, $t8, 1b
	 nop
	/* then words, then the last bytes */
3:	BLOCKS_END 4, 4f
1:	UX	\user, 0, sw $a1, 0($a0)
	addiu	$a0, $a0, 4
	bne	$a0, $t8, 1b
	 nop
4:	move	$t8, $t9
	FILL_BYTES \user
.endm
