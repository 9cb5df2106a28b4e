/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Robustness of the user ABI, run as /init: every case runs in a child
 * and must end exactly as the ABI says (a signal with its si_code and
 * address, or an errno); the kernel must print nothing about it.  Prints
 * "robust: start", one "ok"/"FAIL" line per case, "robust: end of cases"
 * and a total, then powers off (the start and end lines bound the cases
 * for a LAVA test monitor, ci/lava/job.py).
 * Built with the kernel's nolibc, like nolibc-test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <asm/siginfo.h>
#include <linux/futex.h>
#include <linux/sched.h>
#include <linux/ptrace.h>
#include <linux/uio.h>
#include <asm/ptrace.h>

#include "threads.h"
#include "clock.h"

#define NT_PRSTATUS	1	/* from linux/elf.h, too big a header for nolibc */
#ifndef WIFSTOPPED		/* not in Linux 6.12's nolibc */
#define WIFSTOPPED(status)	(((status) & 0xff) == 0x7f)
#endif

#define NCYCLES	1000

static int passed, failed;

static void report(int ok, const char *name)
{
	printf("%-4s %s\n", ok ? "ok" : "FAIL", name);
	if (ok)
		passed++;
	else
		failed++;
}

/* A fault handler that exits with its signal, si_code and whether si_addr matched. */
static void *expected_addr;

static void on_fault(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	exit(((sig & 0x3f) << 2 | (si->si_code & 3)) << 1 | (si->si_addr == expected_addr));
}

/* sigaction() for nolibc, which has none: the kernel's own structure. */
static int catch(int sig, void *fn, int flags)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = fn;
	sa.sa_flags = flags;
	return syscall(__NR_rt_sigaction, sig, &sa, NULL, sizeof(sa.sa_mask));
}

/* Runs fn in a child; returns its wait status. */
static int in_child(void (*fn)(void))
{
	int status = -1;
	pid_t pid = fork();

	if (pid == 0) {
		fn();
		exit(0);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return status;
}

/* The child must exit through on_fault with sig, code and the expected address. */
static void expect_fault(const char *name, void (*fn)(void), int sig, int code)
{
	int status = in_child(fn);
	int want = ((sig & 0x3f) << 2 | (code & 3)) << 1 | 1;
	int ok = WIFEXITED(status) && WEXITSTATUS(status) == want;

	report(ok, name);
	if (!ok)
		printf("     wait status 0x%x, wanted exit code 0x%x\n", status, want);
}

static void null_deref(void)
{
	expected_addr = NULL;
	catch(SIGSEGV, on_fault, SA_SIGINFO);
	*(volatile int *)expected_addr = 1;
}

static void write_readonly(void)
{
	char *p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		exit(100);
	expected_addr = p + 8;
	catch(SIGSEGV, on_fault, SA_SIGINFO);
	*(volatile char *)(p + 8) = 1;
}

extern char privileged_mfc0[];

static void privileged_insn(void)
{
	unsigned long status;

	catch(SIGILL, on_fault, SA_SIGINFO);
	expected_addr = privileged_mfc0;
	__asm__ __volatile__(".globl privileged_mfc0\nprivileged_mfc0: mfc0 %0, $12"
			     : "=r" (status));
	(void)status;
}

static void unaligned_load(void)
{
	static int words[2];

	expected_addr = (char *)words + 1;
	catch(SIGBUS, on_fault, SA_SIGINFO);
	*(volatile int *)expected_addr;
}

/* gcc guards divisions with "teq divisor, $zero, 7": SIGFPE, FPE_INTDIV */
extern char divide_teq[];

static void divide_by_zero(void)
{
	int quotient, divisor = 0;

	catch(SIGFPE, on_fault, SA_SIGINFO);
	expected_addr = divide_teq;
	__asm__ __volatile__("div $zero, %1, %2\n"
			     ".globl divide_teq\ndivide_teq: teq %2, $zero, 7\n"
			     "mflo %0" : "=r" (quotient) : "r" (1), "r" (divisor));
	(void)quotient;
}

/* Any other break code is a breakpoint: SIGTRAP, TRAP_BRKPT */
extern char breakpoint_insn[];

static void breakpoint(void)
{
	catch(SIGTRAP, on_fault, SA_SIGINFO);
	expected_addr = breakpoint_insn;
	__asm__ __volatile__(".globl breakpoint_insn\nbreakpoint_insn: break 5");
}

static volatile int depth_sink;

static int recurse(int n)
{
	volatile char pad[1024];

	pad[0] = n;
	if (n < 0)	/* never: only here so the compiler sees an end */
		return 0;
	return recurse(n + 1) + pad[0];
}

static void deep_recursion(void)
{
	struct rlimit rl = { 256 * 1024, 256 * 1024 };

	setrlimit(RLIMIT_STACK, &rl);
	depth_sink = recurse(0);
}

static unsigned long read_tls(void)
{
	unsigned long tp;

	__asm__ __volatile__(".set push\n.set mips32r2\nrdhwr %0, $29\n.set pop" : "=r" (tp));
	return tp;
}

static volatile unsigned long thread_tls;

static void thread_fn(void)
{
	thread_tls = read_tls();
}

static void test_threads(void)
{
	static char stack[16384] __attribute__((aligned(16)));
	static volatile int ctid;
	long tid;
	int v;

	syscall(__NR_set_thread_area, 0x1234);
	report(read_tls() == 0x1234, "rdhwr $29 reads what set_thread_area set");

	tid = spawn_thread(CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND |
			   CLONE_THREAD | CLONE_SYSVSEM | CLONE_SETTLS |
			   CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID,
			   stack + sizeof(stack) - 32, (int *)&ctid, (int *)&ctid,
			   0xabcd0000, thread_fn);
	if (tid <= 0) {
		report(0, "clone(CLONE_THREAD | CLONE_SETTLS) creates a thread");
		return;
	}
	/* CLONE_CHILD_CLEARTID: the kernel zeroes ctid and wakes its futex at thread exit. */
	while ((v = ctid) != 0)
		syscall(__NR_futex, &ctid, FUTEX_WAIT, v, NULL, NULL, 0);
	report(thread_tls == 0xabcd0000 && read_tls() == 0x1234,
	       "a CLONE_THREAD|CLONE_SETTLS thread has its own TLS, and its exit wakes the futex");
}

/*
 * Cross-CPU cases, for SMP kernels (they pass on one CPU too, where every
 * thread shares it): threads pinned to different CPUs, a page another
 * CPU's TLB holds, migrations.  A thread here is spawn_thread's, with a
 * stack of its own; the CPUs are the ones sched_getaffinity gives.
 */
#define NWORKERS	4
#define NROUNDS		10000

static unsigned long cpu_mask;
static int ncpus;

/* The n-th CPU of the mask, round robin. */
static int nth_cpu(int n)
{
	int cpu;

	n %= ncpus;
	for (cpu = 0; cpu < 32; cpu++)
		if (cpu_mask & (1UL << cpu) && !n--)
			return cpu;
	return 0;
}

/* A futex lock (Drepper's "Futexes are tricky", mutex 2): 0 free, 1 held, 2 waiters. */
static int futex_lock_word;

static void futex_lock(void)
{
	int c = 0;

	if (__atomic_compare_exchange_n(&futex_lock_word, &c, 1, 0,
					__ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
		return;
	if (c != 2)
		c = __atomic_exchange_n(&futex_lock_word, 2, __ATOMIC_ACQUIRE);
	while (c) {
		syscall(__NR_futex, &futex_lock_word, FUTEX_WAIT, 2, NULL, NULL, 0);
		c = __atomic_exchange_n(&futex_lock_word, 2, __ATOMIC_ACQUIRE);
	}
}

static void futex_unlock(void)
{
	if (__atomic_fetch_sub(&futex_lock_word, 1, __ATOMIC_RELEASE) != 1) {
		__atomic_store_n(&futex_lock_word, 0, __ATOMIC_RELEASE);
		syscall(__NR_futex, &futex_lock_word, FUTEX_WAKE, 1, NULL, NULL, 0);
	}
}

static int atomic_count, locked_count, next_worker, misplaced;

static void hammer(void)
{
	int me = __atomic_fetch_add(&next_worker, 1, __ATOMIC_RELAXED), i;

	if (pin_to(nth_cpu(me)) || this_cpu() != nth_cpu(me))
		__atomic_fetch_add(&misplaced, 1, __ATOMIC_RELAXED);
	for (i = 0; i < NROUNDS; i++) {
		__atomic_fetch_add(&atomic_count, 1, __ATOMIC_RELAXED);
		futex_lock();
		locked_count++;		/* plain: the lock alone keeps it right */
		futex_unlock();
	}
}

/* Threads with CLONE_CHILD_CLEARTID on tids[]: wait for every one to exit. */
static void join_all(volatile int *tids, int n)
{
	int i, v;

	for (i = 0; i < n; i++)
		while ((v = tids[i]) != 0)
			syscall(__NR_futex, &tids[i], FUTEX_WAIT, v, NULL, NULL, 0);
}

#define THREAD_FLAGS	(CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | \
			 CLONE_THREAD | CLONE_SYSVSEM | CLONE_PARENT_SETTID | \
			 CLONE_CHILD_CLEARTID)

/*
 * NWORKERS threads running fn, each taking the next CPU of the mask
 * (next_worker), and waited for: how many started.
 */
static int run_workers(void (*fn)(void))
{
	static char stacks[NWORKERS][8192] __attribute__((aligned(16)));
	static volatile int tids[NWORKERS];
	int i;

	next_worker = 0;
	for (i = 0; i < NWORKERS; i++)
		if (spawn_thread(THREAD_FLAGS, stacks[i] + sizeof(stacks[i]) - 32,
				 (int *)&tids[i], (int *)&tids[i], 0, fn) <= 0)
			break;
	join_all(tids, i);
	return i;
}

static void test_cross_cpu_counters(void)
{
	int i = run_workers(hammer);

	report(i == NWORKERS && !misplaced && atomic_count == NWORKERS * NROUNDS &&
	       locked_count == NWORKERS * NROUNDS,
	       "4 threads on different CPUs: an ll/sc counter and a futex-locked one, no update lost");
}

/*
 * CLOCK_MONOTONIC read on every CPU at once: each thread's readings never
 * step back and never leap (a 32-bit clocksource read on a CPU whose
 * counter lags the one that last moved the timekeeping on leaps a whole
 * wrap, 25.8 s at 166.67 MHz: drivers/clocksource/timer-cps-gic.c).
 */
#define NCLOCKREADS	20000

static int bad_steps;

static void clock_reader(void)
{
	int me = __atomic_fetch_add(&next_worker, 1, __ATOMIC_RELAXED), i;
	long long prev = monotonic_ns(), t;

	pin_to(nth_cpu(me));
	for (i = 0; i < NCLOCKREADS; i++) {
		t = monotonic_ns();
		if (t < 0 || t < prev || t - prev > 1000000000LL)
			__atomic_fetch_add(&bad_steps, 1, __ATOMIC_RELAXED);
		prev = t;
	}
}

static void test_cross_cpu_clock(void)
{
	int i = run_workers(clock_reader);

	report(i == NWORKERS && !bad_steps,
	       "CLOCK_MONOTONIC read on 4 CPUs at once: no step back, no leap");
}

/*
 * A thread on another CPU reads a page in a loop, so that its TLB holds
 * the page, until told to read it once more: by then the page is gone
 * (munmap) or unreadable (mprotect), and that read must kill the process
 * with SIGSEGV.  It cannot unless this CPU's flush reached the other's
 * TLB (the shootdown); a read that succeeds exits 1.
 */
static volatile int *shared_page;
static volatile int reader_ready, reader_go;

static void stale_reader(void)
{
	pin_to(nth_cpu(1));
	while (!reader_go) {
		(void)*shared_page;
		reader_ready = 1;
	}
	(void)*shared_page;
	exit(1);
}

static void drop_page_under_reader(int by_munmap)
{
	static char stack[8192] __attribute__((aligned(16)));
	static volatile int tid;

	pin_to(nth_cpu(0));
	shared_page = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (shared_page == MAP_FAILED)
		exit(2);
	*shared_page = 1;
	if (spawn_thread(THREAD_FLAGS, stack + sizeof(stack) - 32, (int *)&tid, (int *)&tid,
			 0, stale_reader) <= 0)
		exit(3);
	while (!reader_ready)
		;
	if (by_munmap)
		munmap((void *)shared_page, 4096);
	else
		syscall(__NR_mprotect, shared_page, 4096, PROT_NONE);
	reader_go = 1;
	join_all(&tid, 1);
	exit(4);
}

static void munmap_under_reader(void)
{
	drop_page_under_reader(1);
}

static void mprotect_under_reader(void)
{
	drop_page_under_reader(0);
}

/* 1000 migrations, each seen by getcpu, with the TLS pointer kept. */
static void test_migrations(void)
{
	int i, cpu;

	syscall(__NR_set_thread_area, 0x5678);
	for (i = 0; i < NCYCLES; i++) {
		cpu = nth_cpu(i);
		if (pin_to(cpu) || this_cpu() != cpu || read_tls() != 0x5678)
			break;
	}
	pin_to(nth_cpu(0));
	report(i == NCYCLES, "1000 migrations between the CPUs, each seen by getcpu, TLS kept");
}

static void test_cross_cpu(void)
{
	int status;

	if (syscall(__NR_sched_getaffinity, 0, sizeof(cpu_mask), &cpu_mask) <= 0)
		cpu_mask = 1;
	for (ncpus = 0, status = 0; status < 32; status++)
		ncpus += !!(cpu_mask & (1UL << status));
	printf("robust: %d CPU(s)\n", ncpus);

	test_cross_cpu_counters();
	test_cross_cpu_clock();
	status = in_child(munmap_under_reader);
	report(WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV,
	       "munmap while a thread on another CPU reads the page: its next read faults");
	status = in_child(mprotect_under_reader);
	report(WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV,
	       "mprotect(PROT_NONE) while a thread on another CPU reads the page: its next read faults");
	test_migrations();
}

/*
 * A tracer reads a stopped child's registers: all of them, with a user pc
 * and sp.  NT_PRSTATUS is MIPS o32's elf_gregset_t: struct user_pt_regs
 * between six unused words and one (asm/elf.h, struct o32_gregset).
 */
struct gregset {
	unsigned long unused0[6];
	struct user_pt_regs regs;
	unsigned long unused1;
};

static void test_ptrace(void)
{
	struct gregset g;
	struct user_pt_regs *r = &g.regs;
	struct iovec iov = { &g, sizeof(g) };
	int status, ok;
	long ret;
	pid_t pid = fork();

	if (pid == 0) {
		syscall(__NR_ptrace, PTRACE_TRACEME, 0, 0, 0);
		kill(getpid(), SIGSTOP);
		exit(0);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFSTOPPED(status)) {
		report(0, "PTRACE_TRACEME child stops");
		return;
	}
	memset(&g, 0xff, sizeof(g));
	ret = syscall(__NR_ptrace, PTRACE_GETREGSET, pid, NT_PRSTATUS, &iov);
	ok = ret == 0 && iov.iov_len == sizeof(g) &&
	     r->cp0_epc > 0 && r->cp0_epc < 0x7fff8000 &&
	     r->regs[29] > 0 && r->regs[29] < 0x7fff8000 && r->regs[0] == 0 &&
	     g.unused0[0] == 0 && g.unused0[5] == 0 && g.unused1 == 0;
	report(ok, "PTRACE_GETREGSET NT_PRSTATUS: the o32 elf_gregset_t, user pc and sp, unused words 0");
	syscall(__NR_ptrace, PTRACE_CONT, pid, 0, 0);
	report(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0,
	       "PTRACE_CONT: the tracee runs to its exit");
}

/* A crash with RLIMIT_CORE raised leaves an ELF core file for a MIPS machine. */
static void crash_with_core(void)
{
	struct rlimit rl = { RLIM_INFINITY, RLIM_INFINITY };

	setrlimit(RLIMIT_CORE, &rl);
	chdir("/");
	*(volatile int *)16 = 0;	/* an unmapped page: SIGSEGV */
}

/* The ELF header's 16-bit field at off, in the byte order EI_DATA names. */
static unsigned int elf_half(const unsigned char *hdr, int off)
{
	if (hdr[5] == 2)	/* ELFDATA2MSB */
		return hdr[off] << 8 | hdr[off + 1];
	return hdr[off + 1] << 8 | hdr[off];
}

static void test_core_dump(void)
{
	unsigned char hdr[20];
	int status = in_child(crash_with_core);
	int fd, ok;

	fd = open("/core", O_RDONLY);
	ok = WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV && (status & 0x80) &&
	     fd >= 0 && read(fd, hdr, sizeof(hdr)) == sizeof(hdr) &&
	     !memcmp(hdr, "\177ELF", 4) && elf_half(hdr, 16) == 4 /* ET_CORE */ &&
	     elf_half(hdr, 18) == 8 /* EM_MIPS */;
	report(ok, "a SIGSEGV dumps an ELF core file (ET_CORE, EM_MIPS)");
	if (fd >= 0)
		close(fd);
}

/*
 * A read() blocked on an empty pipe is interrupted by a signal: with
 * SA_RESTART it is restarted and returns the data written later; without,
 * it fails with EINTR.  Returns what read() returned (or -errno).
 */
static void on_alarm(int sig)
{
	(void)sig;
}

static long interrupted_read(int flags)
{
	int fds[2], status;
	char c = 0;
	long ret;
	pid_t parent = getpid(), pid;

	if (pipe(fds))
		return -1000;
	catch(SIGUSR2, on_alarm, flags);
	pid = fork();
	if (pid == 0) {
		msleep(20);		/* the parent is blocked in read() by then */
		kill(parent, SIGUSR2);
		msleep(20);
		write(fds[1], "x", 1);
		exit(0);
	}
	ret = read(fds[0], &c, 1);
	if (ret < 0)
		ret = -errno;
	waitpid(pid, &status, 0);
	close(fds[0]);
	close(fds[1]);
	return ret == 1 && c != 'x' ? -1001 : ret;
}

/* A handler on the alternate stack sees its own stack pointer there. */
static volatile unsigned long altstack_sp;

static void on_usr2_alt(int sig)
{
	volatile int here;

	(void)sig;
	altstack_sp = (unsigned long)&here;
}

static void test_sigaltstack(void)
{
	static char alt[8192] __attribute__((aligned(16)));
	stack_t ss;

	ss.ss_sp = alt;
	ss.ss_size = sizeof(alt);
	ss.ss_flags = 0;
	if (syscall(__NR_sigaltstack, &ss, NULL)) {
		report(0, "sigaltstack() sets an alternate stack");
		return;
	}
	catch(SIGUSR2, on_usr2_alt, SA_ONSTACK);
	kill(getpid(), SIGUSR2);
	report(altstack_sp > (unsigned long)alt && altstack_sp < (unsigned long)alt + sizeof(alt),
	       "an SA_ONSTACK handler runs on the sigaltstack");
}

/*
 * The sigreturn trampoline (the [sigpage]) moved with mremap: the next
 * handler must return through it at its new address.  The handler sees
 * the trampoline as its return address.
 */
static volatile unsigned long trampoline;

static void on_usr1_ra(int sig)
{
	(void)sig;
	trampoline = (unsigned long)__builtin_return_address(0);
}

static void moved_trampoline(void)
{
	long page = getpagesize();
	void *target;
	long moved;

	catch(SIGUSR1, on_usr1_ra, 0);
	kill(getpid(), SIGUSR1);
	/* a free page-aligned address: map one, then move the trampoline onto it */
	target = mmap(NULL, page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (!trampoline || target == MAP_FAILED)
		exit(2);
	moved = syscall(__NR_mremap, trampoline & -page, page, page,
			MREMAP_MAYMOVE | MREMAP_FIXED, target);
	if (moved != (long)target)
		exit(3);
	trampoline = 0;
	kill(getpid(), SIGUSR1);	/* its handler returns through the moved page */
	exit(trampoline == (unsigned long)target ? 0 : 4);
}

static volatile int handled;

static void on_usr1(int sig)
{
	handled = sig;
}

static void expect_errno(const char *name, long ret, int err)
{
	int ok = ret == -1 && errno == err;

	report(ok, name);
	if (!ok)
		printf("     returned %ld errno %d, wanted -1 errno %d\n", ret, errno, err);
}

/*
 * A syscall made with sp pointing at STACK: o32 reads the 5th and 6th
 * arguments at 16(sp) and 20(sp), whatever the call.  Returns v0, or
 * -errno.  s0 keeps the real sp (syscalls may clobber t0-t9).
 */
long syscall0_on_stack(long nr, void *stack);
__asm__(
"	.text\n"
"	.globl	syscall0_on_stack\n"
"	.set	push\n"
"	.set	noreorder\n"
"syscall0_on_stack:\n"
"	addiu	$sp, $sp, -8\n"
"	sw	$s0, 0($sp)\n"
"	move	$s0, $sp\n"
"	move	$v0, $a0\n"
"	move	$sp, $a1\n"
"	syscall\n"
"	move	$sp, $s0\n"
"	beqz	$a3, 1f\n"
"	 lw	$s0, 0($sp)\n"
"	subu	$v0, $zero, $v0\n"
"1:	jr	$ra\n"
"	 addiu	$sp, $sp, 8\n"
"	.set	pop\n");

/*
 * A stack word the user cannot read is a 0 argument, not an error, as on
 * arch/mips: a getppid() with sp 8 bytes below an unmapped page works; an sp
 * in kernel space fails with EFAULT.
 */
static void test_stack_args(void)
{
	long pg = getpagesize(), ret;	/* the kernel's: 4, 16 or 64 KiB */
	char *page = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (page == MAP_FAILED || munmap(page + pg, pg)) {
		report(0, "a mapped page before a hole, for the stack-argument checks");
		return;
	}
	ret = syscall0_on_stack(__NR_getppid, page + pg - 8);
	report(ret == getppid(), "a syscall whose 16(sp) is unmapped reads it as 0 (getppid works)");
	if (ret != getppid())
		printf("     returned %ld\n", ret);
	ret = syscall0_on_stack(__NR_getppid, (void *)0x80000000);
	report(ret == -EFAULT, "a syscall with sp in kernel space: EFAULT");
	munmap(page, pg);
}

/*
 * The o32 syscall register contract, checked in assembly so that the
 * compiler can neither hide nor repair a broken register.  abi_probe()
 * loads every register from in[] (v0 the number, a0-a3 the arguments,
 * the rest patterns that change with every probe), records the sp it
 * calls with in in[29], executes one syscall, and stores every register,
 * hi and lo into out[].  k0/k1 are neither loaded nor judged: they belong
 * to the kernel at every instant (the TLB refill uses them while user
 * code runs, on every MIPS).
 */
struct abi_regs {
	unsigned long r[32];
	unsigned long hi, lo;
};

struct abi_probe {
	struct abi_regs in, out;
};

#define ABI_OUT		136	/* offsetof(struct abi_probe, out) */
#define ABI_FRAME	208	/* out[] staged at 0, s0-s8, gp, ra, p above */

void abi_probe(struct abi_probe *p);
__asm__(
"	.text\n"
"	.globl	abi_probe\n"
"	.set	push\n"
"	.set	noreorder\n"
"	.set	noat\n"
"abi_probe:\n"
"	addiu	$sp, $sp, -" STR(ABI_FRAME) "\n"
"	sw	$16, 144($sp)\n"
"	sw	$17, 148($sp)\n"
"	sw	$18, 152($sp)\n"
"	sw	$19, 156($sp)\n"
"	sw	$20, 160($sp)\n"
"	sw	$21, 164($sp)\n"
"	sw	$22, 168($sp)\n"
"	sw	$23, 172($sp)\n"
"	sw	$30, 176($sp)\n"
"	sw	$28, 180($sp)\n"
"	sw	$31, 184($sp)\n"
"	sw	$4, 188($sp)\n"
"	sw	$sp, 116($4)\n"		/* in[29]: the sp the syscall must keep */
"	lw	$8, 128($4)\n"
"	mthi	$8\n"
"	lw	$8, 132($4)\n"
"	mtlo	$8\n"
"	lw	$1, 4($4)\n"
"	lw	$2, 8($4)\n"
"	lw	$3, 12($4)\n"
"	lw	$5, 20($4)\n"
"	lw	$6, 24($4)\n"
"	lw	$7, 28($4)\n"
"	lw	$8, 32($4)\n"
"	lw	$9, 36($4)\n"
"	lw	$10, 40($4)\n"
"	lw	$11, 44($4)\n"
"	lw	$12, 48($4)\n"
"	lw	$13, 52($4)\n"
"	lw	$14, 56($4)\n"
"	lw	$15, 60($4)\n"
"	lw	$16, 64($4)\n"
"	lw	$17, 68($4)\n"
"	lw	$18, 72($4)\n"
"	lw	$19, 76($4)\n"
"	lw	$20, 80($4)\n"
"	lw	$21, 84($4)\n"
"	lw	$22, 88($4)\n"
"	lw	$23, 92($4)\n"
"	lw	$24, 96($4)\n"
"	lw	$25, 100($4)\n"
"	lw	$28, 112($4)\n"
"	lw	$30, 120($4)\n"
"	lw	$31, 124($4)\n"
"	lw	$4, 16($4)\n"
"	syscall\n"
"	sw	$0, 0($sp)\n"
"	sw	$1, 4($sp)\n"
"	sw	$2, 8($sp)\n"
"	sw	$3, 12($sp)\n"
"	sw	$4, 16($sp)\n"
"	sw	$5, 20($sp)\n"
"	sw	$6, 24($sp)\n"
"	sw	$7, 28($sp)\n"
"	sw	$8, 32($sp)\n"
"	sw	$9, 36($sp)\n"
"	sw	$10, 40($sp)\n"
"	sw	$11, 44($sp)\n"
"	sw	$12, 48($sp)\n"
"	sw	$13, 52($sp)\n"
"	sw	$14, 56($sp)\n"
"	sw	$15, 60($sp)\n"
"	sw	$16, 64($sp)\n"
"	sw	$17, 68($sp)\n"
"	sw	$18, 72($sp)\n"
"	sw	$19, 76($sp)\n"
"	sw	$20, 80($sp)\n"
"	sw	$21, 84($sp)\n"
"	sw	$22, 88($sp)\n"
"	sw	$23, 92($sp)\n"
"	sw	$24, 96($sp)\n"
"	sw	$25, 100($sp)\n"
"	sw	$28, 112($sp)\n"
"	sw	$29, 116($sp)\n"
"	sw	$30, 120($sp)\n"
"	sw	$31, 124($sp)\n"
"	mfhi	$8\n"
"	sw	$8, 128($sp)\n"
"	mflo	$8\n"
"	sw	$8, 132($sp)\n"
"	lw	$9, 188($sp)\n"		/* p */
"	addiu	$9, $9, " STR(ABI_OUT) "\n"
"	move	$10, $sp\n"
"	addiu	$11, $sp, " STR(ABI_OUT) "\n"
"1:	lw	$8, 0($10)\n"
"	addiu	$10, $10, 4\n"
"	sw	$8, 0($9)\n"
"	bne	$10, $11, 1b\n"
"	 addiu	$9, $9, 4\n"
"	lw	$16, 144($sp)\n"
"	lw	$17, 148($sp)\n"
"	lw	$18, 152($sp)\n"
"	lw	$19, 156($sp)\n"
"	lw	$20, 160($sp)\n"
"	lw	$21, 164($sp)\n"
"	lw	$22, 168($sp)\n"
"	lw	$23, 172($sp)\n"
"	lw	$30, 176($sp)\n"
"	lw	$28, 180($sp)\n"
"	lw	$31, 184($sp)\n"
"	jr	$ra\n"
"	 addiu	$sp, $sp, " STR(ABI_FRAME) "\n"
"	.set	pop\n");

/* What the o32 convention lets a syscall change: at, v1, t0-t9, hi, lo. */
static int abi_clobbered(int r)
{
	return r == 1 || r == 3 || (r >= 8 && r <= 15) || r == 24 || r == 25;
}

static const char *const abi_name[34] = {
	"zero", "at", "v0", "v1", "a0", "a1", "a2", "a3", "t0", "t1", "t2", "t3",
	"t4", "t5", "t6", "t7", "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7",
	"t8", "t9", "k0", "k1", "gp", "sp", "fp", "ra", "hi", "lo",
};

/*
 * One syscall through abi_probe(), judged register by register: v0 and
 * a3 the result and error flag; s0-s8, gp, sp, fp, ra and a0-a2 as they
 * were; every register it may clobber either the caller's own value or
 * zero (tsar zeroes them on every way out), never a value of the
 * kernel's or of an older frame.  Returns the number of bad registers,
 * naming each.
 */
static int abi_check(const char *path, long nr, const long args[4], unsigned long v0, int err)
{
	static unsigned long salt = 0x1000;
	struct abi_probe p;
	int r, bad = 0;

	memset(&p, 0, sizeof(p));
	salt += 0x1000;
	for (r = 1; r < 32; r++)
		p.in.r[r] = (abi_clobbered(r) ? 0x7e000000 : 0x51000000) | salt | r;
	p.in.hi = 0x7e000000 | salt | 0x20;
	p.in.lo = 0x7e000000 | salt | 0x21;
	p.in.r[2] = nr;
	for (r = 0; r < 4; r++)
		p.in.r[4 + r] = args[r];
	abi_probe(&p);

	for (r = 1; r < 34; r++) {
		unsigned long in = r < 32 ? p.in.r[r] : r == 32 ? p.in.hi : p.in.lo;
		unsigned long out = r < 32 ? p.out.r[r] : r == 32 ? p.out.hi : p.out.lo;
		unsigned long want = r == 2 ? v0 : r == 7 ? (unsigned long)err : in;
		int ok;

		if (r == 26 || r == 27)
			continue;
		if (r >= 32 || abi_clobbered(r))
			ok = out == 0 || out == in;
		else
			ok = out == want;
		if (!ok) {
			printf("     %s: %s is 0x%lx, wanted 0x%lx%s\n", path, abi_name[r],
			       out, want, r >= 32 || abi_clobbered(r) ? " or 0" : "");
			bad++;
		}
	}
	return bad;
}

static void on_abi_signal(int sig)
{
	(void)sig;
}

/*
 * The ways a syscall ends without a restart: the fast path, an error, a
 * number below and above the table (-1 is also what "not a syscall"
 * looks like inside the kernel), and a signal handled on the way out.
 * Returns the number of bad registers.
 */
static int abi_plain_paths(void)
{
	long args[4] = { 0, 0, 0, 0 };
	pid_t ppid = getppid();
	int bad = 0;

	bad += abi_check("getppid", __NR_getppid, args, ppid, 0);
	bad += abi_check("syscall(-1)", -1, args, ENOSYS, 1);
	bad += abi_check("syscall(4000)", 4000, args, ENOSYS, 1);
	args[0] = -1;
	args[1] = (long)&args[3];
	args[2] = 1;
	bad += abi_check("read(-1): EBADF", __NR_read, args, EBADF, 1);
	catch(SIGUSR1, on_abi_signal, 0);
	args[0] = getpid();
	args[1] = SIGUSR1;
	args[2] = 0;
	bad += abi_check("kill(self), handled on the way out", __NR_kill, args, 0, 0);
	return bad;
}

/*
 * A read() blocked on an empty pipe, interrupted by SIGUSR2 caught with
 * SA_RESTART (a handler runs, then the syscall instruction again) or by
 * SIGSTOP and SIGCONT (no handler: restarted in place), then given its
 * byte by a helper child.
 */
static int abi_restarted(int stop)
{
	pid_t parent = getpid(), pid;
	long args[4];
	char c = 0;
	int fds[2], bad;

	if (pipe(fds))
		return 100;
	catch(SIGUSR2, on_abi_signal, SA_RESTART);
	pid = fork();
	if (pid == 0) {
		msleep(20);		/* the parent is blocked in read() by then */
		kill(parent, stop ? SIGSTOP : SIGUSR2);
		msleep(20);
		if (stop)
			kill(parent, SIGCONT);
		msleep(20);
		write(fds[1], "x", 1);
		exit(0);
	}
	args[0] = fds[0];
	args[1] = (long)&c;
	args[2] = 1;
	args[3] = 0;
	bad = abi_check(stop ? "read() restarted after SIGSTOP/SIGCONT" :
			"read() restarted after an SA_RESTART handler", __NR_read, args, 1, 0);
	waitpid(pid, NULL, 0);
	return bad + (c != 'x');
}

static void abi_fast(void)
{
	exit(abi_plain_paths());
}

static void abi_restart_handler(void)
{
	exit(abi_restarted(0));
}

static void abi_restart_stop(void)
{
	exit(abi_restarted(1));
}

/*
 * Under PTRACE_SYSCALL every syscall has entry and exit work: the whole
 * of it runs in C (syscall.c), and the tracer passes the signals on.
 */
static void abi_traced(void)
{
	int status, sig = 0;
	pid_t pid = fork();

	if (pid == 0) {
		syscall(__NR_ptrace, PTRACE_TRACEME, 0, 0, 0);
		kill(getpid(), SIGSTOP);
		exit(abi_plain_paths() + abi_restarted(0));
	}
	while (pid > 0 && waitpid(pid, &status, 0) == pid && WIFSTOPPED(status)) {
		sig = (status >> 8) & 0x7f;
		if (sig == SIGTRAP || sig == SIGSTOP)
			sig = 0;
		syscall(__NR_ptrace, PTRACE_SYSCALL, pid, 0, sig);
	}
	exit(pid > 0 && WIFEXITED(status) ? WEXITSTATUS(status) : 101);
}

static void expect_contract(const char *name, void (*fn)(void))
{
	int status = in_child(fn);
	int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;

	report(ok, name);
	if (!ok)
		printf("     wait status 0x%x\n", status);
}

static void test_abi_contract(void)
{
	expect_contract("register contract: fast path, errors, syscall(-1) and (4000), a signal on the way out",
			abi_fast);
	expect_contract("register contract: a read() restarted after an SA_RESTART handler",
			abi_restart_handler);
	expect_contract("register contract: a read() restarted after SIGSTOP/SIGCONT",
			abi_restart_stop);
	expect_contract("register contract: the same under PTRACE_SYSCALL (entry and exit work in C)",
			abi_traced);
}

/*
 * A sleep ends only on the clock event device's interrupt, taken while
 * the idle loop waits with interrupts enabled: a set_next_event that arms
 * nothing, or irqflags that never enable, hang here and the boot times
 * out.  The clocksource measures how long it slept.
 */
static void test_sleep(void)
{
	struct timeval t0, t1;
	long ms;

	gettimeofday(&t0, NULL);
	usleep(20000);
	gettimeofday(&t1, NULL);
	ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_usec - t0.tv_usec) / 1000;
	report(ms >= 20 && ms < 1000,
	       "a 20 ms sleep wakes on the clock event's interrupt, 20 ms later by the clocksource");
	if (ms < 20 || ms >= 1000)
		printf("     slept %ld ms\n", ms);
}

int main(void)
{
	char buf[16];
	int fds[2], i, status;

	printf("robust: start\n");
	expect_fault("NULL dereference: SIGSEGV, SEGV_MAPERR, si_addr 0", null_deref, SIGSEGV, SEGV_MAPERR);
	expect_fault("write to a read-only mapping: SIGSEGV, SEGV_ACCERR", write_readonly, SIGSEGV, SEGV_ACCERR);
	expect_fault("privileged instruction (mfc0): SIGILL, ILL_COPROC", privileged_insn, SIGILL, ILL_COPROC);
	expect_fault("unaligned load: SIGBUS, BUS_ADRALN", unaligned_load, SIGBUS, BUS_ADRALN);
	expect_fault("integer divide by zero (teq 7): SIGFPE, FPE_INTDIV", divide_by_zero, SIGFPE, FPE_INTDIV);
	expect_fault("break 5: SIGTRAP, TRAP_BRKPT", breakpoint, SIGTRAP, TRAP_BRKPT);

	status = in_child(deep_recursion);
	report(WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV,
	       "deep recursion past RLIMIT_STACK: killed by SIGSEGV");

	/* A pipe with data in it, so that read() has something to copy out. */
	if (pipe(fds) || write(fds[1], "0123456789", 10) != 10)
		report(0, "pipe for the bad-pointer reads");
	expect_errno("read() into a bad pointer: EFAULT", read(fds[0], (void *)16, 4), EFAULT);
	expect_errno("write() from a bad pointer: EFAULT", write(fds[1], (void *)16, 4), EFAULT);
	expect_errno("open() of a bad path pointer: EFAULT", open((const char *)16, O_RDONLY), EFAULT);
	expect_errno("write() from a kernel address: EFAULT", write(fds[1], (void *)0x80100000, 4), EFAULT);
	expect_errno("read() into a kernel address: EFAULT", read(fds[0], (void *)0x80100000, 4), EFAULT);
	expect_errno("unknown syscall number: ENOSYS", syscall(4000), ENOSYS);
	test_stack_args();
	test_abi_contract();

	catch(SIGUSR1, on_usr1, 0);
	kill(getpid(), SIGUSR1);
	report(handled == SIGUSR1, "signal handler runs and returns to the program");
	report(strlen(strcpy(buf, "still here")) == 10,
	       "the program goes on after the handler returns");

	report(interrupted_read(SA_RESTART) == 1,
	       "SA_RESTART: a read() interrupted by a handled signal is restarted");
	report(interrupted_read(0) == -EINTR,
	       "no SA_RESTART: the interrupted read() fails with EINTR");
	test_sigaltstack();
	status = in_child(moved_trampoline);
	report(WIFEXITED(status) && WEXITSTATUS(status) == 0,
	       "the sigreturn trampoline moved by mremap: handlers return through its new address");
	test_threads();
	test_cross_cpu();
	test_ptrace();
	test_core_dump();
	test_sleep();

	for (i = 0; i < NCYCLES; i++) {
		pid_t pid = fork();

		if (pid == 0)
			exit(i & 0x7f);
		if (pid < 0 || waitpid(pid, &status, 0) != pid ||
		    !WIFEXITED(status) || WEXITSTATUS(status) != (i & 0x7f))
			break;
	}
	report(i == NCYCLES, "1000 fork/exit/wait cycles, each exit code seen");

	printf("robust: end of cases\n");
	printf("robust: %d passed, %d failed\n", passed, failed);
	if (getpid() == 1)
		reboot(RB_POWER_OFF);
	return failed != 0;
}
