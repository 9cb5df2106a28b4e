/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The stack protector's canary (CONFIG_STACKPROTECTOR).  GCC for MIPS
 * compares each protected frame's copy against one global word,
 * __stack_chk_guard (kernel/process.c): there is no per-task canary in a
 * register as on arm64 or riscv (STACKPROTECTOR_PER_TASK).  On one CPU,
 * __switch_to loads the next task's canary into it (kernel/switch.S); with
 * SMP every CPU runs a different task at once, so the boot CPU's value is
 * everyone's for the life of the kernel.  Learned from
 * arch/mips/include/asm/stackprotector.h.
 */
#ifndef _ASM_TSAR_STACKPROTECTOR_H
#define _ASM_TSAR_STACKPROTECTOR_H

/* Included by linux/stackprotector.h, after get_random_canary(). */
extern unsigned long __stack_chk_guard;

/*
 * Called once, by start_kernel(), which is never protected and never
 * returns: a frame set up before this call would find another canary on
 * its way out.  Inlined for the same reason.
 */
static __always_inline void boot_init_stack_canary(void)
{
	current->stack_canary = get_random_canary();
	__stack_chk_guard = current->stack_canary;
}

#endif /* _ASM_TSAR_STACKPROTECTOR_H */
