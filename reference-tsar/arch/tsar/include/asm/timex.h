/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: the generic get_cycles() returns 0; CP0 Count is a free-running counter. */
#ifndef _ASM_TSAR_TIMEX_H
#define _ASM_TSAR_TIMEX_H

#include <asm/cp0.h>

typedef unsigned long cycles_t;

static inline cycles_t get_cycles(void)
{
	return read_c0_count();
}
#define get_cycles get_cycles

#include <asm-generic/timex.h>

#endif /* _ASM_TSAR_TIMEX_H */
