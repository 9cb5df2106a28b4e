// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
{%- if cookiecutter.isa == 'mips32' %}
 * time_init: CP0 Count is the clocksource and sched_clock, CP0 Compare the
 * clock event device, both at the rate the device tree gives.
{%- else %}
 * time_init: the tick timer's count (TTCR) is the clocksource and
 * sched_clock, its mode register (TTMR) the clock event device, both at
 * the CPU clock the device tree gives (/cpus/cpu@0, clock-frequency).
{%- endif %}
 */
#include <linux/clocksource.h>
#include <linux/init.h>
#include <linux/of.h>
#include <linux/time.h>
{%- if cookiecutter.isa == 'mips32' %}

/**
 * cp0_timer_init() - the CPU timer driver
 * @np: its device-tree node
 *
 * Checklist item time-clockevent.  Called by timer_probe() for
 * the device-tree node "{{ cookiecutter.arch_name }},cp0-timer".  In order: read
 * clock-frequency; register Count as a clocksource (clocksource_register_hz)
 * and as sched_clock (sched_clock_register, 32 bits); request the timer's
 * interrupt; register Compare as a one-shot and periodic clock event device
 * (clockevents_config_and_register).
 *
 * Reference: reference-tsar/arch/tsar/kernel/time.c, cp0_timer_init().
 */
static int __init cp0_timer_init(struct device_node *np)
{
	panic("PORT-TODO(time-clockevent): cp0_timer_init() is a stub; see reference-tsar/arch/tsar/kernel/time.c");
	return -ENODEV;
}
TIMER_OF_DECLARE({{ cookiecutter.arch_name }}_cp0_timer, "{{ cookiecutter.arch_name }},cp0-timer", cp0_timer_init);
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
