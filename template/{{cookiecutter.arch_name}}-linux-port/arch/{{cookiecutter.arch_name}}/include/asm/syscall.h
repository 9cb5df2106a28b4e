/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom: asm-generic/syscall.h only declares these; the o32 registers are ours. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_SYSCALL_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_SYSCALL_H

#include <uapi/linux/audit.h>
#include <linux/err.h>
#include <linux/sched.h>
#include <asm/ptrace.h>

/*
 * The o32 convention: number in v0 ($2), arguments in a0-a3 ($4-$7) and at
 * 16(sp), 20(sp) of the user stack; the result in v0 with a3 ($7) set to 1
 * when v0 holds a (positive) errno, 0 otherwise.
 */
extern void *sys_call_table[];

static inline int syscall_get_nr(struct task_struct *task, struct pt_regs *regs)
{
	return regs->syscall_nr;
}

static inline void syscall_rollback(struct task_struct *task, struct pt_regs *regs)
{
	regs->regs[2] = regs->syscall_nr;
	regs->regs[7] = regs->orig_a3;
}

static inline long syscall_get_error(struct task_struct *task, struct pt_regs *regs)
{
	return regs->regs[7] ? -(long)regs->regs[2] : 0;
}

static inline long syscall_get_return_value(struct task_struct *task,
					    struct pt_regs *regs)
{
	return regs->regs[7] ? -(long)regs->regs[2] : (long)regs->regs[2];
}

static inline void syscall_set_return_value(struct task_struct *task,
					    struct pt_regs *regs,
					    int error, long val)
{
	long ret = error ? error : val;

	if (IS_ERR_VALUE(ret)) {
		regs->regs[2] = -ret;
		regs->regs[7] = 1;
	} else {
		regs->regs[2] = ret;
		regs->regs[7] = 0;
	}
}

/*
 * The stack argument words are read only when sp and sp + 32 are both
 * below kseg0 (EFAULT otherwise), on every path and for every call, as
 * arch/mips's scall32-o32.S does; a word the stack does not hold reads 0.
 */
static inline bool o32_stack_args_ok(unsigned long usp)
{
	return (long)(usp | (usp + 32)) >= 0;
}

/* Reads the 5th and 6th arguments from the task's user stack. */
void syscall_get_arguments(struct task_struct *task, struct pt_regs *regs,
			   unsigned long *args);

/*
 * The generic table behind o32 registers is a syscall ABI of its own: the
 * numbers of AUDIT_ARCH_MIPS{{ 'EL' if cookiecutter.endianness == 'little' else '' }} are o32's (getppid 4064, not 173), so a
 * seccomp filter or audit rule written for one would misread the other.
 * AUDIT_ARCH_{{ cookiecutter.arch_name|upper }} (patches/0001-*, applied to the kernel tree by the kit's
 * overlay) is EM_MIPS with a calling-convention bit of its own, as n32 has
 * one; a port of its own ELF machine takes that machine's value instead.
 */
static inline int syscall_get_arch(struct task_struct *task)
{
	return AUDIT_ARCH_{{ cookiecutter.arch_name|upper }};
}

static inline bool arch_syscall_is_vdso_sigreturn(struct pt_regs *regs)
{
	return false;
}

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_SYSCALL_H */
