// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * Signal delivery on the way back to user space (called by the generic
 * entry code): syscall restart, the rt signal frame, rt_sigreturn.
 */
#include <linux/entry-common.h>
#include <linux/syscalls.h>
#include <asm/syscalls.h>

/**
 * sys_rt_sigreturn() - return from a signal handler
 *
 * Checklist item abi-signals.  Reached from the trampoline
 * of sigpage.c: restore the registers and the signal mask saved in the
 * rt_sigframe at the user stack pointer, and the sigaltstack state; a bad
 * frame is a SIGSEGV.
{%- if cookiecutter.isa == 'mips32' %}  Then syscall_nr -1 (nothing to restart) and
 * frame_rewritten set: the syscall exit must restore the frame whole.
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/signal.c, sys_rt_sigreturn().
 */
SYSCALL_DEFINE0(rt_sigreturn)
{
	panic("PORT-TODO(abi-signals): rt_sigreturn() is a stub; see reference-tsar/arch/tsar/kernel/signal.c");
	return -ENOSYS;
}

/**
 * arch_do_signal_or_restart() - deliver pending signals
 * @regs: the user frame
 *
 * Checklist item abi-signals.  Called by the generic exit
 * code with _TIF_SIGPENDING.  In order: get_signal(); fix up an
{%- if cookiecutter.isa == 'mips32' %}
 * interrupted syscall (-ERESTART* codes: return -EINTR or back up EPC to
 * restart it); build the rt_sigframe (siginfo, ucontext with the
 * registers) on the user stack or the sigaltstack; point EPC at the
 * handler with a0-a2 its arguments and RA at the sigreturn trampoline;
{%- else %}
 * interrupted syscall (-ERESTART* codes: return -EINTR or back up the PC
 * to l.sys and r11 to the number to restart it); build the rt_sigframe
 * (siginfo, ucontext with the registers) on the user stack or the
 * sigaltstack; point the PC at the handler with r3-r5 its arguments and
 * r9 at the sigreturn trampoline;
{%- endif %}
 * signal_setup_done().  With no handler: restart and restore the mask.
 *
 * Reference: reference-tsar/arch/tsar/kernel/signal.c, arch_do_signal_or_restart().
 */
void arch_do_signal_or_restart(struct pt_regs *regs)
{
	panic("PORT-TODO(abi-signals): arch_do_signal_or_restart() is a stub; see reference-tsar/arch/tsar/kernel/signal.c");
}
