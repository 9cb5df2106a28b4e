/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kernel image, linked at 1 MiB into kseg0 (QEMU loads each segment
 * at its address less 0x80000000).  The exception vectors get a page of
 * their own at the start of .text, and EBase points at it.
 */
#define RO_EXCEPTION_TABLE_ALIGN	16

#include <asm-generic/vmlinux.lds.h>
#include <asm/cache.h>
#include <asm/cp0.h>
#include <asm/page.h>
#include <asm/thread_info.h>

/* cpp predefines "mips" as 1 when targeting MIPS */
#undef mips
OUTPUT_ARCH(mips)
#ifdef CONFIG_MMU
ENTRY(kernel_entry)
#else
/*
 * Linked in kuseg (asm/page.h), entered through its kseg0 alias: QEMU's
 * malta takes an entry point in kuseg for a KVM guest's and remaps the
 * segments (mips_um_ksegs_enable()).
 */
ENTRY(kernel_entry_kseg0)
kernel_entry_kseg0 = kernel_entry - PAGE_OFFSET + PHYS_OFFSET + KSEG0;
#endif
jiffies = jiffies_64;

SECTIONS
{
	. = PAGE_OFFSET + 0x100000;
	_text = .;
	HEAD_TEXT_SECTION

	.text : {
		. = ALIGN(PAGE_SIZE);
		exception_base = .;
		KEEP(*(.vectors.tlb_refill))
		ASSERT(. <= exception_base + 0x180, "TLB refill handler too long");
		. = exception_base + 0x180;
		KEEP(*(.vectors.general))
		KEEP(*(.text.vectors.syscall))
		_stext = .;
		TEXT_TEXT
		SCHED_TEXT
		LOCK_TEXT
		KPROBES_TEXT
		IRQENTRY_TEXT
		SOFTIRQENTRY_TEXT
		ENTRY_TEXT
		*(.fixup)
		*(.gnu.warning)
	}
	_etext = .;

	RO_DATA(PAGE_SIZE)

	. = ALIGN(PAGE_SIZE);
	__init_begin = .;
	INIT_TEXT_SECTION(PAGE_SIZE)
	INIT_DATA_SECTION(16)
	/* Under SMP, the per-CPU variables' first copy (empty without) */
	PERCPU_SECTION(L1_CACHE_BYTES)
	. = ALIGN(PAGE_SIZE);
	__init_end = .;

	_sdata = .;
	RW_DATA(L1_CACHE_BYTES, PAGE_SIZE, THREAD_SIZE)
	_edata = .;

	/* head.S clears .bss a word at a time, up to exactly __bss_stop */
	BSS_SECTION(4, 4, 4)
	_end = .;

	STABS_DEBUG
	DWARF_DEBUG
	ELF_DETAILS

	DISCARDS
	/DISCARD/ : {
		*(.MIPS.abiflags)
		*(.MIPS.options)
		*(.reginfo)
		*(.gnu.attributes)
		*(.pdr)
	}
}
