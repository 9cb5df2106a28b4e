// SPDX-License-Identifier: GPL-2.0
/*
 * elf2flt: a static MIPS32 o32 PIC program (ELF, either byte order) into
 * the FLAT format of fs/binfmt_flat.c, for a port without an MMU, which
 * cannot run ELF (BINFMT_ELF depends on MMU).
 *
 *   elf2flt [-s STACK] IN.elf OUT.flt
 *
 * IN is linked with flat.ld beside this file (ci/build.sh does it):
 * -N -q -Ttext=0x8000, the GOT 32-byte aligned and followed by a -1 word.
 * What binfmt_flat does with the result decides the layout:
 *
 * - It loads the whole file in one block (FLAT_FLAG_RAM), text at
 *   offset 64 past the header and the data right after it when the port
 *   selects BINFMT_FLAT_NO_DATA_START_OFFSET: every link address r moves
 *   to block + 64 + r, one displacement for code and data, which MIPS PIC
 *   needs ($gp is found from the code's own address, .cpload).
 * - The data starts at the GOT, which the kernel relocates word by word up
 *   to the -1 (FLAT_FLAG_GOTPIC).  It leaves a zero word alone, and a
 *   MIPS GOT holds 64 KiB page addresses, (sym + 0x8000) & ~0xffff: so
 *   nothing is linked below 0x8000, and the image starts with that much
 *   zero (the word GOT[1], 0x80000000 as a mark for ld.so, is cleared).
 * - Other words holding an address (R_MIPS_32: pointers in data) become
 *   relocation records; a lui/ori or lui/addiu pair with an absolute
 *   address (nolibc's __start loads _start_c that way) becomes one record
 *   with bit 31 set, which the port's asm/flat.h rewrites as a pair.
 *   Everything else in PIC code is relative to the code or to $gp.
 *
 * Anything else (a jal, a lone %hi, a GOT word outside the image) is
 * refused with the reason: the program would not run where it is loaded.
 */
#include <elf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FLAT_VERSION	4
#define FLAT_FLAG_RAM	0x0001
#define FLAT_FLAG_GOTPIC	0x0002
#define FLAT_HDR_SIZE	64
#define FLAT_RELOC_PAIR	0x80000000u	/* asm/flat.h of the port */
#define IMAGE_START	0x8000u		/* see above: GOT page entries */
#ifndef SHT_MIPS_ABIFLAGS
#define SHT_MIPS_ABIFLAGS	0x7000002a	/* not in every glibc's elf.h */
#endif

static const char *in_name;
static unsigned char *elf;
static size_t elf_size;
static int big;				/* the ELF's byte order */

static void fail(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "elf2flt: %s: ", in_name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

static uint32_t get32(const unsigned char *p)
{
	return big ? (uint32_t)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3] :
		     (uint32_t)p[3] << 24 | p[2] << 16 | p[1] << 8 | p[0];
}

static uint16_t get16(const unsigned char *p)
{
	return big ? p[0] << 8 | p[1] : p[1] << 8 | p[0];
}

static void put32(unsigned char *p, uint32_t v)
{
	int i;

	for (i = 0; i < 4; i++)
		p[big ? i : 3 - i] = v >> (24 - 8 * i);
}

static void put_be32(unsigned char *p, uint32_t v)
{
	p[0] = v >> 24;
	p[1] = v >> 16;
	p[2] = v >> 8;
	p[3] = v;
}

static const unsigned char *at(uint32_t off, uint32_t len)
{
	if (off > elf_size || len > elf_size - off)
		fail("truncated ELF (offset 0x%x)", off);
	return elf + off;
}

/* Section header field access. */
struct sec {
	uint32_t name, type, flags, addr, offset, size, link, info, entsize;
};

static struct sec section(unsigned int i)
{
	uint32_t shoff = get32(at(32, 4));
	uint16_t shentsize = get16(at(46, 2));
	const unsigned char *p = at(shoff + i * shentsize, 40);
	struct sec s = {
		get32(p), get32(p + 4), get32(p + 8), get32(p + 12),
		get32(p + 16), get32(p + 20), get32(p + 24), get32(p + 28),
		get32(p + 36),
	};
	return s;
}

static unsigned int nsections(void)
{
	return get16(at(48, 2));
}

static const char *section_name(struct sec *s)
{
	struct sec strs = section(get16(at(50, 2)));

	return (const char *)at(strs.offset + s->name, 1);
}

/*
 * A section of the loaded image: allocated, not empty, and not one of
 * the records ld places for ld.so and the kernel's ELF loader (ABI flags,
 * register info, notes), which a FLAT program has no use for.
 */
static int in_image(const struct sec *s)
{
	return (s->flags & SHF_ALLOC) && s->size && s->type != SHT_MIPS_ABIFLAGS &&
	       s->type != SHT_MIPS_REGINFO && s->type != SHT_NOTE;
}

static uint32_t *relocs;
static unsigned int nrelocs, relocs_room;

static void add_reloc(uint32_t r)
{
	if (nrelocs == relocs_room) {
		relocs_room = relocs_room ? 2 * relocs_room : 256;
		relocs = realloc(relocs, relocs_room * sizeof(*relocs));
		if (!relocs)
			fail("out of memory");
	}
	relocs[nrelocs++] = r;
}

/*
 * The address a lui and the instruction after it hold, as ld wrote them:
 * %hi is rounded for a sign-extended %lo whatever the second instruction
 * (nolibc's ori included), so the port's asm/flat.h reads it the same way.
 */
static uint32_t pair_value(const unsigned char *image, uint32_t off)
{
	uint32_t hi = get32(image + off) & 0xffff;
	int16_t lo = get32(image + off + 4) & 0xffff;

	return (hi << 16) + lo;
}

/*
 * One REL table: the relocations that remain to be done at load time.
 * ld -q keeps them with the final values in place.  A %lo is paired with
 * a %got page load (local data, relocated with the GOT) or with a %hi of
 * _gp_disp (relative) but for an absolute %hi, whose pair the loader
 * rewrites as one: then every %lo of that symbol must follow its %hi.
 */
static void scan_rel(struct sec *rel, struct sec *target, unsigned char *image,
		     uint32_t image_end)
{
	struct sec symtab = section(rel->link);
	struct sec strtab = section(symtab.link);
	uint32_t n = rel->size / 8, i, j, pass, nhi = 0;
	uint32_t *hi_sym = calloc(n + 1, sizeof(*hi_sym));
	uint32_t *hi_off = calloc(n + 1, sizeof(*hi_off));

	if (!hi_sym || !hi_off)
		fail("out of memory");

	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < n; i++) {
			const unsigned char *r = at(rel->offset + 8 * i, 8);
			uint32_t off = get32(r), info = get32(r + 4);
			uint32_t symi = ELF32_R_SYM(info), type = ELF32_R_TYPE(info);
			const unsigned char *sym = at(symtab.offset + 16 * symi, 16);
			const char *name = (const char *)at(strtab.offset + get32(sym), 1);
			uint16_t shndx = get16(sym + 14);
			int absolute = strcmp(name, "_gp_disp") && shndx != SHN_ABS;

			if (off < target->addr || off - target->addr >= target->size)
				fail("relocation at 0x%x outside %s", off, section_name(target));
			if (pass == 0) {
				if (type == R_MIPS_HI16 && absolute) {
					hi_sym[nhi] = symi;
					hi_off[nhi++] = off;
					add_reloc(off | FLAT_RELOC_PAIR);
				}
				continue;
			}
			switch (type) {
			case R_MIPS_NONE:
			case R_MIPS_GPREL16:
			case R_MIPS_GPREL32:
			case R_MIPS_PC16:
			case R_MIPS_CALL16:
			case R_MIPS_GOT16:
			case R_MIPS_JALR:
			case R_MIPS_HI16:
				break;
			case R_MIPS_LO16: {
				int of_abs_hi = 0, paired = 0;

				for (j = 0; j < nhi; j++) {
					of_abs_hi |= hi_sym[j] == symi;
					paired |= hi_sym[j] == symi && hi_off[j] + 4 == off;
				}
				if (of_abs_hi && !paired)
					fail("%%lo(%s) at 0x%x is not right after its absolute %%hi: built without -fPIC?",
					     name, off);
				if (paired && (pair_value(image, off - 4) < IMAGE_START ||
					       pair_value(image, off - 4) > image_end))
					fail("%%hi/%%lo(%s) at 0x%x: 0x%x is outside the image",
					     name, off - 4, pair_value(image, off - 4));
				break;
			}
			case R_MIPS_32:
				if (shndx == SHN_ABS)
					break;
				if (off & 3)
					fail("unaligned R_MIPS_32 at 0x%x", off);
				if (get32(image + off) > image_end)
					fail("R_MIPS_32 at 0x%x: 0x%x is outside the image", off,
					     get32(image + off));
				add_reloc(off);
				break;
			case R_MIPS_26:
				fail("jal/j to %s at 0x%x: an absolute jump; build with -fPIC", name, off);
				break;
			default:
				fail("relocation type %u at 0x%x (%s) cannot be done at load time",
				     type, off, name);
			}
		}
	}
	free(hi_sym);
	free(hi_off);
}

int main(int argc, char **argv)
{
	uint32_t stack = 64 * 1024, entry, got = 0, got_size = 0, data_end = 0, bss_end = 0, page_end;
	unsigned char *image, hdr[FLAT_HDR_SIZE] = { 'b', 'F', 'L', 'T' };
	unsigned int i, n, tables;
	FILE *f;
	long sz;

	if (argc == 5 && !strcmp(argv[1], "-s")) {
		stack = strtoul(argv[2], NULL, 0);
		argv += 2;
		argc -= 2;
	}
	if (argc != 3) {
		fprintf(stderr, "usage: elf2flt [-s STACK] IN.elf OUT.flt\n");
		return 2;
	}
	in_name = argv[1];
	f = fopen(in_name, "rb");
	if (!f)
		fail("%s", strerror(errno));
	if (fseek(f, 0, SEEK_END))
		fail("cannot seek in it");
	sz = ftell(f);
	if (sz < 52 || fseek(f, 0, SEEK_SET))
		fail("not an ELF file");
	elf_size = sz;
	elf = malloc(elf_size);
	if (!elf || fread(elf, 1, elf_size, f) != elf_size)
		fail("cannot read it");
	fclose(f);
	if (memcmp(elf, ELFMAG, SELFMAG) || elf[EI_CLASS] != ELFCLASS32)
		fail("not a 32-bit ELF file");
	big = elf[EI_DATA] == ELFDATA2MSB;
	if (get16(elf + 18) != EM_MIPS || get16(elf + 16) != ET_EXEC)
		fail("not a MIPS executable");
	entry = get32(elf + 24);

	/* The image: its sections, none below IMAGE_START. */
	n = nsections();
	for (i = 1; i < n; i++) {
		struct sec s = section(i);
		const char *name = section_name(&s);

		if (!in_image(&s))
			continue;
		if (s.addr < IMAGE_START)
			fail("%s at 0x%x: nothing may be linked below 0x%x (link with flat.ld)",
			     name, s.addr, IMAGE_START);
		if (!strcmp(name, ".got")) {
			got = s.addr;
			got_size = s.size;
		}
		if (s.type == SHT_NOBITS) {
			if (s.addr + s.size > bss_end)
				bss_end = s.addr + s.size;
		} else if (s.addr + s.size > data_end) {
			data_end = s.addr + s.size;
		}
	}
	if (!got)
		fail("no .got: not PIC code (build with -fPIC)");
	if (got & 31)
		fail(".got at 0x%x is not 32-byte aligned (link with flat.ld)", got);
	if (bss_end < data_end)
		bss_end = data_end;
	image = calloc(1, bss_end + 4);
	if (!image)
		fail("out of memory");
	for (i = 1; i < n; i++) {
		struct sec s = section(i);

		if (in_image(&s) && s.type != SHT_NOBITS)
			memcpy(image + s.addr, at(s.offset, s.size), s.size);
	}
	if (get32(image + got + got_size) != 0xffffffff)
		fail("the .got is not followed by a -1 word (link with flat.ld)");

	/*
	 * The GOT, relocated by the kernel: every word 0 or in the image.  A
	 * page word of a small program's last page, (sym + 0x8000) & ~0xffff,
	 * lies past its end, and binfmt_flat's calc_reloc() refuses a word
	 * past the image: the bss grows to reach it (at most 64 KiB).
	 */
	if (got_size >= 8 && get32(image + got + 4) == 0x80000000)
		put32(image + got + 4, 0);
	for (i = 0, page_end = bss_end; i < got_size; i += 4) {
		uint32_t v = get32(image + got + i);

		if (v > bss_end && !(v & 0xffff) && v - bss_end < 0x10000) {
			if (v > page_end)
				page_end = v;
		} else if (v && (v < IMAGE_START || v > bss_end)) {
			fail("GOT word %u holds 0x%x, outside the image", i / 4, v);
		}
	}
	bss_end = page_end;

	for (i = 1, tables = 0; i < n; i++) {
		struct sec rel = section(i), target;

		if (rel.type == SHT_RELA)
			fail("RELA relocations: not o32");
		if (rel.type != SHT_REL)
			continue;
		target = section(rel.info);
		if (!(target.flags & SHF_ALLOC) || target.addr < IMAGE_START)
			continue;
		scan_rel(&rel, &target, image, bss_end);
		tables++;
	}
	/* PIC code always has some ($gp's .cpload): none were kept. */
	if (!tables)
		fail("no relocations in it: linked without -q (--emit-relocs)");

	/*
	 * The header; offsets count from the file's start, and the text
	 * (link address 0) starts right after the header.
	 */
	put_be32(hdr + 4, FLAT_VERSION);
	put_be32(hdr + 8, FLAT_HDR_SIZE + entry);
	put_be32(hdr + 12, FLAT_HDR_SIZE + got);
	put_be32(hdr + 16, FLAT_HDR_SIZE + data_end);
	put_be32(hdr + 20, FLAT_HDR_SIZE + bss_end);
	put_be32(hdr + 24, stack);
	put_be32(hdr + 28, FLAT_HDR_SIZE + data_end);
	put_be32(hdr + 32, nrelocs);
	put_be32(hdr + 36, FLAT_FLAG_RAM | FLAT_FLAG_GOTPIC);

	f = fopen(argv[2], "wb");
	if (!f)
		fail("%s: %s", argv[2], strerror(errno));
	fwrite(hdr, 1, sizeof(hdr), f);
	fwrite(image, 1, data_end, f);
	for (i = 0; i < nrelocs; i++) {
		unsigned char r[4];

		put_be32(r, relocs[i]);
		fwrite(r, 1, 4, f);
	}
	if (fclose(f))
		fail("%s: %s", argv[2], strerror(errno));
	printf("elf2flt: %s: %u bytes of code and data, %u of bss, %u relocation(s), stack %u\n",
	       argv[2], data_end, bss_end - data_end, nrelocs, stack);
	return 0;
}
