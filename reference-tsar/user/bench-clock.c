// SPDX-License-Identifier: GPL-2.0
/*
 * The clock as programs read it: clock_gettime(CLOCK_MONOTONIC) through
 * the C library, which takes the vDSO (kernel/vdso.c on tsar, arch/mips's
 * own upstream), against the clock_gettime64 system call.  Built with musl
 * (reference-tsar/libc/musl on tsar, musl's arch/mips on upstream mips),
 * run as /init by ci/bench.sh on the deterministic clock beside bench.c,
 * whose format it prints: "bench: NAME NS_PER_OP_x10 OPS".
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/reboot.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "clock.h"
/* bench.h's process loops are bench.c's: none of them runs here */
#pragma GCC diagnostic ignored "-Wunused-function"
#include "bench.h"

#define CALLS	20000

static void b_clock(const char *name, int through_libc)
{
	long long t[REPS], t0;
	struct timespec ts;
	struct kts kts;
	int r, i;

	for (r = 0; r < REPS; r++) {
		t0 = now_ns();
		for (i = 0; i < CALLS; i++)
			if (through_libc ? clock_gettime(CLOCK_MONOTONIC, &ts) :
			    syscall(SYS_clock_gettime64, CLOCK_MONOTONIC, &kts))
				die(name);
		t[r] = now_ns() - t0;
	}
	report(name, median(t, REPS), CALLS);
}

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("bench: start\n");
	b_clock("clock_gettime_libc", 1);
	b_clock("clock_gettime_syscall", 0);
	printf("bench: end\n");
	if (getpid() == 1)
		reboot(RB_POWER_OFF);
	return 0;
}
