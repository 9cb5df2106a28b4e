/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The entry of a FLAT program (o32), before the C runtime's own __start.
 *
 * binfmt_flat's create_flat_tables() leaves argc, argv, NULL, envp, NULL
 * on the stack and nothing after them: the FLAT format has no auxiliary
 * vector.  nolibc's start code, written for ELF, takes the word after
 * envp's NULL as the vector and walks it to an AT_NULL: past the tables
 * it reads the argument strings, and then past the stack's top.  So the
 * tables move down 8 bytes (sp stays 8-byte aligned) and an empty vector,
 * one AT_NULL pair, follows them.  Nothing is put in it: getauxval()
 * finds nothing, as a FLAT program should.
 */
	.text
	.set	noreorder
	.globl	__flat_start
	.type	__flat_start, @function
__flat_start:
	move	$t0, $sp		# the tables, word by word
	lw	$t1, 0($sp)		# argc
	addiu	$t0, $t0, 4		# argv[0]
	sll	$t1, $t1, 2
	addu	$t0, $t0, $t1		# argv's NULL
1:	lw	$t1, 4($t0)		# envp, to its NULL
	bnez	$t1, 1b
	 addiu	$t0, $t0, 4
	addiu	$t0, $t0, 4		# the first word past the tables
	move	$t2, $sp
	addiu	$sp, $sp, -8
	move	$t3, $sp
2:	lw	$t1, 0($t2)
	addiu	$t2, $t2, 4
	sw	$t1, 0($t3)
	bne	$t2, $t0, 2b
	 addiu	$t3, $t3, 4
	sw	$zero, 0($t3)		# AT_NULL
	sw	$zero, 4($t3)
	b	__start
	 nop
	.size	__flat_start, . - __flat_start
