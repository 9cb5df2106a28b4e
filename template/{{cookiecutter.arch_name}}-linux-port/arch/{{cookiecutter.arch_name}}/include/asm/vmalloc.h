/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom (empty): no asm-generic vmalloc.h exists, and no huge vmap here. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_VMALLOC_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_VMALLOC_H
#endif
