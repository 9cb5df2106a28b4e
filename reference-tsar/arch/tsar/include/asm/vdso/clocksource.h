/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Custom: the clocks user mode can read itself.  CP0 Count, through
 * "rdhwr $2" (HWREna.CC, set by per_cpu_trap_init()).  The CPS's GIC
 * counter has none: on SMP the vDSO falls back to the system call.
 */
#ifndef _ASM_TSAR_VDSO_CLOCKSOURCE_H
#define _ASM_TSAR_VDSO_CLOCKSOURCE_H

#define VDSO_ARCH_CLOCKMODES	VDSO_CLOCKMODE_CP0

#endif /* _ASM_TSAR_VDSO_CLOCKSOURCE_H */
