/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom (no generic one): pt_regs to and from the user view, for signals and ptrace. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_USER_REGS_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_USER_REGS_H

#include <linux/string.h>
#include <asm/ptrace.h>

/* Everything the user may see: the registers ($0 reads 0) and CP0 state. */
static inline void pt_regs_to_user(struct user_pt_regs *u, const struct pt_regs *regs)
{
	u->regs[0] = 0;
	memcpy(&u->regs[1], &regs->regs[1], sizeof(u->regs) - sizeof(u->regs[0]));
	u->lo = regs->lo;
	u->hi = regs->hi;
	u->cp0_epc = regs->cp0_epc;
	u->cp0_badvaddr = regs->cp0_badvaddr;
	u->cp0_status = regs->cp0_status;
	u->cp0_cause = regs->cp0_cause;
}

/* Only what user code may change: not Status, Cause or BadVAddr. */
static inline void pt_regs_from_user(struct pt_regs *regs, const struct user_pt_regs *u)
{
	memcpy(&regs->regs[1], &u->regs[1], sizeof(u->regs) - sizeof(u->regs[0]));
	regs->lo = u->lo;
	regs->hi = u->hi;
	regs->cp0_epc = u->cp0_epc;
}

#endif
