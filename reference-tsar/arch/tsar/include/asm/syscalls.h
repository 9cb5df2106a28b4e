/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Custom: asm-generic/syscalls.h declares sys_rt_sigreturn(struct pt_regs *),
 * but TSAR's table calls every entry with the o32 argument registers; and
 * TSAR has calls of its own: set_thread_area, and the o32 forms of the
 * two calls whose arguments take seven words.
 */
#ifndef _ASM_TSAR_SYSCALLS_H
#define _ASM_TSAR_SYSCALLS_H

#include <linux/linkage.h>

asmlinkage long sys_rt_sigreturn(void);
asmlinkage long sys_set_thread_area(unsigned long addr);

/* o32's seven-word calls, which read their last word themselves (syscall.c) */
asmlinkage long sys_fadvise64_64_o32(unsigned long fd, unsigned long pad,
				     unsigned long off0, unsigned long off1,
				     unsigned long len0, unsigned long len1);
asmlinkage long sys_sync_file_range_o32(unsigned long fd, unsigned long pad,
					unsigned long off0, unsigned long off1,
					unsigned long nbytes0, unsigned long nbytes1);

#endif
