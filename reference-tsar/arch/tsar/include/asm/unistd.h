/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: says which of the generic table's optional calls the port has. */
#ifndef _ASM_TSAR_UNISTD_H
#define _ASM_TSAR_UNISTD_H

#define __ARCH_WANT_STAT64
#define __ARCH_WANT_SYS_CLONE
#define __ARCH_WANT_SYS_FORK
#define __ARCH_WANT_SYS_VFORK
#define __ARCH_WANT_TIME32_SYSCALLS
#define __ARCH_WANT_SET_GET_RLIMIT

#include <uapi/asm/unistd.h>

#define NR_syscalls	__NR_syscalls

#endif /* _ASM_TSAR_UNISTD_H */
