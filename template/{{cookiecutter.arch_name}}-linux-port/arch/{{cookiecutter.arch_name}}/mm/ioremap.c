// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * ioremap: kseg1 for the low 512 MiB (uncached, no mapping to make or
 * undo), the generic kseg2 mapping for the rest.
 */
#include <linux/export.h>
#include <linux/io.h>
#include <linux/mm.h>
#include <asm/cp0.h>

void __iomem *ioremap_prot(phys_addr_t addr, size_t size, unsigned long prot)
{
	if (addr < KSEG1_LIMIT && size <= KSEG1_LIMIT - addr &&
	    (prot & _CACHE_MASK) == _CACHE_UNCACHED)
		return (void __iomem *)(KSEG1 + (unsigned long)addr);
	return generic_ioremap_prot(addr, size, __pgprot(prot));
}
EXPORT_SYMBOL(ioremap_prot);

void iounmap(volatile void __iomem *addr)
{
	unsigned long va = (unsigned long)addr;

	if (va >= KSEG1 && va < KSEG2)
		return;
	generic_iounmap(addr);
}
EXPORT_SYMBOL(iounmap);
