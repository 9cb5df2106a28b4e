/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Custom (there is no generic smp.h): the CPU number from thread_info,
 * as on arch/openrisc and arch/mips; how the interrupt controller hands
 * its IPIs to the port, as on arm64 (set_smp_ipi_range); and what a
 * starting CPU reads before it has a stack.
 */
#ifndef _ASM_TSAR_SMP_H
#define _ASM_TSAR_SMP_H

#include <linux/cpumask.h>
#include <linux/linkage.h>

struct thread_info;

/* Set for each task by the scheduler (__set_task_cpu). */
#define raw_smp_processor_id()	(current_thread_info()->cpu)

void arch_send_call_function_single_ipi(int cpu);
void arch_send_call_function_ipi_mask(const struct cpumask *mask);

/*
 * The interrupt controller's per-CPU IPIs: n interrupts from ipi_base,
 * each raised on the CPUs it is sent to (drivers/irqchip/irq-cps-gic.c
 * makes them with the generic IPI mux).  Without them no other CPU starts.
 */
void set_smp_ipi_range(int ipi_base, int n);

/* The idle task a starting CPU runs: smp.c fills it in, smp-entry.S reads it. */
struct secondary_data {
	unsigned long sp;		/* its initial stack pointer */
	struct thread_info *ti;		/* for $28 */
};
extern struct secondary_data secondary_data;
/* Where it starts (kernel/smp-entry.S), and where that goes (smp.c) */
extern char secondary_entry[];
asmlinkage void start_secondary(void);

/* The board's part (kernel/smp-cps.c): how many CPUs, and how one starts. */
void smp_init_cpus(void);
int smp_start_cpu(unsigned int cpu);

#endif /* _ASM_TSAR_SMP_H */
