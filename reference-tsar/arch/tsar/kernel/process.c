// SPDX-License-Identifier: GPL-2.0
/*
 * Threads: copy_thread (what a new task finds when __switch_to first
 * switches to it), ret_from_fork's C half, start_thread for exec, and the
 * idle loop.  Learned from arch/openrisc/kernel/process.c and
 * arch/riscv/kernel/process.c.
 */
#include <linux/entry-common.h>
#include <linux/export.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/sched/debug.h>
#include <linux/sched/task.h>
#include <linux/sched/task_stack.h>
#include <linux/stackprotector.h>
#include <linux/syscalls.h>
#include <asm/cp0.h>
#include <asm/processor.h>
#include <asm/switch_to.h>
#include <asm/traps.h>

asmlinkage void ret_from_fork(void);
asmlinkage void ret_from_fork_c(struct task_struct *prev, int (*fn)(void *),
				void *fn_arg, struct pt_regs *regs);

/*
 * Top of the kernel stack of the task each CPU runs (head.S, switch.S,
 * vectors.S; asm/cpu-slot.h), where an exception from user mode saves
 * its frame.
 */
unsigned long kernelsp[NR_CPUS];

#ifdef CONFIG_STACKPROTECTOR
/* The canary GCC's protected frames compare with (asm/stackprotector.h). */
unsigned long __stack_chk_guard __read_mostly;
EXPORT_SYMBOL(__stack_chk_guard);
#endif

/*
 * wait with interrupts disabled never wakes on the 24K (Config7.WII=0),
 * so the idle loop enables them just before it.  An interrupt taken
 * between ei and wait (which may have made a task runnable) must not
 * return to the wait: do_exception moves it past the window, as
 * arch/mips does with the rollback region of __r4k_wait (genex.S).
 */
void arch_cpu_idle(void)
{
	__asm__ __volatile__(
		"	.set	push\n"
		"	.set	noreorder\n"
		"	.globl	__idle_window\n"
		"__idle_window:\n"
		"	ei\n"
		"	wait\n"
		"	.globl	__idle_window_end\n"
		"__idle_window_end:\n"
		"	.set	pop\n"
		: : : "memory");
	raw_local_irq_disable();
}

asmlinkage void ret_from_fork_c(struct task_struct *prev, int (*fn)(void *),
				void *fn_arg, struct pt_regs *regs)
{
	schedule_tail(prev);
	if (fn) {
		fn(fn_arg);
		/* A kernel thread that returns has exec'd a user program. */
	}
	syscall_exit_to_user_mode(regs);
}

int copy_thread(struct task_struct *p, const struct kernel_clone_args *args)
{
	struct pt_regs *childregs = task_pt_regs(p);

	memset(&p->thread, 0, sizeof(p->thread));
	if (unlikely(args->fn)) {
		/* A kernel thread: a frame that returns to kernel mode if ever used. */
		memset(childregs, 0, sizeof(*childregs));
		childregs->cp0_status = read_c0_status() & ~(ST0_KSU | ST0_EXL | ST0_ERL);
		childregs->syscall_nr = -1;
		p->thread.s[0] = (unsigned long)args->fn;
		p->thread.s[1] = (unsigned long)args->fn_arg;
	} else {
		*childregs = *current_pt_regs();
		if (args->stack)
			childregs->regs[29] = args->stack;
		/* fork() returns 0, no error, in the child */
		childregs->regs[2] = 0;
		childregs->regs[7] = 0;
		if (args->flags & CLONE_SETTLS)
			task_thread_info(p)->tp_value = args->tls;
	}
	p->thread.sp = (unsigned long)childregs;
	p->thread.ra = (unsigned long)ret_from_fork;
	return 0;
}

void start_thread(struct pt_regs *regs, unsigned long pc, unsigned long sp)
{
	memset(regs->regs, 0, sizeof(regs->regs));
	regs->lo = 0;
	regs->hi = 0;
	/* User mode, interrupts on, FPU off (the 24Kc has none). */
	regs->cp0_status = (read_c0_status() & ~(ST0_CU0 | ST0_CU1 | ST0_KSU | ST0_ERL | ST0_EXL)) |
			   ST0_KSU_USER | ST0_IE;
	regs->cp0_epc = pc;
	regs->regs[25] = pc;	/* t9: o32 PIC code finds itself here */
	regs->regs[29] = sp;
	regs->syscall_nr = -1;
	regs->frame_rewritten = 1;
}

void flush_thread(void)
{
	current_thread_info()->tp_value = 0;
}

/*
 * The 24K has no UserLocal register, so user code reads its TLS pointer
 * with "rdhwr $29", which traps and is emulated (traps.c).
 */
SYSCALL_DEFINE1(set_thread_area, unsigned long, addr)
{
	current_thread_info()->tp_value = addr;
	return 0;
}

unsigned long __get_wchan(struct task_struct *p)
{
	return 0;
}
