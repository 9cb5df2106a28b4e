/* SPDX-License-Identifier: GPL-2.0 */
/* Custom (no generic traps.h): the entry points of arch/tsar/kernel and mm. */
#ifndef _ASM_TSAR_TRAPS_H
#define _ASM_TSAR_TRAPS_H

#include <linux/linkage.h>
#include <linux/threads.h>
#include <linux/types.h>

struct pt_regs;

/* The loader's a0-a3: argc, argv, envp, low RAM size (head.S) */
extern unsigned long fw_args[4];
/* Their command line (argv[1..]) in BUF, empty if they have none. */
void fw_command_line(char *buf, size_t size);
/* The loader's random seed (envp's "rngseed") into the CRNG. */
void fw_rng_seed(void);
/* The stack an exception from user mode saves its frame under, per CPU */
extern unsigned long kernelsp[NR_CPUS];

/*
 * Boot steps each CPU takes for itself: the boot CPU in trap_init and
 * time_init, every other one in start_secondary (smp.c).
 */
void per_cpu_trap_init(void);
void time_init_cpu(void);

asmlinkage void do_exception(struct pt_regs *regs);
/* The syscall path's C half (syscall-entry.S calls them) */
asmlinkage void do_syscall(struct pt_regs *regs);
asmlinkage void syscall_exit_slow(struct pt_regs *regs, long ret);
void do_page_fault(struct pt_regs *regs, unsigned int code);
void do_kernel_fault(struct pt_regs *regs, const char *what);
void die(const char *str, struct pt_regs *regs, long err);

#endif
