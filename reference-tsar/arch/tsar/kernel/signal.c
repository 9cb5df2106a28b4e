// SPDX-License-Identifier: GPL-2.0
/*
 * Signal delivery on the way back to user space (called by the generic
 * entry code).  This part restarts interrupted syscalls and lets
 * get_signal() carry out default actions (terminate, stop, ignore).
 * Signal frames for user handlers come with the full user ABI (issue #4):
 * until then a caught signal kills the task with SIGSEGV, loudly.
 */
#include <linux/entry-common.h>
#include <linux/errno.h>
#include <linux/sched/signal.h>
#include <linux/signal.h>
#include <linux/syscalls.h>
#include <asm/syscalls.h>
#include <asm/syscall.h>

/* Set up to re-execute the syscall instruction with its original arguments. */
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
		if (in_syscall && (err == -ERESTARTNOHAND || err == -ERESTART_RESTARTBLOCK ||
				   (err == -ERESTARTSYS && !(ksig.ka.sa.sa_flags & SA_RESTART)))) {
			regs->regs[2] = EINTR;
			regs->regs[7] = 1;
		} else if (in_syscall && (err == -ERESTARTSYS || err == -ERESTARTNOINTR)) {
			restart_syscall_insn(regs);
		}
		pr_warn_ratelimited("%s[%d]: no signal frames yet, signal %d kills it\n",
				    current->comm, task_pid_nr(current), ksig.sig);
		force_sigsegv(ksig.sig);
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

/*
 * No signal frame is ever set up yet (see above), so a call here is a
 * program's mistake.
 */
SYSCALL_DEFINE0(rt_sigreturn)
{
	force_sig(SIGSEGV);
	return 0;
}
