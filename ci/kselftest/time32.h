/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Put before the vDSO tests by ci/kselftest.sh (-include).  They pass
 * their struct timespec and struct timeval to the vDSO's clock_gettime,
 * gettimeofday and clock_getres, and to the system calls of those names,
 * which on a 32-bit arch take the kernel's old layouts, 32-bit seconds:
 * glibc's own types there, unless _TIME_BITS=64.  musl's are always
 * 64-bit: the kernel would fill the seconds with seconds and nanoseconds
 * and leave the nanoseconds as the stack had them, and no comparison
 * would mean anything.  So the tests' own uses of the two names are the
 * old layouts (the same as musl's on a 64-bit arch); musl's headers come
 * first, and keep theirs for musl's functions, which these tests do not
 * pass them to.  The 64-bit calls' struct __kernel_timespec is untouched.
 */
#include <sched.h>
#include <signal.h>
#include <sys/select.h>
#include <sys/time.h>
#include <time.h>

struct __kit_old_timespec {
	long tv_sec;
	long tv_nsec;
};

struct __kit_old_timeval {
	long tv_sec;
	long tv_usec;
};

#define timespec __kit_old_timespec
#define timeval __kit_old_timeval
