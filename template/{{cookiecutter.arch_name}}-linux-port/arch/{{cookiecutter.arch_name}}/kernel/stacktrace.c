// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * Stack traces by scanning: MIPS o32 code keeps no frame chain a walker
 * could follow without decoding prologues, so every word on the kernel
 * stack that points into kernel text is reported (as arch/mips does
 * without CONFIG_KALLSYMS).  Until they are written, show_stack() says
 * so: it is called by panic() itself (dump_stack), so it must print,
 * never panic.
 */
#include <linux/kallsyms.h>
#include <linux/sched.h>
#include <linux/sched/debug.h>
#include <linux/sched/task_stack.h>
#include <linux/stacktrace.h>
#include <asm/stacktrace.h>

/**
 * scan_stack() - report the kernel text addresses on a task's stack
 * @consume_entry: called for each address, until it returns false
 * @cookie: its argument
 * @task: the task
 * @sp: where to start
 *
 * Checklist item trap-dispatch.  If sp is on the task's stack
 * (on_task_stack()), report every word from sp to the top of the stack
 * (task_stack_page() + THREAD_SIZE) that points into kernel text
 * (__kernel_text_address()).
 *
 * Reference: reference-tsar/arch/tsar/kernel/stacktrace.c, scan_stack().
 */
static void scan_stack(stack_trace_consume_fn consume_entry, void *cookie,
		       struct task_struct *task, unsigned long sp)
{
	/* PORT-TODO(trap-dispatch): no stack scan yet: no entry reported. */
}

void arch_stack_walk(stack_trace_consume_fn consume_entry, void *cookie,
		     struct task_struct *task, struct pt_regs *regs)
{
	unsigned long sp;

	if (regs) {
		if (!consume_entry(cookie, regs->cp0_epc))
			return;
		sp = regs->regs[29];
	} else if (task == current) {
		sp = (unsigned long)__builtin_frame_address(0);
	} else {
		sp = task->thread.sp;
	}
	scan_stack(consume_entry, cookie, task, sp);
}

static bool print_entry(void *loglvl, unsigned long pc)
{
	printk("%s %pS\n", (const char *)loglvl, (void *)pc);
	return true;
}

/**
 * show_stack() - print a task's call trace
 * @task: the task, NULL for current
 * @sp: where to start, or NULL for the task's own
 * @loglvl: the printk level
 *
 * Checklist item trap-dispatch.  "Call Trace:", then each address
 * scan_stack() (from sp) or arch_stack_walk() (from the task's) reports,
 * with print_entry().
 *
 * Reference: reference-tsar/arch/tsar/kernel/stacktrace.c, show_stack().
 */
void show_stack(struct task_struct *task, unsigned long *sp, const char *loglvl)
{
	printk("%sPORT-TODO(trap-dispatch): no stack trace yet (kernel/stacktrace.c)\n", loglvl);
}
