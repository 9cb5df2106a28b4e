// SPDX-License-Identifier: GPL-2.0
/*
 * The vDSO (vdso/): its image, and the page the timekeeper writes for it
 * (update_vsyscall(), kernel/time/vsyscall.c), mapped into every process
 * at exec: [vvar], the data, read-only; [vdso], the code, one page above
 * it, where the code's __arch_get_vdso_data() looks for the data.  The
 * auxiliary vector gives programs its address (AT_SYSINFO_EHDR, asm/elf.h).
 * Learned from arch/loongarch/kernel/vdso.c and arch/mips/kernel/vdso.c;
 * placed as the sigreturn page is (sigpage.c), from TASK_UNMAPPED_BASE up:
 * the stack ends at TASK_SIZE, with no room above it.
 */
#include <linux/binfmts.h>
#include <linux/elf.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <vdso/datapage.h>
#include <asm/vdso/vsyscall.h>	/* vdso_data, which the timekeeper writes through */

extern char vdso_start[], vdso_end[];

static union vdso_data_store vdso_store __page_aligned_data;
struct vdso_data *vdso_data = vdso_store.data;

static struct page *vvar_pages[2];
static unsigned long vdso_size;

/* Moved by mremap (CRIU): the auxiliary vector's next readers follow it. */
static int vdso_mremap(const struct vm_special_mapping *sm,
		       struct vm_area_struct *new_vma)
{
	new_vma->vm_mm->context.vdso = new_vma->vm_start;
	return 0;
}

static const struct vm_special_mapping vvar_mapping = {
	.name	= "[vvar]",
	.pages	= vvar_pages,
};

static struct vm_special_mapping vdso_mapping = {
	.name	= "[vdso]",
	.mremap	= vdso_mremap,
};

static int __init vdso_init(void)
{
	unsigned long i, n = (vdso_end - vdso_start) >> PAGE_SHIFT;
	struct page **pages;

	if (memcmp(vdso_start, ELFMAG, SELFMAG)) {
		pr_err("vdso: the image is not ELF; programs run without it\n");
		return -EINVAL;
	}
	pages = kcalloc(n + 1, sizeof(*pages), GFP_KERNEL);
	if (!pages)
		return -ENOMEM;
	for (i = 0; i < n; i++)
		pages[i] = virt_to_page(vdso_start + (i << PAGE_SHIFT));
	vdso_mapping.pages = pages;
	vvar_pages[0] = virt_to_page(vdso_data);
	/*
	 * No D-cache colouring of the pages (arch/mips's vdso.c does it): the
	 * 24Kc under QEMU has 2 KiB cache ways, no aliases.  A real core with
	 * 8 KiB ways would need the data mapped at its kernel colour.
	 */
	vdso_size = n << PAGE_SHIFT;
	return 0;
}
arch_initcall(vdso_init);

int arch_setup_additional_pages(struct linux_binprm *bprm, int uses_interp)
{
	struct mm_struct *mm = current->mm;
	struct vm_area_struct *vma;
	unsigned long base;
	int ret = 0;

	if (!vdso_size)
		return 0;
	if (mmap_write_lock_killable(mm))
		return -EINTR;
	base = get_unmapped_area(NULL, 0, PAGE_SIZE + vdso_size, 0, 0);
	if (IS_ERR_VALUE(base)) {
		ret = base;
		goto out;
	}
	/* The data: never writable from user mode, not even by ptrace. */
	vma = _install_special_mapping(mm, base, PAGE_SIZE, VM_READ | VM_MAYREAD,
				       &vvar_mapping);
	if (IS_ERR(vma)) {
		ret = PTR_ERR(vma);
		goto out;
	}
	/* The code: a debugger's breakpoint copies the page it writes. */
	vma = _install_special_mapping(mm, base + PAGE_SIZE, vdso_size,
				       VM_READ | VM_EXEC | VM_MAYREAD | VM_MAYWRITE |
				       VM_MAYEXEC, &vdso_mapping);
	if (IS_ERR(vma)) {
		do_munmap(mm, base, PAGE_SIZE, NULL);
		ret = PTR_ERR(vma);
		goto out;
	}
	mm->context.vdso = base + PAGE_SIZE;
out:
	mmap_write_unlock(mm);
	return ret;
}
