/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The o32 user ABI as arch/mips defines it, run as /init on the reference
 * port and, built from this same source against its own headers, on the
 * upstream mips-malta baseline: both must pass every case.  What it holds
 * the port to (docs/10-user-abi.md): the seventh argument word, partial
 * user copies, unaligned user pointers, the tracer's view of a syscall,
 * the audit arch, rdhwr from user mode, the vDSO, the o32 register set, which
 * programs exec accepts by their FP ABI and /proc/cpuinfo; and it leaves
 * a core dump on the console for gdb on the host.
 * Prints "abi: start", one "ok"/"FAIL" line per case, "abi: end of cases"
 * and a total, then powers off.  Built with the kernel's nolibc.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <asm/ioctls.h>
#include <linux/audit.h>
#include <linux/ptrace.h>
#include <linux/uio.h>

#define NT_PRSTATUS	1	/* from linux/elf.h, too big a header for nolibc */
#ifndef WIFSTOPPED		/* not in Linux 6.12's nolibc */
#define WIFSTOPPED(status)	(((status) & 0xff) == 0x7f)
#endif
/* Linux 6.12 nolibc's WIFSIGNALED is true for status 0 too */
#define KILLED_BY(status)	(((status) & 0x7f) && !WIFSTOPPED(status) ? (status) & 0x7f : 0)
#define PR_GET_PDEATHSIG	2

/*
 * The generic table (tsar) or arch/mips's o32 table.  PTRACE_GET_SYSCALL_INFO
 * (like seccomp and audit) names a call by (arch, nr), so each table needs
 * an audit arch of its own: o32's is AUDIT_ARCH_MIPS(EL); the generic
 * table's is o32's machine, bitness and byte order with a calling-convention
 * bit set (reference-tsar/patches/0001-*: AUDIT_ARCH_TSAR).  Checked by those
 * properties rather than by name, so that a port generated from the
 * template under another name (ci/template-solve.sh) meets the same rule.
 */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define O32_AUDIT_ARCH	AUDIT_ARCH_MIPS
#else
#define O32_AUDIT_ARCH	AUDIT_ARCH_MIPSEL
#endif
#ifdef __NR_fadvise64_64
#define NR_FADVISE	__NR_fadvise64_64
#define GENERIC_TABLE	1
#else
#define NR_FADVISE	__NR_fadvise64
#define GENERIC_TABLE	0
#endif

/* o32's elf_gregset_t, NT_PRSTATUS: 45 words, r0 at index 6 (arch/mips's asm/reg.h) */
#define EF_R0		6
#define EF_EPC		40
#define EF_NGREG	45
#define PEEKUSR_PC	64	/* PTRACE_PEEKUSR's address of the pc (uapi asm/ptrace.h) */

static int passed, failed;
static long pagesize;

static void report(int ok, const char *name)
{
	printf("%-4s %s\n", ok ? "ok" : "FAIL", name);
	if (ok)
		passed++;
	else
		failed++;
}

/* ret as a syscall of nolibc returns it: -errno is -1 with errno set */
static long sysret(long ret)
{
	return ret == -1 ? -errno : ret;
}

static void expect(const char *name, long ret, long want)
{
	report(ret == want, name);
	if (ret != want)
		printf("     returned %ld, wanted %ld\n", ret, want);
}

/*
 * syscall7(nr, w0, ..., w6): a syscall of seven o32 argument words, the
 * last three at 16, 20 and 24(sp) of the caller's frame, as a C caller of
 * an o32 function passes them.  Returns v0, or -errno.
 */
long syscall7(long nr, long w0, long w1, long w2, long w3, long w4, long w5, long w6);
__asm__(
"	.text\n"
"	.globl	syscall7\n"
"	.set	push\n"
"	.set	noreorder\n"
"syscall7:\n"
"	lw	$t0, 16($sp)\n"
"	lw	$t1, 20($sp)\n"
"	lw	$t2, 24($sp)\n"
"	lw	$t3, 28($sp)\n"
"	addiu	$sp, $sp, -32\n"
"	sw	$t1, 16($sp)\n"
"	sw	$t2, 20($sp)\n"
"	sw	$t3, 24($sp)\n"
"	move	$v0, $a0\n"
"	move	$a0, $a1\n"
"	move	$a1, $a2\n"
"	move	$a2, $a3\n"
"	move	$a3, $t0\n"
"	syscall\n"
"	beqz	$a3, 1f\n"
"	 addiu	$sp, $sp, 32\n"
"	subu	$v0, $zero, $v0\n"
"1:	jr	$ra\n"
"	 nop\n"
"	.set	pop\n");

/*
 * syscall_sp(nr, sp): the syscall nr, no arguments, made with sp as
 * given; v0 or -errno.  The real sp waits in s0, which a syscall keeps
 * (t0-t9 it may clobber), and s0 in the caller's a0 spill slot.
 */
long syscall_sp(long nr, long sp);
__asm__(
"	.text\n"
"	.globl	syscall_sp\n"
"	.set	push\n"
"	.set	noreorder\n"
"syscall_sp:\n"
"	sw	$s0, 0($sp)\n"
"	move	$s0, $sp\n"
"	move	$sp, $a1\n"
"	move	$v0, $a0\n"
"	syscall\n"
"	move	$sp, $s0\n"
"	lw	$s0, 0($sp)\n"
"	beqz	$a3, 1f\n"
"	 nop\n"
"	subu	$v0, $zero, $v0\n"
"1:	jr	$ra\n"
"	 nop\n"
"	.set	pop\n");

/* Waits for pid for at most 5 s, then kills it: a kernel loop must not hang the run. */
static int wait_bounded(pid_t pid)
{
	int status, i;

	for (i = 0; i < 500; i++) {
		if (waitpid(pid, &status, WNOHANG) == pid)
			return status;
		usleep(10000);
	}
	kill(pid, SIGKILL);
	waitpid(pid, &status, 0);
	return status;
}

/* fn in a child, its exit code the verdict (0: ok); killed after 5 s */
static int child_ok(int (*fn)(void))
{
	pid_t pid = fork();
	int status;

	if (pid == 0)
		exit(fn());
	if (pid < 0)
		return 0;
	status = wait_bounded(pid);
	if (KILLED_BY(status))
		printf("     the child was killed by signal %d\n", KILLED_BY(status));
	return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* A child that asks to be traced, stops, then runs fn: its pid once stopped, or -1. */
static pid_t traced_child(int (*fn)(void))
{
	pid_t pid = fork();
	int status;

	if (pid == 0) {
		syscall(__NR_ptrace, PTRACE_TRACEME, 0, 0, 0);
		raise(SIGSTOP);
		exit(fn());
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFSTOPPED(status))
		return -1;
	return pid;
}

/*
 * fn in a child traced with PTRACE_SYSCALL from its first syscall to its
 * exit, the tracer changing nothing: every syscall takes the port's
 * traced path (entry and exit work in C).  Returns the exit code.
 */
static int traced_exit_code(int (*fn)(void))
{
	pid_t pid = traced_child(fn);
	int status, i;

	if (pid < 0)
		return -1;
	for (i = 0; i < 10000; i++) {
		if (syscall(__NR_ptrace, PTRACE_SYSCALL, pid, 0, 0) ||
		    waitpid(pid, &status, 0) != pid)
			return -1;
		if (WIFEXITED(status))
			return WEXITSTATUS(status);
		if (!WIFSTOPPED(status))
			return -1;
	}
	kill(pid, SIGKILL);
	return -1;
}

/* 1. fadvise64_64 and sync_file_range take seven words: the last at 24(sp). */
static int abi_file = -1;

static int seventh_word_cases(void)
{
	int bad = 0;

	bad |= syscall7(NR_FADVISE, abi_file, 0, 0, 0, 0, 0, 12345) != -EINVAL;
	bad |= (syscall7(NR_FADVISE, abi_file, 0, 0, 0, 0, 0, 3) != 0) << 1;
	bad |= (syscall7(__NR_sync_file_range, abi_file, 0, 0, 0, 0, 0, 0x100) != -EINVAL) << 2;
	bad |= (syscall7(__NR_sync_file_range, abi_file, 0, 0, 0, 0, 0, 1) != 0) << 3;
	return bad;
}

/*
 * The stack words are read for every syscall on arch/mips, which refuses
 * an sp whose words at sp..sp+32 are not all below kseg0: EFAULT.
 */
static int stack_bound_cases(void)
{
	int bad = 0;

	bad |= syscall_sp(__NR_getppid, 0x7fffffd8) != getppid();
	bad |= (syscall_sp(__NR_getppid, 0x7fffffe0) != -EFAULT) << 1;
	bad |= (syscall_sp(__NR_getppid, 0x80000000) != -EFAULT) << 2;
	return bad;
}

static void test_argument_words(void)
{
	int code;

	abi_file = open("/abi-file", O_CREAT | O_RDWR, 0600);
	if (abi_file < 0 || write(abi_file, "0123456789", 10) != 10) {
		report(0, "a file for the seven-word syscalls");
		return;
	}
	code = seventh_word_cases();
	report(code == 0, "fadvise64_64 and sync_file_range read their 7th word at 24(sp)");
	if (code)
		printf("     failed cases: mask %#x\n", code);
	code = traced_exit_code(seventh_word_cases);
	report(code == 0, "... and so when traced (the C path)");
	if (code)
		printf("     failed cases: mask %#x\n", code);
	code = stack_bound_cases();
	report(code == 0, "an sp within 32 bytes of kseg0: EFAULT, below that: the call runs");
	if (code)
		printf("     failed cases: mask %#x\n", code);
	code = traced_exit_code(stack_bound_cases);
	report(code == 0, "... and so when traced (the C path)");
	if (code)
		printf("     failed cases: mask %#x\n", code);
}

/*
 * 2. A user copy that faults part way returns the bytes it could copy:
 * a buffer ending n bytes before an unmapped page gives n bytes (EFAULT
 * for none), whatever the alignment on either side (file offsets 0-3).
 */
static char *edge;	/* the first byte of an unmapped page, a mapped one before it */
static int zero_fd = -1;

static int partial_write(void)
{
	char back[64];
	int n, pos;

	for (pos = 0; pos < 4; pos++) {
		for (n = 0; n < 32; n++) {
			long want = n ? n : -EFAULT;
			long ret;

			lseek(abi_file, pos, SEEK_SET);
			ret = sysret(write(abi_file, edge - n, 64));
			if (ret != want) {
				printf("     write(file at %d, %d bytes before the hole, 64): %ld\n",
				       pos, n, ret);
				return 1;
			}
			lseek(abi_file, pos, SEEK_SET);
			if (n && (read(abi_file, back, n) != n || memcmp(back, edge - n, n)))
				return 2;
		}
	}
	return 0;
}

static int partial_read(void)
{
	char pattern[64];
	int n, pos, i;

	for (i = 0; i < 64; i++)
		pattern[i] = 'a' + i % 26;
	lseek(abi_file, 0, SEEK_SET);
	if (write(abi_file, pattern, 64) != 64)
		return 3;
	for (pos = 0; pos < 4; pos++) {
		for (n = 0; n < 32; n++) {
			long want = n ? n : -EFAULT;
			long ret;

			memset(edge - 32, 0, 32);
			lseek(abi_file, pos, SEEK_SET);
			ret = sysret(read(abi_file, edge - n, 60));
			if (ret != want) {
				printf("     read(file at %d, into %d bytes before the hole, 60): %ld\n",
				       pos, n, ret);
				return 1;
			}
			if (memcmp(edge - n, pattern + pos, n))
				return 2;
		}
	}
	return 0;
}

static int partial_clear(void)
{
	int n, i;

	for (n = 0; n < 32; n++) {
		long want = n ? n : -EFAULT;
		long ret;

		memset(edge - 32, 0x5a, 32);
		ret = sysret(read(zero_fd, edge - n, 64));
		if (ret != want) {
			printf("     read(/dev/zero into %d bytes before the hole, 64): %ld\n", n, ret);
			return 1;
		}
		for (i = 1; i <= n; i++)
			if (edge[-i])
				return 2;
		if (n < 32 && edge[-n - 1] != 0x5a)
			return 3;
	}
	return 0;
}

static void test_partial_copies(void)
{
	char *map = mmap(NULL, 2 * pagesize, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (map == MAP_FAILED || munmap(map + pagesize, pagesize)) {
		report(0, "a page with a hole after it");
		return;
	}
	edge = map + pagesize;
	/* /dev/zero: 1, 5 (an initramfs has no devtmpfs unless mounted) */
	mknod("/abi-zero", S_IFCHR | 0600, 1 << 8 | 5);
	zero_fd = open("/abi-zero", O_RDONLY);
	report(child_ok(partial_write),
	       "write() from 0-31 bytes before a hole: those bytes (copy_from_user)");
	report(child_ok(partial_read),
	       "read() into 0-31 bytes before a hole: those bytes (copy_to_user)");
	report(zero_fd >= 0 && child_ok(partial_clear),
	       "read() of /dev/zero into 0-31 bytes before a hole: those bytes (clear_user)");
}

/*
 * 3. get_user and put_user on valid but unaligned user addresses, as
 * the syscalls that take an int pointer use them.
 */
static void test_unaligned_pointers(void)
{
	static int words[4];
	char *odd = (char *)words + 1;
	int fds[2], value, status;
	pid_t pid;

	memset(words, 0xff, sizeof(words));
	expect("prctl(PR_GET_PDEATHSIG) into an unaligned int: 0 (put_user)",
	       sysret(prctl(PR_GET_PDEATHSIG, (unsigned long)odd, 0, 0, 0)), 0);
	memcpy(&value, odd, sizeof(value));
	expect("... and the int is 0", value, 0);

	if (pipe(fds)) {
		report(0, "a pipe for FIONBIO");
		return;
	}
	value = 1;
	memcpy(odd, &value, sizeof(value));
	expect("ioctl(FIONBIO) from an unaligned int: 0 (get_user)",
	       sysret(ioctl(fds[0], FIONBIO, odd)), 0);
	expect("... and the pipe is non-blocking (F_GETFL)",
	       syscall(__NR_fcntl64, fds[0], F_GETFL) & O_NONBLOCK, O_NONBLOCK);
	close(fds[0]);
	close(fds[1]);

	pid = fork();
	if (pid == 0)
		exit(42);
	expect("wait4() into an unaligned status: the child's pid",
	       sysret(wait4(pid, (int *)odd, 0, NULL)), pid);
	memcpy(&status, odd, sizeof(status));
	expect("... and its status, exit(42)", status, 0x2a00);
}

/*
 * 4. A tracer at a syscall-entry stop sees the call in the o32 registers
 * (v0 the number, a0-a3 the arguments) and may change it: another number
 * in v0, another a3, or -1 to skip it (ENOSYS unless it sets a result).
 */
static int getpid_is_getppid(void)
{
	return syscall(__NR_getpid) == getppid() ? 0 : 1;
}

/* the result a tracer gives a call it skipped */
#define SKIPPED_RESULT	4321

static int getpid_skipped(void)
{
	long ret = syscall(__NR_getpid);

	if (ret == SKIPPED_RESULT)
		return 0;
	printf("     the skipped getpid returned %ld\n", ret);
	return 1;
}

static int sigprocmask_size_refused(void)
{
	unsigned long old[2];

	return sysret(syscall(__NR_rt_sigprocmask, SIG_BLOCK, NULL, old, 8)) == -EINVAL ? 0 : 1;
}

/*
 * At a syscall stop of pid: change() looks at the registers and may
 * rewrite them (it returns 0 if they are not what it expects).
 */
static int change_regs(pid_t pid, int (*change)(pid_t pid, unsigned long *regs))
{
	unsigned long regs[EF_NGREG + 4];
	struct iovec iov = { regs, sizeof(regs) };

	if (syscall(__NR_ptrace, PTRACE_GETREGSET, pid, NT_PRSTATUS, &iov) ||
	    iov.iov_len != EF_NGREG * sizeof(long) || !change(pid, regs))
		return 0;
	return !syscall(__NR_ptrace, PTRACE_SETREGSET, pid, NT_PRSTATUS, &iov);
}

/*
 * Runs fn in a traced child to its first syscall-entry stop, where
 * change() may rewrite the registers; then, if at_exit is given, to that
 * syscall's exit stop, where at_exit() may; then lets it run on
 * untraced.  Returns the child's exit code, or -1.
 */
static int at_syscall_stops(int (*fn)(void), int (*change)(pid_t pid, unsigned long *regs),
			    int (*at_exit)(pid_t pid, unsigned long *regs))
{
	pid_t pid = traced_child(fn);
	int status, ok;

	if (pid < 0)
		return -1;
	/* syscall stops as SIGTRAP | 0x80, which PTRACE_GET_SYSCALL_INFO needs */
	ok = !syscall(__NR_ptrace, PTRACE_SETOPTIONS, pid, 0, PTRACE_O_TRACESYSGOOD) &&
	     !syscall(__NR_ptrace, PTRACE_SYSCALL, pid, 0, 0) &&
	     waitpid(pid, &status, 0) == pid && status >> 8 == (SIGTRAP | 0x80) &&
	     change_regs(pid, change);
	if (ok && at_exit)
		ok = !syscall(__NR_ptrace, PTRACE_SYSCALL, pid, 0, 0) &&
		     waitpid(pid, &status, 0) == pid && status >> 8 == (SIGTRAP | 0x80) &&
		     change_regs(pid, at_exit);
	if (!ok || syscall(__NR_ptrace, PTRACE_CONT, pid, 0, 0)) {
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		return -1;
	}
	status = wait_bounded(pid);
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int v0_to_getppid(pid_t pid, unsigned long *regs)
{
	(void)pid;
	if (regs[EF_R0 + 2] != __NR_getpid)
		return 0;
	regs[EF_R0 + 2] = __NR_getppid;
	return 1;
}

static int v0_to_minus_one(pid_t pid, unsigned long *regs)
{
	(void)pid;
	if (regs[EF_R0 + 2] != __NR_getpid)
		return 0;
	regs[EF_R0 + 2] = -1;
	return 1;
}

static int result_set(pid_t pid, unsigned long *regs)
{
	(void)pid;
	regs[EF_R0 + 2] = SKIPPED_RESULT;
	regs[EF_R0 + 7] = 0;
	return 1;
}

static int a3_to_4(pid_t pid, unsigned long *regs)
{
	(void)pid;
	if (regs[EF_R0 + 2] != __NR_rt_sigprocmask || regs[EF_R0 + 7] != 8)
		return 0;
	regs[EF_R0 + 7] = 4;
	return 1;
}

/* PEEKUSR and POKEUSR: the registers by number, the pc at 64 */
static int pokeusr_v0(pid_t pid, unsigned long *regs)
{
	unsigned long pc = 0;

	if (syscall(__NR_ptrace, PTRACE_PEEKUSR, pid, 2, &pc) ||
	    pc != __NR_getpid ||
	    syscall(__NR_ptrace, PTRACE_PEEKUSR, pid, PEEKUSR_PC, &pc) ||
	    pc != regs[EF_EPC])
		return 0;
	return !syscall(__NR_ptrace, PTRACE_POKEUSR, pid, 2, __NR_getppid) &&
	       (regs[EF_R0 + 2] = __NR_getppid);
}

/* o32's value for o32's table; for the generic table, o32's with a convention bit */
static int audit_arch_ok(unsigned int arch)
{
	unsigned int convention = arch & __AUDIT_ARCH_CONVENTION_MASK;

	if (!GENERIC_TABLE)
		return arch == O32_AUDIT_ARCH;
	return convention && (arch & ~__AUDIT_ARCH_CONVENTION_MASK) == O32_AUDIT_ARCH;
}

static int syscall_info(pid_t pid, unsigned long *regs)
{
	struct ptrace_syscall_info info;
	long size = syscall(__NR_ptrace, PTRACE_GET_SYSCALL_INFO, pid, sizeof(info), &info);

	(void)regs;
	if (size <= 0 || info.op != PTRACE_SYSCALL_INFO_ENTRY ||
	    info.entry.nr != __NR_getpid || !audit_arch_ok(info.arch)) {
		printf("     op %d, arch %#x, nr %lu (wanted nr %d, arch %#x%s)\n", info.op,
		       info.arch, (unsigned long)info.entry.nr, __NR_getpid, O32_AUDIT_ARCH,
		       GENERIC_TABLE ? " with a convention bit" : "");
		return 0;
	}
	return 1;
}

static int getpid_runs(void)
{
	return syscall(__NR_getpid) == getpid() ? 0 : 1;
}

static void test_tracer_view(void)
{
	expect("tracer: v0 rewritten to getppid at getpid's entry stop runs getppid",
	       at_syscall_stops(getpid_is_getppid, v0_to_getppid, NULL), 0);
	expect("tracer: v0 -1 at the entry stop skips the call, the result set at its exit stop",
	       at_syscall_stops(getpid_skipped, v0_to_minus_one, result_set), 0);
	expect("tracer: a3 rewritten (rt_sigprocmask's sigsetsize 8 -> 4): EINVAL",
	       at_syscall_stops(sigprocmask_size_refused, a3_to_4, NULL), 0);
	expect("tracer: PEEKUSR reads v0 and the pc, POKEUSR rewrites v0",
	       at_syscall_stops(getpid_is_getppid, pokeusr_v0, NULL), 0);
	expect("PTRACE_GET_SYSCALL_INFO at entry: the table's number, the ABI's audit arch",
	       at_syscall_stops(getpid_runs, syscall_info, NULL), 0);
}

/*
 * 6. rdhwr $0-$3 (CPUNum, SYNCI_Step, CC, CCRes) are user-readable on
 * MIPS32r2 once the kernel enables them in HWREna: no SIGILL, and the
 * cycle counter moves.  CPUNum is checked on CPU 0, where the child pins
 * itself first (on SMP it might run anywhere).
 */
#define RDHWR(n) ({ unsigned long v; \
	__asm__ volatile(".set push\n.set mips32r2\nrdhwr %0, $" #n "\n.set pop" : "=r" (v)); v; })

static int rdhwr_values(void)
{
	unsigned long cpu0 = 1, cpu, step, cc, res, later;
	int i;

	if (syscall(__NR_sched_setaffinity, 0, sizeof(cpu0), &cpu0))
		return 1;
	cpu = RDHWR(0);
	step = RDHWR(1);
	cc = RDHWR(2);
	res = RDHWR(3);

	for (i = 0; i < 1000 && (later = RDHWR(2)) == cc; i++)
		;
	return !(cpu == 0 && step && !(step & (step - 1)) && res && later != cc);
}

/*
 * 7. The vDSO: AT_SYSINFO_EHDR is an ELF image mapped in the process, and
 * its symbols are found the way a C library finds them (musl's
 * src/internal/vdso.c: DT_HASH, DT_SYMTAB, DT_STRTAB, and DT_VERSYM with
 * DT_VERDEF for the version).  Both kernels give arch/mips's o32 names,
 * version LINUX_2.6.  The structures are ELF's, declared here (linux/elf.h
 * is too big a header for nolibc).
 */
struct vd_ehdr {
	unsigned char ident[16];
	unsigned short type, machine;
	unsigned int version, entry, phoff, shoff, flags;
	unsigned short ehsize, phentsize, phnum, shentsize, shnum, shstrndx;
};

struct vd_phdr {
	unsigned int type, offset, vaddr, paddr, filesz, memsz, flags, align;
};

struct vd_sym {
	unsigned int name, value, size;
	unsigned char info, other;
	unsigned short shndx;
};

struct vd_verdef {
	unsigned short version, flags, ndx, cnt;
	unsigned int hash, aux, next;
};

#ifndef AT_SYSINFO_EHDR
#define AT_SYSINFO_EHDR	33	/* the uapi asm/auxvec.h of both ports */
#endif
#define VD_PT_LOAD	1
#define VD_PT_DYNAMIC	2
#define VD_DT_HASH	4
#define VD_DT_STRTAB	5
#define VD_DT_SYMTAB	6
#define VD_DT_VERSYM	0x6ffffff0
#define VD_DT_VERDEF	0x6ffffffc
#define VD_STT_FUNC	2
#define VD_STB_GLOBAL	1

/* The address of NAME@VERSION in the vDSO at base, or NULL. */
static void *vdso_sym(unsigned long base, const char *name, const char *version)
{
	const struct vd_ehdr *eh = (void *)base;
	const struct vd_phdr *ph = (void *)(base + eh->phoff);
	const unsigned int *dyn = NULL, *hash = NULL;
	const struct vd_sym *syms = NULL;
	const unsigned short *versym = NULL;
	const struct vd_verdef *def = NULL;
	const char *strs = NULL;
	unsigned long bias = base;
	unsigned int i;

	if (memcmp(eh->ident, "\177ELF", 4) || eh->ident[4] != 1)
		return NULL;
	for (i = 0; i < eh->phnum; i++) {
		if (ph[i].type == VD_PT_LOAD && !ph[i].offset)
			bias = base - ph[i].vaddr;
		if (ph[i].type == VD_PT_DYNAMIC)
			dyn = (void *)(base + ph[i].offset);
	}
	for (; dyn && dyn[0]; dyn += 2) {
		void *p = (void *)(bias + dyn[1]);

		if (dyn[0] == VD_DT_HASH)
			hash = p;
		else if (dyn[0] == VD_DT_STRTAB)
			strs = p;
		else if (dyn[0] == VD_DT_SYMTAB)
			syms = p;
		else if (dyn[0] == VD_DT_VERSYM)
			versym = p;
		else if (dyn[0] == VD_DT_VERDEF)
			def = p;
	}
	if (!hash || !strs || !syms)
		return NULL;
	for (i = 0; i < hash[1]; i++) {
		const struct vd_verdef *d = def;

		if ((syms[i].info & 15) != VD_STT_FUNC || syms[i].info >> 4 != VD_STB_GLOBAL ||
		    !syms[i].shndx || strcmp(strs + syms[i].name, name))
			continue;
		if (!versym)
			return (void *)(bias + syms[i].value);
		/* its version: the verdef whose index versym gives it */
		while (d && (d->flags & 1 || d->ndx != (versym[i] & 0x7fff)))
			d = d->next ? (void *)((char *)d + d->next) : NULL;
		if (d && !strcmp(strs + *(unsigned int *)((char *)d + d->aux), version))
			return (void *)(bias + syms[i].value);
	}
	return NULL;
}

typedef int (*vdso_clock_fn)(__kernel_clockid_t clock, struct __kernel_timespec *ts);
static vdso_clock_fn vdso_clock_gettime64;
static __kernel_clockid_t vdso_calls_clock;

static long long ts_ns(const struct __kernel_timespec *ts)
{
	return ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

/* the vDSO's CLOCK_MONOTONIC between two of the kernel's */
static int vdso_between_syscalls(void)
{
	struct __kernel_timespec a, v, b;
	int i;

	for (i = 0; i < 100; i++)
		if (syscall(__NR_clock_gettime64, CLOCK_MONOTONIC, &a) ||
		    vdso_clock_gettime64(CLOCK_MONOTONIC, &v) ||
		    syscall(__NR_clock_gettime64, CLOCK_MONOTONIC, &b) ||
		    ts_ns(&a) > ts_ns(&v) || ts_ns(&v) > ts_ns(&b))
			return 1;
	return 0;
}

static int vdso_calls(void)
{
	struct __kernel_timespec ts;
	int i;

	for (i = 0; i < 1000; i++)
		if (vdso_clock_gettime64(vdso_calls_clock, &ts))
			return 1;
	return 0;
}

/*
 * The system calls vdso_calls() makes, a tracer counting their entries
 * (PTRACE_GET_SYSCALL_INFO tells an entry stop only with TRACESYSGOOD);
 * -1 if it failed, or if it never saw the child's exit (nolibc's exit() is
 * __NR_exit): a count it could not make.
 */
static int vdso_syscalls(__kernel_clockid_t clock)
{
	struct ptrace_syscall_info info;
	pid_t pid;
	int status, n = 0, i, exited = 0;

	vdso_calls_clock = clock;
	pid = traced_child(vdso_calls);
	if (pid < 0)
		return -1;
	if (syscall(__NR_ptrace, PTRACE_SETOPTIONS, pid, 0, PTRACE_O_TRACESYSGOOD))
		i = 5000;
	else
		i = 0;
	for (; i < 5000; i++) {
		if (syscall(__NR_ptrace, PTRACE_SYSCALL, pid, 0, 0) ||
		    waitpid(pid, &status, 0) != pid)
			break;
		if (WIFEXITED(status))
			return WEXITSTATUS(status) || !exited ? -1 : n;
		if (!WIFSTOPPED(status))
			break;
		if (syscall(__NR_ptrace, PTRACE_GET_SYSCALL_INFO, pid, sizeof(info), &info) <= 0 ||
		    info.op != PTRACE_SYSCALL_INFO_ENTRY)
			continue;
		if (info.entry.nr == __NR_exit || info.entry.nr == __NR_exit_group)
			exited = 1;
		else
			n++;
	}
	kill(pid, SIGKILL);
	waitpid(pid, &status, 0);
	return -1;
}

/*
 * CLOCK_MONOTONIC_COARSE reads only the data page: no system call on any
 * clocksource.  CLOCK_MONOTONIC needs a counter user mode can read with
 * the clocksource's vDSO clock mode: CP0 Count on one CPU (tsar's and
 * arch/mips's), none on tsar's SMP CPS (the GIC's counter), where every
 * call is the vDSO's fallback system call; which of the two, the target's
 * milestones pin.
 */
static void test_vdso(void)
{
	unsigned long base = getauxval(AT_SYSINFO_EHDR);
	int coarse, hres;

	vdso_clock_gettime64 = base ? vdso_sym(base, "__vdso_clock_gettime64", "LINUX_2.6") : NULL;
	report(base && !(base & (pagesize - 1)) && vdso_clock_gettime64 &&
	       vdso_sym(base, "__vdso_gettimeofday", "LINUX_2.6") &&
	       !vdso_sym(base, "__vdso_clock_gettime64", "LINUX_2.5"),
	       "vdso: AT_SYSINFO_EHDR, __vdso_clock_gettime64 and __vdso_gettimeofday at LINUX_2.6");
	if (!vdso_clock_gettime64) {
		printf("     AT_SYSINFO_EHDR %#lx\n", base);
		return;
	}
	report(child_ok(vdso_between_syscalls),
	       "vdso: its CLOCK_MONOTONIC between two clock_gettime64 system calls, 100 times");
	coarse = vdso_syscalls(CLOCK_MONOTONIC_COARSE);
	expect("vdso: CLOCK_MONOTONIC_COARSE, 1000 calls, no system call", coarse, 0);
	hres = vdso_syscalls(CLOCK_MONOTONIC);
	report(hres == 0 || hres == 1000,
	       "vdso: CLOCK_MONOTONIC, 1000 calls, all in user mode or all through the fallback");
	printf("vdso: CLOCK_MONOTONIC %s (%d system calls in 1000)\n",
	       hres == 0 ? "in user mode" : "through the fallback", hres);
}

/*
 * 8. exec of o32 programs by their FP ABI (.MIPS.abiflags): a soft-float
 * program runs everywhere; a hard-float one runs on arch/mips, which
 * emulates the FPU the 24Kc lacks, and is refused with ENOEXEC by the
 * reference port, which does not (its documented choice, kernel/elf.c).
 * The programs are written here, byte by byte: an ELF header, a PT_LOAD,
 * a PT_MIPS_ABIFLAGS and a PT_GNU_STACK header, the abiflags, "exit(0)".
 */
#ifdef __NR_fadvise64_64
#define HARD_FLOAT_EXEC	(-ENOEXEC)
#else
#define HARD_FLOAT_EXEC	0
#endif

#define PROG_BASE	0x400000
#define PROG_FLAGS	152	/* the abiflags' file offset, after three program headers */
#define PROG_CODE	176	/* the code's, after the abiflags */

/* The programs are in the target's byte order, as exec requires */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define ELF_DATA	2	/* ELFDATA2MSB */
#define BYTE_AT(i, n)	((n) - 1 - (i))
#else
#define ELF_DATA	1	/* ELFDATA2LSB */
#define BYTE_AT(i, n)	(i)
#endif

static void put32(unsigned char *p, unsigned long v)
{
	int i;

	for (i = 0; i < 4; i++)
		p[BYTE_AT(i, 4)] = v >> (8 * i);
}

static void put16(unsigned char *p, unsigned int v)
{
	p[BYTE_AT(0, 2)] = v;
	p[BYTE_AT(1, 2)] = v >> 8;
}

static void program_header(unsigned char *ph, unsigned long type, unsigned long off,
			   unsigned long size, unsigned long flags, unsigned long align)
{
	put32(ph, type);
	put32(ph + 4, off);
	put32(ph + 8, PROG_BASE + off);
	put32(ph + 12, PROG_BASE + off);
	put32(ph + 16, size);
	put32(ph + 20, size);
	put32(ph + 24, flags);
	put32(ph + 28, align);
}

/* Writes the program to path with the FP ABI fp_abi; returns 0 or -1. */
static int write_program(const char *path, int fp_abi)
{
	static const unsigned char ident[16] = { 0x7f, 'E', 'L', 'F', 1, ELF_DATA, 1 };
	unsigned char prog[PROG_CODE + 12];
	int fd, ok;

	memset(prog, 0, sizeof(prog));
	memcpy(prog, ident, sizeof(ident));
	put16(prog + 16, 2);			/* ET_EXEC */
	put16(prog + 18, 8);			/* EM_MIPS */
	put32(prog + 20, 1);			/* EV_CURRENT */
	put32(prog + 24, PROG_BASE + PROG_CODE);	/* e_entry */
	put32(prog + 28, 52);			/* e_phoff */
	put32(prog + 36, 0x70001000);		/* e_flags: MIPS32r2, o32 */
	put16(prog + 40, 52);			/* e_ehsize */
	put16(prog + 42, 32);			/* e_phentsize */
	put16(prog + 44, 3);			/* e_phnum */
	program_header(prog + 52, 1, 0, sizeof(prog), 5, 0x1000);	/* PT_LOAD, R+X */
	program_header(prog + 84, 0x70000003, PROG_FLAGS, 24, 4, 8);	/* PT_MIPS_ABIFLAGS */
	program_header(prog + 116, 0x6474e551, 0, 0, 6, 16);	/* PT_GNU_STACK, RW: no exec stack */
	prog[PROG_FLAGS + 2] = 32;		/* isa_level */
	prog[PROG_FLAGS + 3] = 2;		/* isa_rev */
	prog[PROG_FLAGS + 4] = 1;		/* gpr_size: 32 bits */
	prog[PROG_FLAGS + 5] = fp_abi == 3 ? 0 : 1;	/* cpr1_size: FPU registers, if hard */
	prog[PROG_FLAGS + 7] = fp_abi;
	put32(prog + PROG_CODE, 0x24040000);	/* li a0, 0 */
	put32(prog + PROG_CODE + 4, 0x24020000 | __NR_exit);	/* li v0, __NR_exit */
	put32(prog + PROG_CODE + 8, 0x0000000c);	/* syscall */

	fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0755);
	if (fd < 0)
		return -1;
	ok = write(fd, prog, sizeof(prog)) == sizeof(prog);
	close(fd);
	return ok ? 0 : -1;
}

/* exec of path in a child: its exit code, or -errno if execve failed (as a code) */
static long exec_result(const char *path)
{
	char *argv[] = { (char *)path, NULL };
	char *envp[] = { NULL };
	int status, pipefd[2];
	long err = 0;
	pid_t pid;

	if (pipe(pipefd))
		return -1000;
	pid = fork();
	if (pid == 0) {
		close(pipefd[0]);
		execve(path, argv, envp);
		err = -errno;
		write(pipefd[1], &err, sizeof(err));
		exit(127);
	}
	close(pipefd[1]);
	if (read(pipefd[0], &err, sizeof(err)) != sizeof(err))
		err = 0;
	close(pipefd[0]);
	status = wait_bounded(pid);
	if (err)
		return err;
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1000 - KILLED_BY(status);
}

static void test_fp_abi_exec(void)
{
	if (write_program("/abi-soft", 3) || write_program("/abi-hard", 1)) {
		report(0, "two o32 programs written for exec");
		return;
	}
	expect("exec of a soft-float o32 program (.MIPS.abiflags FP_SOFT): it runs, exit 0",
	       exec_result("/abi-soft"), 0);
	expect("exec of a hard-float o32 program (FP_DOUBLE): ENOEXEC on tsar, runs on mips",
	       exec_result("/abi-hard"), HARD_FLOAT_EXEC);
}

/*
 * 9. A core dump for the host's gdb (ci/core-check.sh): a child puts
 * known words in s0-s7 and loads from address 0 in crash_for_core(),
 * called from core_child(); the parent copies /core to the console as
 * hex lines ("abi-core: OFFSET HEX", all-zero lines left out) after what
 * gdb must find there: the pc of the load, the eight words, the callers.
 */
#define CORE_WORD(n)	(0x5a5a0000UL | (n) << 8 | (n))
#define STR(x)		#x
#define XSTR(x)		STR(x)

void crash_for_core(void) __attribute__((noreturn));
extern unsigned long crash_pc;	/* the load's address, for the console */
__asm__(
"	.data\n"
"	.globl	crash_pc\n"
"crash_pc:\n"
"	.word	.Lcrash_insn\n"
"	.text\n"
"	.globl	crash_for_core\n"
"	.type	crash_for_core, @function\n"
"	.set	push\n"
"	.set	noreorder\n"
"crash_for_core:\n"
"	li	$s0, " XSTR(CORE_WORD(0)) "\n"
"	li	$s1, " XSTR(CORE_WORD(1)) "\n"
"	li	$s2, " XSTR(CORE_WORD(2)) "\n"
"	li	$s3, " XSTR(CORE_WORD(3)) "\n"
"	li	$s4, " XSTR(CORE_WORD(4)) "\n"
"	li	$s5, " XSTR(CORE_WORD(5)) "\n"
"	li	$s6, " XSTR(CORE_WORD(6)) "\n"
"	li	$s7, " XSTR(CORE_WORD(7)) "\n"
".Lcrash_insn:\n"
"	lw	$t0, 0($zero)\n"
"	jr	$ra\n"
"	 nop\n"
"	.size	crash_for_core, . - crash_for_core\n"
"	.set	pop\n");

int __attribute__((noinline)) core_child(void)
{
	struct rlimit rl = { RLIM_INFINITY, RLIM_INFINITY };

	setrlimit(RLIMIT_CORE, &rl);
	chdir("/");
	crash_for_core();
}

/* The console copy of the core: its size, then each line of 32 bytes not all zero. */
static int print_core(int fd)
{
	static const char hex[] = "0123456789abcdef";
	unsigned char buf[32];
	char line[96];
	long off, size = lseek(fd, 0, SEEK_END);
	int i, n, len;

	if (size <= 0 || lseek(fd, 0, SEEK_SET))
		return -1;
	printf("abi-core: size %ld\n", size);
	for (off = 0; off < size; off += n) {
		n = read(fd, buf, sizeof(buf));
		if (n <= 0)
			return -1;
		for (i = 0; i < n && !buf[i]; i++)
			;
		if (i == n)
			continue;
		len = 0;
		for (i = 0; i < 8; i++)
			line[len++] = hex[off >> (28 - 4 * i) & 15];
		line[len++] = ' ';
		for (i = 0; i < n; i++) {
			line[len++] = hex[buf[i] >> 4];
			line[len++] = hex[buf[i] & 15];
		}
		line[len++] = '\n';
		if (write(1, "abi-core: ", 10) != 10 || write(1, line, len) != len)
			return -1;
	}
	printf("abi-core: end\n");
	return 0;
}

static void test_core_dump(void)
{
	pid_t pid = fork();
	int status, fd, i;

	if (pid == 0)
		exit(core_child());
	status = wait_bounded(pid);
	fd = open("/core", O_RDONLY);
	report(KILLED_BY(status) == SIGSEGV && (status & 0x80) && fd >= 0,
	       "a SIGSEGV leaves /core, copied to the console for gdb (ci/core-check.sh)");
	if (fd < 0)
		return;
	printf("abi-core: pc 0x%lx\n", crash_pc);
	for (i = 0; i < 8; i++)
		printf("abi-core: s%d 0x%lx\n", i, CORE_WORD(i));
	printf("abi-core: backtrace crash_for_core core_child\n");
	print_core(fd);
	close(fd);
}

/*
 * 10. /proc/cpuinfo as tools read it (lscpu, gdb's and perf's host
 * probes): a "processor" line, the cpu model and BogoMIPS, each at the
 * start of a line.
 */
static char cpuinfo[4096];

static int has_line(const char *text, const char *start)
{
	size_t n = strlen(start);
	const char *p;

	for (p = text; *p; p++)
		if ((p == text || p[-1] == '\n') && !strncmp(p, start, n))
			return 1;
	return 0;
}

static void test_cpuinfo(void)
{
	long n = 0, got = 0;
	int fd;

	mkdir("/proc", 0555);
	mount("proc", "/proc", "proc", 0, NULL);
	fd = open("/proc/cpuinfo", O_RDONLY);
	while (fd >= 0 && n < (long)sizeof(cpuinfo) - 1) {
		got = read(fd, cpuinfo + n, sizeof(cpuinfo) - 1 - n);
		if (got <= 0)
			break;
		n += got;
	}
	cpuinfo[n] = 0;
	report(has_line(cpuinfo, "processor\t\t: 0\n") && has_line(cpuinfo, "cpu model\t\t: ") &&
	       has_line(cpuinfo, "BogoMIPS\t\t: "),
	       "/proc/cpuinfo: processor 0, its cpu model and BogoMIPS");
	if (fd < 0 || got < 0)
		printf("     /proc/cpuinfo: open %d, read %ld\n", fd, got);
}

int main(void)
{
	printf("abi: start\n");
	pagesize = getpagesize();
	test_argument_words();
	test_partial_copies();
	test_unaligned_pointers();
	test_tracer_view();
	report(child_ok(rdhwr_values), "rdhwr $0-$3 from user mode: CPU 0, SYNCI_Step, CC moving, CCRes");
	test_vdso();
	test_fp_abi_exec();
	test_core_dump();
	test_cpuinfo();
	printf("abi: end of cases\n");
	printf("abi: %d passed, %d failed\n", passed, failed);
	if (getpid() == 1)
		reboot(RB_POWER_OFF);
	return failed != 0;
}
