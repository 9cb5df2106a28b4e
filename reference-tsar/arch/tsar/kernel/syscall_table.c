// SPDX-License-Identifier: GPL-2.0
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

/*
 * mmap2's offset counts 4096-byte units whatever the page size, as user
 * space (nolibc shifts by 12) and arch/mips's sys_mips_mmap2 have it: with
 * 4 KiB pages it is the page offset already; with larger pages it must be
 * a whole number of pages.
 */
SYSCALL_DEFINE6(mmap2, unsigned long, addr, unsigned long, len,
		unsigned long, prot, unsigned long, flags, unsigned long, fd,
		unsigned long, pgoff)
{
	if (pgoff & (~PAGE_MASK >> 12))
		return -EINVAL;
	return ksys_mmap_pgoff(addr, len, prot, flags, fd, pgoff >> (PAGE_SHIFT - 12));
}

/*
 * o32 passes fadvise64_64's and sync_file_range's last argument as a
 * seventh word, at 24(sp), which the syscall paths do not copy: their o32
 * forms read it (syscall.c).
 */
#if defined(_ABIO32) && _MIPS_SIM == _ABIO32
#define sys_fadvise64_64	sys_fadvise64_64_o32
#define sys_sync_file_range	sys_sync_file_range_o32
#endif

/*
 * The syscall fast path leaves s0-s8 out of the frame, which clone and
 * clone3 copy to the child: their entries store them first
 * (syscall-entry.S).
 */
asmlinkage long sys_clone_saving_s(void);
asmlinkage long sys_clone3_saving_s(void);
#define sys_clone	sys_clone_saving_s
#define sys_clone3	sys_clone3_saving_s

#undef __SYSCALL
#define __SYSCALL(nr, call) \
	[nr] = (call),
#define __SYSCALL_WITH_COMPAT(nr, native, compat)	__SYSCALL(nr, native)

void *sys_call_table[NR_syscalls] = {
	[0 ... NR_syscalls - 1] = sys_ni_syscall,
#include <asm/syscall_table_32.h>
};
