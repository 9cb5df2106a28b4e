/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: linux/clocksource.h includes it under GENERIC_GETTIMEOFDAY; no generic one. */
#ifndef _ASM_TSAR_CLOCKSOURCE_H
#define _ASM_TSAR_CLOCKSOURCE_H

#include <asm/vdso/clocksource.h>

#endif /* _ASM_TSAR_CLOCKSOURCE_H */
