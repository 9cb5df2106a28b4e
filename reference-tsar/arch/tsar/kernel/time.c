// SPDX-License-Identifier: GPL-2.0
/*
 * time_init: CP0 Count is the clocksource and sched_clock, CP0 Compare the
 * clock event device (one-shot and periodic), both at the rate the device
 * tree gives.  Writing Compare also acks its interrupt.
 * (A TSAR cluster has no CP0 timer: its XICU provides the timers.)
 * Learned from arch/mips/kernel/cevt-r4k.c and csrc-r4k.c.
 */
#include <linux/clockchips.h>
#include <linux/clocksource.h>
#include <linux/delay.h>
#include <linux/init.h>
#include <linux/interrupt.h>
#include <linux/of.h>
#include <linux/of_clk.h>
#include <linux/of_irq.h>
#include <linux/sched_clock.h>
#include <asm/cp0.h>

static u32 count_hz;
static u32 ticks_per_jiffy;

static u64 cp0_count_read(struct clocksource *cs)
{
	return read_c0_count();
}

static u64 notrace cp0_sched_clock_read(void)
{
	return read_c0_count();
}

static struct clocksource cp0_clocksource = {
	.name	= "cp0-count",
	.rating	= 300,
	.read	= cp0_count_read,
	.mask	= CLOCKSOURCE_MASK(32),
	.flags	= CLOCK_SOURCE_IS_CONTINUOUS,
};

/*
 * Compare must be ahead of Count when the write lands, or the interrupt
 * comes 2^32 ticks late: if Count has passed it already, say so.
 */
static int cp0_set_next_event(unsigned long delta, struct clock_event_device *evt)
{
	u32 next = read_c0_count() + delta;

	write_c0_compare(next);
	return (s32)(next - (u32)read_c0_count()) <= 0 ? -ETIME : 0;
}

static int cp0_set_periodic(struct clock_event_device *evt)
{
	write_c0_compare(read_c0_count() + ticks_per_jiffy);
	return 0;
}

static struct clock_event_device cp0_clockevent = {
	.name			= "cp0-compare",
	.features		= CLOCK_EVT_FEAT_ONESHOT | CLOCK_EVT_FEAT_PERIODIC,
	.rating			= 300,
	.set_next_event		= cp0_set_next_event,
	.set_state_periodic	= cp0_set_periodic,
};

static irqreturn_t cp0_timer_interrupt(int irq, void *dev_id)
{
	struct clock_event_device *evt = dev_id;

	if (clockevent_state_periodic(evt)) {
		u32 next = read_c0_compare() + ticks_per_jiffy;

		/*
		 * Served more than a jiffy late: the next tick a jiffy from
		 * now, not a whole counter wrap (2^32 cycles) later.
		 */
		if ((s32)(next - (u32)read_c0_count()) <= 0)
			next = read_c0_count() + ticks_per_jiffy;
		write_c0_compare(next);
	} else
		write_c0_compare(read_c0_compare());	/* ack */
	evt->event_handler(evt);
	return IRQ_HANDLED;
}

static int __init cp0_timer_init(struct device_node *np)
{
	int irq, ret;

	if (of_property_read_u32(np, "clock-frequency", &count_hz) || !count_hz) {
		pr_err("%pOF: no clock-frequency\n", np);
		return -EINVAL;
	}
	irq = irq_of_parse_and_map(np, 0);
	if (!irq) {
		pr_err("%pOF: no interrupt\n", np);
		return -EINVAL;
	}
	ticks_per_jiffy = DIV_ROUND_CLOSEST(count_hz, HZ);

	clocksource_register_hz(&cp0_clocksource, count_hz);
	sched_clock_register(cp0_sched_clock_read, 32, count_hz);

	ret = request_irq(irq, cp0_timer_interrupt, IRQF_TIMER, "cp0-timer",
			  &cp0_clockevent);
	if (ret)
		return ret;
	cp0_clockevent.irq = irq;
	cp0_clockevent.cpumask = cpumask_of(0);
	/* A delta under ~1 us (hundreds of ticks) may already be past when Compare is written. */
	clockevents_config_and_register(&cp0_clockevent, count_hz, 256, 0x7fffffff);
	return 0;
}
TIMER_OF_DECLARE(tsar_cp0_timer, "lip6,tsar-cp0-timer", cp0_timer_init);

void __init time_init(void)
{
	timer_probe();
	lpj_fine = count_hz / HZ;
}
