/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * Custom (checklist item hdr-page): asm-generic has no page.h for an MMU.
 * The page size, PAGE_OFFSET and the physical base are the answers given
 * to the template; {{ 'kseg0 fixes __pa/__va' if cookiecutter.isa == 'mips32' else 'without an MMU, __pa/__va are the identity' }}.
 */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_PAGE_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_PAGE_H

#include <linux/const.h>

#define PAGE_SHIFT	CONFIG_PAGE_SHIFT
#define PAGE_SIZE	(_AC(1, UL) << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))

/*
{%- if cookiecutter.isa == 'mips32' %}
 * Low memory is seen through kseg0, an unmapped, cached window of the
 * first 512 MiB of physical memory: virtual = physical + 0x80000000, with
 * no page table and no TLB entry.  RAM starts at PHYS_OFFSET, seen at
 * PAGE_OFFSET.
{%- else %}
 * No MMU: the kernel sees memory at its physical addresses, so RAM starts
 * at PHYS_OFFSET and PAGE_OFFSET alike.
{%- endif %}
 */
{%- if cookiecutter.isa == 'mips32' %}
#ifdef CONFIG_MMU
#define PAGE_OFFSET	_AC({{ cookiecutter.kernel_base }}, UL)
#define LOWMEM_SIZE	_AC(0x20000000, UL)	/* kseg0's reach */
#else
/*
 * Without an MMU, user mode must reach the programs' memory, and it reaches
 * only kuseg: low memory is seen there instead, through one wired TLB
 * entry that head.S writes, the kernel included (its code and data stay
 * reachable through kseg0 too, where the exception vectors run).  Below
 * PAGE_OFFSET nothing is mapped: NULL still faults.
 */
#define PAGE_OFFSET	_AC(0x40000000, UL)
#define LOWMEM_SIZE	_AC(0x10000000, UL)	/* the wired entry's even page */
#endif
{%- else %}
#define PAGE_OFFSET	_AC({{ cookiecutter.kernel_base }}, UL)
{%- endif %}
#define PHYS_OFFSET	_AC({{ cookiecutter.ram_base }}, UL)
#define ARCH_PFN_OFFSET	(PHYS_OFFSET >> PAGE_SHIFT)

#ifndef __ASSEMBLY__

#include <linux/types.h>

{%- if cookiecutter.isa == 'mips32' %}
/* Whole pages, unrolled (lib/page.S, from the reference) */
void clear_page(void *page);
void copy_page(void *to, void *from);
{%- else %}
/* Through memset/memcpy: whole-page loops in assembly are faster (see reference-tsar/arch/tsar/lib/page.S). */
#define clear_page(page)	memset((page), 0, PAGE_SIZE)
#define copy_page(to, from)	memcpy((to), (from), PAGE_SIZE)
{%- endif %}
#define clear_user_page(page, vaddr, pg)	clear_page(page)
#define copy_user_page(to, from, vaddr, pg)	copy_page(to, from)

typedef struct { unsigned long pte; } pte_t;
typedef struct { unsigned long pgd; } pgd_t;
typedef struct { unsigned long pgprot; } pgprot_t;
typedef struct page *pgtable_t;

#define pte_val(x)	((x).pte)
#define pgd_val(x)	((x).pgd)
#define pgprot_val(x)	((x).pgprot)
#define __pte(x)	((pte_t) { (x) })
#define __pgd(x)	((pgd_t) { (x) })
#define __pgprot(x)	((pgprot_t) { (x) })

#define __pa(x)		((unsigned long)(x) - PAGE_OFFSET + PHYS_OFFSET)
#define __va(x)		((void *)((unsigned long)(x) + PAGE_OFFSET - PHYS_OFFSET))

#define virt_to_pfn(kaddr)	(__pa(kaddr) >> PAGE_SHIFT)
#define pfn_to_virt(pfn)	__va((pfn) << PAGE_SHIFT)
#define virt_to_page(addr)	pfn_to_page(virt_to_pfn(addr))
#define page_to_virt(page)	pfn_to_virt(page_to_pfn(page))

#define page_to_phys(page)	((phys_addr_t)page_to_pfn(page) << PAGE_SHIFT)

#define virt_addr_valid(kaddr)	((unsigned long)(kaddr) >= PAGE_OFFSET && \
				 pfn_valid(virt_to_pfn(kaddr)))

#endif /* !__ASSEMBLY__ */

#include <asm-generic/memory_model.h>
#include <asm-generic/getorder.h>

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_PAGE_H */
