// SPDX-License-Identifier: GPL-2.0
/*
 * trap_init and the C half of every exception: do_exception dispatches on
 * Cause.ExcCode, inside the generic entry code (kernel/entry/common.c).
 * What the kernel cannot handle ends in die(): registers, stack, Oops.
 * Learned from arch/loongarch/kernel/traps.c and arch/riscv/kernel/traps.c.
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

/* trap_init's work on the CPU that runs it: the boot CPU, then each other (smp.c). */
void per_cpu_trap_init(void)
{
	/*
	 * The CPU's number << 2 in Context.PTEBase: the vectors' index into
	 * kernelsp[] and pgd_current[] (asm/cpu-slot.h).  Written without
	 * SMP too: nothing else would clear what the reset left there.
	 */
	write_c0_context(smp_processor_id() << (CONTEXT_PTEBASE_SHIFT + 2));
	/* In kseg0 (its own alias where the kernel runs in kuseg: no MMU) */
	write_c0_ebase(KSEG0 + __pa(exception_base));
	ehb();
	/* Vectors in RAM from now on; interrupts through the general vector. */
	write_c0_cause(read_c0_cause() & ~CAUSE_IV);
	write_c0_status(read_c0_status() & ~ST0_BEV);
	/*
	 * MIPS32r2's rdhwr $0-$3 (CPU number, SYNCI step, cycle counter and
	 * its resolution) readable from user mode, as arch/mips's
	 * configure_hwrena does: code built for MIPS32r2 may use them, and
	 * they need no kernel help.  $29, the TLS pointer, stays a trap: the
	 * 24Kc has no UserLocal register (emulate_rdhwr below).
	 */
	write_c0_hwrena(HWRENA_CPUNUM | HWRENA_SYNCI_STEP | HWRENA_CC | HWRENA_CCRES);
	ehb();
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

void show_regs(struct pt_regs *regs)
{
	unsigned int code = (regs->cp0_cause & CAUSE_EXCCODE) >> CAUSE_EXCCODE_SHIFT;
	int i;

	show_regs_print_info(KERN_DEFAULT);
	for (i = 0; i < 32; i += 4)
		pr_info("$%2d   : %08lx %08lx %08lx %08lx\n", i,
			i ? regs->regs[i] : 0, regs->regs[i + 1],
			regs->regs[i + 2], regs->regs[i + 3]);
	pr_info("Hi    : %08lx\nLo    : %08lx\n", regs->hi, regs->lo);
	pr_info("epc   : %08lx %pS\n", regs->cp0_epc, (void *)regs->cp0_epc);
	pr_info("ra    : %08lx %pS\n", regs->regs[31], (void *)regs->regs[31]);
	pr_info("Status: %08lx  %s\n", regs->cp0_status,
		user_mode(regs) ? "USER" : "KERNEL");
	pr_info("Cause : %08lx (ExcCode %02x: %s)\n", regs->cp0_cause, code,
		exc_names[code] ? exc_names[code] : "reserved");
	pr_info("BadVA : %08lx\n", regs->cp0_badvaddr);
	if (!user_mode(regs))
		show_stack(current, (unsigned long *)regs->regs[29], KERN_DEFAULT);
}

static DEFINE_SPINLOCK(die_lock);

void die(const char *str, struct pt_regs *regs, long err)
{
	static int die_counter;
	int ret;

	oops_enter();
	spin_lock_irq(&die_lock);
	console_verbose();
	bust_spinlocks(1);
	pr_emerg("%s [#%d]\n", str, ++die_counter);
	print_modules();
	ret = notify_die(DIE_OOPS, str, regs, err, 0, SIGSEGV);
	if (ret != NOTIFY_STOP)
		show_regs(regs);
	bust_spinlocks(0);
	add_taint(TAINT_DIE, LOCKDEP_NOW_UNRELIABLE);
	spin_unlock_irq(&die_lock);
	oops_exit();
	if (in_interrupt())
		panic("Fatal exception in interrupt");
	if (panic_on_oops)
		panic("Fatal exception");
	make_task_dead(SIGSEGV);
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

/*
 * "rdhwr $29" (read the TLS pointer) is a reserved instruction on cores
 * without UserLocal: emulate it.  True when the instruction was that one.
 * GCC does put it in a delay slot (a function that only returns the TLS
 * pointer: "jr ra" with the rdhwr in its slot), so the branch is followed
 * too.
 */
#define RDHWR_TLS_MASK	0xffe0ffffU
#define RDHWR_TLS	0x7c00e83bU	/* rdhwr rt, $29 with rt = 0 */

static bool emulate_rdhwr(struct pt_regs *regs)
{
	bool in_slot = regs->cp0_cause & CAUSE_BD;
	unsigned long epc = regs->cp0_epc + (in_slot ? 4 : 0);
	u32 insn, branch;

	if (get_user(insn, (u32 __user *)epc))
		return false;
	if ((insn & RDHWR_TLS_MASK) != RDHWR_TLS)
		return false;
	if (in_slot) {
		if (get_user(branch, (u32 __user *)regs->cp0_epc) ||
		    !branch_target(regs, branch, &epc))
			return false;
	} else {
		epc += 4;
	}
	regs->regs[(insn >> 16) & 31] = current_thread_info()->tp_value;
	regs->cp0_epc = epc;
	return true;
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

asmlinkage void do_exception(struct pt_regs *regs)
{
	unsigned int code = (regs->cp0_cause & CAUSE_EXCCODE) >> CAUSE_EXCCODE_SHIFT;
	irqentry_state_t state;

	/* Not a syscall (syscall-entry.S): nothing for signal delivery to restart. */
	regs->syscall_nr = -1;
	state = irqentry_enter(regs);
	if (code == EXC_INT) {
		/* Interrupted on the way into wait: do not go back to sleep. */
		if (regs->cp0_epc - (unsigned long)__idle_window <
		    (unsigned long)__idle_window_end - (unsigned long)__idle_window)
			regs->cp0_epc = (unsigned long)__idle_window_end;
		generic_handle_arch_irq(regs);
	} else {
		/* Faults run with interrupts as the interrupted code had them. */
		if (!regs_irqs_disabled(regs))
			local_irq_enable();
		if (code == EXC_MOD || code == EXC_TLBL || code == EXC_TLBS)
			do_page_fault(regs, code);
		else
			do_trap(regs, code);
		local_irq_disable();
	}
	irqentry_exit(regs, state);
}
