// SPDX-License-Identifier: GPL-2.0
/*
 * ptrace and register sets: the general registers as struct user_pt_regs
 * (uapi/asm/ptrace.h), for PTRACE_GETREGSET/SETREGSET and ELF core dumps.
 * Learned from arch/openrisc/kernel/ptrace.c.
 */
#include <linux/elf.h>
#include <linux/ptrace.h>
#include <linux/regset.h>
#include <linux/sched.h>
#include <linux/sched/task_stack.h>
#include <asm/user-regs.h>

static int gpr_get(struct task_struct *target, const struct user_regset *regset,
		   struct membuf to)
{
	struct user_pt_regs r;

	pt_regs_to_user(&r, task_pt_regs(target));
	return membuf_write(&to, &r, sizeof(r));
}

/* A debugger may change the registers and the pc, not Status or Cause. */
static int gpr_set(struct task_struct *target, const struct user_regset *regset,
		   unsigned int pos, unsigned int count,
		   const void *kbuf, const void __user *ubuf)
{
	struct pt_regs *regs = task_pt_regs(target);
	struct user_pt_regs r;
	int ret;

	pt_regs_to_user(&r, regs);
	ret = user_regset_copyin(&pos, &count, &kbuf, &ubuf, &r, 0, sizeof(r));
	if (!ret)
		pt_regs_from_user(regs, &r);
	return ret;
}

enum tsar_regset { REGSET_GPR };

static const struct user_regset tsar_regsets[] = {
	[REGSET_GPR] = {
		.core_note_type	= NT_PRSTATUS,
		.n		= ELF_NGREG,
		.size		= sizeof(elf_greg_t),
		.align		= sizeof(elf_greg_t),
		.regset_get	= gpr_get,
		.set		= gpr_set,
	},
};

static const struct user_regset_view tsar_regset_view = {
	.name		= "tsar",
	.e_machine	= EM_MIPS,
	.regsets	= tsar_regsets,
	.n		= ARRAY_SIZE(tsar_regsets),
};

const struct user_regset_view *task_user_regset_view(struct task_struct *task)
{
	return &tsar_regset_view;
}

void ptrace_disable(struct task_struct *child)
{
	/* No single-step state to clear: MIPS32 has no hardware single-step. */
}

long arch_ptrace(struct task_struct *child, long request,
		 unsigned long addr, unsigned long data)
{
	return ptrace_request(child, request, addr, data);
}
