// SPDX-License-Identifier: GPL-2.0
/*
 * arch.c: an arch/<name>/ tree as portcheck sees it: its Kconfig (MMU or
 * not), its include/asm and include/uapi/asm Kbuild generic-y lines, its
 * headers and the stub markers in its files.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "portcheck.h"

static const char *const incdir[2] = { "include/asm", "include/uapi/asm" };

static int is_dir(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

static int is_file(const char *dir, const char *name)
{
	char *p = pc_path(dir, name);
	struct stat st;
	int r = !stat(p, &st) && S_ISREG(st.st_mode);

	free(p);
	return r;
}

/* generic-y += a.h b.h lines of a Kbuild file; a missing file has none. */
static void read_generic_y(const char *kbuild, char ***v, size_t *n)
{
	char line[1024], *tok, *save;
	FILE *f = fopen(kbuild, "r");

	*v = NULL;
	*n = 0;
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		tok = strtok_r(line, " \t\r\n", &save);
		if (!tok || strcmp(tok, "generic-y"))
			continue;
		tok = strtok_r(NULL, " \t\r\n", &save);
		if (!tok || (strcmp(tok, "+=") && strcmp(tok, ":=")))
			continue;
		while ((tok = strtok_r(NULL, " \t\r\n", &save)) && *tok != '#') {
			*v = xrealloc(*v, sizeof(char *) * (*n + 1));
			(*v)[(*n)++] = xstrdup(tok);
		}
	}
	fclose(f);
}

/*
 * MMU or not, from the port's Kconfig: "config MMU" then "def_bool y" (the
 * way arch/openrisc says it) or a choice whose "default y" (arch/riscv's
 * and the reference's way: its default build has one), or a "select MMU".
 */
static int kconfig_mmu(const char *kconfig)
{
	char line[512], word[64];
	int in_mmu = 0, mmu = 0;
	FILE *f = fopen(kconfig, "r");

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, " config %63s", word) == 1) {
			in_mmu = !strcmp(word, "MMU");
			continue;
		}
		if (sscanf(line, " select %63s", word) == 1 && !strcmp(word, "MMU"))
			mmu = 1;
		if (in_mmu && (sscanf(line, " def_bool %63s", word) == 1 ||
			       sscanf(line, " default %63s", word) == 1))
			mmu = !strcmp(word, "y");
	}
	fclose(f);
	return mmu;
}

/* Does the port's Kconfig offer SMP ("config SMP")? */
static int kconfig_smp(const char *kconfig)
{
	char line[512], word[64];
	int smp = 0;
	FILE *f = fopen(kconfig, "r");

	if (!f)
		return 0;
	while (!smp && fgets(line, sizeof(line), f))
		smp = sscanf(line, "config %63s", word) == 1 && !strcmp(word, "SMP");
	fclose(f);
	return smp;
}

int pc_arch_open(struct pc_arch *a, const char *dir, int mmu_override)
{
	char *p;
	int i;

	memset(a, 0, sizeof(*a));
	a->dir = dir;
	if (!is_dir(dir))
		return pc_error(PC_NOFILE, "%s: %s", dir,
				errno == ENOTDIR ? "not a directory" : "no such directory");
	if (!is_file(dir, "Kconfig") || !is_file(dir, "Makefile"))
		return pc_error(PC_NOTTREE, "%s is not an arch tree (no Kconfig and Makefile): "
				"pass arch/<name>/ of a port", dir);
	p = pc_path(dir, "Kconfig");
	a->mmu = mmu_override >= 0 ? mmu_override : kconfig_mmu(p);
	a->smp = kconfig_smp(p);
	free(p);
	for (i = 0; i < 2; i++) {
		char *inc = pc_path(dir, incdir[i]);

		p = pc_path(inc, "Kbuild");
		read_generic_y(p, &a->generic_y[i], &a->ngeneric_y[i]);
		free(p);
		free(inc);
	}
	return 0;
}

void pc_arch_free(struct pc_arch *a)
{
	size_t i, k;

	for (k = 0; k < 2; k++) {
		for (i = 0; i < a->ngeneric_y[k]; i++)
			free(a->generic_y[k][i]);
		free(a->generic_y[k]);
	}
}

char *pc_arch_header(const struct pc_arch *a, int uapi, const char *name)
{
	char *inc = pc_path(a->dir, incdir[uapi]), *p = pc_path(inc, name);

	free(inc);
	return p;
}

int pc_arch_generic_y(const struct pc_arch *a, int uapi, const char *name)
{
	size_t i;

	for (i = 0; i < a->ngeneric_y[uapi]; i++)
		if (!strcmp(a->generic_y[uapi][i], name))
			return 1;
	return 0;
}

int pc_file_has_marker(const char *file, const char *marker, const char *id)
{
	size_t n = strlen(marker) + (id ? strlen(id) : 0) + 3;
	char *want = xmalloc(n), line[PC_LINE_MAX];
	FILE *f = fopen(file, "r");
	int lineno = 0, found = 0;

	if (id)
		snprintf(want, n, "%s(%s)", marker, id);
	else
		snprintf(want, n, "%s(", marker);
	if (!f) {
		free(want);
		return -1;
	}
	/*
	 * Markers sit in short comment lines; a line longer than the buffer
	 * is read in pieces, and lineno counts only whole lines.
	 */
	lineno = 1;
	while (!found && fgets(line, sizeof(line), f)) {
		if (strstr(line, want))
			found = lineno;
		if (strchr(line, '\n'))
			lineno++;
	}
	fclose(f);
	free(want);
	return found;
}
