// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * trap_init and the C half of every exception: do_exception dispatches on
 * the exception code, inside the generic entry code (kernel/entry/common.c).
 * What the kernel cannot handle ends in die(): registers, stack, Oops.
 */
#include <linux/cpu.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/sched/debug.h>
#include <asm/ptrace.h>
#include <asm/traps.h>

/**
 * trap_init() - install the exception vectors
 *
 * Checklist item trap-init.  Called by start_kernel() after setup_arch()
{%- if cookiecutter.isa == 'mips32' %}
 * and before mm_core_init(), interrupts off.  Point the exception base (EBase)
 * at exception_base (vmlinux.lds.S: the TLB refill vector, then the general
 * vector of vectors.S at +0x180), make interrupts use the general vector,
 * and clear Status.BEV so the CPU leaves the boot ROM's vectors.  Then
 * HWREna: rdhwr $0-$3 (CPU number, SYNCI step, cycle counter, its
 * resolution) readable from user mode, as MIPS32r2 code expects.
{%- else %}
 * and before mm_core_init(), interrupts off.  Point EVBAR at
 * exception_base (vmlinux.lds.S: the vectors of vectors.S, one per 0x100
 * bytes), so that exceptions stop going to the vectors at address 0.
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/traps.c, trap_init().
 */
void __init trap_init(void)
{
	panic("PORT-TODO(trap-init): trap_init() is a stub; see reference-tsar/arch/tsar/kernel/traps.c");
}

/**
 * show_regs() - print a register frame
 * @regs: the frame
 *
 * Checklist item trap-dispatch.  Used by die() and sysrq: the general
{%- if cookiecutter.isa == 'mips32' %}
 * registers, hi/lo, EPC and RA with their symbols, Status, Cause, BadVAddr.
{%- else %}
 * registers, PC (EPCR) and r9 (the link register) with their symbols,
 * SR (ESR) and EEAR.
{%- endif %}
 * Until it is written it says so instead of printing registers.
 *
 * Reference: reference-tsar/arch/tsar/kernel/traps.c, show_regs().
 */
void show_regs(struct pt_regs *regs)
{
	show_regs_print_info(KERN_DEFAULT);
	pr_info("PORT-TODO(trap-dispatch): show_regs() prints no registers yet\n");
}

/**
 * die() - an Oops: the kernel hit an exception it cannot handle
 * @str: what happened
 * @regs: the frame of the exception
 * @err: an error code for the notifiers
 *
 * Checklist item trap-dispatch.  Under a lock: notify_die(),
 * print "Oops", show_regs(), taint, then make_task_dead(SIGSEGV) (or panic
 * in interrupt context or with panic_on_oops).
 *
 * Reference: reference-tsar/arch/tsar/kernel/traps.c, die().
 */
void die(const char *str, struct pt_regs *regs, long err)
{
	panic("PORT-TODO(trap-dispatch): die(\"%s\") is a stub; see reference-tsar/arch/tsar/kernel/traps.c", str);
}

/**
 * do_kernel_fault() - a fault in kernel mode that has no fixup
 * @regs: the frame
 * @what: the exception's name
 *
 * Checklist item trap-dispatch.  Prints what happened and dies.
 *
 * Reference: reference-tsar/arch/tsar/kernel/traps.c, do_kernel_fault().
 */
void do_kernel_fault(struct pt_regs *regs, const char *what)
{
	die(what, regs, 0);
}

/**
 * do_exception() - the C side of every exception but a TLB refill
 * @regs: the frame vectors.S saved
 *
 * Checklist item trap-dispatch.  Called by handle_exception
{%- if cookiecutter.isa == 'mips32' %}
 * (vectors.S) with the saved frame.  In order: decode Cause.ExcCode; enter
 * through the generic entry code (irqentry_enter, or syscall entry for
 * syscalls); dispatch: interrupts to the irqchip's handler
 * (handle_arch_irq), syscalls to do_syscall(), TLB exceptions to
 * do_page_fault(), the rest to signals (user mode) or die() (kernel mode);
 * leave through the generic exit code.
{%- else %}
 * (vectors.S) with the saved frame and the vector it came through (the
 * vector says what happened; OpenRISC has no cause register).  In order:
 * enter through the generic entry code (irqentry_enter, or syscall entry
 * for l.sys); dispatch: the external interrupt (0x800) to the irqchip's
 * handler (handle_arch_irq), the tick timer (0x500) to the clock event
 * device, l.sys (0xc00) to do_syscall(), bus errors and alignment,
 * illegal instruction and range exceptions to signals (user mode) or
 * die() (kernel mode); leave through the generic exit code.
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/traps.c, do_exception().
 */
asmlinkage void do_exception(struct pt_regs *regs)
{
	panic("PORT-TODO(trap-dispatch): do_exception() is a stub; see reference-tsar/arch/tsar/kernel/traps.c");
}
