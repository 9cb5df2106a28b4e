// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The sigreturn trampoline: one read-only, executable page holding
 * "li v0, __NR_rt_sigreturn; syscall", mapped into a process the first
 * time it gets a signal handler to run (and inherited by fork), so that a
 * handler can return without executing its stack.
 */
#include <linux/init.h>
#include <linux/mm.h>
#include <linux/mman.h>
#include <asm/sigpage.h>
#include <asm/unistd.h>

#define INSN_LI_V0(imm)	(0x24020000 | (imm))	/* addiu v0, zero, imm */
#define INSN_SYSCALL	0x0000000c

static struct page *sigpage;

/*
 * The page moved by mremap (CRIU restores a process that way): signal
 * delivery must find it where it now is, not where it was.
 */
static int sigpage_mremap(const struct vm_special_mapping *sm,
			  struct vm_area_struct *new_vma)
{
	new_vma->vm_mm->context.sigpage = new_vma->vm_start;
	return 0;
}

static const struct vm_special_mapping sigpage_mapping = {
	.name	= "[sigpage]",
	.pages	= &sigpage,
	.mremap	= sigpage_mremap,
};

static int __init sigpage_init(void)
{
	u32 *insn;

	sigpage = alloc_page(GFP_KERNEL | __GFP_ZERO);
	if (!sigpage)
		return -ENOMEM;
	insn = page_address(sigpage);
	insn[0] = INSN_LI_V0(__NR_rt_sigreturn);
	insn[1] = INSN_SYSCALL;
	/* No I-cache to sync under QEMU; a real core would need flush_icache_range(). */
	return 0;
}
arch_initcall(sigpage_init);

/**
 * sigpage_map() - map the trampoline page into a process
 * @mm: the process
 *
 * Checklist item abi-signals.  Called by signal delivery: the page's
 * address, mm->context.sigpage, once it is mapped; else, under the mmap
 * write lock (and checking again, as another thread may have mapped it),
 * a free address (get_unmapped_area()) where _install_special_mapping()
 * maps sigpage_mapping read-only and executable, recorded in
 * mm->context.sigpage.  Returns the address or an error.
 *
 * Reference: reference-tsar/arch/tsar/kernel/sigpage.c, sigpage_map().
 */
long sigpage_map(struct mm_struct *mm)
{
	panic("PORT-TODO(abi-signals): sigpage_map() is a stub; see reference-tsar/arch/tsar/kernel/sigpage.c");
	return -ENOSYS;
}
