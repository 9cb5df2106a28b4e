/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kernel's version as an ELF note, which glibc reads from a vDSO
 * (musl does not need it).  As arch/mips/vdso/elf.S.
 */
#include <linux/elfnote.h>
#include <generated/utsrelease.h>
#include <linux/version.h>

ELFNOTE_START(Linux, 0, "a")
	.long LINUX_VERSION_CODE
ELFNOTE_END
