// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * Signal delivery on the way back to user space (called by the generic
 * entry code): syscall restart, the rt signal frame, rt_sigreturn.
 *
 * The handler returns to a two-instruction trampoline (li v0,
 * __NR_rt_sigreturn; syscall) on a page the kernel maps into a process
 * at its first handled signal (sigpage.c), so signals work with a
 * non-executable stack.
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

/**
 * sys_rt_sigreturn() - return from a signal handler
 *
 * Checklist item abi-signals.  Reached from the trampoline of sigpage.c,
 * with the user stack pointer at the rt_sigframe: no restart of what the
 * handler interrupted (restart_block.fn = do_no_restart_syscall); restore
 * the signal mask (set_current_blocked()), the registers (restore_regs())
 * and the sigaltstack state; a bad frame is a SIGSEGV.  Then syscall_nr
 * -1 (the restored v0 and a3 are the interrupted code's) and
 * frame_rewritten set: the syscall exit must restore the frame whole.
 *
 * Reference: reference-tsar/arch/tsar/kernel/signal.c, sys_rt_sigreturn().
 */
SYSCALL_DEFINE0(rt_sigreturn)
{
	panic("PORT-TODO(abi-signals): rt_sigreturn() is a stub; see reference-tsar/arch/tsar/kernel/signal.c");
	return -ENOSYS;
}

/**
 * setup_rt_frame() - the rt_sigframe of a signal, on the user stack
 * @ksig: the signal and its handler
 * @set: the signal mask to restore at sigreturn
 * @regs: the user frame
 *
 * Checklist item abi-signals.  Map the sigreturn trampoline
 * (sigpage_map()); put the frame below the stack pointer or on the
 * sigaltstack (sigsp()), 8-byte aligned; fill in the siginfo, the
 * ucontext (flags, link, altstack, the registers with save_regs(), the
 * mask); then point EPC and t9 at the handler with a0-a2 its arguments
 * (signal, &info, &uc), sp at the frame and RA at the trampoline.
 * Returns 0 or -EFAULT.
 *
 * Reference: reference-tsar/arch/tsar/kernel/signal.c, setup_rt_frame().
 */
static int setup_rt_frame(struct ksignal *ksig, sigset_t *set, struct pt_regs *regs)
{
	panic("PORT-TODO(abi-signals): setup_rt_frame() is a stub; see reference-tsar/arch/tsar/kernel/signal.c");
	return -EFAULT;
}

/* Re-execute the syscall instruction with its original number and a3. */
static void restart_syscall_insn(struct pt_regs *regs)
{
	syscall_rollback(current, regs);
	regs->cp0_epc -= 4;
}

/**
 * arch_do_signal_or_restart() - deliver pending signals
 * @regs: the user frame
 *
 * Checklist item abi-signals.  Called by the generic exit code with
 * _TIF_SIGPENDING.  A syscall was interrupted when syscall_nr >= 0 and a3
 * is set (its error in v0).  With a signal to handle (get_signal()): an
 * interrupted syscall returns EINTR or, for -ERESTARTNOINTR and an
 * SA_RESTART -ERESTARTSYS, is restarted (restart_syscall_insn()); then
 * syscall_nr -1 and signal_setup_done() with setup_rt_frame().  With
 * none: restart it (-ERESTART_RESTARTBLOCK as restart_syscall) and
 * restore the saved mask.
 *
 * Reference: reference-tsar/arch/tsar/kernel/signal.c, arch_do_signal_or_restart().
 */
void arch_do_signal_or_restart(struct pt_regs *regs)
{
	panic("PORT-TODO(abi-signals): arch_do_signal_or_restart() is a stub; see reference-tsar/arch/tsar/kernel/signal.c");
}
