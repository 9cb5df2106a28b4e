/* SPDX-License-Identifier: {{ cookiecutter.licence }} WITH Linux-syscall-note */
/* Custom: uapi sigcontext.h has no generic version; it holds the user registers. */
#ifndef _UAPI_ASM_{{ cookiecutter.arch_name|upper }}_SIGCONTEXT_H
#define _UAPI_ASM_{{ cookiecutter.arch_name|upper }}_SIGCONTEXT_H

#include <asm/ptrace.h>

struct sigcontext {
	struct user_pt_regs regs;
};

#endif
