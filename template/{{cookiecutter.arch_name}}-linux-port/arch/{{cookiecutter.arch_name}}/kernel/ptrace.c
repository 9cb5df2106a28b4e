// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * ptrace and register sets: the general registers as MIPS o32's
 * elf_gregset_t (struct o32_gregset, asm/elf.h), for
 * PTRACE_GETREGSET/SETREGSET and ELF core dumps.
 */
#include <linux/elf.h>
#include <linux/ptrace.h>
#include <linux/regset.h>
#include <linux/sched.h>
#include <linux/sched/task_stack.h>
#include <linux/uaccess.h>
#include <asm/user-regs.h>

/**
 * gregset_get() - a task's registers as a core dump and gdb read them
 * @g: the register set to fill
 * @target: the stopped task
 *
 * Checklist item abi-ptrace.  The layout is MIPS o32's elf_gregset_t
 * (45 words, $0 at index 6): zero it, then copy task_pt_regs() in with
 * pt_regs_to_user() (asm/user-regs.h), so that gdb and readelf read it.
 *
 * Reference: reference-tsar/arch/tsar/kernel/ptrace.c, gregset_get().
 */
static void gregset_get(struct o32_gregset *g, struct task_struct *target)
{
	panic("PORT-TODO(abi-ptrace): gregset_get() is a stub; see reference-tsar/arch/tsar/kernel/ptrace.c");
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

/**
 * set_user_regs() - the registers as a tracer wrote them
 * @target: the stopped task
 * @r: the registers written
 *
 * Checklist item abi-tracer-syscall.  Copy them into task_pt_regs() with
 * pt_regs_from_user().  Before the syscall runs (at_syscall_entry()), its
 * o32 registers are the call: v0 the number (-1 skips it), a3 the 4th
 * argument; the entry keeps both in syscall_nr and orig_a3, which run the
 * call and restart it, so they must follow v0 and a3.
 *
 * Reference: reference-tsar/arch/tsar/kernel/ptrace.c, set_user_regs().
 */
static void set_user_regs(struct task_struct *target, const struct user_pt_regs *r)
{
	panic("PORT-TODO(abi-tracer-syscall): set_user_regs() is a stub; see reference-tsar/arch/tsar/kernel/ptrace.c");
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

enum {{ cookiecutter.arch_name }}_regset { REGSET_GPR };

static const struct user_regset {{ cookiecutter.arch_name }}_regsets[] = {
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
	.name		= "{{ cookiecutter.arch_name }}",
	.e_machine	= EM_MIPS,
	.regsets	= {{ cookiecutter.arch_name }}_regsets,
	.n		= ARRAY_SIZE({{ cookiecutter.arch_name }}_regsets),
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

/**
 * arch_ptrace() - the requests of this architecture
 * @child: the traced task
 * @request: the request
 * @addr: its address argument
 * @data: its data argument
 *
 * Checklist item abi-tracer-syscall.  PTRACE_PEEKUSR/POKEUSR with
 * arch/mips's word addresses (user_word()): read the word from the
 * registers as user space sees them (pt_regs_to_user()); a write may
 * change only the registers and the pc ($0 stays 0) and goes back through
 * set_user_regs(), so that at a syscall-entry stop it rewrites the call
 * as a regset set does.  Everything else to ptrace_request().
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
