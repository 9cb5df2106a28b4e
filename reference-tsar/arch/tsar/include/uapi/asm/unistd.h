/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* Custom: the generic numbers come from scripts/syscall.tbl through unistd_32.h. */
#include <asm/unistd_32.h>
