// SPDX-License-Identifier: GPL-2.0
/*
 * upstream.c: portcheck upstream KTREE ARCHDIR [--reasons F]: the rules the
 * asm-generic maintainers apply to a new architecture, one line each, with
 * the evidence (file:line) portcheck read:
 *
 *   syscall-table    the generic table, scripts/syscall.tbl (Makefile.syscalls)
 *   abi-<group>      no deprecated 32-bit ABI group: time32, stat64, rlimit,
 *                    renameat (riscv's 32-bit table, the newest, has none)
 *   own-syscalls     no rows of the port's own beside the generic table
 *   uapi-<header>    no uapi header of its own beyond what the ABI needs
 *   generic-entry    select GENERIC_ENTRY
 *   drivers-in-arch  no irqchip or timer driver under arch/ (IRQCHIP_DECLARE,
 *                    TIMER_OF_DECLARE): drivers/irqchip, drivers/clocksource
 *   dt-bindings      each compatible string the port uses is documented under
 *                    Documentation/devicetree/bindings
 *   spdx             every file of the port starts with an SPDX line (but
 *                    its defconfigs, which have none upstream)
 *   maintainers      a MAINTAINERS entry (F: arch/<name>/) in its patches
 *   fortify, stackprotector, strict-rwx
 *                    the hardening an arch opts into (ARCH_HAS_FORTIFY_SOURCE,
 *                    HAVE_STACKPROTECTOR, ARCH_HAS_STRICT_KERNEL_RWX)
 *
 * A rule is "met", or "kept" when the port does otherwise and its reasons
 * file says why (lines "RULE: reason"; by default upstream.reasons beside
 * the port's arch/, as reference-tsar/upstream.reasons), or "open" when
 * nothing says why.  A rule broken item by item (dt-bindings: each
 * compatible) takes a reason for one item too, "RULE ITEM: reason", which
 * goes before the rule's own.  A reason for a rule the port meets is
 * stale, and open too, as is one for an item portcheck does not report.
 * Exit 0 when nothing is open, else 1.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "portcheck.h"

#define FILE_MAX	(4u << 20)

struct up {
	const char *ktree, *dir, *arch;
	char **id, **why;	/* the reasons file */
	int *used;
	size_t nr;
	size_t met, kept, open;
	FILE *out;
};

static int exists(const char *p)
{
	struct stat st;

	return !stat(p, &st);
}

static int read_reasons(struct up *u, const char *path)
{
	char *text, *line, *next, *colon, *v;
	size_t len;
	int rc, n = 0;

	rc = pc_read_file(path, FILE_MAX, &text, &len);
	if (rc)
		return rc;
	for (line = text; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		n++;
		if (line[0] == '#' || !line[strspn(line, " \t\r")])
			continue;
		/* RULE: or RULE ITEM: (an item holds no blank and no colon) */
		colon = line + strspn(line, "abcdefghijklmnopqrstuvwxyz0123456789-._");
		if (*colon == ' ' && colon > line)
			colon += 1 + strcspn(colon + 1, " \t:");
		if (*colon != ':' || colon == line || colon[-1] == ' ') {
			rc = pc_error(PC_BADDATA, "%s:%d: not \"RULE: reason\" or \"RULE ITEM: reason\"", path, n);
			break;
		}
		*colon = 0;
		for (v = colon + 1; *v == ' ' || *v == '\t'; v++)
			;
		v[strcspn(v, "\r")] = 0;
		if (!*v) {
			rc = pc_error(PC_BADDATA, "%s:%d: %s: an empty reason", path, n, line);
			break;
		}
		u->id = xrealloc(u->id, sizeof(char *) * (u->nr + 1));
		u->why = xrealloc(u->why, sizeof(char *) * (u->nr + 1));
		u->used = xrealloc(u->used, sizeof(int) * (u->nr + 1));
		u->id[u->nr] = xstrdup(line);
		u->why[u->nr] = xstrdup(v);
		u->used[u->nr++] = 0;
	}
	free(text);
	return rc;
}

static const char *reason(struct up *u, const char *id, const char *item)
{
	size_t i, len = strlen(id);

	for (i = 0; item && i < u->nr; i++)
		if (!strncmp(u->id[i], id, len) && u->id[i][len] == ' ' && !strcmp(u->id[i] + len + 1, item)) {
			u->used[i] = 1;
			return u->why[i];
		}
	for (i = 0; i < u->nr; i++)
		if (!strcmp(u->id[i], id)) {
			u->used[i] = 1;
			return u->why[i];
		}
	return NULL;
}

/*
 * One rule's line: met, or kept (with its reason), or open.  ITEM: what the
 * rule is broken for, whose own reason goes before the rule's (or NULL).
 */
static void verdict_item(struct up *u, const char *id, const char *item, int met,
			 const char *what, const char *where)
{
	const char *why = reason(u, id, item);

	if (met && !why) {
		u->met++;
		fprintf(u->out, "met   %-16s %s", id, what);
	} else if (met) {
		u->open++;
		fprintf(u->out, "open  %-16s %s (met: the reason given is stale)", id, what);
	} else if (why) {
		u->kept++;
		fprintf(u->out, "kept  %-16s %s", id, what);
	} else {
		u->open++;
		fprintf(u->out, "open  %-16s %s", id, what);
	}
	if (where)
		fprintf(u->out, "  [%s]", where);
	fputc('\n', u->out);
	if (!met && why)
		fprintf(u->out, "      %-16s why: %s\n", "", why);
}

static void verdict(struct up *u, const char *id, int met, const char *what, const char *where)
{
	verdict_item(u, id, NULL, met, what, where);
}

/*
 * Each line of the port's file REL: calls fn(u, rel, lineno, line, arg)
 * until it returns non-zero; returns that, or 0 (also for no such file).
 */
static int each_line(struct up *u, const char *rel,
		     int (*fn)(struct up *, const char *, int, const char *, void *), void *arg)
{
	char *p = pc_path(u->dir, rel), *text, *line, *next;
	size_t len;
	int n = 0, r = 0;

	if (!exists(p) || pc_read_file(p, FILE_MAX, &text, &len)) {
		free(p);
		return 0;
	}
	for (line = text; !r && line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		r = fn(u, rel, ++n, line, arg);
	}
	free(text);
	free(p);
	return r;
}

struct find {
	const char *needle;
	char where[512];
	char text[512];
};

static int find_fn(struct up *u, const char *rel, int n, const char *line, void *arg)
{
	struct find *f = arg;

	(void)u;
	if (!strstr(line, f->needle))
		return 0;
	snprintf(f->where, sizeof(f->where), "%s:%d", rel, n);
	snprintf(f->text, sizeof(f->text), "%s", line);
	return 1;
}

/* The first line of REL holding NEEDLE into *F; 1 if found. */
static int find(struct up *u, const char *rel, const char *needle, struct find *f)
{
	memset(f, 0, sizeof(*f));
	f->needle = needle;
	return each_line(u, rel, find_fn, f);
}

/* "select SYM" (a whole word) in the port's Kconfig */
static int selects(struct up *u, const char *sym, struct find *f)
{
	char needle[128];

	snprintf(needle, sizeof(needle), "select %s", sym);
	if (!find(u, "Kconfig", needle, f))
		return 0;
	{
		const char *p = strstr(f->text, needle) + strlen(needle);

		return !(*p == '_' || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9'));
	}
}

static void rule_syscalls(struct up *u)
{
	static const char *const groups[] = { "time32", "stat64", "rlimit", "renameat" };
	struct find f;
	char *tbl, what[256], id[32];
	size_t i;

	if (!find(u, "kernel/Makefile.syscalls", "syscall_abis_", &f)) {
		verdict(u, "syscall-table", 0,
			"no kernel/Makefile.syscalls: the generic table, scripts/syscall.tbl, comes through it", NULL);
		return;
	}
	verdict(u, "syscall-table", 1, "the generic table, scripts/syscall.tbl, with the ABI groups of Makefile.syscalls",
		f.where);
	for (i = 0; i < sizeof(groups) / sizeof(groups[0]); i++) {
		struct find g;
		char word[40];
		const char *p;
		int has;

		snprintf(word, sizeof(word), "%s", groups[i]);
		has = find(u, "kernel/Makefile.syscalls", "syscall_abis_32", &g);
		p = has ? strstr(g.text, word) : NULL;
		has = p && (p[strlen(word)] == 0 || p[strlen(word)] == ' ' || p[strlen(word)] == '\t') &&
		      (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '=');
		snprintf(id, sizeof(id), "abi-%s", groups[i]);
		snprintf(what, sizeof(what), has ? "the deprecated ABI group %s is enabled" :
			 "the deprecated ABI group %s is not enabled", groups[i]);
		verdict(u, id, !has, what, has ? g.where : NULL);
	}
	tbl = pc_path(u->dir, "kernel/syscall.tbl");
	if (exists(tbl)) {
		find(u, "kernel/syscall.tbl", "\t", &f);
		verdict(u, "own-syscalls", 0, "rows of the port's own (kernel/syscall.tbl) beside the generic table",
			f.where[0] ? f.where : "kernel/syscall.tbl");
	} else {
		verdict(u, "own-syscalls", 1, "no rows of the port's own", NULL);
	}
	free(tbl);
}

static int cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void rule_uapi(struct up *u)
{
	char *d = pc_path(u->dir, "include/uapi/asm"), **names = NULL;
	DIR *dir = opendir(d);
	struct dirent *e;
	size_t n = 0, i;

	while (dir && (e = readdir(dir))) {
		size_t l = strlen(e->d_name);

		if (l > 2 && !strcmp(e->d_name + l - 2, ".h")) {
			names = xrealloc(names, sizeof(char *) * (n + 1));
			names[n++] = xstrdup(e->d_name);
		}
	}
	if (dir)
		closedir(dir);
	qsort(names, n, sizeof(char *), cmpstr);
	if (!n)
		verdict(u, "uapi", 1, "no uapi header of its own: asm-generic's serve", NULL);
	for (i = 0; i < n; i++) {
		char id[96], what[160], where[160];

		snprintf(id, sizeof(id), "uapi-%.*s", (int)(strlen(names[i]) - 2), names[i]);
		snprintf(what, sizeof(what), "a uapi header of its own, asm/%s", names[i]);
		snprintf(where, sizeof(where), "include/uapi/asm/%s", names[i]);
		verdict(u, id, 0, what, where);
		free(names[i]);
	}
	free(names);
	free(d);
}

/* Every regular file under the port, relative paths, sorted. */
static void port_files(const char *top, const char *rel, char ***v, size_t *n)
{
	char *d = rel[0] ? pc_path(top, rel) : xstrdup(top);
	DIR *dir = opendir(d);
	struct dirent *e;

	while (dir && (e = readdir(dir))) {
		char *r, *full;
		struct stat st;

		if (e->d_name[0] == '.')
			continue;
		r = rel[0] ? pc_path(rel, e->d_name) : xstrdup(e->d_name);
		full = pc_path(top, r);
		if (!stat(full, &st) && S_ISDIR(st.st_mode)) {
			port_files(top, r, v, n);
			free(r);
		} else if (S_ISREG(st.st_mode)) {
			*v = xrealloc(*v, sizeof(char *) * (*n + 1));
			(*v)[(*n)++] = r;
		} else {
			free(r);
		}
		free(full);
	}
	if (dir)
		closedir(dir);
	free(d);
}

static int ends(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && !strcmp(s + n - m, suffix);
}

struct compat {
	char **str, **where;	/* each "vendor,device" string, where first seen */
	int *found;
	size_t n;
};

/* Marks each string of C that a file under DIR holds (one pass over the bindings). */
static void documented(const char *dir, struct compat *c)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		char *p, *text;
		struct stat st;
		size_t len, i;

		if (e->d_name[0] == '.')
			continue;
		p = pc_path(dir, e->d_name);
		if (!stat(p, &st) && S_ISDIR(st.st_mode)) {
			documented(p, c);
		} else if (S_ISREG(st.st_mode) && !pc_read_file(p, FILE_MAX, &text, &len)) {
			for (i = 0; i < c->n; i++)
				c->found[i] |= strstr(text, c->str[i]) != NULL;
			free(text);
		}
		free(p);
	}
	if (d)
		closedir(d);
}

static int compat_fn(struct up *u, const char *rel, int n, const char *line, void *arg)
{
	struct compat *c = arg;
	const char *p = line, *q;

	(void)u;
	/* compatible = "a", "b"; TIMER_OF_DECLARE(x, "a", fn); .compatible = "a" */
	if (!strstr(line, "compatible") && !strstr(line, "_DECLARE("))
		return 0;
	while ((p = strchr(p, '"')) && (q = strchr(p + 1, '"'))) {
		size_t i, len = q - p - 1;
		const char *s = p + 1;

		p = q + 1;
		if (!len || len > 200 || !memchr(s, ',', len))
			continue;	/* "vendor,device" only */
		for (i = 0; i < c->n && (strlen(c->str[i]) != len || strncmp(c->str[i], s, len)); i++)
			;
		if (i < c->n)
			continue;
		c->str = xrealloc(c->str, sizeof(char *) * (c->n + 1));
		c->where = xrealloc(c->where, sizeof(char *) * (c->n + 1));
		c->found = xrealloc(c->found, sizeof(int) * (c->n + 1));
		c->str[c->n] = xmalloc(len + 1);
		memcpy(c->str[c->n], s, len);
		c->str[c->n][len] = 0;
		c->where[c->n] = xmalloc(strlen(rel) + 16);
		sprintf(c->where[c->n], "%s:%d", rel, n);
		c->found[c->n++] = 0;
	}
	return 0;
}

struct decl {
	size_t n;
};

static int decl_fn(struct up *u, const char *rel, int n, const char *line, void *arg)
{
	static const char *const macros[] = { "IRQCHIP_DECLARE(", "TIMER_OF_DECLARE(",
					      "CLOCKSOURCE_OF_DECLARE(" };
	struct decl *d = arg;
	size_t i;

	for (i = 0; i < sizeof(macros) / sizeof(macros[0]); i++)
		if (!strncmp(line, macros[i], strlen(macros[i]))) {
			char what[200], where[300];

			snprintf(what, sizeof(what), "a driver under arch/: %.*s", (int)strcspn(line, ","), line);
			snprintf(where, sizeof(where), "%s:%d", rel, n);
			verdict(u, "drivers-in-arch", 0, what, where);
			d->n++;
		}
	return 0;
}

static int spdx_fn(struct up *u, const char *rel, int n, const char *line, void *arg)
{
	(void)u;
	(void)rel;
	if (strstr(line, "SPDX-License-Identifier:")) {
		*(int *)arg = 1;
		return 1;
	}
	return n >= 3;
}

static void rule_files(struct up *u)
{
	char **files = NULL, *bind;
	size_t n = 0, i, nospdx = 0, undocumented = 0;
	struct compat c = { 0 };
	struct decl d = { 0 };

	port_files(u->dir, "", &files, &n);
	qsort(files, n, sizeof(char *), cmpstr);
	for (i = 0; i < n; i++)
		if (ends(files[i], ".c"))
			each_line(u, files[i], decl_fn, &d);
	if (!d.n)
		verdict(u, "drivers-in-arch", 1, "no irqchip or timer driver under arch/", NULL);
	for (i = 0; i < n; i++)
		if (ends(files[i], ".c") || ends(files[i], ".dts") || ends(files[i], ".dtsi"))
			each_line(u, files[i], compat_fn, &c);
	bind = pc_path(u->ktree, "Documentation/devicetree/bindings");
	documented(bind, &c);
	free(bind);
	for (i = 0; i < c.n; i++)
		if (!c.found[i]) {
			char what[300];

			snprintf(what, sizeof(what), "the compatible \"%s\" has no binding in "
				 "Documentation/devicetree/bindings", c.str[i]);
			verdict_item(u, "dt-bindings", c.str[i], 0, what, c.where[i]);
			undocumented++;
		}
	if (!undocumented) {
		char what[80];

		snprintf(what, sizeof(what), "its %zu compatible strings all documented", c.n);
		verdict(u, "dt-bindings", 1, what, NULL);
	}
	for (i = 0; i < n; i++) {
		int has = 0;

		/* defconfigs carry none upstream (savedefconfig's output) */
		if (!strncmp(files[i], "configs/", 8))
			continue;
		each_line(u, files[i], spdx_fn, &has);
		if (!has) {
			verdict(u, "spdx", 0, "no SPDX-License-Identifier in its first lines", files[i]);
			nospdx++;
		}
	}
	if (!nospdx) {
		char what[80];

		snprintf(what, sizeof(what), "every file (%zu) has its SPDX line", n);
		verdict(u, "spdx", 1, what, NULL);
	}
	for (i = 0; i < n; i++)
		free(files[i]);
	free(files);
	for (i = 0; i < c.n; i++) {
		free(c.str[i]);
		free(c.where[i]);
	}
	free(c.str);
	free(c.where);
	free(c.found);
}

static void rule_maintainers(struct up *u)
{
	char *pat = pc_path(u->dir, "../../patches"), needle[128], **files = NULL;
	size_t n = 0, i;
	int found = 0;
	struct find f;
	struct up pu = *u;

	snprintf(needle, sizeof(needle), "+F:\tarch/%s/", u->arch);
	if (exists(pat)) {
		pu.dir = pat;
		port_files(pat, "", &files, &n);
		qsort(files, n, sizeof(char *), cmpstr);
		for (i = 0; i < n && !found; i++)
			if (ends(files[i], ".patch"))
				found = find(&pu, files[i], needle, &f);
		for (i = 0; i < n; i++)
			free(files[i]);
		free(files);
	}
	snprintf(needle, sizeof(needle), "a MAINTAINERS entry for arch/%s/ in the port's patches", u->arch);
	verdict(u, "maintainers", found, needle, found ? f.where : NULL);
	free(pat);
}

static void rule_kconfig(struct up *u)
{
	static const struct {
		const char *id, *sym, *what;
	} sel[] = {
		{ "generic-entry", "GENERIC_ENTRY", "the generic entry code (GENERIC_ENTRY)" },
		{ "fortify", "ARCH_HAS_FORTIFY_SOURCE", "FORTIFY_SOURCE (ARCH_HAS_FORTIFY_SOURCE)" },
		{ "stackprotector", "HAVE_STACKPROTECTOR", "the stack protector (HAVE_STACKPROTECTOR)" },
		{ "strict-rwx", "ARCH_HAS_STRICT_KERNEL_RWX",
		  "a read-only, non-executable kernel (ARCH_HAS_STRICT_KERNEL_RWX)" },
	};
	size_t i;

	for (i = 0; i < sizeof(sel) / sizeof(sel[0]); i++) {
		struct find f;
		int has = selects(u, sel[i].sym, &f);

		verdict(u, sel[i].id, has, sel[i].what, has ? f.where : NULL);
	}
}

int pc_upstream(const char *ktree, const char *archdir, const char *reasons, FILE *out)
{
	struct up u = { .ktree = ktree, .dir = archdir, .out = out };
	struct pc_arch a;
	char *bind, *def = NULL, *d, *slash;
	size_t i;
	int rc;

	bind = pc_path(ktree, "Documentation/devicetree/bindings");
	if (!exists(bind)) {
		rc = pc_error(PC_NOTTREE, "%s: missing: not a Linux tree with its DT bindings; "
			      "pass the top of one", bind);
		free(bind);
		return rc;
	}
	free(bind);
	rc = pc_arch_open(&a, archdir, -1);
	if (rc)
		return rc;
	pc_arch_free(&a);
	if (!reasons) {
		def = pc_path(archdir, "../../upstream.reasons");
		if (exists(def))
			reasons = def;
	}
	if (reasons) {
		rc = read_reasons(&u, reasons);
		if (rc)
			goto out;
	}
	d = xstrdup(archdir);
	for (i = strlen(d); i > 1 && d[i - 1] == '/'; i--)
		d[i - 1] = 0;
	slash = strrchr(d, '/');
	u.arch = slash ? slash + 1 : d;

	fprintf(out, "portcheck upstream: %s against the new-architecture rules (reasons: %s)\n",
		archdir, reasons ? reasons : "none");
	rule_syscalls(&u);
	rule_uapi(&u);
	rule_kconfig(&u);
	rule_files(&u);
	rule_maintainers(&u);
	for (i = 0; i < u.nr; i++)
		if (!u.used[i]) {
			fprintf(out, "open  %-16s a reason for no rule, or item, portcheck reports (%s)\n",
				u.id[i], reasons);
			u.open++;
		}
	fprintf(out, "total: %zu met, %zu kept with a reason, %zu open\n", u.met, u.kept, u.open);
	rc = u.open ? PC_NOTYET : PC_OK;
	free(d);
out:
	for (i = 0; i < u.nr; i++) {
		free(u.id[i]);
		free(u.why[i]);
	}
	free(u.id);
	free(u.why);
	free(u.used);
	free(def);
	return rc;
}
