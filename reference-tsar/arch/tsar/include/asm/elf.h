/* SPDX-License-Identifier: GPL-2.0 */
/* Custom: no asm-generic elf.h; the port runs MIPS o32 ELF of its endianness. */
#ifndef _ASM_TSAR_ELF_H
#define _ASM_TSAR_ELF_H

#include <linux/elf-em.h>
#include <uapi/asm/ptrace.h>
#include <asm/page.h>

#define EF_MIPS_ABI2		0x00000020
#define EF_MIPS_ABI		0x0000f000
#define EF_MIPS_ABI_O32		0x00001000

#define ELF_CLASS	ELFCLASS32
#ifdef CONFIG_CPU_BIG_ENDIAN
#define ELF_DATA	ELFDATA2MSB
#else
#define ELF_DATA	ELFDATA2LSB
#endif
#define ELF_ARCH	EM_MIPS

/* o32 objects only: no n32 (ABI2), no EABI/O64 */
#define elf_check_arch(hdr)						\
	((hdr)->e_machine == EM_MIPS &&					\
	 !((hdr)->e_flags & EF_MIPS_ABI2) &&				\
	 (((hdr)->e_flags & EF_MIPS_ABI) == 0 ||			\
	  ((hdr)->e_flags & EF_MIPS_ABI) == EF_MIPS_ABI_O32))

#define ELF_EXEC_PAGESIZE	PAGE_SIZE
#define ELF_ET_DYN_BASE		(TASK_SIZE / 3 * 2)
#define ELF_HWCAP		0
#define ELF_PLATFORM		NULL
#define SET_PERSONALITY(ex)	set_personality(PER_LINUX)


/*
 * NT_PRSTATUS, for ptrace and core dumps: MIPS o32's elf_gregset_t
 * (arch/mips's asm/reg.h, MIPS32_EF_*), 45 words with $0 at index 6, so
 * that gdb, readelf and eu-stack, which know EM_MIPS, read it right.  It
 * is struct user_pt_regs between unused words, which read 0.  Signal
 * frames keep user_pt_regs alone (uapi asm/sigcontext.h).
 */
struct o32_gregset {
	unsigned long unused0[6];
	struct user_pt_regs regs;
	unsigned long unused1;
};

typedef unsigned long elf_greg_t;
#define ELF_NGREG	(sizeof(struct o32_gregset) / sizeof(elf_greg_t))
typedef elf_greg_t elf_gregset_t[ELF_NGREG];
typedef struct { } elf_fpregset_t;

/*
 * exec refuses hard-float programs (kernel/elf.c): it reads their
 * PT_MIPS_ABIFLAGS segment, and needs no state between the checks.
 */
struct arch_elf_state {
};

#define INIT_ARCH_ELF_STATE	{ }

struct file;
int arch_elf_pt_proc(void *ehdr, void *phdr, struct file *elf, bool is_interp,
		     struct arch_elf_state *state);
int arch_check_elf(void *ehdr, bool has_interp, void *interp_ehdr,
		   struct arch_elf_state *state);

/* Core dumps take the registers from the regsets of kernel/ptrace.c. */
#define CORE_DUMP_USE_REGSET

#ifdef CONFIG_GENERIC_GETTIMEOFDAY
/*
 * The vDSO, mapped at exec (kernel/vdso.c), its address in the auxv.
 * fs/binfmt_elf.c asks for this macro by name, as it does of arm64, mips
 * or loongarch; split over two lines only because checkpatch's
 * DEFINE_ARCH_HAS rule, meant for new feature macros, would take it for
 * one.
 */
#define \
	ARCH_HAS_SETUP_ADDITIONAL_PAGES 1
struct linux_binprm;
int arch_setup_additional_pages(struct linux_binprm *bprm, int uses_interp);
#define ARCH_DLINFO \
	NEW_AUX_ENT(AT_SYSINFO_EHDR, (elf_addr_t)current->mm->context.vdso)
#endif

#endif /* _ASM_TSAR_ELF_H */
