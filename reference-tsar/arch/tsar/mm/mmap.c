// SPDX-License-Identifier: GPL-2.0
/*
 * vm_get_page_prot: what each combination of VM_READ, VM_WRITE, VM_EXEC
 * and VM_SHARED maps to, from the PAGE_* protections of asm/pgtable.h.
 * (arch/arm64/mm/mmap.c keeps its table in a file of this name too.)
 */
#include <linux/mm.h>
#include <linux/pgtable.h>

/* No execute permission on MIPS32r2 without RI/XI: exec implies read. */
static const pgprot_t protection_map[16] = {
	[VM_NONE]					= PAGE_NONE,
	[VM_READ]					= PAGE_READONLY,
	[VM_WRITE]					= PAGE_COPY,
	[VM_WRITE | VM_READ]				= PAGE_COPY,
	[VM_EXEC]					= PAGE_READONLY,
	[VM_EXEC | VM_READ]				= PAGE_READONLY,
	[VM_EXEC | VM_WRITE]				= PAGE_COPY,
	[VM_EXEC | VM_WRITE | VM_READ]			= PAGE_COPY,
	[VM_SHARED]					= PAGE_NONE,
	[VM_SHARED | VM_READ]				= PAGE_READONLY,
	[VM_SHARED | VM_WRITE]				= PAGE_SHARED,
	[VM_SHARED | VM_WRITE | VM_READ]		= PAGE_SHARED,
	[VM_SHARED | VM_EXEC]				= PAGE_READONLY,
	[VM_SHARED | VM_EXEC | VM_READ]			= PAGE_READONLY,
	[VM_SHARED | VM_EXEC | VM_WRITE]		= PAGE_SHARED,
	[VM_SHARED | VM_EXEC | VM_WRITE | VM_READ]	= PAGE_SHARED,
};
DECLARE_VM_GET_PAGE_PROT
