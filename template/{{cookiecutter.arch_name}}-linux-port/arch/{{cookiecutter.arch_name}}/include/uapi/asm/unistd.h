/* SPDX-License-Identifier: {{ cookiecutter.licence }} WITH Linux-syscall-note */
/* Custom: the generic numbers come from scripts/syscall.tbl through unistd_32.h. */
#include <asm/unistd_32.h>
