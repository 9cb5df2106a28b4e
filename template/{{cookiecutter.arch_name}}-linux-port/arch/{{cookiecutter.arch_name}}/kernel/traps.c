// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * trap_init and the C half of every exception: do_exception dispatches on
 * Cause.ExcCode, inside the generic entry code (kernel/entry/common.c).
 * What the kernel cannot handle ends in die(): registers, stack, Oops.
 */
#include <linux/entry-common.h>
#include <linux/extable.h>
#include <linux/init.h>
#include <linux/irq.h>
#include <linux/kdebug.h>
#include <linux/kernel.h>
#include <linux/sched/debug.h>
#include <linux/sched/task_stack.h>
#include <linux/signal.h>
#include <linux/uaccess.h>
#include <asm/cp0.h>
#include <asm/ptrace.h>
#include <asm/tlbflush.h>
#include <asm/traps.h>

/* The page that starts with the TLB refill vector (vmlinux.lds.S). */
extern char exception_base[];
/* The instructions of arch_cpu_idle between ei and the end of wait. */
extern char __idle_window[], __idle_window_end[];

/**
 * per_cpu_trap_init() - install the exception vectors on this CPU
 *
 * Checklist item trap-init.  trap_init() runs it on the boot CPU (called
 * by start_kernel() after setup_arch() and before mm_core_init(),
 * interrupts off), start_secondary() on each other CPU.  First Context:
 * this CPU's number << 2 in its PTEBase field (smp_processor_id() <<
 * (CONTEXT_PTEBASE_SHIFT + 2)), how the vectors find this CPU's kernelsp[]
 * and pgd_current[] (asm/cpu-slot.h).  Then point the exception base (EBase)
 * at exception_base (vmlinux.lds.S: the TLB refill vector, then the general
 * vector of vectors.S at +0x180), make interrupts use the general vector,
 * and clear Status.BEV so the CPU leaves the boot ROM's vectors.  Then
 * HWREna: rdhwr $0-$3 (CPU number, SYNCI step, cycle counter, its
 * resolution) readable from user mode, as MIPS32r2 code expects.
 *
 * Reference: reference-tsar/arch/tsar/kernel/traps.c, per_cpu_trap_init().
 */
void per_cpu_trap_init(void)
{
	panic("PORT-TODO(trap-init): per_cpu_trap_init() is a stub; see reference-tsar/arch/tsar/kernel/traps.c");
}

void __init trap_init(void)
{
	per_cpu_trap_init();
}

static const char *const exc_names[32] = {
	[EXC_INT] = "interrupt", [EXC_MOD] = "TLB modified",
	[EXC_TLBL] = "TLB load", [EXC_TLBS] = "TLB store",
	[EXC_ADEL] = "address error (load)", [EXC_ADES] = "address error (store)",
	[EXC_IBE] = "bus error (fetch)", [EXC_DBE] = "bus error (data)",
	[EXC_SYS] = "syscall", [EXC_BP] = "breakpoint",
	[EXC_RI] = "reserved instruction", [EXC_CPU] = "coprocessor unusable",
	[EXC_OV] = "overflow", [EXC_TR] = "trap",
};

/**
 * show_regs() - print a register frame
 * @regs: the frame
 *
 * Checklist item trap-dispatch.  Used by die() and sysrq: the general
 * registers, hi/lo, EPC and RA with their symbols, Status, Cause, BadVAddr.
 * Until it is written it says so instead of printing registers.
 *
 * Reference: reference-tsar/arch/tsar/kernel/traps.c, show_regs().
 */
void show_regs(struct pt_regs *regs)
{
	show_regs_print_info(KERN_DEFAULT);
	pr_info("PORT-TODO(trap-dispatch): show_regs() prints no registers yet\n");
}

static DEFINE_SPINLOCK(die_lock);

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

/* A fault the kernel did not expect: fix it up if it is a uaccess, else die. */
void do_kernel_fault(struct pt_regs *regs, const char *what)
{
	if (fixup_exception(regs))
		return;
	die(what, regs, 0);
}

/*
 * Where the branch at regs->cp0_epc, whose delay slot the program is in,
 * goes once the slot has run; a linking branch writes its link here, as
 * the CPU will not run it again.  False for what this port does not
 * follow (coprocessor branches: there is no FPU).  As arch/mips's
 * __compute_return_epc_for_insn, for the MIPS32r2 branches.
 */
static bool branch_target(struct pt_regs *regs, u32 insn, unsigned long *target)
{
	unsigned long epc = regs->cp0_epc, next = epc + 8;
	long rs = regs->regs[(insn >> 21) & 31], rt = regs->regs[(insn >> 16) & 31];
	unsigned long off = epc + 4 + ((long)(s16)insn << 2);
	unsigned int op = insn >> 26;
	bool taken;

	switch (op) {
	case 0:					/* SPECIAL: jr, jalr */
		if ((insn & 0x3f) != 8 && (insn & 0x3f) != 9)
			return false;
		if ((insn & 0x3f) == 9 && (insn >> 11) & 31)
			regs->regs[(insn >> 11) & 31] = next;
		*target = rs;
		return true;
	case 1:					/* REGIMM: bltz, bgez and their al, l forms */
		switch ((insn >> 16) & 31) {
		case 0: case 2: case 16: case 18:
			taken = rs < 0;
			break;
		case 1: case 3: case 17: case 19:
			taken = rs >= 0;
			break;
		default:
			return false;
		}
		if ((insn >> 16) & 16)
			regs->regs[31] = next;
		break;
	case 2: case 3:				/* j, jal */
		if (op == 3)
			regs->regs[31] = next;
		*target = ((epc + 4) & 0xf0000000) | ((insn & 0x03ffffff) << 2);
		return true;
	case 4: case 20:			/* beq, beql */
		taken = rs == rt;
		break;
	case 5: case 21:			/* bne, bnel */
		taken = rs != rt;
		break;
	case 6: case 22:			/* blez, blezl */
		taken = rs <= 0;
		break;
	case 7: case 23:			/* bgtz, bgtzl */
		taken = rs > 0;
		break;
	default:
		return false;
	}
	*target = taken ? off : next;
	return true;
}

#define RDHWR_TLS_MASK	0xffe0ffffU
#define RDHWR_TLS	0x7c00e83bU	/* rdhwr rt, $29 with rt = 0 */

/**
 * emulate_rdhwr() - "rdhwr $29" on a core without UserLocal
 * @regs: the frame of the reserved-instruction exception
 *
 * Checklist item abi-tls.  User code reads its TLS pointer with "rdhwr
 * rt, $29", a reserved instruction on the 24Kc: if the instruction that
 * raised it (at EPC, or at EPC + 4 when Cause.BD says it is in the delay
 * slot of the branch at EPC) is that one, put thread_info's tp_value in
 * rt and move EPC past it: to the next instruction, or where the branch
 * goes (branch_target() above, given).  GCC does put it in a delay slot.
 * True when it was emulated; false leaves a SIGILL.
 *
 * Reference: reference-tsar/arch/tsar/kernel/traps.c, emulate_rdhwr().
 */
static bool emulate_rdhwr(struct pt_regs *regs)
{
	/* PORT-TODO(abi-tls): not emulated yet: a SIGILL. */
	return false;
}

/*
 * The code a break or trap instruction carries says what it means, by the
 * MIPS convention compilers follow: 7 is an integer divide by zero (gcc's
 * "teq divisor, $zero, 7" or "break 7"), 6 an overflow; anything else is
 * a breakpoint.  True when the signal is SIGFPE, with its si_code.
 */
#define BRK_OVERFLOW	6
#define BRK_DIVZERO	7

static bool trap_is_fpe(struct pt_regs *regs, unsigned int code, int *si_code)
{
	unsigned int insn_code;
	u32 insn;

	if (get_user(insn, (u32 __user *)(regs->cp0_epc + (regs->cp0_cause & CAUSE_BD ? 4 : 0))))
		return false;
	/* break: code in bits 25:16; the conditional traps: bits 15:6 */
	insn_code = code == EXC_BP ? (insn >> 16) & 0x3ff : (insn >> 6) & 0x3ff;
	if (insn_code == BRK_DIVZERO)
		*si_code = FPE_INTDIV;
	else if (insn_code == BRK_OVERFLOW)
		*si_code = FPE_INTOVF;
	else
		return false;
	return true;
}

/* Exceptions a user program earns a signal for; in the kernel, an Oops. */
static void do_trap(struct pt_regs *regs, unsigned int code)
{
	int sig = SIGILL, si_code = ILL_ILLOPC;
	unsigned long addr = regs->cp0_epc;

	switch (code) {
	case EXC_ADEL:
	case EXC_ADES:
		sig = SIGBUS;
		si_code = BUS_ADRALN;
		addr = regs->cp0_badvaddr;
		break;
	case EXC_IBE:
	case EXC_DBE:
		sig = SIGBUS;
		si_code = BUS_ADRERR;
		break;
	case EXC_BP:
	case EXC_TR:
		sig = SIGTRAP;
		si_code = TRAP_BRKPT;
		if (user_mode(regs) && trap_is_fpe(regs, code, &si_code))
			sig = SIGFPE;
		break;
	case EXC_CPU:
		si_code = ILL_COPROC;
		break;
	case EXC_OV:
		sig = SIGFPE;
		si_code = FPE_INTOVF;
		break;
	}

	if (!user_mode(regs)) {
		do_kernel_fault(regs, exc_names[code] ? exc_names[code] : "exception");
		return;
	}
	if (code == EXC_RI && emulate_rdhwr(regs))
		return;
	force_sig_fault(sig, si_code, (void __user *)addr);
}

/**
 * do_exception() - the C side of every exception but a TLB refill
 * @regs: the frame vectors.S saved
 *
 * Checklist item trap-dispatch.  Called by handle_exception
 * (vectors.S) with the saved frame.  In order: decode Cause.ExcCode; enter
 * through the generic entry code (irqentry_enter, or syscall entry for
 * syscalls); dispatch: interrupts to the irqchip's handler
 * (generic_handle_arch_irq(); one that arrives between the ei and the
 * wait of arch_cpu_idle, __idle_window, returns past the wait), TLB
 * exceptions to do_page_fault(), the rest to do_trap(), with interrupts
 * as the interrupted code had them; leave through irqentry_exit().
 * syscall_nr is -1: nothing for signal delivery to restart.
 *
 * Reference: reference-tsar/arch/tsar/kernel/traps.c, do_exception().
 */
asmlinkage void do_exception(struct pt_regs *regs)
{
	panic("PORT-TODO(trap-dispatch): do_exception() is a stub; see reference-tsar/arch/tsar/kernel/traps.c");
}
