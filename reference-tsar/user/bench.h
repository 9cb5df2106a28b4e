/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the kit's benchmarks (bench.c, bench-smp.c) share: the clock, the
 * median of the repetitions, and the line ci/bench.sh reads,
 * "bench: NAME NS_PER_OP_x10 OPS" (tenths of a ns per operation).
 * Included by one source file per program, after nolibc's headers.
 */
#ifndef KIT_USER_BENCH_H
#define KIT_USER_BENCH_H

struct kts {
	long long sec, nsec;
};

/* CLOCK_MONOTONIC through clock_gettime64, the one both ABIs have. */
static long long now_ns(void)
{
	struct kts ts;

	if (syscall(__NR_clock_gettime64, 1, &ts)) {
		printf("bench: clock_gettime64 failed\n");
		exit(1);
	}
	return ts.sec * 1000000000LL + ts.nsec;
}

static long long median(long long *v, int n)
{
	int i, j;

	for (i = 1; i < n; i++)
		for (j = i; j > 0 && v[j - 1] > v[j]; j--) {
			long long t = v[j];

			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	return v[n / 2];
}

/* ns per operation, times ten, as an integer: the figure's resolution. */
static void report(const char *name, long long ns, long ops)
{
	printf("bench: %s %lld %ld\n", name, ns * 10 / ops, ops);
}

static void die(const char *what)
{
	printf("bench: FAIL %s (errno %d)\n", what, errno);
	exit(1);
}

#endif /* KIT_USER_BENCH_H */
