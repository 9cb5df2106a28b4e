/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Put before the futex tests by ci/kselftest.sh (-include).  futextest.h
 * calls syscall(SYS_futex, ...) with a struct timespec, written for
 * glibc's 32-bit time_t: on a 32-bit arch SYS_futex is the old call,
 * which reads the kernel's old layout, 32-bit seconds.  musl's struct
 * timespec is always 64-bit, the layout of futex_time64 (struct
 * __kernel_timespec, its padding where the kernel drops it), which every
 * 32-bit arch has since 5.1.  Without this, every timed wait reads its
 * nanoseconds from the seconds' upper half and fails with EINVAL, upstream
 * mips's as tsar's.
 */
#include <sys/syscall.h>

#ifdef SYS_futex_time64
#undef SYS_futex
#define SYS_futex SYS_futex_time64
#endif
