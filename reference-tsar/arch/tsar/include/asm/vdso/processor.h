/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: what the vDSO's generic code needs of asm/processor.h, and nothing else. */
#ifndef _ASM_TSAR_VDSO_PROCESSOR_H
#define _ASM_TSAR_VDSO_PROCESSOR_H

#ifndef __ASSEMBLY__

/* A spinning reader (a seqcount retry): no pause instruction on MIPS32r2. */
#define cpu_relax()	barrier()

#endif /* !__ASSEMBLY__ */
#endif /* _ASM_TSAR_VDSO_PROCESSOR_H */
