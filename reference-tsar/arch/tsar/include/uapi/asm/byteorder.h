/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* Custom: uapi byteorder.h has no generic version; TSAR here is little endian. */
#ifndef _UAPI_ASM_TSAR_BYTEORDER_H
#define _UAPI_ASM_TSAR_BYTEORDER_H

#include <linux/byteorder/little_endian.h>

#endif
