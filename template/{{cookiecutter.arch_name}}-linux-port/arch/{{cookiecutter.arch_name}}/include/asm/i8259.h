/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * Custom (drivers/irqchip/irq-i8259.c asks the arch for it): the PIIX4's
 * i8259 pair of QEMU malta, cascaded on CP0 line 2.
 */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_I8259_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_I8259_H

#include <linux/spinlock.h>
#include <asm/io.h>

#define PIC_MASTER_CMD		0x20
#define PIC_MASTER_IMR		0x21
#define PIC_MASTER_ISR		PIC_MASTER_CMD
#define PIC_SLAVE_CMD		0xa0
#define PIC_SLAVE_IMR		0xa1

#define PIC_CASCADE_IR		2
#define MASTER_ICW4_DEFAULT	0x01
#define SLAVE_ICW4_DEFAULT	0x01
#define PIC_ICW4_AEOI		2

/*
 * Linux numbers of the 16 ISA lines: at the top of NR_IRQS (64), clear of
 * the numbers the CP0 domain hands out from the bottom.
 */
#define I8259A_IRQ_BASE		48

extern raw_spinlock_t i8259A_lock;
/* Spurious interrupts the PICs reported (shown as ERR in /proc/interrupts) */
extern atomic_t irq_err_count;

struct device_node;
struct irq_domain *__init_i8259_irqs(struct device_node *node);
void init_i8259_irqs(void);
void make_8259A_irq(unsigned int irq);

/*
 * Which ISA line interrupts: an OCW3 poll of the master, then of the
 * slave for the cascade line; -1 for a spurious IR7 (ISR bit clear).
 */
static inline int i8259_irq(void)
{
	int irq;

	raw_spin_lock(&i8259A_lock);
	outb(0x0c, PIC_MASTER_CMD);
	irq = inb(PIC_MASTER_CMD) & 7;
	if (irq == PIC_CASCADE_IR) {
		outb(0x0c, PIC_SLAVE_CMD);
		irq = (inb(PIC_SLAVE_CMD) & 7) + 8;
	}
	if (unlikely(irq == 7)) {
		outb(0x0b, PIC_MASTER_ISR);
		if (!(inb(PIC_MASTER_ISR) & 0x80))
			irq = -1;
	}
	raw_spin_unlock(&i8259A_lock);
	return irq;
}

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_I8259_H */
