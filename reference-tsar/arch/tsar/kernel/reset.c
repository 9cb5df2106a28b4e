// SPDX-License-Identifier: GPL-2.0
/*
 * machine_restart, machine_halt, machine_power_off.  The board's restart
 * handler (syscon-reboot on malta's FPGA SOFTRES register, from the device
 * tree) does the work.  Malta has no power switch a kernel can use
 * without the PIIX4's PCI function, so halt and power-off reset it too:
 * QEMU, started with -no-reboot, then exits.  A board that resets for
 * real simply reboots.
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/reboot.h>
#include <asm/processor.h>

static void __noreturn machine_stop(void)
{
	local_irq_disable();
	for (;;)
		__asm__ __volatile__("wait");
}

void machine_restart(char *cmd)
{
	do_kernel_restart(cmd);
	pr_emerg("restart failed: no restart handler answered\n");
	machine_stop();
}

void machine_halt(void)
{
	do_kernel_restart(NULL);
	machine_stop();
}

void machine_power_off(void)
{
	do_kernel_power_off();
	machine_stop();
}

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
