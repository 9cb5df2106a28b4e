/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Put before mm/mdwe_test by ci/kselftest.sh (-include): the test
 * includes both <linux/prctl.h> and <sys/prctl.h>, and musl's, unlike
 * glibc's, declares struct prctl_mm_map itself instead of including the
 * kernel's.  The kernel's comes first; musl's copy is renamed.
 */
#include <linux/prctl.h>
#define prctl_mm_map __kit_musl_prctl_mm_map
#include <sys/prctl.h>
#undef prctl_mm_map
