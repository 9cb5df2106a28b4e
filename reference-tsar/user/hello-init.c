/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The first user program of a port: built with the kernel's nolibc
 * against `make ARCH=tsar headers_install`, run as /init.  It proves the
 * exec path, the first return to user mode and two syscalls, then powers
 * the board off so that QEMU exits.
 */
#include <stdio.h>
#include <unistd.h>

int main(void)
{
	printf("Hello from TSAR user space: /init is pid %d\n", getpid());
	reboot(RB_POWER_OFF);
	return 1;
}
