/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The vDSO image (vdso.so, linked in this directory) in the kernel's
 * data, page aligned: kernel/vdso.c maps these pages into each process.
 * (As arch/loongarch/vdso/vdso.S.)
 */
#include <linux/init.h>
#include <linux/linkage.h>
#include <asm/page.h>

	__PAGE_ALIGNED_DATA

	.globl	vdso_start, vdso_end
	.balign	PAGE_SIZE
vdso_start:
	.incbin	"arch/tsar/vdso/vdso.so"
	.balign	PAGE_SIZE
vdso_end:

	.previous
