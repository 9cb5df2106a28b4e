// SPDX-License-Identifier: GPL-2.0
/*
 * features.c: portcheck features KTREE ARCHDIR: the port's column of the
 * kernel's feature lists (Documentation/features/<subsystem>/<feature>/
 * arch-support.txt, each naming the Kconfig symbol that says an arch has
 * the feature), measured as the kernel's own
 * Documentation/features/scripts/features-refresh.sh measures an arch: the
 * feature is "ok" when one of the arch's Kconfig* files contains the
 * symbol (for "!SYMBOL", when none does), else TODO (the script keeps an
 * arch's earlier status, and a new port has none).  Beside it, the status
 * the files give two upstream arches; then the line each file would get
 * for the port, to submit with it.
 */
#include <dirent.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "portcheck.h"

#define KCONFIG_MAX	(8u << 20)	/* a port's Kconfig files, together */
#define SUPPORT_MAX	(1u << 20)	/* one arch-support.txt */

struct feature {
	char *path;		/* Documentation/features/<subsystem>/<feature>/arch-support.txt */
	char *name;		/* <subsystem>/<feature> */
	char *kconfig;		/* the symbol, without its '!' */
	int negated;		/* "!SYMBOL": ok when the arch does not have it */
	char status[2][8];	/* the two upstream arches', from the file */
	int ok;			/* the port's */
};

/* Appends every Kconfig* file under DIR to *BUF (as features-refresh's find does). */
static int read_kconfigs(const char *dir, char **buf, size_t *len)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int rc = 0;

	if (!d)
		return pc_error(PC_NOFILE, "cannot read the directory %s", dir);
	while (!rc && (e = readdir(d))) {
		char *p;
		struct stat st;

		if (e->d_name[0] == '.')
			continue;
		p = pc_path(dir, e->d_name);
		if (lstat(p, &st)) {
			free(p);
			continue;
		}
		if (S_ISDIR(st.st_mode)) {
			rc = read_kconfigs(p, buf, len);
		} else if (!strncmp(e->d_name, "Kconfig", 7) && S_ISREG(st.st_mode)) {
			char *text;
			size_t n;

			rc = pc_read_file(p, KCONFIG_MAX, &text, &n);
			if (!rc) {
				if (*len + n + 2 > KCONFIG_MAX)
					rc = pc_error(PC_TOOBIG, "%s: its Kconfig files are over %u bytes",
						      dir, KCONFIG_MAX);
				else {
					*buf = xrealloc(*buf, *len + n + 2);
					memcpy(*buf + *len, text, n);
					*len += n;
					(*buf)[(*len)++] = '\n';
					(*buf)[*len] = 0;
				}
				free(text);
			}
		}
		free(p);
	}
	closedir(d);
	return rc;
}

/* "#         Kconfig:       SYMBOL" and the like: the value after KEY, trimmed; caller frees. */
static char *header_value(const char *text, const char *key)
{
	const char *p = text, *v, *end;
	size_t klen = strlen(key);

	for (; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		if (*p != '#')
			continue;
		for (v = p + 1; *v == ' ' || *v == '\t'; v++)
			;
		if (strncmp(v, key, klen) || v[klen] != ':')
			continue;
		for (v += klen + 1; *v == ' ' || *v == '\t'; v++)
			;
		for (end = v; *end && *end != '\n' && *end != '\r'; end++)
			;
		while (end > v && (end[-1] == ' ' || end[-1] == '\t'))
			end--;
		if (end == v)
			return NULL;
		{
			char *s = xmalloc(end - v + 1);

			memcpy(s, v, end - v);
			s[end - v] = 0;
			return s;
		}
	}
	return NULL;
}

/* The status of ARCH in the file's table ("ok", "TODO", "N/A", ".."), or "-". */
static void table_status(const char *text, const char *arch, char *out, size_t size)
{
	const char *p = text;
	size_t alen = strlen(arch);

	snprintf(out, size, "-");
	for (; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		const char *a, *s, *end;

		if (*p == '#')
			continue;
		for (a = p; *a == ' ' || *a == '|'; a++)
			;
		if (strncmp(a, arch, alen) || a[alen] != ':')
			continue;
		s = strchr(a, '|');
		if (!s)
			return;
		for (s++; *s == ' '; s++)
			;
		for (end = s; *end && *end != ' ' && *end != '|' && *end != '\n'; end++)
			;
		snprintf(out, size, "%.*s", (int)(end - s), s);
		return;
	}
}

/* Does the word SYM occur in TEXT as a substring, as grep "$K" finds it? */
static int contains(const char *text, const char *sym)
{
	return text && strstr(text, sym) != NULL;
}

static int is_arch(const char *ktree, const char *arch)
{
	char *a = pc_path(ktree, "arch"), *p = pc_path(a, arch);
	struct stat st;
	int r = !stat(p, &st) && S_ISDIR(st.st_mode);

	free(a);
	free(p);
	return r;
}

int pc_features(const char *ktree, const char *archdir, const char *const beside[2], FILE *out)
{
	char *pattern, *kconfigs = NULL, *featdir, *slash;
	const char *arch;
	struct feature *f = NULL;
	struct pc_arch a;
	size_t n = 0, klen = 0, i, ok = 0, bok[2] = { 0, 0 };
	glob_t g;
	struct stat st;
	int rc, k;

	featdir = pc_path(ktree, "Documentation/features");
	if (stat(featdir, &st) || !S_ISDIR(st.st_mode)) {
		rc = pc_error(PC_NOTTREE, "%s: missing: not a Linux tree with its feature lists "
			      "(Documentation/features); pass the top of one", featdir);
		free(featdir);
		return rc;
	}
	for (k = 0; k < 2; k++)
		if (!is_arch(ktree, beside[k])) {
			free(featdir);
			return pc_error(PC_USAGE, "--beside: %s has no arch/%s", ktree, beside[k]);
		}
	rc = pc_arch_open(&a, archdir, -1);
	if (rc) {
		free(featdir);
		return rc;
	}
	pc_arch_free(&a);
	rc = read_kconfigs(archdir, &kconfigs, &klen);
	if (rc) {
		free(featdir);
		free(kconfigs);
		return rc;
	}
	/* The arch's name: its directory's (arch/<name>/), as the files name arches. */
	{
		char *d = xstrdup(archdir);
		size_t l = strlen(d);

		while (l > 1 && d[l - 1] == '/')
			d[--l] = 0;
		slash = strrchr(d, '/');
		arch = xstrdup(slash ? slash + 1 : d);
		free(d);
	}

	pattern = pc_path(featdir, "*/*/arch-support.txt");
	if (glob(pattern, 0, NULL, &g) || !g.gl_pathc) {
		rc = pc_error(PC_NOTTREE, "%s: no */*/arch-support.txt: not the kernel's feature lists",
			      featdir);
		goto out;
	}
	f = xmalloc(sizeof(*f) * g.gl_pathc);
	for (i = 0; i < g.gl_pathc; i++) {
		char *text, *kc;
		size_t len;
		struct feature *e = &f[n];

		rc = pc_read_file(g.gl_pathv[i], SUPPORT_MAX, &text, &len);
		if (rc)
			goto out;
		kc = header_value(text, "Kconfig");
		if (!kc) {
			rc = pc_error(PC_NOTTREE, "%s: no \"Kconfig:\" line in its header", g.gl_pathv[i]);
			free(text);
			goto out;
		}
		memset(e, 0, sizeof(*e));
		e->name = xstrdup(g.gl_pathv[i] + strlen(featdir) + 1);
		*strrchr(e->name, '/') = 0;
		e->path = xmalloc(strlen(e->name) + 64);
		sprintf(e->path, "Documentation/features/%s/arch-support.txt", e->name);
		e->negated = kc[0] == '!';
		e->kconfig = xstrdup(kc + e->negated);
		free(kc);
		for (k = 0; k < 2; k++) {
			table_status(text, beside[k], e->status[k], sizeof(e->status[k]));
			bok[k] += !strcmp(e->status[k], "ok");
		}
		e->ok = contains(kconfigs, e->kconfig) != e->negated;
		ok += e->ok;
		free(text);
		n++;
	}

	fprintf(out, "portcheck features: %s against %s (%zu features, measured as "
		"features-refresh.sh measures an arch: its Kconfig files)\n", archdir, featdir, n);
	fprintf(out, "%-40s %-34s %-6s %-9s %s\n", "feature", "Kconfig", arch, beside[0], beside[1]);
	for (i = 0; i < n; i++)
		fprintf(out, "%-40s %s%-*s %-6s %-9s %s\n", f[i].name, f[i].negated ? "!" : "",
			33 + !f[i].negated, f[i].kconfig, f[i].ok ? "ok" : "TODO",
			f[i].status[0], f[i].status[1]);
	fprintf(out, "total: %s %zu ok of %zu; %s %zu ok; %s %zu ok\n", arch, ok, n,
		beside[0], bok[0], beside[1], bok[1]);
	fprintf(out, "\nThe line of %s in each file (its place: the arches in name order):\n", arch);
	for (i = 0; i < n; i++)
		fprintf(out, "%s:    |%12s: | %s |\n", f[i].path, arch, f[i].ok ? " ok " : "TODO");
	rc = PC_OK;
out:
	globfree(&g);
	for (i = 0; i < n; i++) {
		free(f[i].path);
		free(f[i].name);
		free(f[i].kconfig);
	}
	free(f);
	free(pattern);
	free(featdir);
	free(kconfigs);
	free((char *)arch);
	return rc;
}
