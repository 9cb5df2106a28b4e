// SPDX-License-Identifier: GPL-2.0
/*
 * The loader's arguments: head.S keeps a0-a3 in fw_args, and setup_arch
 * takes the command line from them before anything overwrites the table
 * they point to.
 */
#include <linux/init.h>
#include <linux/string.h>
#include <linux/types.h>
#include <asm/cp0.h>
#include <asm/traps.h>

unsigned long fw_args[4] __initdata;

/*
 * QEMU's malta loader (and YAMON) pass the command line as argv[1..] of
 * a table of 32-bit kseg0 pointers; the table sits in low RAM, which is
 * still untouched when this runs first thing in setup_arch.
 */
void __init fw_command_line(char *buf, size_t size)
{
	int argc = fw_args[0], i;
	u32 *argv = (u32 *)fw_args[1];
	size_t len = 0;

	buf[0] = '\0';
	if (argc <= 1 || fw_args[1] < KSEG0 || fw_args[1] >= KSEG1)
		return;
	for (i = 1; i < argc && len + 1 < size; i++) {
		const char *arg = (const char *)argv[i];
		ssize_t n;

		if ((unsigned long)arg < KSEG0 || (unsigned long)arg >= KSEG1)
			break;
		if (len)
			buf[len++] = ' ';
		n = strscpy(buf + len, arg, size - len);
		if (n < 0)
			break;
		len += n;
	}
}
