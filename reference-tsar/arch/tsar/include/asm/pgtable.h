/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: the PTE layout is the contract with the TLB refill handler. */
#ifndef _ASM_TSAR_PGTABLE_H
#define _ASM_TSAR_PGTABLE_H

#include <asm/page.h>
#include <asm/cp0.h>

/*
 * Two levels, each table one page of 4-byte entries, for any page size:
 * a PTE page maps PAGE_SIZE / 4 pages, so a pgd entry covers
 * PGDIR_SIZE = PAGE_SIZE * PAGE_SIZE / 4 and the pgd needs
 * 4 GiB / PGDIR_SIZE entries:
 *
 *	page	PTEs per page	pgd entry covers	pgd entries
 *	4 KiB	1024		4 MiB			1024
 *	16 KiB	4096		64 MiB			64
 *	64 KiB	16384		1 GiB			4
 *
 * (The pgd is still a whole page, as arch/mips's 32-bit pgd is.)  A PTE
 * holds the physical address of its page (the PFN in bits 31:PAGE_SHIFT)
 * and the EntryLo bits (G, V, D, C) in bits 11:6, so the refill handler
 * makes EntryLo with a single shift right by 6 (tlb-refill.S): EntryLo's
 * PFN field counts 4 KiB frames at every page size, and PageMask says
 * how many of them one TLB page spans.  Bits 5:0 are software bits the
 * hardware never sees.
 *
 * An empty pgd entry points at invalid_pte_table, a page of zero PTEs,
 * so the refill handler never has to test for it.
 */
#define PTRS_PER_PTE	(_AC(1, UL) << (PAGE_SHIFT - 2))
#define PGDIR_SHIFT	(PAGE_SHIFT + PAGE_SHIFT - 2)
#define PGDIR_SIZE	(_AC(1, UL) << PGDIR_SHIFT)
#define PGDIR_MASK	(~(PGDIR_SIZE - 1))
#define PTRS_PER_PGD	(_AC(1, UL) << (32 - PGDIR_SHIFT))
/* Rounded up: TASK_SIZE stops short of the pgd entry holding the user stack. */
#define USER_PTRS_PER_PGD	((TASK_SIZE - 1) / PGDIR_SIZE + 1)

#define _PAGE_PRESENT	(1UL << 0)	/* sw: the page is there */
#define _PAGE_READ	(1UL << 1)	/* sw: reads allowed (not PROT_NONE) */
#define _PAGE_WRITE	(1UL << 2)	/* sw: writes allowed */
#define _PAGE_ACCESSED	(1UL << 3)	/* sw: young */
#define _PAGE_MODIFIED	(1UL << 4)	/* sw: dirty */
#define _PAGE_SPECIAL	(1UL << 5)	/* sw: no struct page behind it */
#define _PAGE_GLOBAL	(1UL << 6)	/* hw G */
#define _PAGE_VALID	(1UL << 7)	/* hw V: the TLB may use it */
#define _PAGE_DIRTY	(1UL << 8)	/* hw D: the TLB allows writes */
#define _CACHE_SHIFT	9
#define _CACHE_MASK	(7UL << _CACHE_SHIFT)
#define _CACHE_UNCACHED	(2UL << _CACHE_SHIFT)
#define _CACHE_CACHABLE	(3UL << _CACHE_SHIFT)
#define _PFN_SHIFT	PAGE_SHIFT
#define PFN_PTE_SHIFT	_PFN_SHIFT
#define PTE_TO_ENTRYLO_SHIFT	6

/* Bits a change of protection keeps */
#define _PAGE_CHG_MASK	(PAGE_MASK | _PAGE_ACCESSED | _PAGE_MODIFIED | \
			 _PAGE_SPECIAL | _CACHE_MASK)

#ifndef __ASSEMBLY__

#include <asm-generic/pgtable-nopmd.h>
#include <linux/mm_types.h>

/*
 * MIPS32 has no execute permission (the 24K has no RI/XI bits): every
 * readable page is executable, and PROT_EXEC alone means readable.
 */
#define PAGE_NONE	__pgprot(_PAGE_PRESENT | _CACHE_CACHABLE)
#define PAGE_READONLY	__pgprot(_PAGE_PRESENT | _PAGE_READ | _CACHE_CACHABLE)
#define PAGE_SHARED	__pgprot(_PAGE_PRESENT | _PAGE_READ | _PAGE_WRITE | \
				 _CACHE_CACHABLE)
#define PAGE_COPY	PAGE_READONLY
#define PAGE_KERNEL	__pgprot(_PAGE_PRESENT | _PAGE_READ | _PAGE_WRITE | \
				 _PAGE_ACCESSED | _PAGE_MODIFIED | \
				 _PAGE_VALID | _PAGE_DIRTY | _CACHE_CACHABLE)
#define _PAGE_IOREMAP	((pgprot_val(PAGE_KERNEL) & ~_CACHE_MASK) | _CACHE_UNCACHED)

#define pgprot_noncached(prot) \
	__pgprot((pgprot_val(prot) & ~_CACHE_MASK) | _CACHE_UNCACHED)
#define pgprot_writecombine pgprot_noncached

/*
 * The kernel's mapped area, kseg2, is for vmalloc and ioremap of what
 * kseg1 cannot reach.  Its translations are not global (G=0): they are
 * refilled under whatever ASID is current, and flushed all at once.
 */
#define VMALLOC_START	KSEG2
#define VMALLOC_END	(KSEG2 + 0x20000000UL)

#define pgd_ERROR(e) \
	pr_err("%s:%d: bad pgd %08lx\n", __FILE__, __LINE__, pgd_val(e))

#ifdef CONFIG_MMU
extern pgd_t swapper_pg_dir[PTRS_PER_PGD];
#else
#define swapper_pg_dir	NULL	/* no tables: init_mm has none */
#endif
extern pte_t invalid_pte_table[PTRS_PER_PTE];
/* The pgd the refill handler walks, one per CPU (asm/cpu-slot.h). */
extern pgd_t *pgd_current[NR_CPUS];

extern unsigned long empty_zero_page[PAGE_SIZE / sizeof(unsigned long)];
#define ZERO_PAGE(vaddr)	(virt_to_page(empty_zero_page))

/* Hardware bits follow software state: V needs young + readable, D needs dirty + writable. */
static inline pte_t pte_mkhw(unsigned long val)
{
	val &= ~(_PAGE_VALID | _PAGE_DIRTY);
	if ((val & (_PAGE_ACCESSED | _PAGE_READ)) == (_PAGE_ACCESSED | _PAGE_READ))
		val |= _PAGE_VALID;
	if ((val & (_PAGE_MODIFIED | _PAGE_WRITE)) == (_PAGE_MODIFIED | _PAGE_WRITE))
		val |= _PAGE_DIRTY;
	return __pte(val);
}

static inline int pte_none(pte_t pte)	{ return !pte_val(pte); }
static inline int pte_present(pte_t pte) { return pte_val(pte) & _PAGE_PRESENT; }
static inline int pte_write(pte_t pte)	{ return pte_val(pte) & _PAGE_WRITE; }
static inline int pte_dirty(pte_t pte)	{ return pte_val(pte) & _PAGE_MODIFIED; }
static inline int pte_young(pte_t pte)	{ return pte_val(pte) & _PAGE_ACCESSED; }
static inline int pte_special(pte_t pte) { return pte_val(pte) & _PAGE_SPECIAL; }

static inline pte_t pte_wrprotect(pte_t pte)
{
	return pte_mkhw(pte_val(pte) & ~_PAGE_WRITE);
}

static inline pte_t pte_mkwrite_novma(pte_t pte)
{
	return pte_mkhw(pte_val(pte) | _PAGE_WRITE);
}

static inline pte_t pte_mkclean(pte_t pte)
{
	return pte_mkhw(pte_val(pte) & ~_PAGE_MODIFIED);
}

static inline pte_t pte_mkdirty(pte_t pte)
{
	return pte_mkhw(pte_val(pte) | _PAGE_MODIFIED);
}

static inline pte_t pte_mkold(pte_t pte)
{
	return pte_mkhw(pte_val(pte) & ~_PAGE_ACCESSED);
}

static inline pte_t pte_mkyoung(pte_t pte)
{
	return pte_mkhw(pte_val(pte) | _PAGE_ACCESSED);
}

/*
 * A new PTE is made young at once (mm/memory.c calls this when it sets
 * one up for a fault): the young bit is in software here, and the TLB's
 * V bit needs it, so an old new PTE would take a second fault just to
 * become young.  make bench: 512 faults for 256 first touches before.
 */
#define pte_sw_mkyoung	pte_mkyoung

static inline pte_t pte_mkspecial(pte_t pte)
{
	return __pte(pte_val(pte) | _PAGE_SPECIAL);
}

static inline pte_t pte_modify(pte_t pte, pgprot_t newprot)
{
	return pte_mkhw((pte_val(pte) & _PAGE_CHG_MASK) | pgprot_val(newprot));
}

#define pte_pfn(pte)		(pte_val(pte) >> _PFN_SHIFT)
#define pfn_pte(pfn, prot)	pte_mkhw(((pfn) << _PFN_SHIFT) | pgprot_val(prot))
#define pte_page(pte)		pfn_to_page(pte_pfn(pte))
#define mk_pte(page, prot)	pfn_pte(page_to_pfn(page), (prot))
#define pte_pgprot(pte)		__pgprot(pte_val(pte) & ~PAGE_MASK)

static inline void set_pte(pte_t *ptep, pte_t pte)
{
	*ptep = pte;
}

static inline void pte_clear(struct mm_struct *mm, unsigned long addr, pte_t *ptep)
{
	set_pte(ptep, __pte(0));
}

/* pmd = the pgd entry (pgtable-nopmd folds the middle level). */
static inline int pmd_none(pmd_t pmd)
{
	return pmd_val(pmd) == (unsigned long)invalid_pte_table;
}

static inline int pmd_bad(pmd_t pmd)
{
	return pmd_val(pmd) & ~PAGE_MASK;
}

static inline int pmd_present(pmd_t pmd)
{
	return !pmd_none(pmd);
}

static inline void set_pmd(pmd_t *pmdp, pmd_t pmd)
{
	*pmdp = pmd;
}

static inline void pmd_clear(pmd_t *pmdp)
{
	set_pmd(pmdp, __pmd((unsigned long)invalid_pte_table));
}

#define pmd_page_vaddr(pmd)	pmd_val(pmd)
#define pmd_pfn(pmd)		(__pa(pmd_val(pmd)) >> PAGE_SHIFT)
#define pmd_page(pmd)		virt_to_page(pmd_val(pmd))

/*
 * Swap (and migration) entries, in non-present PTEs: bit 0 (present)
 * clear, bit 1 the exclusive marker, type in bits 13:9, offset from bit
 * 14.  The refill handler loads any PTE into the TLB, shifted right by 6
 * (kernel/tlb-refill.S), so G, V and D (bits 8:6) must stay clear: a swap
 * entry with V set would map the page frame its offset happens to name.
 * As arch/mips's pgtable-32.h, which keeps its swap fields off those bits.
 */
#define _PAGE_SWP_EXCLUSIVE	(1UL << 1)
#define __SWP_TYPE_SHIFT	9
#define __SWP_OFFSET_SHIFT	14
#define __swp_type(x)		(((x).val >> __SWP_TYPE_SHIFT) & 0x1f)
#define __swp_offset(x)		((x).val >> __SWP_OFFSET_SHIFT)
#define __swp_entry(type, offset) \
	((swp_entry_t) { ((type) << __SWP_TYPE_SHIFT) | ((offset) << __SWP_OFFSET_SHIFT) })
static_assert(!(((0x1fUL << __SWP_TYPE_SHIFT) | _PAGE_SWP_EXCLUSIVE) &
		(_PAGE_PRESENT | _PAGE_GLOBAL | _PAGE_VALID | _PAGE_DIRTY)));
#define __pte_to_swp_entry(pte)	((swp_entry_t) { pte_val(pte) })
#define __swp_entry_to_pte(x)	((pte_t) { (x).val })

static inline int pte_swp_exclusive(pte_t pte)
{
	return pte_val(pte) & _PAGE_SWP_EXCLUSIVE;
}

static inline pte_t pte_swp_mkexclusive(pte_t pte)
{
	return __pte(pte_val(pte) | _PAGE_SWP_EXCLUSIVE);
}

static inline pte_t pte_swp_clear_exclusive(pte_t pte)
{
	return __pte(pte_val(pte) & ~_PAGE_SWP_EXCLUSIVE);
}

struct vm_area_struct;
void update_mmu_cache_range(struct vm_fault *vmf, struct vm_area_struct *vma,
			    unsigned long address, pte_t *ptep, unsigned int nr);
#define update_mmu_cache(vma, addr, ptep) \
	update_mmu_cache_range(NULL, vma, addr, ptep, 1)

void paging_init(void);

#endif /* !__ASSEMBLY__ */
#endif /* _ASM_TSAR_PGTABLE_H */
