// SPDX-License-Identifier: GPL-2.0
/*
 * init_IRQ and the port's first device driver: the interrupt controller
 * inside the CPU.  Cause.IP7..IP0 are the lines (two software, six
 * hardware), Status.IM7..IM0 their masks.  The lines are level: a device
 * keeps its line up until it is served, so there is nothing to ack here.
 * Both registers are each CPU's own, so every line is a per-CPU interrupt
 * (percpu_devid, as riscv-intc's): a driver enables it on each CPU that
 * should take it (enable_percpu_irq), and a cascaded controller chained
 * on one does so from its CPU-starting callback.
 *
 * On QEMU malta: IP7 is the CP0 timer (time.c), IP2 the PIIX4's i8259
 * pair, driven by drivers/irqchip/irq-i8259.c (the UART is on its line 4).
 * A TSAR cluster routes every device through its XICU to one line instead.
 * Learned from drivers/irqchip/irq-mips-cpu.c.
 */
#include <linux/init.h>
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irqchip.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/seq_file.h>
#include <asm/cp0.h>
#include <asm/i8259.h>

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

static int __init cp0_intc_of_init(struct device_node *node,
				   struct device_node *parent)
{
	/* Every line masked until a driver asks for it. */
	write_c0_status(read_c0_status() & ~ST0_IM);
	write_c0_cause(read_c0_cause() & ~CAUSE_IP);
	ehb();

	cp0_domain = irq_domain_add_linear(node, CP0_NR_IRQS, &cp0_irq_domain_ops, NULL);
	if (!cp0_domain)
		panic("%pOF: cannot create the CP0 interrupt domain\n", node);
	set_handle_irq(cp0_handle_irq);
	return 0;
}
IRQCHIP_DECLARE(tsar_cp0_intc, "mti,cpu-interrupt-controller", cp0_intc_of_init);

atomic_t irq_err_count;

int arch_show_interrupts(struct seq_file *p, int prec)
{
	seq_printf(p, "%*s: %10u\n", prec, "ERR", atomic_read(&irq_err_count));
	return 0;
}

void __init init_IRQ(void)
{
	irqchip_init();
	if (!cp0_domain)
		panic("no CP0 interrupt controller in the device tree\n");
}
