/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The FLAT loader's relocation hooks (fs/binfmt_flat.c), for the programs
 * a port without an MMU runs (BINFMT_ELF needs one); the MMU port loads
 * them too, which is how they are tested.
 *
 * ci/flat/elf2flt.c makes the files from o32 PIC programs: the GOT and
 * the pointers in data are plain words, as asm-generic/flat.h relocates
 * them.  PIC code still loads a few absolute addresses with a lui/ori or
 * lui/addiu pair (nolibc's __start loads _start_c that way): elf2flt
 * marks such a record with FLAT_RELOC_PAIR, and the hooks read and write
 * the 32-bit address the two immediates hold.  Compare the two-insn
 * relocation of arch/microblaze/include/asm/flat.h.
 */
#ifndef _ASM_TSAR_FLAT_H
#define _ASM_TSAR_FLAT_H

#include <linux/uaccess.h>

#define FLAT_RELOC_PAIR		0x80000000U

#define flat_get_relocate_addr(rel)	((rel) & ~FLAT_RELOC_PAIR)

/* ori zero-extends its immediate; addiu and the loads sign-extend it. */
static inline bool flat_lo_is_ori(u32 lo)
{
	return (lo >> 26) == 0x0d;
}

static inline int flat_get_addr_from_rp(u32 __user *rp, u32 relval, u32 flags,
					u32 *addr)
{
	u32 hi, lo;

	if (!(relval & FLAT_RELOC_PAIR))
		return get_user(*addr, rp);
	if (get_user(hi, rp) || get_user(lo, rp + 1))
		return -EFAULT;
	/* What ld put there: %hi is always rounded for a signed %lo. */
	*addr = (hi << 16) + (s16)lo;
	return 0;
}

static inline int flat_put_addr_at_rp(u32 __user *rp, u32 addr, u32 relval)
{
	u32 hi, lo;

	if (!(relval & FLAT_RELOC_PAIR))
		return put_user(addr, rp);
	if (get_user(hi, rp) || get_user(lo, rp + 1))
		return -EFAULT;
	/*
	 * What the second instruction needs: addiu's negative low half
	 * borrows from the high one, ori's does not.  (nolibc's lui/ori
	 * with %hi is right only where bit 15 of _start_c is clear.)
	 */
	if (flat_lo_is_ori(lo))
		hi = (hi & 0xffff0000) | addr >> 16;
	else
		hi = (hi & 0xffff0000) | ((addr + 0x8000) >> 16 & 0xffff);
	lo = (lo & 0xffff0000) | (addr & 0xffff);
	if (put_user(hi, rp) || put_user(lo, rp + 1))
		return -EFAULT;
	return 0;
}

#endif /* _ASM_TSAR_FLAT_H */
