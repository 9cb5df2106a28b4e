/*
 * void __unmapself(void *base, size_t size): a detached thread unmaps its
 * own stack, then exits.  Between the two calls it must not touch that
 * stack: registers only, no call.  Its signals are blocked (pthread_exit),
 * and the kernel saves user registers on its own stack, never the user's.
 */
#include <bits/syscall.h>

	.set	noreorder
	.global	__unmapself
	.type	__unmapself, @function
__unmapself:
	li	$2, __NR_munmap
	syscall
	li	$4, 0
	li	$2, __NR_exit
	syscall
	.size	__unmapself, . - __unmapself
