// SPDX-License-Identifier: GPL-2.0
/*
 * The vDSO's entry points, o32: the time32 calls under their mips names
 * (musl's arch/mips looks up __vdso_clock_gettime, version LINUX_2.6),
 * clock_gettime64 for time64 callers, and time, which arch/mips does not
 * give.  Each is lib/vdso's generic code (included by the Makefile),
 * reading asm/vdso/gettimeofday.h's counter and data page.
 */
#include <linux/time.h>
#include <linux/types.h>
#include <vdso/gettime.h>

int __vdso_clock_gettime(clockid_t clock, struct old_timespec32 *ts)
{
	return __cvdso_clock_gettime32(clock, ts);
}

int __vdso_clock_gettime64(clockid_t clock, struct __kernel_timespec *ts)
{
	return __cvdso_clock_gettime(clock, ts);
}

int __vdso_gettimeofday(struct __kernel_old_timeval *tv, struct timezone *tz)
{
	return __cvdso_gettimeofday(tv, tz);
}

int __vdso_clock_getres(clockid_t clock, struct old_timespec32 *res)
{
	return __cvdso_clock_getres_time32(clock, res);
}

__kernel_old_time_t __vdso_time(__kernel_old_time_t *t)
{
	return __cvdso_time(t);
}
