// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * Threads: copy_thread (what a new task finds when __switch_to first
 * switches to it), ret_from_fork's C half, start_thread for exec, and the
 * idle loop.
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
{%- if cookiecutter.isa == 'mips32' %}
#include <asm/cp0.h>
{%- endif %}
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
{%- if cookiecutter.isa == 'mips32' %}

#ifdef CONFIG_STACKPROTECTOR
/* The canary GCC's protected frames compare with (asm/stackprotector.h). */
unsigned long __stack_chk_guard __read_mostly;
EXPORT_SYMBOL(__stack_chk_guard);
#endif
{%- endif %}

/**
 * arch_cpu_idle() - wait for an interrupt
 *
 * Checklist item init-rest-init.  Called by the idle task with
{%- if cookiecutter.isa == 'mips32' %}
 * interrupts off; returns with them off.  On MIPS: ei then wait, with the
 * race between the two closed (see the reference).
{%- else %}
 * interrupts off; returns with them off.  On OpenRISC: enable interrupts
 * (SR.IEE, SR.TEE) and wait, in the power-management unit's doze mode
 * where the core has one (UPR.PMP), else by returning at once.
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/process.c, arch_cpu_idle().
 */
void arch_cpu_idle(void)
{
	panic("PORT-TODO(init-rest-init): arch_cpu_idle() is a stub; see reference-tsar/arch/tsar/kernel/process.c");
}

/**
 * ret_from_fork_c() - a new task's first C code, called by ret_from_fork
 * @prev: the task __switch_to switched away from
 * @fn: a kernel thread's function, or NULL for a user task
 * @fn_arg: its argument
 * @regs: the task's user registers
 *
 * Checklist item thread-copy-thread.  Finish the switch
 * (schedule_tail()), run a kernel thread's function (one that returns has
 * exec'd a user program), then return to user mode through
 * syscall_exit_to_user_mode().
 *
 * Reference: reference-tsar/arch/tsar/kernel/process.c, ret_from_fork_c().
 */
asmlinkage void ret_from_fork_c(struct task_struct *prev, int (*fn)(void *),
				void *fn_arg, struct pt_regs *regs)
{
	panic("PORT-TODO(thread-copy-thread): ret_from_fork_c() is a stub; see reference-tsar/arch/tsar/kernel/process.c");
}

/**
 * copy_thread() - what a new task finds when it first runs
 * @p: the new task
 * @args: clone's arguments
 *
 * Checklist item thread-copy-thread.  Called by copy_process().
 * A kernel thread (args->fn): zero user registers, kernel stack with
 * fn/fn_arg for ret_from_fork.  A user task: a copy of the parent's
{%- if cookiecutter.isa == 'mips32' %}
 * pt_regs with v0 = 0 (the child's return value), the new stack if any and
 * the TLS pointer with CLONE_SETTLS.  Both: thread.sp and thread.ra =
 * ret_from_fork, so that __switch_to returns there.
{%- else %}
 * pt_regs with r11 = 0 (the child's return value), the new stack if any
 * and, with CLONE_SETTLS, the TLS pointer in r10 (OpenRISC's thread
 * pointer: no set_thread_area needed).  Both: thread.sp and thread.ra =
 * ret_from_fork, so that __switch_to returns there.
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/process.c, copy_thread().
 */
int copy_thread(struct task_struct *p, const struct kernel_clone_args *args)
{
	panic("PORT-TODO(thread-copy-thread): copy_thread() is a stub; see reference-tsar/arch/tsar/kernel/process.c");
	return -ENOSYS;
}

/**
 * start_thread() - enter a new user program
 * @regs: the user frame
 * @pc: the entry point
 * @sp: the user stack
 *
 * Checklist item abi-exec.  Called by the ELF loader: user
{%- if cookiecutter.isa == 'mips32' %}
 * mode with interrupts on in the saved Status, EPC = the entry point, sp =
 * the new stack, everything else zero; syscall_nr -1 and frame_rewritten
 * set, so that the syscall exit restores this frame whole.
{%- else %}
 * mode with interrupts on in the saved SR, PC = the entry point, r1 = the
 * new stack, everything else zero.
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/process.c, start_thread().
 */
void start_thread(struct pt_regs *regs, unsigned long pc, unsigned long sp)
{
	panic("PORT-TODO(abi-exec): start_thread() is a stub; see reference-tsar/arch/tsar/kernel/process.c");
}

/* exec: nothing of the old program's thread state survives (no FPU). */
void flush_thread(void)
{
{%- if cookiecutter.isa == 'mips32' %}
	current_thread_info()->tp_value = 0;
{%- endif %}
}
{%- if cookiecutter.isa == 'mips32' %}

/**
 * set_thread_area() - the TLS pointer of the calling thread
 * @addr: the new TLS pointer
 *
 * Checklist item abi-tls.  Stores it in thread_info
 * for "rdhwr $29" (emulated in traps.c, emulate_rdhwr()).  Its row is
 * the port's own, in kernel/syscall.tbl.
 *
 * Reference: reference-tsar/arch/tsar/kernel/process.c, sys_set_thread_area().
 */
SYSCALL_DEFINE1(set_thread_area, unsigned long, addr)
{
	panic("PORT-TODO(abi-tls): set_thread_area() is a stub; see reference-tsar/arch/tsar/kernel/process.c");
	return -ENOSYS;
}
{%- endif %}

/* Where a sleeping task waits, for /proc/PID/wchan: not known yet. */
unsigned long __get_wchan(struct task_struct *p)
{
	return 0;
}
