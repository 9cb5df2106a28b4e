/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * asm-generic/ucontext.h names stack_t, sigset_t and struct sigcontext but
 * includes nothing, so a program that includes <asm/ucontext.h> alone does
 * not compile (the kernel's own header test lists it as an exception).
 * This port's wraps it with what it needs; the layout is the generic one.
 */
#ifndef _UAPI_ASM_TSAR_UCONTEXT_H
#define _UAPI_ASM_TSAR_UCONTEXT_H

#include <asm/signal.h>
#include <asm/sigcontext.h>
#include <asm-generic/ucontext.h>

#endif
