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
{%- if cookiecutter.isa == 'mips32' %}
 * The layout is MIPS o32's elf_gregset_t (45 words, $0 at index 6), so
 * that gdb and readelf read it.  A set at a syscall-entry stop (or a
 * seccomp stop) rewrites the call: syscall_nr and orig_a3 follow v0 and
 * a3 (checklist item abi-tracer-syscall).
{%- endif %}
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

{%- if cookiecutter.isa == 'mips32' %}

/**
 * arch_ptrace() - the requests of this architecture
 * @child: the traced task
 * @request: the request
 * @addr: its address argument
 * @data: its data argument
 *
 * Checklist item abi-tracer-syscall.  PTRACE_PEEKUSR/POKEUSR with
 * arch/mips's word addresses (0-31 the registers, 64 the pc, 65 Cause,
 * 66 BadVAddr, 67 hi, 68 lo; only the registers and the pc writable, a
 * write at a syscall-entry stop rewriting the call as a regset set
 * does); everything else to ptrace_request().
 *
 * Reference: reference-tsar/arch/tsar/kernel/ptrace.c, arch_ptrace().
 */
long arch_ptrace(struct task_struct *child, long request,
		 unsigned long addr, unsigned long data)
{
	if (request == PTRACE_PEEKUSR || request == PTRACE_POKEUSR)
		panic("PORT-TODO(abi-tracer-syscall): arch_ptrace() has no PEEKUSR/POKEUSR; see reference-tsar/arch/tsar/kernel/ptrace.c");
	return ptrace_request(child, request, addr, data);
}
{%- else %}

long arch_ptrace(struct task_struct *child, long request,
		 unsigned long addr, unsigned long data)
{
	return ptrace_request(child, request, addr, data);
}
{%- endif %}
