// SPDX-License-Identifier: GPL-2.0
/*
 * time_init: CP0 Count is the clocksource and sched_clock, CP0 Compare the
 * clock event device (one-shot and periodic), both at the rate the device
 * tree gives.  Writing Compare also acks its interrupt.  Each CPU has its
 * own Count and Compare on its own IP7: one clock event device per CPU,
 * the boot CPU's registered here, each other CPU's as it starts
 * (time_init_cpu).  A Count is one CPU's: with more than one CPU possible
 * it is neither the clocksource nor sched_clock, which must be one clock
 * for every CPU, and the board's shared counter is (on malta's CPS the
 * GIC's, drivers/clocksource/timer-cps-gic.c, which says why no CPU can
 * set its Count to another's).  A clock event is one CPU's anyway, but on
 * QEMU's CPS the GIC's local compare, rated above Compare by the same
 * driver, is each CPU's: QEMU loses CP0 Compare events there (the driver
 * says how), and Compare stays registered, unused.
 * (A TSAR cluster has no CP0 timer: its XICU provides the timers.)
 * Learned from arch/mips/kernel/cevt-r4k.c and csrc-r4k.c.
 */
#include <linux/clockchips.h>
#include <linux/clocksource.h>
#include <linux/cpumask.h>
#include <linux/delay.h>
#include <linux/init.h>
#include <linux/interrupt.h>
#include <linux/of.h>
#include <linux/of_clk.h>
#include <linux/of_irq.h>
#include <linux/sched_clock.h>
#include <asm/cp0.h>
#include <asm/traps.h>

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

static DEFINE_PER_CPU(struct clock_event_device, cp0_clockevent);
static unsigned int cp0_timer_irq;

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

/* This CPU's clock event device, on its own Compare and IP7. */
void time_init_cpu(void)
{
	struct clock_event_device *evt = this_cpu_ptr(&cp0_clockevent);

	evt->name = "cp0-compare";
	evt->features = CLOCK_EVT_FEAT_ONESHOT | CLOCK_EVT_FEAT_PERIODIC;
	evt->rating = 300;
	evt->set_next_event = cp0_set_next_event;
	evt->set_state_periodic = cp0_set_periodic;
	evt->irq = cp0_timer_irq;
	evt->cpumask = cpumask_of(smp_processor_id());
	/* A delta under ~1 us (hundreds of ticks) may already be past when Compare is written. */
	clockevents_config_and_register(evt, count_hz, 256, 0x7fffffff);
	enable_percpu_irq(cp0_timer_irq, IRQ_TYPE_NONE);
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

	/*
	 * One CPU possible (smp_init_cpus has run): its Count is the clock,
	 * which user mode reads too (the vDSO, "rdhwr $2": HWREna.CC is set
	 * since trap_init).  Never on SMP: each CPU has its own Count, and a
	 * reader moved between two would see time step.
	 */
	if (num_possible_cpus() == 1) {
#ifdef CONFIG_GENERIC_GETTIMEOFDAY
		cp0_clocksource.vdso_clock_mode = VDSO_CLOCKMODE_CP0;
#endif
		clocksource_register_hz(&cp0_clocksource, count_hz);
		sched_clock_register(cp0_sched_clock_read, 32, count_hz);
	}

	/* One interrupt line of each CPU's own: a per-CPU interrupt (irq.c). */
	ret = __request_percpu_irq(irq, cp0_timer_interrupt, IRQF_TIMER, "cp0-timer",
				   &cp0_clockevent);
	if (ret)
		return ret;
	cp0_timer_irq = irq;
	time_init_cpu();
	return 0;
}
TIMER_OF_DECLARE(tsar_cp0_timer, "lip6,tsar-cp0-timer", cp0_timer_init);

void __init time_init(void)
{
	timer_probe();
	lpj_fine = count_hz / HZ;
}
