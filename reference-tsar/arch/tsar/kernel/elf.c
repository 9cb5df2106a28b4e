// SPDX-License-Identifier: GPL-2.0
/*
 * Which o32 programs exec accepts, beyond elf_check_arch (asm/elf.h):
 * soft-float ones, and those that use no floating point.  The 24Kc has no
 * FPU and this port no FPU emulator (arch/mips has one, arch/mips/math-emu),
 * so a hard-float program would die of SIGILL at its first FP instruction,
 * far from the cause; refused at exec, it gets ENOEXEC.  Debian's mipsel
 * compiler makes hard-float (-mfpxx) objects unless told -msoft-float,
 * which the kit's user programs are built with (ci/targets/).  The FP ABI
 * is in the .MIPS.abiflags segment (PT_MIPS_ABIFLAGS), which binutils has
 * written since 2.24; an object without one (older tools) is let through.
 * Learned from arch/mips/kernel/elf.c.
 */
#include <linux/elf.h>
#include <linux/fs.h>

#define PT_MIPS_ABIFLAGS	0x70000003

/* .MIPS.abiflags, version 0 (arch/mips's struct mips_elf_abiflags_v0) */
struct abiflags {
	u16 version;
	u8 isa_level;
	u8 isa_rev;
	u8 gpr_size;
	u8 cpr1_size;
	u8 cpr2_size;
	u8 fp_abi;
	u32 isa_ext;
	u32 ases;
	u32 flags1;
	u32 flags2;
};

/* Val_GNU_MIPS_ABI_FP_*: the values that need no FPU */
#define FP_ABI_ANY	0	/* no floating point at all */
#define FP_ABI_SOFT	3

int arch_elf_pt_proc(void *ehdr, void *phdr, struct file *elf, bool is_interp,
		     struct arch_elf_state *state)
{
	struct elf32_phdr *ph = phdr;
	struct abiflags flags;
	loff_t pos = ph->p_offset;

	if (ph->p_type != PT_MIPS_ABIFLAGS)
		return 0;
	if (ph->p_filesz < sizeof(flags))
		return -ENOEXEC;
	if (kernel_read(elf, &flags, sizeof(flags), &pos) != sizeof(flags))
		return -EIO;
	if (flags.fp_abi != FP_ABI_ANY && flags.fp_abi != FP_ABI_SOFT)
		return -ENOEXEC;
	return 0;
}

/* Every check is arch_elf_pt_proc's: nothing is left to decide here. */
int arch_check_elf(void *ehdr, bool has_interp, void *interp_ehdr,
		   struct arch_elf_state *state)
{
	return 0;
}
