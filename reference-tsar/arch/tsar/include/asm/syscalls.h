/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Custom: asm-generic/syscalls.h declares sys_rt_sigreturn(struct pt_regs *),
 * but TSAR's table calls every entry with the o32 argument registers; and
 * TSAR has a call of its own, set_thread_area.
 */
#ifndef _ASM_TSAR_SYSCALLS_H
#define _ASM_TSAR_SYSCALLS_H

#include <linux/linkage.h>

asmlinkage long sys_rt_sigreturn(void);
asmlinkage long sys_set_thread_area(unsigned long addr);

#endif
