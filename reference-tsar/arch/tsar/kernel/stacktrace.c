// SPDX-License-Identifier: GPL-2.0
/*
 * Stack traces by scanning: MIPS o32 code keeps no frame chain a walker
 * could follow without decoding prologues, so every word on the kernel
 * stack that points into kernel text is reported (as arch/mips does
 * without CONFIG_KALLSYMS).  Good enough for Oopses and lockdep.
 */
#include <linux/kallsyms.h>
#include <linux/sched.h>
#include <linux/sched/debug.h>
#include <linux/sched/task_stack.h>
#include <linux/stacktrace.h>
#include <asm/stacktrace.h>

/* Report every kernel text address found from sp to the top of the stack. */
static void scan_stack(stack_trace_consume_fn consume_entry, void *cookie,
		       struct task_struct *task, unsigned long sp)
{
	unsigned long *p, *end;

	if (!on_task_stack(task, sp, sizeof(long)))
		return;
	end = (unsigned long *)(task_stack_page(task) + THREAD_SIZE);
	for (p = (unsigned long *)sp; p < end; p++)
		if (__kernel_text_address(*p) && !consume_entry(cookie, *p))
			break;
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

void show_stack(struct task_struct *task, unsigned long *sp, const char *loglvl)
{
	if (!task)
		task = current;
	printk("%sCall Trace:\n", loglvl);
	if (sp)
		scan_stack(print_entry, (void *)loglvl, task, (unsigned long)sp);
	else
		arch_stack_walk(print_entry, (void *)loglvl, task, NULL);
}
