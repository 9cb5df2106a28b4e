/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom: the generic one needs these primitives; MIPS32r2 has di/ei. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_IRQFLAGS_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_IRQFLAGS_H

#include <asm/cp0.h>

#define arch_local_save_flags arch_local_save_flags
static inline unsigned long arch_local_save_flags(void)
{
	return read_c0_status();
}

#define arch_local_irq_save arch_local_irq_save
static inline unsigned long arch_local_irq_save(void)
{
	unsigned long flags;

	__asm__ __volatile__("di\t%0\n\tehb" : "=r" (flags) : : "memory");
	return flags;
}

#define arch_local_irq_disable arch_local_irq_disable
static inline void arch_local_irq_disable(void)
{
	__asm__ __volatile__("di\n\tehb" : : : "memory");
}

#define arch_local_irq_enable arch_local_irq_enable
static inline void arch_local_irq_enable(void)
{
	__asm__ __volatile__("ei\n\tehb" : : : "memory");
}

#define arch_irqs_disabled_flags arch_irqs_disabled_flags
static inline int arch_irqs_disabled_flags(unsigned long flags)
{
	return !(flags & ST0_IE);
}

#define arch_local_irq_restore arch_local_irq_restore
static inline void arch_local_irq_restore(unsigned long flags)
{
	if (arch_irqs_disabled_flags(flags))
		arch_local_irq_disable();
	else
		arch_local_irq_enable();
}

#include <asm-generic/irqflags.h>

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_IRQFLAGS_H */
