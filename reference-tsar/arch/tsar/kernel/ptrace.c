// SPDX-License-Identifier: GPL-2.0
/*
 * ptrace and register sets: the general registers as MIPS o32's
 * elf_gregset_t (struct o32_gregset, asm/elf.h), for
 * PTRACE_GETREGSET/SETREGSET and ELF core dumps.
 * Learned from arch/openrisc/kernel/ptrace.c; PEEKUSR/POKEUSR and the
 * tracer's rewrite of a syscall from arch/mips/kernel/ptrace.c.
 */
#include <linux/elf.h>
#include <linux/ptrace.h>
#include <linux/regset.h>
#include <linux/sched.h>
#include <linux/sched/task_stack.h>
#include <linux/uaccess.h>
#include <asm/user-regs.h>

static void gregset_get(struct o32_gregset *g, struct task_struct *target)
{
	memset(g, 0, sizeof(*g));
	pt_regs_to_user(&g->regs, task_pt_regs(target));
}

static int gpr_get(struct task_struct *target, const struct user_regset *regset,
		   struct membuf to)
{
	struct o32_gregset g;

	gregset_get(&g, target);
	return membuf_write(&to, &g, sizeof(g));
}

/*
 * Stopped before its syscall has run: at the syscall-entry stop of
 * PTRACE_SYSCALL, or at a seccomp stop (SECCOMP_RET_TRACE).  The way
 * PTRACE_GET_SYSCALL_INFO tells them (kernel/ptrace.c).
 */
static bool at_syscall_entry(struct task_struct *target)
{
	int code = target->last_siginfo ? target->last_siginfo->si_code : 0;

	if (code == (SIGTRAP | PTRACE_EVENT_SECCOMP << 8))
		return true;
	return (code == SIGTRAP || code == (SIGTRAP | 0x80)) &&
	       target->ptrace_message == PTRACE_EVENTMSG_SYSCALL_ENTRY;
}

/*
 * The registers as a tracer wrote them.  Before the syscall runs, its
 * o32 registers are the call: v0 the number (-1 skips it, and the tracer
 * sets its result at the exit stop), a3 the 4th argument; the entry keeps
 * both in syscall_nr and orig_a3, which run the call and restart it, so
 * they follow.  As arch/mips's mips_syscall_update_nr.
 */
static void set_user_regs(struct task_struct *target, const struct user_pt_regs *r)
{
	struct pt_regs *regs = task_pt_regs(target);

	pt_regs_from_user(regs, r);
	if (at_syscall_entry(target)) {
		regs->syscall_nr = regs->regs[2];
		regs->orig_a3 = regs->regs[7];
	}
}

/* A debugger may change the registers and the pc, not Status or Cause. */
static int gpr_set(struct task_struct *target, const struct user_regset *regset,
		   unsigned int pos, unsigned int count,
		   const void *kbuf, const void __user *ubuf)
{
	struct o32_gregset g;
	int ret;

	gregset_get(&g, target);
	ret = user_regset_copyin(&pos, &count, &kbuf, &ubuf, &g, 0, sizeof(g));
	if (!ret)
		set_user_regs(target, &g.regs);
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

static const struct user_regset_view user_regset_view = {
	.name		= "tsar",
	.e_machine	= EM_MIPS,
	.regsets	= tsar_regsets,
	.n		= ARRAY_SIZE(tsar_regsets),
};

const struct user_regset_view *task_user_regset_view(struct task_struct *task)
{
	return &user_regset_view;
}

void ptrace_disable(struct task_struct *child)
{
	/* No single-step state to clear: MIPS32 has no hardware single-step. */
}

/*
 * PTRACE_PEEKUSR/POKEUSR's word addresses, arch/mips's (uapi asm/ptrace.h
 * there): 0-31 the general registers, then the pc, Cause, BadVAddr, hi,
 * lo.  Only the registers and the pc may be written; the FPU's words
 * (32-63, 69-70) do not exist here, no FPU: EIO.
 */
#define USR_PC		64
#define USR_CAUSE	65
#define USR_BADVADDR	66
#define USR_HI		67
#define USR_LO		68

static unsigned long *user_word(struct user_pt_regs *r, unsigned long addr)
{
	switch (addr) {
	case 0 ... 31:
		return &r->regs[addr];
	case USR_PC:
		return &r->cp0_epc;
	case USR_CAUSE:
		return &r->cp0_cause;
	case USR_BADVADDR:
		return &r->cp0_badvaddr;
	case USR_HI:
		return &r->hi;
	case USR_LO:
		return &r->lo;
	}
	return NULL;
}

long arch_ptrace(struct task_struct *child, long request,
		 unsigned long addr, unsigned long data)
{
	struct user_pt_regs r;
	unsigned long *word;

	if (request != PTRACE_PEEKUSR && request != PTRACE_POKEUSR)
		return ptrace_request(child, request, addr, data);

	pt_regs_to_user(&r, task_pt_regs(child));
	word = user_word(&r, addr);
	if (!word)
		return -EIO;
	if (request == PTRACE_PEEKUSR)
		return put_user(*word, (unsigned long __user *)data);
	if (addr > 31 && addr != USR_PC)
		return -EIO;
	if (addr)
		*word = data;
	set_user_regs(child, &r);
	return 0;
}
