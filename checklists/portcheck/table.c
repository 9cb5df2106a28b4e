// SPDX-License-Identifier: GPL-2.0
/*
 * table.c: the header table (headers.yaml): read, write, and generate from
 * a kernel tree (include/asm-generic/, include/uapi/asm-generic/ and their
 * Kbuild mandatory-y lists), carrying verdicts over from the old table.
 */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "portcheck.h"
#include "yamldoc.h"

#define TABLE_MAX (4u << 20)
/* Linux 6.12 has 162; the check of duplicates is quadratic. */
#define TABLE_HEADERS_MAX 4096

static const char *const verdicts[] = {
	[V_UNDECIDED] = "undecided", [V_GENERIC] = "generic", [V_CUSTOM] = "custom",
	[V_HELPER] = "helper", [V_NONE] = "none",
};

const char *pc_verdict_name(enum pc_verdict v)
{
	return verdicts[v];
}

static enum pc_verdict verdict(struct ydoc *y, yaml_node_t *n, const char *key)
{
	char *s = ydoc_str(y, n, key, 1);
	size_t v;

	for (v = 0; s && v < sizeof(verdicts) / sizeof(verdicts[0]); v++)
		if (!strcmp(s, verdicts[v])) {
			free(s);
			return v;
		}
	if (s)
		ydoc_fail(y, n, "'%s: %.20s': one of generic, custom, helper, none, undecided",
			  key, s);
	free(s);
	return V_UNDECIDED;
}

/* A header name: "foo.h", no directory part. */
static int good_name(const char *s)
{
	size_t n = strlen(s);

	if (n < 3 || strcmp(s + n - 2, ".h") || s[0] == '.')
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9') || *s == '_' || *s == '-' || *s == '.'))
			return 0;
	return 1;
}

static const char *const top_keys[] = { "kernel", "headers", NULL };
static const char *const header_keys[] = {
	"name", "dir", "generic", "mandatory", "mmu", "nommu", "why", NULL
};

int pc_table_parse(struct pc_table *t, const char *buf, size_t len,
		   const char *name, char *err, size_t errlen)
{
	struct ydoc y = { .name = name, .err = err, .errlen = errlen };
	yaml_node_item_t *hs;
	yaml_node_t *root;
	size_t n, i, j;

	memset(t, 0, sizeof(*t));
	if (len > TABLE_MAX) {
		snprintf(err, errlen, "%s: over %u bytes: not a header table", name, TABLE_MAX);
		return PC_BADDATA;
	}
	if (ydoc_load(&y, buf, len))
		return PC_BADDATA;
	root = ydoc_root(&y);
	ydoc_keys(&y, root, "the header table", top_keys);
	t->kernel = ydoc_str(&y, root, "kernel", 1);
	if (t->kernel && !pc_good_version(t->kernel))
		ydoc_fail(&y, root, "kernel '%.20s': a version like \"6.12\"", t->kernel);
	n = ydoc_seq(&y, root, "headers", &hs);
	if (!n && !y.failed)
		ydoc_fail(&y, root, "'headers' must be a list of at least one header");
	if (n > TABLE_HEADERS_MAX) {
		ydoc_fail(&y, root, "%zu headers: over %d, not a header table", n,
			  TABLE_HEADERS_MAX);
		n = 0;
	}
	t->h = xmalloc(sizeof(*t->h) * (n ? n : 1));
	for (i = 0; i < n && !y.failed; i++) {
		yaml_node_t *e = ydoc_node(&y, hs[i]);
		struct pc_header *h = &t->h[i];
		char *dir;

		t->n = i + 1;
		ydoc_keys(&y, e, "a header", header_keys);
		h->name = ydoc_str(&y, e, "name", 1);
		if (h->name && !good_name(h->name))
			ydoc_fail(&y, e, "'%.40s' is not a header name (foo.h)", h->name);
		dir = ydoc_str(&y, e, "dir", 1);
		if (dir && strcmp(dir, "asm") && strcmp(dir, "uapi"))
			ydoc_fail(&y, e, "dir '%.20s': asm or uapi", dir);
		h->uapi = dir && !strcmp(dir, "uapi");
		free(dir);
		h->generic = ydoc_bool(&y, e, "generic", 0);
		h->mandatory = ydoc_bool(&y, e, "mandatory", 0);
		h->mmu = verdict(&y, e, "mmu");
		h->nommu = verdict(&y, e, "nommu");
		h->why = ydoc_str(&y, e, "why", 0);
		if (!h->why)
			h->why = xstrdup("");
		if (!ydoc_get(&y, e, "generic") || !ydoc_get(&y, e, "mandatory"))
			ydoc_fail(&y, e, "'%.40s' lacks 'generic' or 'mandatory'",
				  h->name ? h->name : "?");
		for (j = 0; j < i && !y.failed; j++)
			if (t->h[j].uapi == h->uapi && !strcmp(t->h[j].name, h->name))
				ydoc_fail(&y, e, "'%s' listed twice", h->name);
	}
	ydoc_free(&y);
	if (y.failed) {
		pc_table_free(t);
		return PC_BADDATA;
	}
	return 0;
}

int pc_table_load(struct pc_table *t, const char *path)
{
	char err[512], *buf;
	size_t len;
	int rc = pc_read_file(path, TABLE_MAX, &buf, &len);

	if (rc == PC_TOOBIG)
		return PC_BADDATA;
	if (rc)
		return rc;
	rc = pc_table_parse(t, buf, len, path, err, sizeof(err));
	free(buf);
	if (rc)
		return pc_error(rc, "%s", err);
	return 0;
}

void pc_table_free(struct pc_table *t)
{
	size_t i;

	for (i = 0; i < t->n; i++) {
		free(t->h[i].name);
		free(t->h[i].why);
	}
	free(t->h);
	free(t->kernel);
	memset(t, 0, sizeof(*t));
}

/*
 * A YAML double-quoted scalar that reads back as S: quotes, backslashes,
 * control characters and the Unicode line breaks (which YAML would fold)
 * are escaped.
 */
static void yaml_quoted(FILE *out, const char *s)
{
	const unsigned char *u = (const unsigned char *)s;

	fputc('"', out);
	for (; *u; u++) {
		if (*u == '"' || *u == '\\') {
			fprintf(out, "\\%c", *u);
		} else if (*u < 0x20 || *u == 0x7f) {
			fprintf(out, "\\x%02x", *u);
		} else if (u[0] == 0xc2 && u[1] == 0x85) {
			fputs("\\N", out);
			u++;
		} else if (u[0] == 0xe2 && u[1] == 0x80 && (u[2] == 0xa8 || u[2] == 0xa9)) {
			fputs(u[2] == 0xa8 ? "\\L" : "\\P", out);
			u += 2;
		} else if (u[0] == 0xef && u[1] == 0xbb && u[2] == 0xbf) {
			fputs("\\ufeff", out);
			u += 2;
		} else {
			fputc(*u, out);
		}
	}
	fputc('"', out);
}

void pc_table_write(const struct pc_table *t, FILE *out)
{
	size_t i;

	fprintf(out, "# The header table: every asm-generic header of Linux %s, and what a new\n"
		"# port does with it.  Format: README.md.  Regenerate: make headers-table.\n"
		"kernel: ", t->kernel);
	yaml_quoted(out, t->kernel);
	fputs("\nheaders:\n", out);
	for (i = 0; i < t->n; i++) {
		const struct pc_header *h = &t->h[i];

		fprintf(out, "  - name: %s\n    dir: %s\n    generic: %s\n    mandatory: %s\n"
			"    mmu: %s\n    nommu: %s\n    why: ",
			h->name, h->uapi ? "uapi" : "asm", h->generic ? "true" : "false",
			h->mandatory ? "true" : "false", verdicts[h->mmu], verdicts[h->nommu]);
		yaml_quoted(out, h->why);
		fputc('\n', out);
	}
}

/* ---- generation from a tree ------------------------------------------- */

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names of DIR/ *.h and of DIR/Kbuild's mandatory-y, sorted, unique. */
static int tree_names(const char *dir, char ***names, size_t *n, char ***mand, size_t *nm)
{
	char *kbuild = pc_path(dir, "Kbuild"), line[512], h[256];
	DIR *d = opendir(dir);
	struct dirent *e;
	FILE *f;
	size_t cap = 64, i, j;

	*n = *nm = 0;
	*names = xmalloc(sizeof(char *) * cap);
	*mand = xmalloc(sizeof(char *) * cap);
	if (!d) {
		free(kbuild);
		return pc_error(PC_NOTTREE, "%s: %s: not a Linux tree? pass the top of one",
				dir, strerror(errno));
	}
	while ((e = readdir(d))) {
		size_t l = strlen(e->d_name);

		if (l < 3 || strcmp(e->d_name + l - 2, ".h"))
			continue;
		if (*n + 1 >= cap)
			*names = xrealloc(*names, sizeof(char *) * (cap *= 2));
		(*names)[(*n)++] = xstrdup(e->d_name);
	}
	closedir(d);
	f = fopen(kbuild, "r");
	free(kbuild);
	if (!f)
		return pc_error(PC_NOTTREE, "%s/Kbuild: missing: not a Linux tree?", dir);
	cap = 64;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, " mandatory-y += %255s", h) != 1)
			continue;
		*mand = xrealloc(*mand, sizeof(char *) * (*nm + 1));
		(*mand)[(*nm)++] = xstrdup(h);
		*names = xrealloc(*names, sizeof(char *) * (*n + 1));
		(*names)[(*n)++] = xstrdup(h);
	}
	fclose(f);
	qsort(*names, *n, sizeof(char *), by_name);
	for (i = j = 0; i < *n; i++) {
		if (j && !strcmp((*names)[j - 1], (*names)[i])) {
			free((*names)[i]);
			continue;
		}
		(*names)[j++] = (*names)[i];
	}
	*n = j;
	return 0;
}

static const struct pc_header *find(const struct pc_table *t, int uapi, const char *name)
{
	size_t i;

	for (i = 0; t && i < t->n; i++)
		if (t->h[i].uapi == uapi && !strcmp(t->h[i].name, name))
			return &t->h[i];
	return NULL;
}

static void add(struct pc_table *t, const struct pc_header *proto)
{
	struct pc_header *h;

	t->h = xrealloc(t->h, sizeof(*t->h) * (t->n + 1));
	h = &t->h[t->n++];
	*h = *proto;
	h->name = xstrdup(proto->name);
	h->why = xstrdup(proto->why ? proto->why : "");
}

/* "6.12" from the tree's top Makefile; NULL if it is not a Linux tree. */
static char *tree_version(const char *ktree)
{
	char *mk = pc_path(ktree, "Makefile"), line[256], *v = NULL;
	int ver = -1, patch = -1;
	FILE *f = fopen(mk, "r");

	free(mk);
	if (!f)
		return NULL;
	while (fgets(line, sizeof(line), f) && (ver < 0 || patch < 0)) {
		sscanf(line, "VERSION = %d", &ver);
		sscanf(line, "PATCHLEVEL = %d", &patch);
	}
	fclose(f);
	if (ver >= 0 && patch >= 0) {
		v = xmalloc(32);
		snprintf(v, 32, "%d.%d", ver, patch);
	}
	return v;
}

int pc_table_generate(struct pc_table *t, const char *ktree, const struct pc_table *old)
{
	static const char *const sub[2] = { "include/asm-generic", "include/uapi/asm-generic" };
	int uapi, rc;
	size_t i, k;

	memset(t, 0, sizeof(*t));
	t->kernel = tree_version(ktree);
	if (!t->kernel)
		return pc_error(PC_NOTTREE, "%s: no top Makefile with VERSION and PATCHLEVEL: "
				"not a Linux tree; pass the top of one", ktree);
	for (uapi = 0; uapi < 2; uapi++) {
		char *dir = pc_path(ktree, sub[uapi]), **names, **mand;
		size_t n, nm;

		rc = tree_names(dir, &names, &n, &mand, &nm);
		free(dir);
		if (rc) {
			ydoc_free_strs(names, n);
			ydoc_free_strs(mand, nm);
			pc_table_free(t);
			return rc;
		}
		for (i = 0; i < n; i++) {
			const struct pc_header *was = find(old, uapi, names[i]);
			struct pc_header h = {
				.name = names[i], .uapi = uapi,
				.mmu = was ? was->mmu : V_UNDECIDED,
				.nommu = was ? was->nommu : V_UNDECIDED,
				.why = was ? was->why : "new in this kernel: decide",
			};
			char *g = pc_path(ktree, sub[uapi]);
			char *p = pc_path(g, names[i]);
			struct stat st;

			h.generic = !stat(p, &st);
			for (k = 0; k < nm; k++)
				h.mandatory |= !strcmp(mand[k], names[i]);
			free(g);
			free(p);
			add(t, &h);
		}
		ydoc_free_strs(names, n);
		ydoc_free_strs(mand, nm);
	}
	/*
	 * The arch-only headers, kept by hand, follow while the tree has no
	 * generic version of them.
	 */
	for (i = 0; old && i < old->n; i++) {
		const struct pc_header *h = &old->h[i];

		if (!h->generic && !h->mandatory && !find(t, h->uapi, h->name))
			add(t, h);
	}
	return 0;
}
