/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The vDSO's layout: one read-only, executable segment from address 0
 * (kernel/vdso.c maps it one page above the data page, [vvar]), the
 * dynamic table and symbols musl looks up, the version LINUX_2.6 of
 * arch/mips's o32 vDSO, so that a libc built for mips finds the same
 * names.  Learned from arch/mips/vdso/vdso.lds.S, less its ABI-flags
 * section: the port's user space is soft-float only.
 */

/* cpp predefines "mips" (the compiler targets MIPS); only -U$(ARCH) is given. */
#undef mips

/* The format is the emulation's (-m elf32ltsmip or elf32btsmip, KBUILD_LDFLAGS): either byte order. */
OUTPUT_ARCH(mips)

SECTIONS
{
	PROVIDE(_start = .);
	. = SIZEOF_HEADERS;

	.reginfo	: { *(.reginfo) }		:text :reginfo

	.hash		: { *(.hash) }			:text
	.gnu.hash	: { *(.gnu.hash) }
	.dynsym		: { *(.dynsym) }
	.dynstr		: { *(.dynstr) }
	.gnu.version	: { *(.gnu.version) }
	.gnu.version_d	: { *(.gnu.version_d) }
	.gnu.version_r	: { *(.gnu.version_r) }

	.note		: { *(.note.*) }		:text :note

	.text		: { *(.text*) }			:text

	.eh_frame_hdr	: { *(.eh_frame_hdr) }		:text :eh_frame_hdr
	.eh_frame	: { KEEP (*(.eh_frame)) }	:text

	.dynamic	: { *(.dynamic) }		:text :dynamic

	.rodata		: { *(.rodata*) }		:text

	_end = .;

	/*
	 * No data and no small data: nothing writable in the image, and
	 * nothing reached through $gp.
	 */
	/DISCARD/	: {
		*(.MIPS.abiflags)
		*(.gnu.attributes)
		*(.note.GNU-stack)
		*(.data .data.* .sdata*)
		*(.bss .sbss .dynbss .dynsbss)
	}
}

PHDRS
{
	/* Where the linker would put its own, before the load segment */
	reginfo		0x70000000;
	text		PT_LOAD		FLAGS(5) FILEHDR PHDRS;	/* R, X */
	dynamic		PT_DYNAMIC	FLAGS(4);		/* R */
	note		PT_NOTE		FLAGS(4);
	eh_frame_hdr	PT_GNU_EH_FRAME;
}

VERSION
{
	LINUX_2.6 {
	global:
		__vdso_clock_gettime;
		__vdso_clock_gettime64;
		__vdso_gettimeofday;
		__vdso_clock_getres;
		__vdso_time;
	local: *;
	};
}
