/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/* Custom: the generic get_cycles() returns 0; CP0 Count is a free-running counter. */
#ifndef _ASM_{{ cookiecutter.arch_name|upper }}_TIMEX_H
#define _ASM_{{ cookiecutter.arch_name|upper }}_TIMEX_H

#include <asm/cp0.h>

typedef unsigned long cycles_t;

static inline cycles_t get_cycles(void)
{
	return read_c0_count();
}
#define get_cycles get_cycles

#include <asm-generic/timex.h>

#endif /* _ASM_{{ cookiecutter.arch_name|upper }}_TIMEX_H */
