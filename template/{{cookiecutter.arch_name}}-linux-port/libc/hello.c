// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The first program built with the port's C library (libc/musl/, built by
 * `make userspace`), run as /init by the target {{ cookiecutter.arch_name }}-musl:
 * the start files, stdio over write(), uname() and clock_gettime()
 * (through the vDSO when the port maps one), then a power-off.  Where
 * musl meets the kernel's ABI case by case, the kit's
 * reference-tsar/user/libc.c judges the reference port.
 */
#include <stdio.h>
#include <time.h>
#include <unistd.h>
#include <sys/reboot.h>
#include <sys/utsname.h>

int main(void)
{
	struct utsname u;
	struct timespec ts;

	if (uname(&u) || clock_gettime(CLOCK_MONOTONIC, &ts)) {
		perror("hello");
		return 1;
	}
	printf("hello: musl on {{ cookiecutter.arch_title }}, %s %s, up %lld.%03ld s\n",
	       u.sysname, u.machine, (long long)ts.tv_sec, ts.tv_nsec / 1000000);
	if (getpid() == 1)
		reboot(RB_POWER_OFF);
	return 0;
}
