// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * machine_restart, machine_halt, machine_power_off: the board's restart
 * and power-off handlers (from the device tree) do the work.
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/reboot.h>
#include <asm/processor.h>
{%- if cookiecutter.isa == 'mips32' %}

/* Interrupts off, the CPU waiting for ever: where every way out ends. */
static void __noreturn machine_stop(void)
{
	local_irq_disable();
	for (;;)
		__asm__ __volatile__("wait");
}
{%- endif %}

/**
 * machine_restart() - reset the machine
 * @cmd: the restart command, or NULL
 *
 * Checklist item abi-power-off.  do_kernel_restart() runs the
{%- if cookiecutter.isa == 'mips32' %}
 * restart handlers (syscon-reboot on malta's FPGA); if none answers, stop
{%- else %}
 * restart handlers (syscon-reboot on virt's test device); if none answers, stop
{%- endif %}
 * the CPU with interrupts off.
 *
 * Reference: reference-tsar/arch/tsar/kernel/reset.c, machine_restart().
 */
void machine_restart(char *cmd)
{
	panic("PORT-TODO(abi-power-off): machine_restart() is a stub; see reference-tsar/arch/tsar/kernel/reset.c");
}

/**
 * machine_halt() - stop the machine
 *
{%- if cookiecutter.isa == 'mips32' %}
 * Checklist item abi-power-off.  On malta: reset the board, which
 * QEMU -no-reboot turns into an exit.
{%- else %}
 * Checklist item abi-power-off.  On virt: power off through the
 * test device (syscon-poweroff), which ends QEMU.
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/reset.c, machine_halt().
 */
void machine_halt(void)
{
	panic("PORT-TODO(abi-power-off): machine_halt() is a stub; see reference-tsar/arch/tsar/kernel/reset.c");
}

/**
 * machine_power_off() - power the machine off
 *
 * Checklist item abi-power-off.  do_kernel_power_off() runs the
 * platform's power-off handler (registered at boot); then stop the CPU.
 *
 * Reference: reference-tsar/arch/tsar/kernel/reset.c, machine_power_off().
 */
void machine_power_off(void)
{
	panic("PORT-TODO(abi-power-off): machine_power_off() is a stub; see reference-tsar/arch/tsar/kernel/reset.c");
}
{%- if cookiecutter.isa == 'mips32' %}

/*
 * Malta's only way off: reset the board, which QEMU -no-reboot turns into
 * an exit.  Registered as the platform power-off so that reboot(2) with
 * RB_POWER_OFF takes the power-off path rather than halting.
 */
static void malta_power_off(void)
{
	do_kernel_restart(NULL);
}

static int __init malta_power_off_init(void)
{
	return register_platform_power_off(malta_power_off);
}
device_initcall(malta_power_off_init);
{%- endif %}
