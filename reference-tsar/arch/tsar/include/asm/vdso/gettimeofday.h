/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Custom: what lib/vdso's generic code needs in user mode (the contract is
 * in include/vdso/datapage.h): the counter, the data page and the system
 * calls to fall back on.  Compiled into the kernel too (kernel/time/
 * vsyscall.c includes vdso/datapage.h), where only the types matter.
 * Learned from arch/mips/include/asm/vdso/gettimeofday.h and vdso.h.
 */
#ifndef _ASM_TSAR_VDSO_GETTIMEOFDAY_H
#define _ASM_TSAR_VDSO_GETTIMEOFDAY_H

#ifndef __ASSEMBLY__

#include <asm/unistd.h>
#include <asm/vdso/clocksource.h>

#define VDSO_HAS_CLOCK_GETRES	1
#define VDSO_HAS_TIME		1

/*
 * A system call of two arguments, o32 as the port has it (kernel/
 * syscall-entry.S): the number in v0, the result in v0 with a3 = 1 when
 * it is an errno; at, v1, t0-t9, hi and lo come back zeroed.
 */
static __always_inline long vdso_syscall2(long n, long arg0, long arg1)
{
	register long v0 asm("$2") = n;
	register long a0 asm("$4") = arg0;
	register long a1 asm("$5") = arg1;
	register long a3 asm("$7");

	asm volatile("syscall"
		     : "+r" (v0), "=r" (a3)
		     : "r" (a0), "r" (a1)
		     : "$1", "$3", "$8", "$9", "$10", "$11", "$12", "$13",
		       "$14", "$15", "$24", "$25", "hi", "lo", "memory");
	return a3 ? -v0 : v0;
}

static __always_inline long gettimeofday_fallback(struct __kernel_old_timeval *tv,
						  struct timezone *tz)
{
	return vdso_syscall2(__NR_gettimeofday, (long)tv, (long)tz);
}

static __always_inline long clock_gettime_fallback(clockid_t clock,
						   struct __kernel_timespec *ts)
{
	return vdso_syscall2(__NR_clock_gettime64, clock, (long)ts);
}

static __always_inline int clock_getres_fallback(clockid_t clock,
						 struct __kernel_timespec *ts)
{
	return vdso_syscall2(__NR_clock_getres_time64, clock, (long)ts);
}

static __always_inline long clock_gettime32_fallback(clockid_t clock,
						     struct old_timespec32 *ts)
{
	return vdso_syscall2(__NR_clock_gettime, clock, (long)ts);
}

static __always_inline int clock_getres32_fallback(clockid_t clock,
						   struct old_timespec32 *ts)
{
	return vdso_syscall2(__NR_clock_getres, clock, (long)ts);
}

/*
 * CP0 Count, as the kernel's clocksource reads it (kernel/time.c): the
 * same 32 bits, so the timekeeper's mult and shift apply unchanged.  Any
 * other mode is a clocksource change under way: the generic code's
 * sequence retry sees it and takes the system call.
 */
static __always_inline u64 __arch_get_hw_counter(s32 clock_mode,
						 const struct vdso_data *vd)
{
	u32 count;

	if (clock_mode != VDSO_CLOCKMODE_CP0)
		return 0;
	asm volatile(".set push\n\t.set mips32r2\n\trdhwr %0, $2\n\t.set pop"
		     : "=r" (count));
	return count;
}

/*
 * The data page is the page below the vDSO (kernel/vdso.c).  MIPS32r2
 * has no PC-relative load, and the GOT a PIC load of a hidden symbol goes
 * through is never relocated (musl does not relocate the vDSO): the
 * image's load address comes from "bal", which leaves in ra the address
 * of the word after its delay slot, holding _start's distance from it.
 */
static __always_inline const struct vdso_data *__arch_get_vdso_data(void)
{
	unsigned long base;

	asm(".set push\n\t.set noreorder\n\t"
	    "bal 1f\n\t"
	    " nop\n\t"
	    ".word _start - .\n"
	    "1:\tlw %0, 0($31)\n\t"
	    "addu %0, $31, %0\n\t"
	    ".set pop"
	    : "=r" (base) : : "$31");
	return (const struct vdso_data *)(base - (1UL << CONFIG_PAGE_SHIFT));
}

#endif /* !__ASSEMBLY__ */
#endif /* _ASM_TSAR_VDSO_GETTIMEOFDAY_H */
