/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Threads for the kit's user programs (robust.c, bench-smp.c), built with
 * the kernel's nolibc, which has none: an o32 clone() that runs a
 * function on a new stack, and the CPU affinity calls.  Included by one
 * source file per program.
 */
#ifndef KIT_USER_THREADS_H
#define KIT_USER_THREADS_H

/*
 * A thread: clone() through a stub that runs fn on the new stack, then
 * exits the thread (the child must not return into its parent's frames).
 * spawn_thread(flags, stack, ptid, ctid, tls, fn) takes clone's generic
 * argument order; tls and fn are the o32 stack arguments at 16/20(sp).
 * fn goes to the child on its new stack: a syscall may clobber t0-t9
 * (the o32 syscall convention, and what the kernel's fast path does).
 */
#define STR_(x)	#x
#define STR(x)	STR_(x)
long spawn_thread(unsigned long flags, void *stack, int *ptid, int *ctid,
		  unsigned long tls, void (*fn)(void));
__asm__(
"	.text\n"
"	.globl	spawn_thread\n"
"	.set	push\n"
"	.set	noreorder\n"
"spawn_thread:\n"
"	lw	$t0, 20($sp)\n"
"	sw	$t0, 0($a1)\n"
"	li	$v0, " STR(__NR_clone) "\n"
"	syscall\n"
"	bnez	$a3, 1f\n"
"	 nop\n"
"	beqz	$v0, 2f\n"
"	 nop\n"
"	jr	$ra\n"
"	 nop\n"
"1:	jr	$ra\n"
"	 subu	$v0, $zero, $v0\n"
"2:	lw	$t9, 0($sp)\n"
"	jalr	$t9\n"
"	 nop\n"
"	move	$a0, $zero\n"
"	li	$v0, " STR(__NR_exit) "\n"
"	syscall\n"
"	.set	pop\n");

/* Run on cpu only (sched_setaffinity): 0, or -1 with errno set (no such CPU online). */
static __attribute__((unused)) int pin_to(int cpu)
{
	unsigned long mask = 1UL << cpu;

	return syscall(__NR_sched_setaffinity, 0, sizeof(mask), &mask);
}

/* The CPU this runs on (getcpu), -1 if the call failed. */
static __attribute__((unused)) int this_cpu(void)
{
	unsigned int cpu = ~0U;

	return syscall(__NR_getcpu, &cpu, NULL, NULL) ? -1 : (int)cpu;
}

#endif /* KIT_USER_THREADS_H */
