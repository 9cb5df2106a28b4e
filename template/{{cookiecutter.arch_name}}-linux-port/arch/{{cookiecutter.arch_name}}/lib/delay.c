// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The delay loops count CP0 Count ticks, so loops_per_jiffy is the Count
 * rate over HZ (preset by time_init; no calibration loop).
 * The asm-generic/delay.h front end turns udelay/ndelay into these.
 */
#include <linux/delay.h>
#include <linux/export.h>
#include <linux/param.h>
#include <linux/timex.h>

void __delay(unsigned long loops)
{
	cycles_t start = get_cycles();

	while ((cycles_t)(get_cycles() - start) < loops)
		cpu_relax();
}
EXPORT_SYMBOL(__delay);

/* xloops = time in 2^-32 s units for udelay, scaled as the generic header does */
void __const_udelay(unsigned long xloops)
{
	unsigned long long loops = (unsigned long long)xloops * loops_per_jiffy * HZ;

	__delay(loops >> 32);
}
EXPORT_SYMBOL(__const_udelay);

void __udelay(unsigned long usecs)
{
	__const_udelay(usecs * 0x10C7UL);	/* 2^32 / 10^6 */
}
EXPORT_SYMBOL(__udelay);

void __ndelay(unsigned long nsecs)
{
	__const_udelay(nsecs * 0x5UL);		/* 2^32 / 10^9 */
}
EXPORT_SYMBOL(__ndelay);
