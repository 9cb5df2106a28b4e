/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * Custom: the vDSO's address in the auxiliary vector (kernel/vdso.c), at
 * arch/mips's number, so that a libc built for mips finds it.
 */
#ifndef _UAPI_ASM_TSAR_AUXVEC_H
#define _UAPI_ASM_TSAR_AUXVEC_H

#define AT_SYSINFO_EHDR		33

#define AT_VECTOR_SIZE_ARCH	1	/* entries in ARCH_DLINFO */

#endif /* _UAPI_ASM_TSAR_AUXVEC_H */
