/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom on top of generic: kseg1 reaches low devices without a mapping. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_IO_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_IO_H

#include <linux/types.h>
#include <asm/cp0.h>

/*
 * Devices below 512 MiB are reached uncached through kseg1 with no page
 * table at all, which also makes earlycon work before paging_init.  The
 * rest goes through the generic ioremap into kseg2.
 * (Accesses are not ordered by barriers here: the 24K orders uncached
 * accesses, and QEMU has no write buffer.  A core with a write buffer
 * needs a sync.)
 */
#define KSEG1_LIMIT	0x20000000UL

/*
 * Port I/O, for the i8259 pair: malta's PIIX4 ISA ports, seen through the
 * GT64120's PCI I/O window at 0x18000000.
 */
#define PCI_IOBASE	((void __iomem *)(KSEG1 + 0x18000000))
#define IO_SPACE_LIMIT	0xffff

#ifdef CONFIG_MMU
#define ioremap_prot ioremap_prot
void __iomem *ioremap_prot(phys_addr_t addr, size_t size, unsigned long prot);
#define iounmap iounmap
void iounmap(volatile void __iomem *addr);
#else
/* No MMU: kseg1 is the only way to devices, and it reaches 512 MiB. */
#define ioremap ioremap
static inline void __iomem *ioremap(phys_addr_t addr, size_t size)
{
	return (void __iomem *)(KSEG1 + (unsigned long)addr);
}

#define iounmap iounmap
static inline void iounmap(volatile void __iomem *addr)
{
}
#endif

#include <asm-generic/io.h>

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_IO_H */
