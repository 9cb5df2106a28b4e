// SPDX-License-Identifier: GPL-2.0
/*
 * The sigreturn trampoline: one read-only, executable page holding
 * "li v0, __NR_rt_sigreturn; syscall", mapped into a process the first
 * time it gets a signal handler to run (and inherited by fork), so that a
 * handler can return without executing its stack.
 * (Learned from arm's [sigpage], arch/arm/kernel/process.c.)
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

long sigpage_map(struct mm_struct *mm)
{
	struct vm_area_struct *vma;
	unsigned long addr;

	/*
	 * Without an MMU every program reaches the kernel's memory
	 * (asm/page.h): the trampoline is where sigpage_init() put it.
	 */
	if (!IS_ENABLED(CONFIG_MMU))
		return (long)page_address(sigpage);
	if (mm->context.sigpage)
		return mm->context.sigpage;
	if (mmap_write_lock_killable(mm))
		return -EINTR;
	addr = mm->context.sigpage;
	if (addr)
		goto out;
	addr = get_unmapped_area(NULL, 0, PAGE_SIZE, 0, 0);
	if (IS_ERR_VALUE(addr))
		goto out;
	vma = _install_special_mapping(mm, addr, PAGE_SIZE,
				       VM_READ | VM_EXEC | VM_MAYREAD | VM_MAYEXEC,
				       &sigpage_mapping);
	if (IS_ERR(vma)) {
		addr = PTR_ERR(vma);
		goto out;
	}
	mm->context.sigpage = addr;
out:
	mmap_write_unlock(mm);
	return addr;
}
