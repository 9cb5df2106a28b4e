/* SPDX-License-Identifier: GPL-2.0 */
/*
 * CLOCK_MONOTONIC for the kit's user programs, built with nolibc, through
 * clock_gettime64: the call both tsar's and upstream mips's o32 tables
 * have.  Included by one source file per program.
 */
#ifndef KIT_USER_CLOCK_H
#define KIT_USER_CLOCK_H

struct kts {
	long long sec, nsec;
};

/* CLOCK_MONOTONIC in ns, or -1 if the call failed. */
static long long monotonic_ns(void)
{
	struct kts ts;

	if (syscall(__NR_clock_gettime64, 1, &ts))
		return -1;
	return ts.sec * 1000000000LL + ts.nsec;
}

#endif /* KIT_USER_CLOCK_H */
