// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
{%- if cookiecutter.isa == 'mips32' %}
 * time_init: CP0 Count is the clocksource and sched_clock, CP0 Compare the
 * clock event device, both at the rate the device tree gives.  Each CPU
 * has its own Count and Compare on its own IP7: one clock event device
 * per CPU, the boot CPU's registered by time_init, each other CPU's as
 * it starts (time_init_cpu).  With more than one CPU possible, Count is
 * neither clocksource nor sched_clock: the GIC's shared counter is
 * (drivers/clocksource/timer-cps-gic.c, patches/), whose local compare,
 * rated higher, also takes over each CPU's clock events from Compare on
 * QEMU's CPS (the driver says why).
{%- else %}
 * time_init: the tick timer's count (TTCR) is the clocksource and
 * sched_clock, its mode register (TTMR) the clock event device, both at
 * the CPU clock the device tree gives (/cpus/cpu@0, clock-frequency).
{%- endif %}
 */
{%- if cookiecutter.isa == 'mips32' %}
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
#include <asm/traps.h>

/*
 * The driver's parts, given: Count read as clocksource and sched_clock,
 * Compare programmed as the clock event device, its interrupt.  What is
 * left to write is how they are found and registered: cp0_timer_init().
 */
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

/**
 * time_init_cpu() - this CPU's clock event device
 *
 * Checklist item time-clockevent.  Called by cp0_timer_init() on the boot
 * CPU and by start_secondary() on each other one.  Fill in this CPU's
 * cp0_clockevent (name "cp0-compare", one-shot and periodic, rating 300,
 * cp0_set_next_event, cp0_set_periodic, the irq, cpumask_of this CPU),
 * register it (clockevents_config_and_register, deltas 256 to 0x7fffffff
 * ticks), and enable the timer's per-CPU interrupt here
 * (enable_percpu_irq).
 *
 * Reference: reference-tsar/arch/tsar/kernel/time.c, time_init_cpu().
 */
void time_init_cpu(void)
{
	panic("PORT-TODO(time-clockevent): time_init_cpu() is a stub; see reference-tsar/arch/tsar/kernel/time.c");
}

/**
 * cp0_timer_init() - the CPU timer driver
 * @np: its device-tree node
 *
 * Checklist item time-clockevent.  Called by timer_probe() for
 * the device-tree node "{{ cookiecutter.arch_name }},cp0-timer".  In order: read
 * clock-frequency; when one CPU is possible (num_possible_cpus()), register
 * Count as a clocksource (clocksource_register_hz) and as sched_clock
 * (sched_clock_register, 32 bits): with more, each CPU's Count is its own,
 * and the board's shared counter is the clock; request the timer's
 * interrupt, a per-CPU one (__request_percpu_irq, IRQF_TIMER,
 * &cp0_clockevent); then time_init_cpu() for the boot CPU.
 *
 * Reference: reference-tsar/arch/tsar/kernel/time.c, cp0_timer_init().
 */
static int __init cp0_timer_init(struct device_node *np)
{
	panic("PORT-TODO(time-clockevent): cp0_timer_init() is a stub; see reference-tsar/arch/tsar/kernel/time.c");
	return -ENODEV;
}
TIMER_OF_DECLARE({{ cookiecutter.arch_name }}_cp0_timer, "{{ cookiecutter.arch_name }},cp0-timer", cp0_timer_init);
{%- else %}
#include <linux/clocksource.h>
#include <linux/init.h>
#include <linux/of.h>
#include <linux/time.h>
{%- endif %}

/**
 * time_init() - start the clocks
 *
 * Checklist item time-clockevent.  Called by start_kernel() after
{%- if cookiecutter.isa == 'mips32' %}
 * init_IRQ().  Run timer_probe() (which calls the driver above), then set
{%- else %}
 * init_IRQ().  QEMU's or1k tree has no timer node: read the CPU clock,
 * register TTCR as clocksource (clocksource_register_hz) and sched_clock
 * (sched_clock_register, 32 bits), request the tick exception's handling
 * and register TTMR as a one-shot and periodic clock event device, then set
{%- endif %}
 * lpj_fine from the timer's rate so that calibrate_delay() need not
 * measure (checklist item time-lpj).
 *
 * Reference: reference-tsar/arch/tsar/kernel/time.c, time_init().
 */
void __init time_init(void)
{
	panic("PORT-TODO(time-clockevent): time_init() is a stub; see reference-tsar/arch/tsar/kernel/time.c");
}
