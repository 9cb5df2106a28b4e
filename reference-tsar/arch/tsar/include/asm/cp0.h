/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Coprocessor 0 of MIPS32r2 cores: the registers this port
 * touches, their bits, and accessors usable from C and assembly.
 * (Register numbers and bits: MIPS32 PRA; arch/mips/include/asm/mipsregs.h
 * has the complete set.)
 */
#ifndef _ASM_TSAR_CP0_H
#define _ASM_TSAR_CP0_H

#include <linux/const.h>

/* Register numbers: Status is $12, Cause $13, EPC $14, BadVAddr $8, ... */

/* Status */
#define ST0_IE		_AC(0x00000001, UL)
#define ST0_EXL		_AC(0x00000002, UL)
#define ST0_ERL		_AC(0x00000004, UL)
#define ST0_KSU		_AC(0x00000018, UL)
#define ST0_KSU_USER	_AC(0x00000010, UL)
#define ST0_IM		_AC(0x0000ff00, UL)
#define ST0_IM_SHIFT	8
#define ST0_BEV		_AC(0x00400000, UL)
#define ST0_CU0		_AC(0x10000000, UL)
#define ST0_CU1		_AC(0x20000000, UL)

/* Cause */
#define CAUSE_EXCCODE_SHIFT	2
#define CAUSE_EXCCODE		_AC(0x0000007c, UL)
#define CAUSE_IP		_AC(0x0000ff00, UL)
#define CAUSE_IP_SHIFT		8
#define CAUSE_IV		_AC(0x00800000, UL)

/* HWREna: the hardware registers user mode may read with rdhwr */
#define HWRENA_CPUNUM		_AC(0x00000001, UL)
#define HWRENA_SYNCI_STEP	_AC(0x00000002, UL)
#define HWRENA_CC		_AC(0x00000004, UL)
#define HWRENA_CCRES		_AC(0x00000008, UL)
#define CAUSE_CE_SHIFT		28
#define CAUSE_BD		_AC(0x80000000, UL)

/* ExcCode values */
#define EXC_INT		0
#define EXC_MOD		1
#define EXC_TLBL	2
#define EXC_TLBS	3
#define EXC_ADEL	4
#define EXC_ADES	5
#define EXC_IBE		6
#define EXC_DBE		7
#define EXC_SYS		8
#define EXC_BP		9
#define EXC_RI		10
#define EXC_CPU		11
#define EXC_OV		12
#define EXC_TR		13

/* Config: kseg0 cacheability */
#define CONF_CM_MASK		7
#define CONF_CM_CACHABLE_NONCOHERENT	3

/* EntryHi: VPN2 and ASID */
#define ENTRYHI_ASID	_AC(0x000000ff, UL)

/* EntryLo: the page frame and the C, D, V and G bits */
#define ENTRYLO_PFN_SHIFT	6
#define ENTRYLO_C_CACHABLE	(CONF_CM_CACHABLE_NONCOHERENT << 3)
#define ENTRYLO_D		_AC(0x4, UL)
#define ENTRYLO_V		_AC(0x2, UL)
#define ENTRYLO_G		_AC(0x1, UL)

/*
 * PageMask for TLB pages of a given size: bits 28:13 mask VPN2 bits, one
 * per doubling above 4 KiB (0 for 4 KiB, 0x6000 for 16 KiB, 0x1e000 for
 * 64 KiB).  The refill handler's tlbwr uses whatever PageMask holds, so
 * tlb_init sets it once to the kernel's page size.
 */
#define PM_PAGE(size)		((((size) - 1) & ~_AC(0xfff, UL)) << 1)
#define PM_256M			PM_PAGE(_AC(0x10000000, UL))
#define PM_DEFAULT		PM_PAGE(PAGE_SIZE)

/* Index: the probe-failure bit */
#define INDEX_P		_AC(0x80000000, UL)

/* EBase: the CPU's number in bits 9:0 (QEMU: its index; 0 on the boot CPU) */
#define EBASE_CPUNUM		_AC(0x000003ff, UL)

/*
 * Context: its PTEBase field (bits 31:23) is free for software and kept
 * per CPU; under SMP it holds the CPU's number << 2, so that the
 * vectors, which have only k0/k1, index per-CPU word arrays with two
 * instructions (asm/cpu-slot.h).  The boot CPU writes 0 there.
 */
#define CONTEXT_PTEBASE_SHIFT	23

/* Config1: number of TLB entries - 1 in bits 30:25 */
#define CONFIG1_MMUSIZE_SHIFT	25
#define CONFIG1_MMUSIZE		_AC(0x7e000000, UL)

#define KSEG0		_AC(0x80000000, UL)
#define KSEG1		_AC(0xa0000000, UL)
#define KSEG2		_AC(0xc0000000, UL)

#ifndef __ASSEMBLY__

#include <linux/stringify.h>

#define __read_c0(reg, sel)						\
({									\
	unsigned long __v;						\
	__asm__ __volatile__("mfc0\t%0, " __stringify(reg) ", " #sel	\
			     : "=r" (__v));				\
	__v;								\
})

#define __write_c0(reg, sel, val)					\
do {									\
	__asm__ __volatile__("mtc0\t%z0, " __stringify(reg) ", " #sel	\
			     : : "Jr" ((unsigned long)(val)));		\
} while (0)

#define read_c0_index()		__read_c0($0, 0)
#define write_c0_index(v)	__write_c0($0, 0, v)
#define write_c0_entrylo0(v)	__write_c0($2, 0, v)
#define write_c0_entrylo1(v)	__write_c0($3, 0, v)
#define write_c0_pagemask(v)	__write_c0($5, 0, v)
#define write_c0_wired(v)	__write_c0($6, 0, v)
#define write_c0_hwrena(v)	__write_c0($7, 0, v)
#define write_c0_context(v)	__write_c0($4, 0, v)
#define read_c0_badvaddr()	__read_c0($8, 0)
#define read_c0_count()		__read_c0($9, 0)
#define write_c0_count(v)	__write_c0($9, 0, v)
#define read_c0_entryhi()	__read_c0($10, 0)
#define write_c0_entryhi(v)	__write_c0($10, 0, v)
#define read_c0_compare()	__read_c0($11, 0)
#define write_c0_compare(v)	__write_c0($11, 0, v)
#define read_c0_status()	__read_c0($12, 0)
#define write_c0_status(v)	__write_c0($12, 0, v)
#define read_c0_cause()		__read_c0($13, 0)
#define write_c0_cause(v)	__write_c0($13, 0, v)
#define read_c0_prid()		__read_c0($15, 0)
#define read_c0_ebase()		__read_c0($15, 1)
#define write_c0_ebase(v)	__write_c0($15, 1, v)
#define read_c0_config1()	__read_c0($16, 1)

/* Clear the execution hazard of an mtc0 before its effect is relied on. */
static inline void ehb(void)
{
	__asm__ __volatile__("ehb" : : : "memory");
}

static inline void tlb_probe(void)
{
	__asm__ __volatile__("tlbp" : : : "memory");
	ehb();
}

static inline void tlb_write_indexed(void)
{
	__asm__ __volatile__("ehb\n\ttlbwi" : : : "memory");
	ehb();
}

static inline void tlb_write_random(void)
{
	__asm__ __volatile__("ehb\n\ttlbwr" : : : "memory");
	ehb();
}

#endif /* !__ASSEMBLY__ */
#endif /* _ASM_TSAR_CP0_H */
