// SPDX-License-Identifier: GPL-2.0
/*
 * Signal delivery on the way back to user space (called by the generic
 * entry code): syscall restart, the rt signal frame, rt_sigreturn.
 *
 * The handler returns to a two-instruction trampoline (li v0,
 * __NR_rt_sigreturn; syscall) on a page the kernel maps into a process
 * at its first handled signal (sigpage.c), so signals work with a
 * non-executable stack.
 * Learned from arch/riscv/kernel/signal.c and arch/openrisc/kernel/signal.c.
 */
#include <linux/entry-common.h>
#include <linux/errno.h>
#include <linux/resume_user_mode.h>
#include <linux/sched/signal.h>
#include <linux/signal.h>
#include <linux/syscalls.h>
#include <linux/uaccess.h>
#include <asm/syscall.h>
#include <asm/syscalls.h>
#include <asm/sigpage.h>
#include <asm/ucontext.h>
#include <asm/user-regs.h>

struct rt_sigframe {
	u32 argsave[4];		/* the o32 handler may spill a0-a3 here */
	struct siginfo info;
	struct ucontext uc;
};

static int save_regs(struct sigcontext __user *sc, struct pt_regs *regs)
{
	struct user_pt_regs r;

	pt_regs_to_user(&r, regs);
	return copy_to_user(&sc->regs, &r, sizeof(r)) ? -EFAULT : 0;
}

static int restore_regs(struct pt_regs *regs, struct sigcontext __user *sc)
{
	struct user_pt_regs r;

	if (copy_from_user(&r, &sc->regs, sizeof(r)))
		return -EFAULT;
	pt_regs_from_user(regs, &r);
	return 0;
}

SYSCALL_DEFINE0(rt_sigreturn)
{
	struct pt_regs *regs = current_pt_regs();
	struct rt_sigframe __user *frame;
	sigset_t set;

	/* Whatever the handler was interrupting, it was not a restartable call. */
	current->restart_block.fn = do_no_restart_syscall;

	frame = (struct rt_sigframe __user *)regs->regs[29];
	if (!access_ok(frame, sizeof(*frame)))
		goto badframe;
	if (__copy_from_user(&set, &frame->uc.uc_sigmask, sizeof(set)))
		goto badframe;
	set_current_blocked(&set);
	if (restore_regs(regs, &frame->uc.uc_mcontext))
		goto badframe;
	if (restore_altstack(&frame->uc.uc_stack))
		goto badframe;
	/* The restored v0 and a3 are the interrupted code's: keep them. */
	regs->syscall_nr = -1;
	regs->frame_rewritten = 1;
	return 0;

badframe:
	force_sig(SIGSEGV);
	return 0;
}

static int setup_rt_frame(struct ksignal *ksig, sigset_t *set, struct pt_regs *regs)
{
	unsigned long sp = sigsp(regs->regs[29], ksig);
	long trampoline = sigpage_map(current->mm);
	struct rt_sigframe __user *frame;
	int err = 0;

	if (IS_ERR_VALUE(trampoline))
		return trampoline;
	frame = (struct rt_sigframe __user *)((sp - sizeof(*frame)) & ~7UL);
	if (!access_ok(frame, sizeof(*frame)))
		return -EFAULT;

	err |= copy_siginfo_to_user(&frame->info, &ksig->info);
	err |= __put_user(0, &frame->uc.uc_flags);
	err |= __put_user(NULL, &frame->uc.uc_link);
	err |= __save_altstack(&frame->uc.uc_stack, regs->regs[29]);
	err |= save_regs(&frame->uc.uc_mcontext, regs);
	err |= __copy_to_user(&frame->uc.uc_sigmask, set, sizeof(*set));
	if (err)
		return -EFAULT;

	/* handler(signo, &info, &uc), returning to the sigreturn trampoline */
	regs->regs[4] = ksig->sig;
	regs->regs[5] = (unsigned long)&frame->info;
	regs->regs[6] = (unsigned long)&frame->uc;
	regs->regs[29] = (unsigned long)frame;
	regs->regs[31] = trampoline;
	regs->regs[25] = (unsigned long)ksig->ka.sa.sa_handler;	/* t9, for PIC */
	regs->cp0_epc = (unsigned long)ksig->ka.sa.sa_handler;
	return 0;
}

/* Re-execute the syscall instruction with its original number and a3. */
static void restart_syscall_insn(struct pt_regs *regs)
{
	syscall_rollback(current, regs);
	regs->cp0_epc -= 4;
}

void arch_do_signal_or_restart(struct pt_regs *regs)
{
	bool in_syscall = regs->syscall_nr >= 0 && regs->regs[7];
	long err = in_syscall ? -(long)regs->regs[2] : 0;
	struct ksignal ksig;

	if (get_signal(&ksig)) {
		if (in_syscall) {
			switch (err) {
			case -ERESTART_RESTARTBLOCK:
			case -ERESTARTNOHAND:
				regs->regs[2] = EINTR;
				break;
			case -ERESTARTSYS:
				if (!(ksig.ka.sa.sa_flags & SA_RESTART)) {
					regs->regs[2] = EINTR;
					break;
				}
				fallthrough;
			case -ERESTARTNOINTR:
				restart_syscall_insn(regs);
				break;
			}
		}
		/* Dealt with: a second pass must not restart it again. */
		regs->syscall_nr = -1;
		signal_setup_done(setup_rt_frame(&ksig, sigmask_to_save(), regs),
				  &ksig, 0);
		return;
	}

	if (in_syscall) {
		switch (err) {
		case -ERESTARTNOHAND:
		case -ERESTARTSYS:
		case -ERESTARTNOINTR:
			restart_syscall_insn(regs);
			break;
		case -ERESTART_RESTARTBLOCK:
			restart_syscall_insn(regs);
			regs->regs[2] = __NR_restart_syscall;
			break;
		}
		regs->syscall_nr = -1;
	}
	restore_saved_sigmask();
}
