// SPDX-License-Identifier: GPL-2.0
/* symbols.c: the defined symbols of a vmlinux, read with libelf. */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "portcheck.h"

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int pc_symbols_load(struct pc_symbols *s, const char *vmlinux)
{
	Elf_Scn *scn = NULL;
	size_t cap = 0;
	int fd, found = 0;
	Elf *e;

	memset(s, 0, sizeof(*s));
	if (elf_version(EV_CURRENT) == EV_NONE)
		return pc_error(PC_BADELF, "libelf: %s", elf_errmsg(-1));
	fd = open(vmlinux, O_RDONLY);
	if (fd < 0)
		return pc_error(PC_NOFILE, "cannot read %s: %s", vmlinux, strerror(errno));
	e = elf_begin(fd, ELF_C_READ, NULL);
	if (!e || elf_kind(e) != ELF_K_ELF) {
		if (e)
			elf_end(e);
		close(fd);
		return pc_error(PC_BADELF, "%s is not an ELF file: pass the vmlinux of the build",
				vmlinux);
	}
	while ((scn = elf_nextscn(e, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;
		size_t i, n;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB || !sh.sh_entsize)
			continue;
		d = elf_getdata(scn, NULL);
		if (!d)
			continue;
		found = 1;
		n = sh.sh_size / sh.sh_entsize;
		for (i = 0; i < n; i++) {
			GElf_Sym sym;
			const char *name;

			if (!gelf_getsym(d, i, &sym) || sym.st_shndx == SHN_UNDEF)
				continue;
			name = elf_strptr(e, sh.sh_link, sym.st_name);
			if (!name || !*name)
				continue;
			if (s->n == cap)
				s->names = xrealloc(s->names, sizeof(char *) * (cap = cap ? 2 * cap : 4096));
			s->names[s->n++] = xstrdup(name);
		}
	}
	elf_end(e);
	close(fd);
	if (!found)
		return pc_error(PC_BADELF, "%s has no symbol table: pass the unstripped vmlinux",
				vmlinux);
	qsort(s->names, s->n, sizeof(char *), by_name);
	return 0;
}

int pc_symbols_has(const struct pc_symbols *s, const char *name)
{
	return s->n && bsearch(&name, s->names, s->n, sizeof(char *), by_name);
}

void pc_symbols_free(struct pc_symbols *s)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		free(s->names[i]);
	free(s->names);
	memset(s, 0, sizeof(*s));
}
