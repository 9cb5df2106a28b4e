/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom (no generic one): the sigreturn trampoline page of kernel/sigpage.c. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_SIGPAGE_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_SIGPAGE_H

struct mm_struct;

/* Maps the trampoline into mm unless it is there; its address or -errno. */
long sigpage_map(struct mm_struct *mm);

#endif
