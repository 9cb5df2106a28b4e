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
{%- if cookiecutter.isa == 'mips32' %}

/* o32's seven-word calls, which read their last word themselves (syscall.c) */
asmlinkage long sys_fadvise64_64_o32(unsigned long fd, unsigned long pad,
				     unsigned long off0, unsigned long off1,
				     unsigned long len0, unsigned long len1);
asmlinkage long sys_sync_file_range_o32(unsigned long fd, unsigned long pad,
					unsigned long off0, unsigned long off1,
					unsigned long nbytes0, unsigned long nbytes1);
{%- endif %}

#endif
