/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom (no generic traps.h): the entry points of arch/{{ cookiecutter.arch_name }}/kernel and mm. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_TRAPS_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_TRAPS_H

#include <linux/linkage.h>

struct pt_regs;

/* The loader's a0-a3: argc, argv, envp, low RAM size (head.S) */
extern unsigned long fw_args[4];
/* The stack an exception from user mode saves its frame under */
extern unsigned long kernelsp;

asmlinkage void do_exception(struct pt_regs *regs);
void do_syscall(struct pt_regs *regs);
void do_page_fault(struct pt_regs *regs, unsigned int code);
void do_kernel_fault(struct pt_regs *regs, const char *what);
void die(const char *str, struct pt_regs *regs, long err);

#endif
