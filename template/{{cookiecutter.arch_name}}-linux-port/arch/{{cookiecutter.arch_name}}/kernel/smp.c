// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * SMP: starting the other CPUs and the IPIs between them.  The boot CPU
 * starts each one (__cpu_up) through the board (smp-cps.c) at
 * secondary_entry (smp-entry.S), which calls start_secondary below: the
 * per-CPU half of the boot sequence, then the idle loop.  IPIs are
 * interrupts the interrupt controller's driver gives the port
 * (set_smp_ipi_range; on malta's CPS the GIC, patches/0002): one each
 * for a reschedule, a function call, a stop.
 *
 * Given by the template: the IPI numbers, what each does when it
 * arrives (handle_ipi), how one is sent (send_ipi), how a CPU starts
 * taking them (ipi_enable_cpu) and smp_send_stop().  The stubs are the
 * kernel's entry points into SMP, met by a boot in this order:
 * set_smp_ipi_range (from the interrupt controller's driver, in
 * init_IRQ), smp_prepare_cpus and __cpu_up (smp_init, in the init task),
 * start_secondary on each new CPU, and the IPI senders from then on.
 */
#include <linux/completion.h>
#include <linux/cpu.h>
#include <linux/delay.h>
#include <linux/init.h>
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/sched.h>
#include <linux/sched/mm.h>
#include <linux/sched/task_stack.h>
#include <linux/smp.h>
#include <asm/mmu_context.h>
#include <asm/tlbflush.h>
#include <asm/traps.h>

enum ipi_message_type {
	IPI_RESCHEDULE,
	IPI_CALL_FUNC,
	IPI_CPU_STOP,
	IPI_MAX
};

static int ipi_virq_base __ro_after_init;
static DEFINE_PER_CPU_READ_MOSTLY(int, ipi_dummy_dev);

struct secondary_data secondary_data;
static DECLARE_COMPLETION(cpu_running);
static void send_ipi(const struct cpumask *mask, enum ipi_message_type ipi)
{
	__ipi_send_mask(irq_to_desc(ipi_virq_base + ipi), mask);
}

/**
 * arch_smp_send_reschedule() - make another CPU look at its run queue
 * @cpu: the CPU
 *
 * Checklist item smp-ipi.  The scheduler's call when it woke a task on
 * @cpu: send_ipi() IPI_RESCHEDULE to that CPU alone.
 *
 * Reference: reference-tsar/arch/tsar/kernel/smp.c, arch_smp_send_reschedule().
 */
void arch_smp_send_reschedule(int cpu)
{
	panic("PORT-TODO(smp-ipi): arch_smp_send_reschedule() is a stub; see reference-tsar/arch/tsar/kernel/smp.c");
}

/**
 * arch_send_call_function_single_ipi() - run the queued functions on a CPU
 * @cpu: the CPU
 *
 * Checklist item smp-ipi.  smp_call_function_single() queued work for
 * @cpu: send_ipi() IPI_CALL_FUNC to it.
 *
 * Reference: reference-tsar/arch/tsar/kernel/smp.c, arch_send_call_function_single_ipi().
 */
void arch_send_call_function_single_ipi(int cpu)
{
	panic("PORT-TODO(smp-ipi): arch_send_call_function_single_ipi() is a stub; see reference-tsar/arch/tsar/kernel/smp.c");
}

/**
 * arch_send_call_function_ipi_mask() - run the queued functions on CPUs
 * @mask: the CPUs
 *
 * Checklist item smp-ipi.  The same for every CPU of @mask (on_each_cpu,
 * the TLB shootdown): one send_ipi() of IPI_CALL_FUNC to the mask.
 *
 * Reference: reference-tsar/arch/tsar/kernel/smp.c, arch_send_call_function_ipi_mask().
 */
void arch_send_call_function_ipi_mask(const struct cpumask *mask)
{
	panic("PORT-TODO(smp-ipi): arch_send_call_function_ipi_mask() is a stub; see reference-tsar/arch/tsar/kernel/smp.c");
}

static irqreturn_t handle_ipi(int irq, void *dev_id)
{
	switch (irq - ipi_virq_base) {
	case IPI_RESCHEDULE:
		scheduler_ipi();
		break;
	case IPI_CALL_FUNC:
		generic_smp_call_function_interrupt();
		break;
	case IPI_CPU_STOP:
		set_cpu_online(smp_processor_id(), false);
		local_irq_disable();
		for (;;)
			__asm__ __volatile__("wait");
	}
	return IRQ_HANDLED;
}

/* This CPU takes the IPIs from now on. */
static void ipi_enable_cpu(void)
{
	int i;

	for (i = 0; i < IPI_MAX; i++)
		enable_percpu_irq(ipi_virq_base + i, IRQ_TYPE_NONE);
}

/**
 * set_smp_ipi_range() - take the IPIs the interrupt controller offers
 * @ipi_base: the first of them, a Linux irq number
 * @n: how many
 *
 * Checklist item smp-ipi.  Called by the interrupt controller's driver
 * (the GIC's, from init_IRQ) with @n per-CPU interrupts, each raised on
 * the CPUs it is sent to.  With fewer than IPI_MAX, say so and return:
 * smp_prepare_cpus() then keeps the other CPUs off.  Else request each
 * as a per-CPU irq (request_percpu_irq, handle_ipi, &ipi_dummy_dev), keep
 * @ipi_base in ipi_virq_base, and ipi_enable_cpu() on the boot CPU.
 *
 * Reference: reference-tsar/arch/tsar/kernel/smp.c, set_smp_ipi_range().
 */
void __init set_smp_ipi_range(int ipi_base, int n)
{
	panic("PORT-TODO(smp-ipi): set_smp_ipi_range() is a stub; see reference-tsar/arch/tsar/kernel/smp.c");
}

/*
 * Stop every other CPU (panic, reboot, power-off).  Given, not a stub:
 * panic() calls it, and a stub's panic would call it again.
 */
void smp_send_stop(void)
{
	unsigned long timeout = USEC_PER_SEC;
	struct cpumask mask;

	cpumask_copy(&mask, cpu_online_mask);
	cpumask_clear_cpu(smp_processor_id(), &mask);
	if (cpumask_empty(&mask) || !ipi_virq_base)
		return;
	send_ipi(&mask, IPI_CPU_STOP);
	while (num_online_cpus() > 1 && timeout--)
		udelay(1);
	if (num_online_cpus() > 1)
		pr_warn("SMP: %u CPUs did not stop\n", num_online_cpus() - 1);
}

/**
 * smp_prepare_cpus() - before the other CPUs are started
 * @max_cpus: the maxcpus= limit
 *
 * Checklist item smp-start.  smp_init_cpus() (smp-cps.c, from
 * setup_arch) made the board's CPUs possible and present; without IPIs
 * (set_smp_ipi_range never ran) no other CPU could be reached once
 * started: say so and clear every present CPU but the boot one.
 *
 * Reference: reference-tsar/arch/tsar/kernel/smp.c, smp_prepare_cpus().
 */
void __init smp_prepare_cpus(unsigned int max_cpus)
{
	panic("PORT-TODO(smp-start): smp_prepare_cpus() is a stub; see reference-tsar/arch/tsar/kernel/smp.c");
}

/**
 * __cpu_up() - start a CPU on its idle task
 * @cpu: the CPU
 * @idle: its idle task (GENERIC_SMP_IDLE_THREAD made it)
 *
 * Checklist item smp-start.  As head.S does for the boot CPU: in
 * secondary_data, the idle task's thread_info and its stack pointer
 * (top of task_stack_page(idle), less a pt_regs); kernelsp[cpu], the top
 * of that stack, for the vectors.  A full barrier, so the new CPU sees
 * all that, then smp_start_cpu() (smp-cps.c), and wait up to a second
 * for start_secondary() to complete cpu_running (-EIO if it does not).
 *
 * Reference: reference-tsar/arch/tsar/kernel/smp.c, __cpu_up().
 */
int __cpu_up(unsigned int cpu, struct task_struct *idle)
{
	panic("PORT-TODO(smp-start): __cpu_up() is a stub; see reference-tsar/arch/tsar/kernel/smp.c");
	return -ENOSYS;
}

void __init smp_cpus_done(unsigned int max_cpus)
{
}

/**
 * start_secondary() - a new CPU's C entry, from secondary_entry
 *
 * Checklist item smp-start.  The per-CPU half of the boot sequence, on
 * the idle task's stack: per_cpu_trap_init() and tlb_init() (its own
 * vectors' Context slot and TLB, the boot CPU did its own in trap_init
 * and paging_init); init_mm as its active mm (mmgrab, active_mm, its bit
 * in mm_cpumask); its clock event (time_init_cpu), before
 * notify_cpu_starting() (the interrupt controller's per-CPU setup runs
 * there, and a better clock event's, which must find this one to take
 * over from); its IPIs (ipi_enable_cpu).  Then online, complete
 * cpu_running, interrupts on, and the idle loop
 * (cpu_startup_entry(CPUHP_AP_ONLINE_IDLE)).
 *
 * Reference: reference-tsar/arch/tsar/kernel/smp.c, start_secondary().
 */
asmlinkage __visible void start_secondary(void)
{
	panic("PORT-TODO(smp-start): start_secondary() is a stub; see reference-tsar/arch/tsar/kernel/smp.c");
}
