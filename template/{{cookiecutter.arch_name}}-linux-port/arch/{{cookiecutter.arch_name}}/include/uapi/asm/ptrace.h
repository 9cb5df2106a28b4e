/* SPDX-License-Identifier: {{ cookiecutter.licence }} WITH Linux-syscall-note */
/* Custom: uapi ptrace.h has no generic version; the user view of the registers. */
#ifndef _UAPI_ASM_{{ cookiecutter.arch_name|upper }}_PTRACE_H
#define _UAPI_ASM_{{ cookiecutter.arch_name|upper }}_PTRACE_H

/* What PTRACE_SYSEMU means to the generic entry code: stop, do not run the call. */
#define PTRACE_SYSEMU			0x1f
#define PTRACE_SYSEMU_SINGLESTEP	0x20

#ifndef __ASSEMBLY__

/* General registers as debuggers and core dumps see them */
struct user_pt_regs {
	unsigned long regs[32];
	unsigned long lo;
	unsigned long hi;
	unsigned long cp0_epc;
	unsigned long cp0_badvaddr;
	unsigned long cp0_status;
	unsigned long cp0_cause;
};

#endif

#endif
