/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the kit's benchmarks (bench.c, bench-smp.c) share: the clock, the
 * median of the repetitions, and the line ci/bench.sh reads,
 * "bench: NAME NS_PER_OP_x10 OPS" (tenths of a ns per operation).
 * Included by one source file per program, after nolibc's headers and
 * clock.h.
 */
#ifndef KIT_USER_BENCH_H
#define KIT_USER_BENCH_H

/* Each figure is the median of REPS repetitions of its loop. */
#define REPS	5

/* CLOCK_MONOTONIC (clock.h), or the end of the program */
static long long now_ns(void)
{
	long long ns = monotonic_ns();

	if (ns < 0) {
		printf("bench: clock_gettime64 failed\n");
		exit(1);
	}
	return ns;
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

/*
 * A pipe round trip between this process and a child, 2000 of them a
 * repetition: the child echoes each byte back until it reads a 0.
 * child_setup, if any, runs in the child first (bench-smp.c pins it).
 */
static void pipe_pingpong(const char *name, void (*child_setup)(void))
{
	long long t[REPS], t0;
	int r, i, n = 2000, ab[2], ba[2];
	char c = 0;
	pid_t pid;

	if (pipe(ab) || pipe(ba))
		die("pipe");
	pid = fork();
	if (pid < 0)
		die("fork");
	if (pid == 0) {
		if (child_setup)
			child_setup();
		while (read(ab[0], &c, 1) == 1 && c)
			write(ba[1], &c, 1);
		exit(0);
	}
	c = 1;
	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < n; i++) {
			write(ab[1], &c, 1);
			read(ba[0], &c, 1);
		}
		t[r] = now_ns() - t0;
	}
	c = 0;
	write(ab[1], &c, 1);
	waitpid(pid, NULL, 0);
	close(ab[0]), close(ab[1]), close(ba[0]), close(ba[1]);
	report(name, median(t, REPS), n);
}

/* n fork + exit + wait cycles a repetition, each exit code checked */
static void fork_exit_wait(const char *name, int n)
{
	long long t[REPS], t0;
	int r, i, status;
	pid_t pid;

	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < n; i++) {
			pid = fork();
			if (pid == 0)
				exit(0);
			if (pid < 0 || waitpid(pid, &status, 0) != pid || status)
				die("fork/wait");
		}
		t[r] = now_ns() - t0;
	}
	report(name, median(t, REPS), n);
}

#endif /* KIT_USER_BENCH_H */
