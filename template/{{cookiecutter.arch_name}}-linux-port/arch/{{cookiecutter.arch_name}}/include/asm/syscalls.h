/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * Custom: asm-generic/syscalls.h declares sys_rt_sigreturn(struct pt_regs *),
 * but this port's table calls every entry with the o32 argument registers;
 * and it has a call of its own, set_thread_area (checklist item abi-tls).
 */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_SYSCALLS_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_SYSCALLS_H

#include <linux/linkage.h>

asmlinkage long sys_rt_sigreturn(void);
asmlinkage long sys_set_thread_area(unsigned long addr);

#endif
