// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
{%- if cookiecutter.isa == 'mips32' %}
 * init_IRQ and the port's first device driver: the interrupt controller
 * inside the CPU (Cause.IP7..IP0 the lines, Status.IM7..IM0 their masks).
 * On QEMU malta, IP7 is the CP0 timer and IP2 the PIIX4's i8259 pair
 * (drivers/irqchip/irq-i8259.c).
{%- else %}
 * init_IRQ and the port's first device driver: the programmable interrupt
 * controller inside the CPU, in SPRs (PICSR the 32 lines, PICMR their
 * masks), reached through the external interrupt exception (vector
 * 0x800).  On QEMU or1k virt, line 2 is the UART.
{%- endif %}
 */
#include <linux/init.h>
#include <linux/interrupt.h>
{%- if cookiecutter.isa == 'mips32' %}
#include <linux/irq.h>
{%- endif %}
#include <linux/irqchip.h>
{%- if cookiecutter.isa == 'mips32' %}
#include <linux/irqdomain.h>
{%- endif %}
#include <linux/of.h>
#include <linux/seq_file.h>
{%- if cookiecutter.isa == 'mips32' %}
#include <asm/cp0.h>
#include <asm/i8259.h>

/*
 * The driver's parts, given: the line count, the domain, the irq_chip that
 * masks and unmasks Status.IM bits, the handler that serves Cause.IP, the
 * domain's ops.  Status and Cause are each CPU's own, so every line is a
 * per-CPU interrupt (percpu_devid): a driver enables it on each CPU that
 * should take it.  What is left to write is the probe that sets them up:
 * cp0_intc_of_init().
 */
#define CP0_NR_IRQS	8

static struct irq_domain *cp0_domain;

static void cp0_irq_mask(struct irq_data *d)
{
	write_c0_status(read_c0_status() & ~(1UL << (ST0_IM_SHIFT + d->hwirq)));
	ehb();
}

static void cp0_irq_unmask(struct irq_data *d)
{
	write_c0_status(read_c0_status() | (1UL << (ST0_IM_SHIFT + d->hwirq)));
	ehb();
}

static struct irq_chip cp0_irq_chip = {
	.name		= "CP0",
	.irq_mask	= cp0_irq_mask,
	.irq_unmask	= cp0_irq_unmask,
};

/* Highest line first: the timer (IP7) goes before the devices. */
static void cp0_handle_irq(struct pt_regs *regs)
{
	unsigned long pending;

	while ((pending = read_c0_cause() & read_c0_status() & CAUSE_IP)) {
		irq_hw_number_t hw = __fls(pending) - CAUSE_IP_SHIFT;

		if (generic_handle_domain_irq(cp0_domain, hw))
			pr_warn_ratelimited("spurious CP0 interrupt line %lu\n", hw);
	}
}

static int cp0_irq_map(struct irq_domain *d, unsigned int irq, irq_hw_number_t hw)
{
	irq_set_percpu_devid(irq);
	irq_set_chip_and_handler(irq, &cp0_irq_chip, handle_percpu_devid_irq);
	return 0;
}

static const struct irq_domain_ops cp0_irq_domain_ops = {
	.map	= cp0_irq_map,
	.xlate	= irq_domain_xlate_onecell,
};

/**
 * cp0_intc_of_init() - the CPU's interrupt controller driver
 * @node: its device-tree node
 * @parent: none: it is the root controller
 *
 * Checklist item irq-init-irq.  Called by irqchip_init()
 * for the device-tree node "mti,cpu-interrupt-controller".  In order: an
 * irq_domain of eight lines whose irq_chip masks and unmasks Status.IM
 * bits (the lines are level: nothing to ack); set_handle_irq() with a
 * handler that reads Cause.IP & Status.IM and calls
 * generic_handle_domain_irq() for each pending line, highest first.
 *
 * Reference: reference-tsar/arch/tsar/kernel/irq.c, cp0_intc_of_init().
 */
static int __init cp0_intc_of_init(struct device_node *node,
				   struct device_node *parent)
{
	panic("PORT-TODO(irq-init-irq): cp0_intc_of_init() is a stub; see reference-tsar/arch/tsar/kernel/irq.c");
	return -ENODEV;
}
IRQCHIP_DECLARE({{ cookiecutter.arch_name }}_cp0_intc, "mti,cpu-interrupt-controller", cp0_intc_of_init);
{%- else %}
/**
 * pic_of_init() - the CPU's interrupt controller driver
 * @node: its device-tree node
 * @parent: none: it is the root controller
 *
 * Checklist item irq-init-irq.  Called by irqchip_init()
 * for the device-tree node "opencores,or1k-pic-level".  In order: mask
 * every line (PICMR = 0); an irq_domain of 32 lines whose irq_chip clears
 * and sets PICMR bits (the lines are level: nothing to ack);
 * set_handle_irq() with a handler that reads PICSR & PICMR and calls
 * generic_handle_domain_irq() for each pending line.
 *
 * Reference: reference-tsar/arch/tsar/kernel/irq.c, cp0_intc_of_init()
 * (the same driver for MIPS's CP0 lines).
 */
static int __init pic_of_init(struct device_node *node,
			      struct device_node *parent)
{
	panic("PORT-TODO(irq-init-irq): pic_of_init() is a stub; see reference-tsar/arch/tsar/kernel/irq.c");
	return -ENODEV;
}
IRQCHIP_DECLARE({{ cookiecutter.arch_name }}_pic, "opencores,or1k-pic-level", pic_of_init);
{%- endif %}

/* Spurious interrupts{{ ', counted by drivers/irqchip/irq-i8259.c' if cookiecutter.isa == 'mips32' else '' }} */
atomic_t irq_err_count;

/* /proc/interrupts: the port's own counters. */
int arch_show_interrupts(struct seq_file *p, int prec)
{
	seq_printf(p, "%*s: %10u\n", prec, "ERR", atomic_read(&irq_err_count));
	return 0;
}

/**
 * init_IRQ() - set up the interrupt controllers
 *
 * Checklist item irq-init-irq.  Called by start_kernel() after
 * trap_init() and the scheduler's set-up, interrupts still off: run
 * irqchip_init(), which probes the device tree's controllers (the root one
 * above, then the cascaded ones), and check the root one was found.
 *
 * Reference: reference-tsar/arch/tsar/kernel/irq.c, init_IRQ().
 */
void __init init_IRQ(void)
{
	panic("PORT-TODO(irq-init-irq): init_IRQ() is a stub; see reference-tsar/arch/tsar/kernel/irq.c");
}
