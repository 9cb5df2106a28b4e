/* SPDX-License-Identifier: GPL-2.0 */
/* Custom (no generic one): the sigreturn trampoline page of kernel/sigpage.c. */
#ifndef _ASM_TSAR_SIGPAGE_H
#define _ASM_TSAR_SIGPAGE_H

struct mm_struct;

/* Maps the trampoline into mm unless it is there; its address or -errno. */
long sigpage_map(struct mm_struct *mm);

#endif
