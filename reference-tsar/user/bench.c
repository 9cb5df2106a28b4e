/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The hot paths of a port, measured from user space, run as /init.  One
 * source for ARCH=tsar and for upstream ARCH=mips (both o32 on a 24Kc),
 * each built with the kernel's nolibc against its own uapi headers; the
 * syscall numbers and structures come from those headers, nothing else
 * differs.  ci/bench.sh boots both kernels on QEMU's deterministic clock
 * (-icount shift=0: one guest ns is one guest instruction) and compares.
 *
 * Each figure is the median of REPS repetitions of a large loop, printed
 * as "bench: NAME NS_PER_OP_x10 OPS" (tenths of a ns per operation).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <asm/siginfo.h>
#include <linux/sched.h>

#include "clock.h"
#include "bench.h"

/* --- a null syscall: getppid, nothing on the stack --- */
static void b_null_syscall(void)
{
	long long t[REPS], t0;
	int r, i, n = 20000;

	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < n; i++)
			getppid();
		t[r] = now_ns() - t0;
	}
	report("null_syscall", median(t, REPS), n);
}

/* The kernel's page size (4, 16 or 64 KiB), from the auxiliary vector. */
static long pg;

/* --- six arguments (two on the user stack): mmap2 + munmap of a page --- */
static void b_mmap(void)
{
	long long t[REPS], t0;
	int r, i, n = 2000;
	void *p;

	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < n; i++) {
			p = mmap(NULL, pg, PROT_READ | PROT_WRITE,
				 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
			if (p == MAP_FAILED)
				die("mmap");
			munmap(p, pg);
		}
		t[r] = now_ns() - t0;
	}
	report("mmap_munmap", median(t, REPS), n);
}

/* --- pipe ping-pong between two processes: two switches a round --- */
static void b_pipe(void)
{
	pipe_pingpong("pipe_pingpong", NULL);
}

/*
 * --- sched_yield between two threads of one address space ---
 * The second thread is a clone(CLONE_VM) on its own stack: nolibc has no
 * threads, so the o32 clone is written here.  The child runs fn on the
 * new stack and exits without ever returning into the parent's frames.
 */
static volatile int turn;
static int yield_rounds;
static char thread_stack[16384] __attribute__((aligned(16)));

static void yield_partner(void)
{
	int i;

	for (i = 0; i < yield_rounds; i++) {
		while (turn != 1)
			sched_yield();
		turn = 0;
	}
}

static pid_t spawn_thread(void (*fn)(void), char *stack_top)
{
	register long v0 __asm__("$2") = __NR_clone;
	register long a0 __asm__("$4") = CLONE_VM | SIGCHLD;
	register long a1 __asm__("$5") = (long)(stack_top - 32);
	register long a2 __asm__("$6") = 0;
	register long a3 __asm__("$7") = 0;
	register long s0 __asm__("$16") = (long)fn;

	__asm__ volatile(
		"addiu	$sp, $sp, -32\n"
		"sw	$0, 16($sp)\n"
		"syscall\n"
		"bnez	$7, 1f\n"
		"nop\n"
		"bnez	$2, 1f\n"
		"nop\n"
		/* the child, on stack_top - 32 */
		"move	$25, $16\n"
		"jalr	$25\n"
		"nop\n"
		"li	$2, %[nr_exit]\n"
		"move	$4, $0\n"
		"syscall\n"
		"1:\n"
		"addiu	$sp, $sp, 32\n"
		: "+r"(v0), "+r"(a3), "+r"(a0), "+r"(a1), "+r"(a2)
		: "r"(s0), [nr_exit] "i"(__NR_exit)
		: "$1", "$3", "$8", "$9", "$10", "$11", "$12", "$13", "$14",
		  "$15", "$24", "$25", "$31", "hi", "lo", "memory");
	return a3 ? -v0 : v0;
}

static void b_yield(void)
{
	long long t[REPS], t0;
	int r, i, n = 2000;
	pid_t pid;

	yield_rounds = n * REPS;
	turn = 0;
	pid = spawn_thread(yield_partner, thread_stack + sizeof(thread_stack));
	if (pid < 0)
		die("clone");
	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < n; i++) {
			turn = 1;
			while (turn != 0)
				sched_yield();
		}
		t[r] = now_ns() - t0;
	}
	waitpid(pid, NULL, 0);
	report("yield_threads", median(t, REPS), 2L * n);
}

/* --- first touch of fresh anonymous pages: one fault each --- */
static void b_page_fault(void)
{
	long long t[REPS], t0;
	int r, i, n = 512;
	char *p;

	for (r = 0; r < REPS; r++) {
		p = mmap(NULL, n * pg, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (p == MAP_FAILED)
			die("mmap");
		t0 = now_ns();
		for (i = 0; i < n; i++)
			p[i * pg] = 1;
		t[r] = now_ns() - t0;
		munmap(p, n * pg);
	}
	report("page_fault", median(t, REPS), n);
}

/*
 * --- a TLB-refill-heavy walk: one word in each page of 32 MiB ---
 * (8192 pages of 4 KiB, 2048 of 16 KiB, 512 of 64 KiB.)  The 24Kc has 16
 * entry pairs, and QEMU keeps what tlbwr evicts as hidden "shadow"
 * entries (up to 128 in all, dropped on an ASID change): 256 pairs and
 * more are past both, so each even page's touch is a refill (which
 * loads its odd neighbour too).  Four passes, so that the clock reads
 * around the loop weigh nothing per touch.
 */
static void b_tlb_walk(void)
{
	long long t[REPS], t0;
	int r, i, pass, n = (32L << 20) / pg, passes = 4, step = pg / sizeof(int);
	volatile int *p;
	int sum = 0;

	p = mmap(NULL, n * pg, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		die("mmap");
	for (i = 0; i < n; i++)
		p[i * step] = i;
	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (pass = 0; pass < passes; pass++)
			for (i = 0; i < n; i++)
				sum += p[i * step];
		t[r] = now_ns() - t0;
	}
	munmap((void *)p, n * pg);
	if (sum != REPS * passes * (n * (n - 1) / 2))
		die("tlb walk read back wrong values");
	report("tlb_walk", median(t, REPS), (long)n * passes);
}

/* --- a signal to self: kill, handler, sigreturn --- */
static volatile int caught;

static void on_usr1(int sig)
{
	(void)sig;
	caught++;
}

static void b_signal(void)
{
	long long t[REPS], t0;
	int r, i, n = 2000;
	struct sigaction sa;
	pid_t self = getpid();

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_usr1;
	if (syscall(__NR_rt_sigaction, SIGUSR1, &sa, NULL, sizeof(sa.sa_mask)))
		die("rt_sigaction");
	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < n; i++)
			kill(self, SIGUSR1);
		t[r] = now_ns() - t0;
	}
	if (caught != n * REPS)
		die("signals lost");
	report("signal", median(t, REPS), n);
}

/* --- fork + exit + wait --- */
static void b_fork(void)
{
	fork_exit_wait("fork_exit_wait", 64);
}

/* A line of /proc/meminfo, in KiB */
static long meminfo_kib(const char *key)
{
	static char buf[4096];
	int fd, len, i, n = strlen(key);

	fd = open("/proc/meminfo", O_RDONLY);
	len = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (len <= 0)
		die("read /proc/meminfo");
	buf[len] = 0;
	for (i = 0; buf[i]; i++)
		if (!strncmp(buf + i, key, n) && buf[i + n] == ':') {
			for (i += n + 1; buf[i] == ' '; i++)
				;	/* nolibc's atol() takes no blanks */
			return atol(buf + i);
		}
	die(key);
	return 0;
}

/*
 * What a process costs the kernel that moves with the page size.  Both
 * counters keep a per-CPU remainder of a few units unfolded (mm/vmstat.c's
 * threshold, 4 on this board): over 64 processes, under 0.1 KiB each.
 */
static long stack_and_tables_kib(void)
{
	return meminfo_kib("KernelStack") + meminfo_kib("PageTables");
}

/*
 * --- the kernel stack and page tables of a process: 64 forked children,
 * each blocked in read() after a write to its stack, against before.
 * (MemFree would not do: pages on the per-CPU free lists are not in it.)
 * Bytes per process (shown in KiB by make bench), not ns. ---
 */
static void b_task_memory(void)
{
	int i, n = 64, go[2], ready[2];
	long before, after;
	char c;

	if (pipe(go) || pipe(ready))
		die("pipe");
	before = stack_and_tables_kib();
	for (i = 0; i < n; i++) {
		pid_t pid = fork();

		if (pid < 0)
			die("fork");
		if (pid == 0) {
			volatile char touch[64];

			/* Its copy of the write end would keep every read() waiting. */
			close(go[1]);
			touch[0] = 1;
			write(ready[1], (char *)touch, 1);
			read(go[0], &c, 1);
			exit(0);
		}
	}
	for (i = 0; i < n; i++)
		if (read(ready[0], &c, 1) != 1)
			die("read ready");
	after = stack_and_tables_kib();
	close(go[1]);
	for (i = 0; i < n; i++)
		wait(NULL);
	close(go[0]);
	close(ready[0]);
	close(ready[1]);
	report("task_memory", (after - before) * 1024LL, n);
}

/*
 * --- a token around a ring of n processes through pipes ---
 * Process k reads from its left pipe and writes to its right one; the
 * last writes back to the first.  Every hop is a switch to another
 * address space: past 256 processes the 8-bit ASIDs run out and roll over.
 */
static void b_ring(int n)
{
	long long t[REPS], t0;
	int r, i, k = 0, rounds = 4096 / n, hops = rounds * n;
	int first[2], p[2], in, out;
	char c = 1;
	pid_t child = 0;

	if (pipe(first))
		die("pipe");
	in = first[0];
	for (;;) {
		if (k == n - 1) {
			out = first[1];
			break;
		}
		if (pipe(p))
			die("pipe");
		child = fork();
		if (child < 0)
			die("fork");
		if (child) {
			close(p[0]);
			out = p[1];
			break;
		}
		close(in);
		close(p[1]);
		in = p[0];
		k++;
	}
	if (k) {
		/* the others pass the token on until they pass a zero */
		while (read(in, &c, 1) == 1) {
			write(out, &c, 1);
			if (!c)
				break;
		}
		if (child)
			waitpid(child, NULL, 0);
		exit(0);
	}
	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < rounds; i++) {
			write(out, &c, 1);
			if (read(in, &c, 1) != 1)
				die("ring read");
		}
		t[r] = now_ns() - t0;
	}
	c = 0;
	write(out, &c, 1);
	read(in, &c, 1);
	waitpid(child, NULL, 0);
	close(first[0]), close(first[1]), close(out);
	printf("bench: ring_%d %lld %ld\n", n, median(t, REPS) * 10 / hops, (long)hops);
}

/*
 * --- the cost of a timer interrupt ---
 * A busy loop of a fixed instruction count runs long enough to take a
 * few dozen ticks; its short runs (the shortest of several, so without a
 * tick) give the loop's own cost.  What the long run takes beyond that,
 * divided by the timer interrupts /proc/interrupts counted meanwhile, is
 * what one tick costs the interrupted program, TLB effects included.
 * Nothing is printed just before: the UART's interrupts have died down.
 */
static void spin(unsigned long n)
{
	__asm__ volatile("1: addiu %0, %0, -1\n"
			 "bnez %0, 1b\n"
			 "nop\n" : "+r"(n));
}

static long long spin_ns(unsigned long n)
{
	long long t0 = now_ns();

	spin(n);
	return now_ns() - t0;
}

static int contains(const char *s, const char *word)
{
	size_t n = strlen(word);

	for (; *s; s++)
		if (!memcmp(s, word, n))
			return 1;
	return 0;
}

/*
 * Timer interrupts so far: the counts on /proc/interrupts' "timer" lines
 * (arch/mips lists the PIT's, idle here, beside the CP0 timer's).
 */
static long long timer_interrupts(void)
{
	static char buf[4096];
	char *line, *end, *s;
	long long total = 0;
	int fd, len;

	fd = open("/proc/interrupts", O_RDONLY);
	if (fd < 0)
		die("open /proc/interrupts");
	len = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (len <= 0)
		die("read /proc/interrupts");
	buf[len] = 0;
	for (line = buf; line; line = end ? end + 1 : NULL) {
		end = strchr(line, '\n');
		if (end)
			*end = 0;
		s = strchr(line, ':');
		if (!s || !contains(line, "timer"))
			continue;
		for (s++; *s == ' '; s++)
			;
		total += atol(s);
	}
	return total;
}

static void b_timer(void)
{
	unsigned long n0 = 1000000, mult = 64;
	long long a, b, t1, t2, expect, irq0, irq1;
	int r;

	a = b = 1LL << 62;
	for (r = 0; r < 7; r++) {
		t1 = spin_ns(n0);
		t2 = spin_ns(2 * n0);
		if (t1 < a)
			a = t1;
		if (t2 < b)
			b = t2;
	}
	/* T(n) = c * n + k: from T(n0) and T(2 n0), predict T(mult n0) */
	expect = a + (long long)(mult - 1) * (b - a);
	irq0 = timer_interrupts();
	t1 = spin_ns(mult * n0);
	irq1 = timer_interrupts();
	if (irq1 <= irq0)
		die("no interrupt during the long loop");
	report("timer_irq", t1 - expect, (long)(irq1 - irq0));
}

int main(void)
{
	if (getpid() == 1 && mount("proc", "/proc", "proc", 0, NULL))
		die("mount /proc");
	pg = getpagesize();
	printf("bench: start, %ld KiB pages\n", pg >> 10);
	/*
	 * "bench=pages" on the kernel command line (init's environment): the
	 * figures that move with the page size, alone (make bench's 16 and
	 * 64 KiB kernels; at 64 KiB arch/mips's 64 KiB kernel stacks allow
	 * 256 tasks on 128 MiB, and the 512-process ring fails to fork).
	 */
	if (getenv("bench") && !strcmp(getenv("bench"), "pages")) {
		b_mmap();
		b_page_fault();
		b_tlb_walk();
		b_fork();
		b_task_memory();
		goto end;
	}
	b_null_syscall();
	b_mmap();
	b_pipe();
	b_yield();
	b_page_fault();
	b_tlb_walk();
	b_signal();
	b_fork();
	b_task_memory();
	b_ring(2);
	b_ring(16);
	b_ring(128);
	b_ring(512);
	b_timer();
end:
	printf("bench: end\n");
	if (getpid() == 1)
		reboot(LINUX_REBOOT_CMD_POWER_OFF);
	return 0;
}
