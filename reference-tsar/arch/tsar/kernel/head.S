/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kernel_entry: the first instruction of the kernel.
 *
 * QEMU's malta loader (a YAMON look-alike) jumps here in kseg0 with
 * a0 = argc, a1 = argv, a2 = envp (tables from 0x80002000 that setup_arch
 * copies before anything can overwrite it) and a3 = the low RAM size.
 *
 * The kernel runs in kseg0, which the CPU maps without the MMU, so the
 * identity-plus-high double mapping the LWN article builds before turning
 * paging on is not needed here.  A TSAR core has no kseg0: its MMU is on
 * for the kernel too, and its kernel_entry must build that mapping first.
 *
 * Without CONFIG_MMU the kernel is linked at PAGE_OFFSET in kuseg, where
 * its programs can reach memory too (asm/page.h), and the loader enters
 * it through its kseg0 alias (vmlinux.lds.S): the wired entry is written
 * there, before the first instruction that uses a link address.
 */
#include <linux/init.h>
#include <linux/linkage.h>
#include <asm/asm-offsets.h>
#include <asm/cp0.h>
#include <asm/page.h>
#include <asm/thread_info.h>

	__HEAD
	.set	noreorder
SYM_CODE_START(kernel_entry)
	/*
	 * Kernel mode, interrupts off, EXL/ERL clear, CU0 on (start_thread
	 * clears it for user mode); BEV stays set until trap_init has
	 * installed the vectors.
	 */
	li	$t0, ST0_CU0 | ST0_BEV
	mtc0	$t0, $12		/* Status */
	mtc0	$zero, $13		/* Cause */
	/*
	 * One CPU boots.  QEMU's malta starts every CPU of -smp N at once
	 * (the 24Kc has no way to hold or wake another), and all of them
	 * reach this line: any CPU but number 0 stops here for good, with
	 * its interrupts off, before it touches memory.  The kernel is UP
	 * (asm-generic's atomics, one TLB).  Boot firmware on
	 * TSAR hardware may hold its other cores itself; this line assumes
	 * nothing of it.
	 */
	mfc0	$t0, $15, 1		/* EBase */
	andi	$t0, $t0, EBASE_CPUNUM
	bnez	$t0, park
	 nop
	/*
	 * kseg0 cacheable.  QEMU leaves K0 uncached; firmware on a real board
	 * initialises the caches before it sets this.
	 */
	mfc0	$t0, $16		/* Config */
	li	$t1, CONF_CM_CACHABLE_NONCOHERENT
	ins	$t0, $t1, 0, 3
	mtc0	$t0, $16		/* Config */
	ehb
#ifndef CONFIG_MMU
	/*
	 * Low memory at PAGE_OFFSET: TLB entry 0, wired so that no refill
	 * replaces it, global (any ASID), its even 256 MiB page the first
	 * LOWMEM_SIZE of RAM (cacheable, writable), its odd page invalid.
	 * Then on at the link address, in kuseg.
	 */
	li	$t0, PM_256M
	mtc0	$t0, $5			/* PageMask */
	li	$t0, PAGE_OFFSET
	mtc0	$t0, $10		/* EntryHi, ASID 0 */
	li	$t0, (PHYS_OFFSET >> 12) << ENTRYLO_PFN_SHIFT | ENTRYLO_C_CACHABLE | \
		     ENTRYLO_D | ENTRYLO_V | ENTRYLO_G
	mtc0	$t0, $2			/* EntryLo0 */
	li	$t0, ENTRYLO_G
	mtc0	$t0, $3			/* EntryLo1 */
	mtc0	$zero, $0		/* Index */
	li	$t0, 1
	mtc0	$t0, $6			/* Wired */
	ehb
	tlbwi
	ehb
	la	$t0, 3f
	jr	$t0
	 nop
3:
#endif

	/* Zero .bss before anything is stored there. */
	la	$t0, __bss_start
	la	$t1, __bss_stop
	beq	$t0, $t1, 2f
	 nop
1:	addiu	$t0, $t0, 4
	bne	$t0, $t1, 1b
	 sw	$zero, -4($t0)
2:
	/* Keep the loader's arguments for setup_arch. */
	la	$t0, fw_args
	sw	$a0, 0($t0)
	sw	$a1, 4($t0)
	sw	$a2, 8($t0)
	sw	$a3, 12($t0)

	/*
	 * $28 holds the current thread_info; the initial stack is the top of
	 * init_task's, below the frame an exception from user mode would use.
	 */
	la	$28, init_thread_union
	addiu	$sp, $28, _THREAD_SIZE - PT_SIZE
	la	$t0, kernelsp
	addiu	$t1, $28, _THREAD_SIZE
	sw	$t1, 0($t0)

	j	start_kernel
	 nop

	/* wait sleeps until an interrupt it could take: none, ever. */
park:	wait
	b	park
	 nop
SYM_CODE_END(kernel_entry)
