/* SPDX-License-Identifier: GPL-2.0 */
/*
 * PORT-TODO(kernel-entry): kernel_entry: clear .bss, set up the init task's
 * stack and thread pointer, save the boot arguments, call start_kernel.
 */
