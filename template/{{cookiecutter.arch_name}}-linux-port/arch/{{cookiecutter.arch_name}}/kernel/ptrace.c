// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * ptrace and register sets: the general registers as struct user_pt_regs
 * (uapi/asm/ptrace.h), for PTRACE_GETREGSET/SETREGSET and ELF core dumps.
 */
#include <linux/kernel.h>
#include <linux/ptrace.h>
#include <linux/regset.h>
#include <linux/sched.h>

/**
 * task_user_regset_view() - the register sets of a task
 * @task: the traced task
 *
 * Checklist item abi-ptrace.  One regset, NT_PRSTATUS: the
{%- if cookiecutter.isa == 'mips32' %}
 * general registers, hi/lo, EPC, BadVAddr, Status and Cause as struct
{%- else %}
 * general registers, PC and SR as struct
{%- endif %}
 * user_pt_regs, with get and set functions over task_pt_regs().
 *
 * Reference: reference-tsar/arch/tsar/kernel/ptrace.c, task_user_regset_view().
 */
const struct user_regset_view *task_user_regset_view(struct task_struct *task)
{
	panic("PORT-TODO(abi-ptrace): task_user_regset_view() is a stub; see reference-tsar/arch/tsar/kernel/ptrace.c");
	return NULL;
}

/* Called when the tracer detaches: no single-step state to clear. */
void ptrace_disable(struct task_struct *child)
{
}

long arch_ptrace(struct task_struct *child, long request,
		 unsigned long addr, unsigned long data)
{
	return ptrace_request(child, request, addr, data);
}
