// SPDX-License-Identifier: GPL-2.0
/*
 * Where a C library meets the kernel's ABI, seen through musl: run as
 * /init on the reference port with reference-tsar/libc/musl's port of it
 * and, built from this same source with musl's own arch/mips, on the
 * upstream mips-malta baseline; both must pass every case
 * (docs/14-libc.md).  Signals with SA_SIGINFO and their return,
 * siglongjmp out of a handler, threads (mutex, condition variable,
 * thread-local storage, cancellation), the clock (the vDSO) against the
 * raw system call, a poll timeout, 64-bit file offsets, mprotect and munmap seen as
 * faults, floating point without an FPU, and exec.
 * Prints "libc: start", one "ok"/"FAIL" line per case, "libc: end of
 * cases" and a total, then powers off.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/auxv.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/syscall.h>
#include <sys/wait.h>

static int passed, failed;

static void report(int ok, const char *name)
{
	printf("%-4s %s\n", ok ? "ok" : "FAIL", name);
	if (ok)
		passed++;
	else
		failed++;
}

/* SA_SIGINFO: the handler gets the signal's siginfo and a ucontext. */
static volatile sig_atomic_t info_signo, info_code, info_ctx, info_mask, ticks;

static void on_usr1(int sig, siginfo_t *si, void *uc)
{
	sigset_t m;

	info_signo = si->si_signo;
	info_code = si->si_code;
	info_ctx = uc != NULL && sig == SIGUSR1;
	/* blocked now: the signal itself and sa_mask's SIGUSR2, no other */
	sigprocmask(SIG_SETMASK, NULL, &m);
	info_mask = sigismember(&m, SIGUSR1) && sigismember(&m, SIGUSR2) &&
		    !sigismember(&m, SIGTERM) && !sigismember(&m, SIGHUP) && !sigismember(&m, SIGCHLD);
}

static void on_alarm(int sig)
{
	(void)sig;
	ticks++;
}

/* A hash in registers (mult uses hi and lo), n rounds. */
static unsigned long spin(unsigned long n, int until_ticks)
{
	unsigned long h = 1, i;

	for (i = 0; i < n && (!until_ticks || ticks < until_ticks); i++)
		h = h * 2654435761u + (h >> 13) + i;
	return until_ticks ? i : h;
}

static void check_signals(void)
{
	struct sigaction sa = { .sa_sigaction = on_usr1, .sa_flags = SA_SIGINFO };
	struct itimerval it = { { 0, 2000 }, { 0, 2000 } }, off = { { 0, 0 }, { 0, 0 } };
	unsigned long n, h, again;

	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGUSR2);
	sigaction(SIGUSR1, &sa, NULL);
	raise(SIGUSR1);
	report(info_signo == SIGUSR1 && info_code == SI_TKILL && info_ctx,
	       "SA_SIGINFO: the handler gets si_signo, si_code SI_TKILL and a ucontext");
	report(info_mask, "the handler runs with its signal and sa_mask blocked, nothing else (struct sigaction as the kernel reads it)");

	/*
	 * Timer signals land anywhere in the loop: each handler's return
	 * (rt_sigreturn) must give the loop back every register, or the
	 * hash differs from the same rounds run without signals.
	 */
	signal(SIGALRM, on_alarm);
	setitimer(ITIMER_REAL, &it, NULL);
	n = spin(400000000, 20);
	ticks = 0;
	setitimer(ITIMER_REAL, &it, NULL);
	h = spin(n, 0);
	setitimer(ITIMER_REAL, &off, NULL);
	again = spin(n, 0);
	report(ticks > 0 && h == again,
	       "timer signals in the middle of a loop: after each sigreturn it goes on, every register intact");
}

/* siglongjmp out of a SIGSEGV handler, with the signal mask restored. */
static sigjmp_buf fault_env;
static volatile void *fault_addr;

static void on_segv(int sig, siginfo_t *si, void *uc)
{
	(void)sig;
	(void)uc;
	fault_addr = si->si_addr;
	siglongjmp(fault_env, 1);
}

/* Writes one byte at p: 1 if it faulted (SIGSEGV at p), 0 if not. */
static int write_faults(volatile char *p)
{
	fault_addr = NULL;
	if (sigsetjmp(fault_env, 1))
		return fault_addr == (void *)p;
	*p = 1;
	return 0;
}

static void check_faults(void)
{
	struct sigaction sa = { .sa_sigaction = on_segv, .sa_flags = SA_SIGINFO };
	long page = sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	sigset_t now;

	sigemptyset(&sa.sa_mask);
	sigaction(SIGSEGV, &sa, NULL);
	if (p == MAP_FAILED) {
		report(0, "mmap of two anonymous pages");
		return;
	}
	report(!write_faults(p) && !write_faults(p + page), "a fresh anonymous mapping is writable");
	mprotect(p + page, page, PROT_READ);
	report(!write_faults(p) && write_faults(p + page),
	       "mprotect(PROT_READ): a write faults at its address, siglongjmp out of the handler");
	sigprocmask(SIG_SETMASK, NULL, &now);
	report(!sigismember(&now, SIGSEGV), "siglongjmp restored the signal mask (SIGSEGV unblocked)");
	mprotect(p + page, page, PROT_READ | PROT_WRITE);
	report(!write_faults(p + page) && p[page] == 1, "mprotect back to read-write: the write lands");
	munmap(p, 2 * page);
	report(write_faults(p), "after munmap the page faults");
}

/* Threads: a mutex, a condition variable, thread-local storage. */
#define THREADS	4
#define ROUNDS	20000
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static long counter;
static int turn;
static __thread int mine = 7;

static void *worker(void *arg)
{
	int id = (int)(intptr_t)arg, i;

	mine = id * 100;
	for (i = 0; i < ROUNDS; i++) {
		pthread_mutex_lock(&lock);
		counter++;
		pthread_mutex_unlock(&lock);
	}
	/* In turn: each waits on the condition variable for its number. */
	pthread_mutex_lock(&lock);
	while (turn != id)
		pthread_cond_wait(&cond, &lock);
	turn++;
	pthread_cond_broadcast(&cond);
	pthread_mutex_unlock(&lock);
	errno = id;
	sched_yield();
	return (void *)(intptr_t)(mine == id * 100 && errno == id);
}

static void *blocked_reader(void *arg)
{
	char c;

	read(*(int *)arg, &c, 1);	/* a cancellation point that never returns */
	return NULL;
}

static void check_threads(void)
{
	pthread_t t[THREADS], r;
	void *ret;
	int i, fds[2], own = 1;

	for (i = 0; i < THREADS; i++)
		pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
	for (i = 0; i < THREADS; i++) {
		pthread_join(t[i], &ret);
		own &= ret == (void *)1;
	}
	report(counter == THREADS * ROUNDS, "4 threads, 20000 increments each under one mutex: none lost");
	report(turn == THREADS, "a condition variable hands the turn from thread to thread");
	report(own && mine == 7, "each thread has its own __thread variable and errno");

	pipe(fds);
	pthread_create(&r, NULL, blocked_reader, &fds[0]);
	usleep(20000);
	pthread_cancel(r);
	pthread_join(r, &ret);
	report(ret == PTHREAD_CANCELED, "pthread_cancel ends a thread blocked in read()");
	close(fds[0]);
	close(fds[1]);
}

/*
 * The clock through the C library against the system call itself.  musl
 * reads it through the vDSO when the kernel maps one (AT_SYSINFO_EHDR,
 * its __vdso_clock_gettime64 found by name and version), which both
 * kernels do: abi.c counts the system calls it makes.
 */
static void check_clock(void)
{
	unsigned long vdso = getauxval(AT_SYSINFO_EHDR);
	struct timespec a, c;
	long long b[2] = { 0, 0 };	/* struct __kernel_timespec */
	long long ta, tb, tc;

	report(vdso && !(vdso & 4095) && !memcmp((void *)vdso, "\177ELF", 4),
	       "the kernel maps a vDSO for clock_gettime (AT_SYSINFO_EHDR, an ELF image)");

	clock_gettime(CLOCK_MONOTONIC, &a);
	syscall(SYS_clock_gettime64, CLOCK_MONOTONIC, b);
	clock_gettime(CLOCK_MONOTONIC, &c);
	ta = a.tv_sec * 1000000000LL + a.tv_nsec;
	tb = b[0] * 1000000000LL + b[1];
	tc = c.tv_sec * 1000000000LL + c.tv_nsec;
	report(ta <= tb && tb <= tc && tc - ta < 1000000000LL,
	       "clock_gettime agrees with the clock_gettime64 system call");
	report(sizeof(time_t) == 8, "time_t has 64 bits (musl's time64 calls, the time32 ones as fallback)");
}

/* A timeout under a second, through the C library's timespec. */
static void check_poll(void)
{
	struct timespec a, b;
	struct pollfd p;
	int fds[2], r;
	long long ms;

	pipe(fds);
	p.fd = fds[0];
	p.events = POLLIN;
	clock_gettime(CLOCK_MONOTONIC, &a);
	r = poll(&p, 1, 60);
	clock_gettime(CLOCK_MONOTONIC, &b);
	ms = (b.tv_sec - a.tv_sec) * 1000LL + (b.tv_nsec - a.tv_nsec) / 1000000;
	report(r == 0 && ms >= 60 && ms < 1000, "poll with a 60 ms timeout on an empty pipe waits 60 ms, then returns 0");
	close(fds[0]);
	close(fds[1]);
}

/* 64-bit file offsets, on a tmpfs: a sparse file past 4 GiB. */
static void check_offsets(void)
{
	const off_t far = 5LL << 30;
	char buf[8] = "";
	struct stat st;
	int fd;

	mkdir("/tmp", 0755);
	mount("tmpfs", "/tmp", "tmpfs", 0, NULL);
	fd = open("/tmp/big", O_RDWR | O_CREAT | O_TRUNC, 0644);
	report(fd >= 0 && pwrite(fd, "far", 4, far) == 4 && lseek(fd, 0, SEEK_END) == far + 4,
	       "pwrite at 5 GiB; lseek(SEEK_END) says 5 GiB + 4");
	report(pread(fd, buf, 4, far) == 4 && !strcmp(buf, "far"), "pread at 5 GiB reads it back");
	report(ftruncate(fd, (4LL << 30) + 1) == 0 && fstat(fd, &st) == 0 && st.st_size == (4LL << 30) + 1,
	       "ftruncate to 4 GiB + 1; fstat's st_size says so");
	close(fd);
	unlink("/tmp/big");
}

/*
 * rename(): musl calls renameat2 on a table without renameat (the port
 * leaves that ABI group out, as riscv's 32-bit table does), renameat or
 * rename on one with them (upstream mips).  On check_offsets' tmpfs.
 */
static void check_rename(void)
{
	int fd = open("/tmp/old", O_WRONLY | O_CREAT | O_TRUNC, 0644);

	close(fd);
	report(fd >= 0 && rename("/tmp/old", "/tmp/new") == 0 && access("/tmp/old", F_OK) != 0 &&
	       access("/tmp/new", F_OK) == 0, "rename() moves a file (renameat2 where there is no renameat)");
	unlink("/tmp/new");
}

/*
 * Floating point without an FPU: -msoft-float code calls libgcc's helpers
 * (__adddf3, __muldf3, ...) for every double operation, and musl's printf
 * and strtod are made of them.  In a child, so that a helper built for an
 * FPU (on TSAR's cores, which have none, a Coprocessor Unusable trap and
 * SIGILL) is reported as such instead of ending /init.
 */
static void check_float(void)
{
	char buf[32] = "";
	int fds[2], status = -1;
	pid_t pid;

	if (pipe(fds)) {
		report(0, "pipe for the floating-point child");
		return;
	}
	pid = fork();
	if (pid == 0) {
		volatile double x = strtod("1.25", NULL);
		char out[32];
		int n = snprintf(out, sizeof(out), "%.3f %g", x * 3 - 0.5, x / 8);

		_exit(write(fds[1], out, n) == n ? 0 : 1);
	}
	close(fds[1]);
	if (read(fds[0], buf, sizeof(buf) - 1) < 0)
		buf[0] = 0;
	close(fds[0]);
	waitpid(pid, &status, 0);
	if (WIFSIGNALED(status))
		printf("     the child was killed by signal %d\n", WTERMSIG(status));
	report(WIFEXITED(status) && !strcmp(buf, "3.250 0.15625"),
	       "double arithmetic, strtod and printf(\"%.3f %g\") without an FPU (soft-float helpers)");
}

/* exec: the program runs itself again as a child, with an argument. */
static void check_exec(char *self)
{
	char *argv[] = { self, "exec-child", NULL };
	char *envp[] = { "LIBC_CHILD=1", NULL };
	int status = -1;
	pid_t pid = fork();

	if (pid == 0) {
		execve(self, argv, envp);
		_exit(127);
	}
	waitpid(pid, &status, 0);
	report(WIFEXITED(status) && WEXITSTATUS(status) == 42,
	       "fork and execve of a static program: its argv, environment and exit status");
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "exec-child"))
		return getenv("LIBC_CHILD") && !strcmp(getenv("LIBC_CHILD"), "1") ? 42 : 1;
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("libc: start\n");
	check_signals();
	check_faults();
	check_threads();
	check_clock();
	check_poll();
	check_offsets();
	check_rename();
	check_float();
	check_exec(argv[0]);
	printf("libc: end of cases\n");
	printf("libc: %d passed, %d failed\n", passed, failed);
	if (getpid() == 1) {
		sync();
		reboot(RB_POWER_OFF);
	}
	return failed != 0;
}
