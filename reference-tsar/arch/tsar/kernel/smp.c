// SPDX-License-Identifier: GPL-2.0
/*
 * SMP: starting the other CPUs and the IPIs between them.  The boot CPU
 * starts each one (__cpu_up) through the board (smp-cps.c) at
 * secondary_entry (smp-entry.S), which calls start_secondary below: the
 * per-CPU half of the boot sequence (trap_init, the TLB, time_init, the
 * interrupt lines), then the idle loop.  IPIs are interrupts the
 * interrupt controller gives the port (set_smp_ipi_range): one each for
 * a reschedule, a function call, a stop.  Learned from
 * arch/riscv/kernel/smp.c and smpboot.c, and arch/openrisc/kernel/smp.c.
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

void arch_smp_send_reschedule(int cpu)
{
	send_ipi(cpumask_of(cpu), IPI_RESCHEDULE);
}

void arch_send_call_function_single_ipi(int cpu)
{
	send_ipi(cpumask_of(cpu), IPI_CALL_FUNC);
}

void arch_send_call_function_ipi_mask(const struct cpumask *mask)
{
	send_ipi(mask, IPI_CALL_FUNC);
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

void __init set_smp_ipi_range(int ipi_base, int n)
{
	int i;

	if (n < IPI_MAX) {
		pr_err("SMP: %d IPIs from the interrupt controller, %d needed\n", n, IPI_MAX);
		return;
	}
	for (i = 0; i < IPI_MAX; i++)
		if (request_percpu_irq(ipi_base + i, handle_ipi, "IPI", &ipi_dummy_dev)) {
			pr_err("SMP: IPI %d (irq %d) cannot be requested\n", i, ipi_base + i);
			return;
		}
	ipi_virq_base = ipi_base;
	ipi_enable_cpu();
}

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

void __init smp_prepare_cpus(unsigned int max_cpus)
{
	unsigned int cpu;

	/* No IPIs, no way to reach another CPU: it stays off. */
	if (!ipi_virq_base && num_present_cpus() > 1) {
		pr_warn("SMP: no IPIs from the interrupt controller: one CPU only\n");
		for_each_present_cpu(cpu)
			if (cpu)
				set_cpu_present(cpu, false);
	}
}

int __cpu_up(unsigned int cpu, struct task_struct *idle)
{
	unsigned long stack = (unsigned long)task_stack_page(idle);
	int ret;

	/* As head.S does for the boot CPU */
	secondary_data.ti = task_thread_info(idle);
	secondary_data.sp = stack + THREAD_SIZE - sizeof(struct pt_regs);
	kernelsp[cpu] = stack + THREAD_SIZE;
	/* seen by the CPU before it starts */
	smp_mb();

	ret = smp_start_cpu(cpu);
	if (ret)
		return ret;
	if (!wait_for_completion_timeout(&cpu_running, msecs_to_jiffies(1000))) {
		pr_crit("CPU%u: started, but did not come online\n", cpu);
		return -EIO;
	}
	return 0;
}

void __init smp_cpus_done(unsigned int max_cpus)
{
}

asmlinkage __visible void start_secondary(void)
{
	unsigned int cpu = smp_processor_id();

	per_cpu_trap_init();
	tlb_init();
	mmgrab(&init_mm);
	current->active_mm = &init_mm;
	cpumask_set_cpu(cpu, mm_cpumask(&init_mm));

	/*
	 * The CP0 clock event before the CPU-starting callbacks: a better one
	 * registered there (the GIC's local compare) takes over and leaves it
	 * a no-op handler.  Registered after, it would keep none, and its
	 * Compare still interrupts once a Count wrap.
	 */
	time_init_cpu();
	/* The CPU-starting callbacks: the GIC's line on this CPU, among others. */
	notify_cpu_starting(cpu);
	ipi_enable_cpu();

	set_cpu_online(cpu, true);
	complete(&cpu_running);

	local_irq_enable();
	cpu_startup_entry(CPUHP_AP_ONLINE_IDLE);
}
