/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Custom: where the timekeeper writes the vDSO's data (kernel/vdso.c's
 * page); the generic default is NULL.  As arch/mips's.
 */
#ifndef _ASM_TSAR_VDSO_VSYSCALL_H
#define _ASM_TSAR_VDSO_VSYSCALL_H

#ifndef __ASSEMBLY__

#include <linux/timekeeper_internal.h>
#include <vdso/datapage.h>

extern struct vdso_data *vdso_data;

static __always_inline struct vdso_data *kernel_vdso_data(void)
{
	return vdso_data;
}
#define __arch_get_k_vdso_data kernel_vdso_data

/* After the definition above, which it then leaves alone */
#include <asm-generic/vdso/vsyscall.h>

#endif /* !__ASSEMBLY__ */
#endif /* _ASM_TSAR_VDSO_VSYSCALL_H */
