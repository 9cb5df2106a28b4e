// SPDX-License-Identifier: GPL-2.0
/*
 * getcontext, setcontext, swapcontext and makecontext for MIPS o32 (tsar
 * and mips), linked into sigaltstack/sas by ci/kselftest.sh: musl
 * declares them (<ucontext.h>) but has none, and sas needs them to leave
 * a signal handler's alternate stack for another stack and come back
 * (what SS_AUTODISARM makes safe, the point of the test).
 *
 * A context is what a function call keeps: s0-s7, fp, gp, sp and ra, in
 * that order in the first words of uc_mcontext (nothing outside this
 * file reads them), and the signal mask in uc_sigmask, read and set with
 * rt_sigprocmask.  Resuming one returns 0 from the getcontext or
 * swapcontext that saved it.  The offsets into ucontext_t, the mask's
 * size and the call's number are the compiler's, from musl's headers of
 * the arch: tsar's and mips's differ.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* for _NSIG */
#endif
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <ucontext.h>

enum { KIT_SP = 10, KIT_RA = 11, KIT_WORDS = 12 };

_Static_assert(sizeof(mcontext_t) >= KIT_WORDS * sizeof(unsigned long),
	       "uc_mcontext cannot hold the saved registers");

void __kit_context_start(void);

/* The callee-saved words into the context at a0, in their order. */
#define KIT_SAVE							\
	"sw $16, %0+0($4)\n" "sw $17, %0+4($4)\n" "sw $18, %0+8($4)\n"	\
	"sw $19, %0+12($4)\n" "sw $20, %0+16($4)\n" "sw $21, %0+20($4)\n"	\
	"sw $22, %0+24($4)\n" "sw $23, %0+28($4)\n" "sw $30, %0+32($4)\n"	\
	"sw $28, %0+36($4)\n" "sw $29, %0+40($4)\n" "sw $31, %0+44($4)\n"

/*
 * The functions, in .text, from an asm statement for its operands: %0
 * uc_mcontext's offset, %1 uc_sigmask's, %2 the mask's bytes, %3
 * rt_sigprocmask's number, %4 SIG_BLOCK, %5 SIG_SETMASK.  The system
 * call keeps s0-s7, gp, sp and ra, and clobbers the rest.
 */
__attribute__((used)) static void kit_context_code(void)
{
	__asm__ __volatile__(
		".pushsection .text\n"
		".set push\n"
		".set reorder\n"
		".set macro\n"
		".set at\n"
		/* int getcontext(ucontext_t *uc) */
		".globl getcontext\n"
		".type getcontext, @function\n"
		"getcontext:\n"
		KIT_SAVE
		"move $16, $4\n"
		"li $4, %4\n"
		"move $5, $0\n"
		"addiu $6, $16, %1\n"
		"li $7, %2\n"
		"li $2, %3\n"
		"syscall\n"
		"lw $16, %0+0($16)\n"
		"move $2, $0\n"
		"jr $31\n"
		".size getcontext, .-getcontext\n"
		/* int swapcontext(ucontext_t *old, const ucontext_t *new) */
		".globl swapcontext\n"
		".type swapcontext, @function\n"
		"swapcontext:\n"
		KIT_SAVE
		"move $16, $4\n"
		"move $17, $5\n"
		"li $4, %5\n"
		"addiu $5, $17, %1\n"
		"addiu $6, $16, %1\n"
		"li $7, %2\n"
		"li $2, %3\n"
		"syscall\n"
		"move $4, $17\n"
		"b .Lkit_load\n"
		".size swapcontext, .-swapcontext\n"
		/* int setcontext(const ucontext_t *uc) */
		".globl setcontext\n"
		".type setcontext, @function\n"
		"setcontext:\n"
		"move $16, $4\n"
		"li $4, %5\n"
		"addiu $5, $16, %1\n"
		"move $6, $0\n"
		"li $7, %2\n"
		"li $2, %3\n"
		"syscall\n"
		"move $4, $16\n"
		".Lkit_load:\n"
		"lw $17, %0+4($4)\n"
		"lw $18, %0+8($4)\n"
		"lw $19, %0+12($4)\n"
		"lw $20, %0+16($4)\n"
		"lw $21, %0+20($4)\n"
		"lw $22, %0+24($4)\n"
		"lw $23, %0+28($4)\n"
		"lw $30, %0+32($4)\n"
		"lw $28, %0+36($4)\n"
		"lw $29, %0+40($4)\n"
		"lw $31, %0+44($4)\n"
		"lw $16, %0+0($4)\n"
		"move $2, $0\n"
		"jr $31\n"
		".size setcontext, .-setcontext\n"
		/*
		 * Where a context of makecontext begins: its function (s0)
		 * with the argument words makecontext left at sp in a0-a3,
		 * then setcontext (s2) of uc_link (s1), or exit (s3) with
		 * 0 when there is none.  t9 holds each callee's address,
		 * from which PIC code finds its GOT.
		 */
		".globl __kit_context_start\n"
		".hidden __kit_context_start\n"
		".type __kit_context_start, @function\n"
		"__kit_context_start:\n"
		"lw $4, 0($29)\n"
		"lw $5, 4($29)\n"
		"lw $6, 8($29)\n"
		"lw $7, 12($29)\n"
		"move $25, $16\n"
		"jalr $25\n"
		"move $4, $17\n"
		"move $25, $18\n"
		"bnez $17, 1f\n"
		"move $4, $0\n"
		"move $25, $19\n"
		"1: jr $25\n"
		".size __kit_context_start, .-__kit_context_start\n"
		".set pop\n"
		".popsection\n"
		:
		: "i"(offsetof(ucontext_t, uc_mcontext)), "i"(offsetof(ucontext_t, uc_sigmask)),
		  "i"(_NSIG / 8), "i"(SYS_rt_sigprocmask), "i"(SIG_BLOCK), "i"(SIG_SETMASK));
}

/*
 * The context runs fn(ARGS...) on uc_stack: o32 passes the first four
 * argument words in a0-a3 and every word at sp, where a callee may also
 * keep a0-a3, so all go there (at least four), sp 8-byte aligned.
 */
void makecontext(ucontext_t *uc, void (*fn)(void), int argc, ...)
{
	unsigned long *r = (unsigned long *)&uc->uc_mcontext;
	unsigned long sp = (unsigned long)uc->uc_stack.ss_sp + uc->uc_stack.ss_size;
	unsigned long *arg;
	unsigned long gp;
	va_list ap;
	int i;

	sp -= (argc < 4 ? 4 : argc) * sizeof(unsigned long);
	sp &= -8UL;
	arg = (unsigned long *)sp;
	va_start(ap, argc);
	for (i = 0; i < argc; i++)
		arg[i] = va_arg(ap, unsigned long);
	va_end(ap);
	__asm__("move %0, $28" : "=r"(gp));
	r[0] = (unsigned long)fn;
	r[1] = (unsigned long)uc->uc_link;
	r[2] = (unsigned long)setcontext;
	r[3] = (unsigned long)exit;
	r[8] = 0;
	r[9] = gp;
	r[KIT_SP] = sp;
	r[KIT_RA] = (unsigned long)__kit_context_start;
}
