// SPDX-License-Identifier: GPL-2.0
/*
 * headers.c: a port's header decisions against the header table.  A header
 * is decided when the port has its own (stub marker gone), lists it
 * generic-y, or Kbuild's mandatory-y gives it the generic one and the table
 * says that fits.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "portcheck.h"

/* Drops C comments and blank lines; one line per remaining text line. */
static char *strip(const char *s)
{
	char *out = xmalloc(strlen(s) + 2), *o = out, *line = out;

	while (*s) {
		if (s[0] == '/' && s[1] == '*') {
			const char *e = strstr(s + 2, "*/");

			s = e ? e + 2 : s + strlen(s);
			continue;
		}
		if (s[0] == '/' && s[1] == '/') {
			s += strcspn(s, "\n");
			continue;
		}
		if (*s == '\n') {
			/* keep the line only if it holds more than blanks */
			char *p = line;

			while (p < o && (*p == ' ' || *p == '\t'))
				p++;
			if (p < o)
				*o++ = '\n';
			else
				o = line;
			line = o;
			s++;
			continue;
		}
		*o++ = *s++;
	}
	*o = 0;
	return out;
}

/*
 * Only an include guard around "#include <asm-generic/NAME>": the port's
 * header adds nothing to the generic one.
 */
static int is_wrapper(const char *text, const char *name)
{
	char *t = strip(text), *save, *l, guard[128] = "", word[128];
	int includes = 0, other = 0;
	size_t n = strlen(name);
	char c;

	for (l = strtok_r(t, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		while (*l == ' ' || *l == '\t')
			l++;
		if (sscanf(l, "#ifndef %127s", word) == 1 && !*guard)
			snprintf(guard, sizeof(guard), "%s", word);
		else if (*guard && sscanf(l, "#define %127s %c", word, &c) == 1 &&
			 !strcmp(word, guard))
			;
		else if (!strncmp(l, "#endif", 6))
			;
		else if (!strncmp(l, "#include <asm-generic/", 22) &&
			 !strncmp(l + 22, name, n) && l[22 + n] == '>')
			includes++;
		else
			other++;
	}
	free(t);
	return includes == 1 && !other;
}

/* Own header OWN the same as, or a wrapper of, the tree's generic one. */
static int same_as_generic(const char *own, const char *ktree, int uapi, const char *name)
{
	char *g = pc_path(ktree, uapi ? "include/uapi/asm-generic" : "include/asm-generic");
	char *gp = pc_path(g, name), *a = NULL, *b = NULL;
	size_t la = 0, lb = 0;
	int same = 0;

	if (!pc_read_file(own, 1u << 20, &a, &la)) {
		same = is_wrapper(a, name);
		if (!same && !pc_read_file(gp, 1u << 20, &b, &lb))
			same = la == lb && !memcmp(a, b, la);
	}
	free(a);
	free(b);
	free(g);
	free(gp);
	return same;
}

static int tree_has(const char *ktree, const char *sub, const char *name)
{
	char *d = pc_path(ktree, sub), *p = pc_path(d, name);
	struct stat st;
	int r = !stat(p, &st);

	free(d);
	free(p);
	return r;
}

/* A generic-y line names a header the generic dirs (tree or table) have. */
static int generic_exists(const struct pc_table *t, const char *ktree, int uapi,
			  const char *name)
{
	size_t i;

	if (ktree)
		return tree_has(ktree, "include/uapi/asm-generic", name) ||
		       (!uapi && tree_has(ktree, "include/asm-generic", name));
	for (i = 0; i < t->n; i++)
		if (t->h[i].generic && !strcmp(t->h[i].name, name) && (t->h[i].uapi || !uapi))
			return 1;
	return 0;
}

size_t pc_headers_check(const struct pc_table *t, const struct pc_arch *a,
			const char *marker, const char *ktree,
			pc_hreport report, void *ctx)
{
	size_t i, k, n = 0;
	int uapi;

	for (i = 0; i < t->n; i++) {
		const struct pc_header *h = &t->h[i];
		enum pc_verdict v = a->mmu ? h->mmu : h->nommu;
		char *own = pc_arch_header(a, h->uapi, h->name);
		int gy = pc_arch_generic_y(a, h->uapi, h->name);
		struct stat st;

		if (!stat(own, &st)) {
			if (pc_file_has_marker(own, marker, NULL) > 0) {
				report(ctx, HF_STUB, h->uapi, h->name, h->why);
				n++;
			} else if (ktree && h->generic &&
				   same_as_generic(own, ktree, h->uapi, h->name)) {
				report(ctx, HF_IDENTICAL, h->uapi, h->name, h->why);
				n++;
			}
		} else if (gy) {
			if (v == V_CUSTOM)
				report(ctx, HF_OVERRIDE, h->uapi, h->name, h->why);
		} else if (v == V_CUSTOM || v == V_UNDECIDED ||
			   (v == V_GENERIC && !h->mandatory)) {
			report(ctx, HF_UNDECIDED, h->uapi, h->name, h->why);
			n++;
		}
		free(own);
	}
	for (uapi = 0; uapi < 2; uapi++)
		for (k = 0; k < a->ngeneric_y[uapi]; k++)
			if (!generic_exists(t, ktree, uapi, a->generic_y[uapi][k])) {
				report(ctx, HF_STALE, uapi, a->generic_y[uapi][k], "");
				n++;
			}
	return n;
}
