// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The generic syscall table (scripts/syscall.tbl, with the ABI groups of
 * Makefile.syscalls).  Entries are plain C functions called with the o32
 * arguments in order, so 64-bit arguments land in their aligned register
 * pairs exactly as the o32 callee expects them.
 */
#include <linux/syscalls.h>
#include <asm/syscall.h>
#include <asm/syscalls.h>
#include <asm/unistd.h>

/* With 4 KiB pages, mmap2's offset is already in pages. */
#define sys_mmap2	sys_mmap_pgoff

#undef __SYSCALL
#define __SYSCALL(nr, call) \
	[nr] = (call),
#define __SYSCALL_WITH_COMPAT(nr, native, compat)	__SYSCALL(nr, native)

void *sys_call_table[NR_syscalls] = {
	[0 ... NR_syscalls - 1] = sys_ni_syscall,
#include <asm/syscall_table_32.h>
};
