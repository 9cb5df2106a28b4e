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

static int gpr_get(struct task_struct *target, const struct user_regset *regset,
		   struct membuf to)
{
	struct pt_regs *regs = task_pt_regs(target);

	membuf_zero(&to, sizeof(long));			/* $0 */
	membuf_write(&to, &regs->regs[1], 31 * sizeof(long));
	membuf_store(&to, regs->lo);
	membuf_store(&to, regs->hi);
	membuf_store(&to, regs->cp0_epc);
	membuf_store(&to, regs->cp0_badvaddr);
	membuf_store(&to, regs->cp0_status);
	return membuf_store(&to, regs->cp0_cause);
}

/* A debugger may change the registers and the pc, not Status or Cause. */
static int gpr_set(struct task_struct *target, const struct user_regset *regset,
		   unsigned int pos, unsigned int count,
		   const void *kbuf, const void __user *ubuf)
{
	struct pt_regs *regs = task_pt_regs(target);
	struct user_pt_regs r;
	int ret;

	ret = gpr_get(target, regset, (struct membuf){ .p = &r, .left = sizeof(r) });
	if (ret)
		return ret;
	ret = user_regset_copyin(&pos, &count, &kbuf, &ubuf, &r, 0, sizeof(r));
	if (ret)
		return ret;
	memcpy(&regs->regs[1], &r.regs[1], 31 * sizeof(long));
	regs->lo = r.lo;
	regs->hi = r.hi;
	regs->cp0_epc = r.cp0_epc;
	return 0;
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
