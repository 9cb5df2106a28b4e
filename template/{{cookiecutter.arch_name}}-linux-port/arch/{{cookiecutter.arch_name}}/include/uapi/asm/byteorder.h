/* SPDX-License-Identifier: {{ cookiecutter.licence }} WITH Linux-syscall-note */
/* Custom: uapi byteorder.h has no generic version (checklist item hdr-uapi-byteorder). */
#ifndef _UAPI_ASM_{{ cookiecutter.arch_name|upper }}_BYTEORDER_H
#define _UAPI_ASM_{{ cookiecutter.arch_name|upper }}_BYTEORDER_H

#include <linux/byteorder/{{ cookiecutter.endianness }}_endian.h>

#endif
