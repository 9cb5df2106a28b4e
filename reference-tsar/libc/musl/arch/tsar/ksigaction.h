#include <features.h>

/*
 * The kernel's struct sigaction on tsar is asm-generic's without
 * sa_restorer: a handler returns through the kernel's own trampoline
 * (arch/tsar/kernel/sigpage.c), and SA_RESTORER is no flag of its.
 * musl's sigaction sets the flag and stores a restorer whatever the arch:
 * here the flag is 0 and the field comes after the mask, where the kernel
 * reads nothing.
 */
#define SA_RESTORER 0

struct k_sigaction {
	void (*handler)(int);
	unsigned long flags;
	unsigned mask[2];
	void (*restorer)(void);
};

hidden void __restore(void), __restore_rt(void);
