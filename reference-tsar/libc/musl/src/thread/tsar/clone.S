/*
 * int __clone(int (*fn)(void *), void *stack, int flags, void *arg,
 *             pid_t *ptid, void *tls, pid_t *ctid)
 * a0 fn, a1 stack, a2 flags, a3 arg; ptid, tls, ctid at 16, 20 and
 * 24(sp).  TSAR's clone has the generic argument order (no
 * CLONE_BACKWARDS): clone(flags, stack, ptid, ctid, tls), the fifth word
 * at 16(sp) as for any o32 call.  The child starts on the new stack,
 * where fn and arg were left for it, calls fn(arg) and exits with its
 * value; it never returns here.
 */
#include <bits/syscall.h>

	.set	noreorder
	.global	__clone
	.hidden	__clone
	.type	__clone, @function
__clone:
	/* fn and arg on top of the child's stack, 8-aligned */
	and	$5, $5, -8
	subu	$5, $5, 16
	sw	$4, 0($5)
	sw	$7, 4($5)
	/* (fn, stack, flags, arg, ptid, tls, ctid) to (flags, stack, ptid, ctid, tls) */
	move	$4, $6
	lw	$6, 16($sp)		/* ptid */
	lw	$7, 24($sp)		/* ctid */
	lw	$8, 20($sp)		/* tls, the fifth word */
	subu	$sp, $sp, 24
	sw	$8, 16($sp)
	li	$2, __NR_clone
	syscall
	/* The child runs on from here too, on its own stack: it must not pop. */
	bnez	$7, 9f			/* the parent, failed: -errno */
	nop
	beqz	$2, 1f			/* the child */
	nop
	jr	$ra			/* the parent: the child's tid */
	addu	$sp, $sp, 24
9:	addu	$sp, $sp, 24
	jr	$ra
	subu	$2, $0, $2

1:	lw	$25, 0($sp)
	lw	$4, 4($sp)
	jalr	$25
	nop
	move	$4, $2
	li	$2, __NR_exit
	syscall
	.size	__clone, . - __clone
