// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The vDSO (vdso/): its image, and the page the timekeeper writes for it
 * (update_vsyscall(), kernel/time/vsyscall.c), mapped into every process
 * at exec: [vvar], the data, read-only; [vdso], the code, one page above
 * it, where the code's __arch_get_vdso_data() looks for the data.  The
 * auxiliary vector gives programs its address (AT_SYSINFO_EHDR, asm/elf.h).
 * The image (vdso/) and the counter it reads (asm/vdso/gettimeofday.h)
 * are the mips32 preset's; what is left to write is the mapping below.
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

/**
 * arch_setup_additional_pages() - map the vDSO into a new program
 * @bprm: the program being executed
 * @uses_interp: whether it has an ELF interpreter (unused)
 *
 * Checklist item abi-vdso.  Called by exec (fs/binfmt_elf.c) before the
 * auxiliary vector is written, under nothing: take the mmap write lock,
 * find room for the data page and the image together (get_unmapped_area()),
 * install [vvar] there read-only (never VM_MAYWRITE: the timekeeper's page)
 * and [vdso] one page above it, read-only and executable (VM_MAYWRITE, so
 * that a debugger's breakpoint copies the page), undo the first if the
 * second fails, and record the image's address in mm->context.vdso, which
 * ARCH_DLINFO (asm/elf.h) gives programs as AT_SYSINFO_EHDR.
 *
 * Until then programs run without a vDSO (AT_SYSINFO_EHDR is 0, and a C
 * library makes the system calls itself), so this stub does not stop the
 * boot: it maps nothing.
 *
 * Reference: reference-tsar/arch/tsar/kernel/vdso.c, arch_setup_additional_pages().
 */
int arch_setup_additional_pages(struct linux_binprm *bprm, int uses_interp)
{
	/* PORT-TODO(abi-vdso): arch_setup_additional_pages() is a stub; see reference-tsar/arch/tsar/kernel/vdso.c */
	return 0;
}
