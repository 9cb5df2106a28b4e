/*
 * TSAR's system calls (arch/tsar/include/asm/syscall.h): MIPS o32's
 * registers with the generic numbers.  The number goes in v0, the
 * arguments in a0-a3 and at 16(sp) and 20(sp) of the caller's stack; the
 * result comes back in v0, with a3 = 1 when it is a positive errno.  The
 * kernel zeroes at, v1, t0-t9, hi and lo on every way out, so all are
 * clobbered, and it restarts an interrupted call by running the syscall
 * instruction again with v0 and a3 as they went in.
 */
#define __SYSCALL_LL_E(x) \
((union { long long ll; long l[2]; }) { .ll = x }).l[0], \
((union { long long ll; long l[2]; }) { .ll = x }).l[1]
/* o32 puts a 64-bit argument in an even register pair. */
#define __SYSCALL_LL_O(x) 0, __SYSCALL_LL_E((x))

/* t0-t2 are operands of every call below: the stack words go in them. */
#define SYSCALL_CLOBBERS \
	"$1", "$3", "$11", "$12", "$13", "$14", "$15", \
	"$24", "$25", "hi", "lo", "memory"

/* -errno from the v0/a3 pair */
#define SYSCALL_RESULT(v0, a3) ((a3) ? -(v0) : (v0))

static inline long __syscall0(long n)
{
	register long v0 __asm__("$2") = n;
	register long a3 __asm__("$7");
	register long t0 __asm__("$8");
	register long t1 __asm__("$9");
	register long t2 __asm__("$10");

	__asm__ __volatile__ ("syscall"
		: "+r"(v0), "=r"(a3), "=r"(t0), "=r"(t1), "=r"(t2)
		: : SYSCALL_CLOBBERS);
	return SYSCALL_RESULT(v0, a3);
}

static inline long __syscall1(long n, long a)
{
	register long v0 __asm__("$2") = n;
	register long a0 __asm__("$4") = a;
	register long a3 __asm__("$7");
	register long t0 __asm__("$8");
	register long t1 __asm__("$9");
	register long t2 __asm__("$10");

	__asm__ __volatile__ ("syscall"
		: "+r"(v0), "=r"(a3), "=r"(t0), "=r"(t1), "=r"(t2)
		: "r"(a0) : SYSCALL_CLOBBERS);
	return SYSCALL_RESULT(v0, a3);
}

static inline long __syscall2(long n, long a, long b)
{
	register long v0 __asm__("$2") = n;
	register long a0 __asm__("$4") = a;
	register long a1 __asm__("$5") = b;
	register long a3 __asm__("$7");
	register long t0 __asm__("$8");
	register long t1 __asm__("$9");
	register long t2 __asm__("$10");

	__asm__ __volatile__ ("syscall"
		: "+r"(v0), "=r"(a3), "=r"(t0), "=r"(t1), "=r"(t2)
		: "r"(a0), "r"(a1) : SYSCALL_CLOBBERS);
	return SYSCALL_RESULT(v0, a3);
}

static inline long __syscall3(long n, long a, long b, long c)
{
	register long v0 __asm__("$2") = n;
	register long a0 __asm__("$4") = a;
	register long a1 __asm__("$5") = b;
	register long a2 __asm__("$6") = c;
	register long a3 __asm__("$7");
	register long t0 __asm__("$8");
	register long t1 __asm__("$9");
	register long t2 __asm__("$10");

	__asm__ __volatile__ ("syscall"
		: "+r"(v0), "=r"(a3), "=r"(t0), "=r"(t1), "=r"(t2)
		: "r"(a0), "r"(a1), "r"(a2) : SYSCALL_CLOBBERS);
	return SYSCALL_RESULT(v0, a3);
}

static inline long __syscall4(long n, long a, long b, long c, long d)
{
	register long v0 __asm__("$2") = n;
	register long a0 __asm__("$4") = a;
	register long a1 __asm__("$5") = b;
	register long a2 __asm__("$6") = c;
	register long a3 __asm__("$7") = d;
	register long t0 __asm__("$8");
	register long t1 __asm__("$9");
	register long t2 __asm__("$10");

	__asm__ __volatile__ ("syscall"
		: "+r"(v0), "+r"(a3), "=r"(t0), "=r"(t1), "=r"(t2)
		: "r"(a0), "r"(a1), "r"(a2) : SYSCALL_CLOBBERS);
	return SYSCALL_RESULT(v0, a3);
}

/*
 * The fifth to seventh words go on the stack, 16 to 24 bytes above the
 * stack pointer at the syscall, below which o32 reserves the four words
 * of a0-a3: a frame of 32 bytes, 8-aligned, as the kernel bounds it.
 * Only fadvise64_64 and sync_file_range take a seventh word.
 */
#define SYSCALL_STACK_ARGS(stores) \
	"subu $sp, $sp, 32\n\t" stores "syscall\n\taddu $sp, $sp, 32"

static inline long __syscall5(long n, long a, long b, long c, long d, long e)
{
	register long v0 __asm__("$2") = n;
	register long a0 __asm__("$4") = a;
	register long a1 __asm__("$5") = b;
	register long a2 __asm__("$6") = c;
	register long a3 __asm__("$7") = d;
	register long t0 __asm__("$8") = e;
	register long t1 __asm__("$9");
	register long t2 __asm__("$10");

	__asm__ __volatile__ (SYSCALL_STACK_ARGS("sw $8, 16($sp)\n\t")
		: "+r"(v0), "+r"(a3), "+r"(t0), "=r"(t1), "=r"(t2)
		: "r"(a0), "r"(a1), "r"(a2) : SYSCALL_CLOBBERS);
	return SYSCALL_RESULT(v0, a3);
}

static inline long __syscall6(long n, long a, long b, long c, long d, long e, long f)
{
	register long v0 __asm__("$2") = n;
	register long a0 __asm__("$4") = a;
	register long a1 __asm__("$5") = b;
	register long a2 __asm__("$6") = c;
	register long a3 __asm__("$7") = d;
	register long t0 __asm__("$8") = e;
	register long t1 __asm__("$9") = f;
	register long t2 __asm__("$10");

	__asm__ __volatile__ (SYSCALL_STACK_ARGS("sw $8, 16($sp)\n\tsw $9, 20($sp)\n\t")
		: "+r"(v0), "+r"(a3), "+r"(t0), "+r"(t1), "=r"(t2)
		: "r"(a0), "r"(a1), "r"(a2) : SYSCALL_CLOBBERS);
	return SYSCALL_RESULT(v0, a3);
}

static inline long __syscall7(long n, long a, long b, long c, long d, long e, long f, long g)
{
	register long v0 __asm__("$2") = n;
	register long a0 __asm__("$4") = a;
	register long a1 __asm__("$5") = b;
	register long a2 __asm__("$6") = c;
	register long a3 __asm__("$7") = d;
	register long t0 __asm__("$8") = e;
	register long t1 __asm__("$9") = f;
	register long t2 __asm__("$10") = g;

	__asm__ __volatile__ (SYSCALL_STACK_ARGS("sw $8, 16($sp)\n\tsw $9, 20($sp)\n\tsw $10, 24($sp)\n\t")
		: "+r"(v0), "+r"(a3), "+r"(t0), "+r"(t1), "+r"(t2)
		: "r"(a0), "r"(a1), "r"(a2) : SYSCALL_CLOBBERS);
	return SYSCALL_RESULT(v0, a3);
}

/* Sockets, IPC and the rest have their own calls in the generic table. */

/*
 * The vDSO (the kernel's arch/tsar/vdso): arch/mips's o32 names and
 * version, so that clock_gettime reads the clock without a system call.
 */
#define VDSO_USEFUL
#define VDSO_CGT32_SYM "__vdso_clock_gettime"
#define VDSO_CGT32_VER "LINUX_2.6"
#define VDSO_CGT_SYM "__vdso_clock_gettime64"
#define VDSO_CGT_VER "LINUX_2.6"
