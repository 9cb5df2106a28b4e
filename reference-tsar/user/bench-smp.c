/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The SMP paths of a port, measured from user space, run as /init: on an
 * SMP kernel with CPUs to spare, and on the UP kernel for comparison,
 * where every thread shares the one CPU (the same program: ci/bench.sh
 * prints the two side by side).  No upstream port runs SMP on QEMU
 * malta's CPS, so there is no arch/mips column here.
 *
 * The figures are wall time on QEMU's parallel vCPUs (MTTCG), not the
 * deterministic clock: there the vCPUs run in turn, which is not SMP
 * (ci/bench.sh says more).  Each is the median of REPS loops, printed as
 * "bench: NAME NS_PER_OP_x10 OPS":
 *   smp_pipe_pingpong  a pipe round trip between processes on CPUs 0 and 1
 *   smp_futex_wake     a futex wake and the answer, threads on CPUs 0 and 1
 *   smp_shootdown      mmap, touch, munmap of a page, the mm having run on
 *                      every CPU: munmap's flush reaches the others by IPI
 *   smp_fork_busy      fork + exit + wait on CPU 0, the others busy
 * With "bench=scale" on the kernel command line (an environment variable
 * of /init) it measures instead, in wall time, one CPU-bound job split
 * over 1..N threads, each on its own CPU: "scale: N MS".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/futex.h>
#include <linux/sched.h>

#include "threads.h"
#include "clock.h"
#include "bench.h"

#define MAX_CPUS	8
#define THREAD_FLAGS	(CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | \
			 CLONE_THREAD | CLONE_SYSVSEM)

static int ncpus;
static char stacks[MAX_CPUS][16384] __attribute__((aligned(16)));

/* cpu, or CPU 0 where the kernel has only one: the UP comparison. */
static int cpu_or_0(int cpu)
{
	return cpu < ncpus ? cpu : 0;
}

static void futex_wait(volatile int *word, int val)
{
	syscall(__NR_futex, word, FUTEX_WAIT, val, NULL, NULL, 0);
}

static void futex_wake(volatile int *word)
{
	syscall(__NR_futex, word, FUTEX_WAKE, 1, NULL, NULL, 0);
}

/*
 * Helper threads, one per slot, each with a stack of its own; a thread
 * inherits the affinity it was cloned with, so it runs on its CPU from
 * birth.  The kernel clears helper_tid[slot] when the thread exits
 * (CLONE_CHILD_CLEARTID), so join_helpers() knows the stacks are free.
 */
static volatile int helper_tid[MAX_CPUS];
static volatile int helpers_up, helpers_quit;

static void start_helper(int slot, int cpu, void (*fn)(void))
{
	pin_to(cpu_or_0(cpu));
	helper_tid[slot] = 1;
	if (spawn_thread(THREAD_FLAGS | CLONE_CHILD_CLEARTID,
			 stacks[slot] + sizeof(stacks[slot]) - 32,
			 NULL, (int *)&helper_tid[slot], 0, fn) < 0)
		die("clone");
	pin_to(0);
}

/* Wait until n helpers said they run. */
static void wait_helpers_up(int n)
{
	int up;

	while ((up = helpers_up) < n)
		futex_wait(&helpers_up, up);
}

static void helper_is_up(void)
{
	__atomic_add_fetch(&helpers_up, 1, __ATOMIC_SEQ_CST);
	futex_wake(&helpers_up);
}

/* Tell the helpers to return, and wait until every one has exited. */
static void join_helpers(void)
{
	int k, v;

	helpers_quit = 1;
	syscall(__NR_futex, &helpers_quit, FUTEX_WAKE, MAX_CPUS, NULL, NULL, 0);
	for (k = 0; k < MAX_CPUS; k++)
		while ((v = helper_tid[k]) != 0)
			futex_wait(&helper_tid[k], v);
	helpers_up = 0;
	helpers_quit = 0;
}

static void until_quit(void)
{
	while (!helpers_quit)
		futex_wait(&helpers_quit, 0);
}

/* --- a pipe round trip between a process on CPU 0 and one on CPU 1 --- */
static void child_on_cpu_1(void)
{
	pin_to(cpu_or_0(1));
}

static void b_pipe(void)
{
	pipe_pingpong("smp_pipe_pingpong", child_on_cpu_1);
}

/*
 * --- a futex wake and its answer: the remote wake-up ---
 * word 1: the thread's turn, 0: main's.  Each wakes the other, which
 * sleeps in FUTEX_WAIT (on another CPU: woken by a reschedule IPI).
 */
static volatile int word, rounds_left;

static void futex_partner(void)
{
	while (rounds_left > 0) {
		while (word == 0)
			futex_wait(&word, 0);
		rounds_left--;
		word = 0;
		futex_wake(&word);
	}
}

static void b_futex(void)
{
	long long t[REPS], t0;
	int r, i, n = 2000;

	rounds_left = n * REPS;
	word = 0;
	start_helper(1, 1, futex_partner);
	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < n; i++) {
			word = 1;
			futex_wake(&word);
			while (word == 1)
				futex_wait(&word, 1);
		}
		t[r] = now_ns() - t0;
	}
	join_helpers();
	report("smp_futex_wake", median(t, REPS), n);
}

/*
 * --- a TLB shootdown ---
 * Helpers run once on each other CPU, so that the mm is in their
 * mm_cpumask (switch_mm), then sleep; every munmap of main's on CPU 0
 * then flushes their TLBs too, by IPI.  On one CPU the flush is local.
 */
static void shootdown_helper(void)
{
	helper_is_up();
	until_quit();
}

static void b_shootdown(void)
{
	long long t[REPS], t0;
	int r, i, n = 1000;
	volatile char *p;

	/* one on each other CPU; with one CPU, three on it */
	for (i = 1; i < (ncpus > 1 ? ncpus : 4); i++)
		start_helper(i, i, shootdown_helper);
	wait_helpers_up(i - 1);
	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < n; i++) {
			p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
				 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
			if (p == MAP_FAILED)
				die("mmap");
			*p = 1;
			munmap((void *)p, 4096);
		}
		t[r] = now_ns() - t0;
	}
	join_helpers();
	report("smp_shootdown", median(t, REPS), n);
}

/* --- fork + exit + wait on CPU 0 while the other CPUs are busy --- */
static void b_fork_busy(void)
{
	int k, want = ncpus > 1 ? ncpus - 1 : 3;
	pid_t busy[MAX_CPUS];

	for (k = 0; k < want && k < MAX_CPUS - 1; k++) {
		busy[k] = fork();
		if (busy[k] < 0)
			die("fork");
		if (busy[k] == 0) {
			pin_to(cpu_or_0(k + 1));
			for (;;)
				;
		}
	}
	pin_to(0);
	fork_exit_wait("smp_fork_busy", 16);
	while (k--) {
		kill(busy[k], SIGKILL);
		waitpid(busy[k], NULL, 0);
	}
}

/*
 * --- one CPU-bound job over 1..N threads, in wall time ---
 * SCALE_WORK steps of a multiply-add chain, split evenly; thread i runs
 * on CPU i.  QEMU runs each vCPU on a host thread (MTTCG), so the best
 * speed-up is min(N, the host's cores).
 */
#define SCALE_WORK	60000000UL

static volatile unsigned long scale_steps;
static volatile int scale_go, scale_done;
static volatile unsigned long scale_sink;

static void scale_work(void)
{
	unsigned long i, x = 1;

	for (i = 0; i < scale_steps; i++)
		x = x * 1103515245UL + 12345UL;
	scale_sink += x;
}

static void scale_thread(void)
{
	helper_is_up();
	while (!scale_go)
		futex_wait(&scale_go, 0);
	scale_work();
	__atomic_add_fetch(&scale_done, 1, __ATOMIC_SEQ_CST);
	futex_wake(&scale_done);
	until_quit();
}

static void b_scale(void)
{
	long long t0;
	int n, k, done;

	for (n = 1; n <= ncpus; n++) {
		scale_steps = SCALE_WORK / n;
		scale_go = 0;
		scale_done = 0;
		for (k = 1; k < n; k++)
			start_helper(k, k, scale_thread);
		wait_helpers_up(n - 1);
		t0 = now_ns();
		scale_go = 1;
		syscall(__NR_futex, &scale_go, FUTEX_WAKE, MAX_CPUS, NULL, NULL, 0);
		scale_work();
		while ((done = scale_done) < n - 1)
			futex_wait(&scale_done, done);
		printf("scale: %d %lld\n", n, (now_ns() - t0) / 1000000);
		join_helpers();
	}
}

int main(void)
{
	unsigned long mask = 0;
	const char *mode = getenv("bench");
	int cpu;

	if (syscall(__NR_sched_getaffinity, 0, sizeof(mask), &mask) <= 0)
		mask = 1;
	for (cpu = 0; cpu < MAX_CPUS; cpu++)
		ncpus += !!(mask & (1UL << cpu));
	pin_to(0);
	printf("bench: start, %d CPU(s)\n", ncpus);
	if (mode && !strcmp(mode, "scale")) {
		b_scale();
	} else {
		b_pipe();
		b_futex();
		b_shootdown();
		b_fork_busy();
	}
	printf("bench: end\n");
	if (getpid() == 1)
		reboot(LINUX_REBOOT_CMD_POWER_OFF);
	return 0;
}
