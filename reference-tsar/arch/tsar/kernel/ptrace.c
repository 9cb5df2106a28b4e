// SPDX-License-Identifier: GPL-2.0
/*
 * ptrace: the generic requests.  Register sets (PTRACE_GETREGSET, core
 * dumps) come with the full user ABI (issue #4).
 */
#include <linux/ptrace.h>
#include <linux/sched.h>

void ptrace_disable(struct task_struct *child)
{
	/* No single-step state to clear: MIPS32 has no hardware single-step. */
}

long arch_ptrace(struct task_struct *child, long request,
		 unsigned long addr, unsigned long data)
{
	return ptrace_request(child, request, addr, data);
}
