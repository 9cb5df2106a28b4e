/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * Custom: uapi byteorder.h has no generic version.  User space has no
 * CONFIG_*: the compiler's -EL/-EB says (__MIPSEB__), as on arch/mips.
 */
#ifndef _UAPI_ASM_TSAR_BYTEORDER_H
#define _UAPI_ASM_TSAR_BYTEORDER_H

#ifdef __MIPSEB__
#include <linux/byteorder/big_endian.h>
#else
#include <linux/byteorder/little_endian.h>
#endif

#endif
