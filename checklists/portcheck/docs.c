// SPDX-License-Identifier: GPL-2.0
/*
 * portcheck docs: the porting guide cannot rot silently.  Every file it
 * cites (a Markdown link, or a path in backticks from the kit's root or
 * the kernel tree's), every function (`name()`, defined in a file the
 * same section cites) and every checklist ID (`setup-memblock-reserve`,
 * PORT-TODO(id)) must exist, and every checklist item must be covered by
 * a section that cites its ID, its reference file and a template stub.
 * The rules are written for the guide's authors in docs/README.md.
 */
#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <limits.h>

#include "portcheck.h"

struct strs {
	char **v;
	size_t n;
};

static void strs_add(struct strs *s, const char *str, size_t len)
{
	char *p = xmalloc(len + 1);

	memcpy(p, str, len);
	p[len] = '\0';
	s->v = xrealloc(s->v, sizeof(char *) * (s->n + 1));
	s->v[s->n++] = p;
}

static int strs_has(const struct strs *s, const char *str)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		if (!strcmp(s->v[i], str))
			return 1;
	return 0;
}

static void strs_free(struct strs *s)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		free(s->v[i]);
	free(s->v);
	s->v = NULL;
	s->n = 0;
}

/* A citation waiting for the end of its section. */
struct cite {
	char *name;
	int line;
};

struct section {
	struct strs files;	/* cited files, "root:path" or "k:path", lexical */
	struct cite *funcs, *ids;
	size_t nfuncs, nids;
};

struct docs {
	const struct pc_docs_opts *o;
	const struct pc_checklist *cl;
	struct strs roots, ktops, prefixes;
	char *stubs;		/* "template/<project>/arch/<name>/", or NULL */
	unsigned char *covered;	/* per item, in checklist order */
	const char *doc;	/* current document, for messages */
	size_t problems, links, paths, funcs, ids;
};

static void problem(struct docs *d, int line, const char *fmt, const char *a,
		    const char *b)
{
	fprintf(d->o->out, "%s:%d: ", d->doc, line);
	fprintf(d->o->out, fmt, a, b);
	fputc('\n', d->o->out);
	d->problems++;
}

/* The names in directory DIR (its top level), for path recognition. */
static void list_dir(struct strs *s, const char *dir)
{
	struct dirent *e;
	DIR *dp;

	if (!dir)
		return;
	dp = opendir(dir);
	if (!dp)
		return;
	while ((e = readdir(dp)))
		if (e->d_name[0] != '.' || strcmp(e->d_name, ".ci") == 0)
			if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
				strs_add(s, e->d_name, strlen(e->d_name));
	closedir(dp);
}

/*
 * Joins BASE and REL and removes "." and "dir/.." lexically (symbolic links
 * are not followed: a template file linked to the reference's is still the
 * template's).  Returns NULL when REL climbs above BASE's root.
 */
static char *normalize(const char *base, const char *rel)
{
	size_t n = strlen(base) + strlen(rel) + 2, len = 0;
	char *in = xmalloc(n), *out = xmalloc(n), *tok, *save;

	snprintf(in, n, "%s%s%s", base, *base ? "/" : "", rel);
	out[0] = '\0';
	for (tok = strtok_r(in, "/", &save); tok; tok = strtok_r(NULL, "/", &save)) {
		if (!strcmp(tok, "."))
			continue;
		if (!strcmp(tok, "..")) {
			char *slash;

			if (!len) {
				free(in);
				free(out);
				return NULL;
			}
			slash = strrchr(out, '/');
			len = slash ? (size_t)(slash - out) : 0;
			out[len] = '\0';
			continue;
		}
		len += snprintf(out + len, n - len, "%s%s", len ? "/" : "", tok);
	}
	free(in);
	return out;
}

static int exists(const char *dir, const char *path, int *is_file)
{
	char *full = pc_path(dir, path);
	struct stat st;
	int ok = stat(full, &st) == 0;

	free(full);
	if (ok && is_file)
		*is_file = S_ISREG(st.st_mode);
	return ok;
}

static int is_ident(int c)
{
	return isalnum(c) || c == '_';
}

/*
 * Does the text of FILE define NAME?  A line at column 0 holding "NAME("
 * (a C definition or prototype, #define NAME(, SYSCALL_DEFINEn(NAME), an
 * assembly label "NAME:" at column 0, or SYM_*_START(NAME), LEAF(NAME),
 * NESTED(NAME, .macro NAME anywhere on a line.
 */
static int defines(const char *text, const char *name)
{
	size_t nl = strlen(name);
	const char *line = text;

	while (*line) {
		const char *end = strchr(line, '\n'), *p;
		size_t len = end ? (size_t)(end - line) : strlen(line);
		int col0 = len && !isspace((unsigned char)line[0]) &&
			   line[0] != '*' && line[0] != '/';

		if (col0 && len > nl && !strncmp(line, name, nl) && line[nl] == ':')
			return 1;
		for (p = line; p + nl < line + len; p++) {
			if (strncmp(p, name, nl) || (p > line && is_ident((unsigned char)p[-1])))
				continue;
			if (p[nl] == '(' && col0 &&
			    (line[0] != '#' || !strncmp(line, "#define ", 8)))
				return 1;
			if (p > line && p[-1] == '(' && (p[nl] == ')' || p[nl] == ',')) {
				const char *q = p - 1;

				while (q > line && (is_ident((unsigned char)q[-1])))
					q--;
				if (!strncmp(q, "SYM_", 4) || !strncmp(q, "LEAF(", 5) ||
				    !strncmp(q, "NESTED(", 7) || !strncmp(q, "SYSCALL_DEFINE", 14))
					return 1;
			}
			if (p - line >= 7 && !strncmp(p - 7, ".macro ", 7) &&
			    (p[nl] == ' ' || p[nl] == '\t' || p + nl == line + len))
				return 1;
		}
		if (!end)
			break;
		line = end + 1;
	}
	return 0;
}

/* The checklist item with ID, or NULL. */
static const struct pc_item *find_item(const struct docs *d, const char *id,
				       size_t *index)
{
	size_t p, i, k = 0;

	for (p = 0; p < d->cl->nphases; p++)
		for (i = 0; i < d->cl->phases[p].nitems; i++, k++)
			if (!strcmp(d->cl->phases[p].items[i].id, id)) {
				if (index)
					*index = k;
				return &d->cl->phases[p].items[i];
			}
	return NULL;
}

/* "root:" or "k:" + PATH: where a cited file lives, in one string. */
static char *tagged(const char *tag, const char *path)
{
	size_t n = strlen(tag) + strlen(path) + 1;
	char *s = xmalloc(n);

	snprintf(s, n, "%s%s", tag, path);
	return s;
}

static void cite_file(struct section *s, const char *tag, const char *path)
{
	char *t = tagged(tag, path);

	if (!strs_has(&s->files, t))
		strs_add(&s->files, t, strlen(t));
	free(t);
}

static void add_cite(struct cite **v, size_t *n, const char *name, size_t len,
		     int line)
{
	*v = xrealloc(*v, sizeof(**v) * (*n + 1));
	(*v)[*n].name = xmalloc(len + 1);
	memcpy((*v)[*n].name, name, len);
	(*v)[*n].name[len] = '\0';
	(*v)[*n].line = line;
	(*n)++;
}

/* A link target, relative to the document's directory DOCDIR. */
static void check_link(struct docs *d, struct section *s, const char *docdir,
		       const char *t, size_t len, int line)
{
	char *target, *hash, *path;
	int is_file;

	if (!len || t[0] == '#' || memchr(t, ':', len))	/* anchor, scheme */
		return;
	target = xmalloc(len + 1);
	memcpy(target, t, len);
	target[len] = '\0';
	hash = strchr(target, '#');
	if (hash)
		*hash = '\0';
	hash = strchr(target, ' ');	/* a "title" */
	if (hash)
		*hash = '\0';
	d->links++;
	path = normalize(docdir, target);
	if (!path || !exists(d->o->root, path, &is_file))
		problem(d, line, "link to %s: no such file%s", target,
			path ? "" : " (climbs out of the kit)");
	else if (is_file)
		cite_file(s, "root:", path);
	free(path);
	free(target);
}

/* A backticked token: a path, a function, a checklist ID, or prose. */
static void check_code(struct docs *d, struct section *s, const char *c,
		       size_t len, int line)
{
	char *tok = xmalloc(len + 1), *slash;
	size_t i;

	memcpy(tok, c, len);
	tok[len] = '\0';

	/* name(): a function, checked at the end of the section */
	if (len > 2 && !strcmp(tok + len - 2, "()") &&
	    (isalpha((unsigned char)tok[0]) || tok[0] == '_')) {
		for (i = 0; i < len - 2 && is_ident((unsigned char)tok[i]); i++)
			;
		if (i == len - 2) {
			add_cite(&s->funcs, &s->nfuncs, tok, len - 2, line);
			d->funcs++;
		}
		goto out;
	}

	/* PORT-TODO(id) names a checklist item */
	if (!strncmp(tok, d->cl->marker, strlen(d->cl->marker)) &&
	    tok[strlen(d->cl->marker)] == '(' && tok[len - 1] == ')') {
		size_t m = strlen(d->cl->marker) + 1;

		if (len - 1 > m) {
			tok[len - 1] = '\0';
			if (!find_item(d, tok + m, NULL))
				problem(d, line, "%s%s): no such checklist item", d->cl->marker, tok + m - 1);
			d->ids++;
		}
		goto out;
	}

	/* a kebab-case word whose first part is an item prefix: an ID */
	slash = strchr(tok, '-');
	if (slash && tok[0] != '-') {
		int kebab = 1;

		for (i = 0; i < len; i++)
			if (!(islower((unsigned char)tok[i]) || isdigit((unsigned char)tok[i]) ||
			      (tok[i] == '-' && i + 1 < len && tok[i + 1] != '-')))
				kebab = 0;
		if (kebab) {
			char *pre = xmalloc(slash - tok + 1);
			int is_pre;

			memcpy(pre, tok, slash - tok);
			pre[slash - tok] = '\0';
			is_pre = strs_has(&d->prefixes, pre);
			free(pre);
			if (is_pre) {
				d->ids++;
				if (!find_item(d, tok, NULL))
					problem(d, line, "`%s` is not a checklist item%s", tok,
						" (checklists/checklist.yaml)");
				else
					add_cite(&s->ids, &s->nids, tok, len, line);
			}
			goto out;
		}
	}

	/* a path: no blanks, a slash, a first part that is a top-level name */
	slash = strchr(tok, '/');
	if (!strpbrk(tok, " \t<>*$~|") && !strstr(tok, "...") && slash && slash != tok) {
		char *first = xmalloc(slash - tok + 1), *path;
		int in_root, in_tree, is_file = 0;

		memcpy(first, tok, slash - tok);
		first[slash - tok] = '\0';
		in_root = strcmp(first, "out") && strs_has(&d->roots, first);
		in_tree = strs_has(&d->ktops, first);
		free(first);
		if (in_root || in_tree) {
			d->paths++;
			path = normalize("", tok);
			if (path && in_root && exists(d->o->root, path, &is_file)) {
				if (is_file)
					cite_file(s, "root:", path);
			} else if (path && in_tree && exists(d->o->ktree, path, &is_file)) {
				if (is_file)
					cite_file(s, "k:", path);
			} else {
				problem(d, line, "`%s`: no such file in %s", tok,
					in_root ? "the kit" : "the kernel tree");
			}
			free(path);
		}
	}
out:
	free(tok);
}

/* End of a section: its functions and IDs against the files it cites. */
static void close_section(struct docs *d, struct section *s)
{
	size_t f, i;

	for (f = 0; f < s->nfuncs; f++) {
		int found = 0;

		for (i = 0; i < s->files.n && !found; i++) {
			const char *tag = s->files.v[i];
			const char *dir = tag[0] == 'k' ? d->o->ktree : d->o->root;
			char *full = pc_path(dir, strchr(tag, ':') + 1), *text;
			size_t len;

			if (pc_read_file(full, 16 << 20, &text, &len) == 0) {
				found = defines(text, s->funcs[f].name);
				free(text);
			}
			free(full);
		}
		if (!found)
			problem(d, s->funcs[f].line,
				"`%s()` is defined in none of the files this section cites%s",
				s->funcs[f].name,
				s->files.n ? "" : " (it cites none)");
		free(s->funcs[f].name);
	}

	/* covered: the ID, its reference file and a template stub together */
	for (f = 0; f < s->nids; f++) {
		size_t k;
		const struct pc_item *it = find_item(d, s->ids[f].name, &k);
		char *ref = tagged("root:reference-tsar/", it->reference);
		int stub = 0;

		for (i = 0; i < it->nfiles && !stub && d->stubs; i++) {
			char *dir = tagged("root:", d->stubs), *t = tagged(dir, it->files[i]);

			stub = strs_has(&s->files, t);
			free(t);
			free(dir);
		}
		if (stub && strs_has(&s->files, ref))
			d->covered[k] = 1;
		free(ref);
		free(s->ids[f].name);
	}
	free(s->funcs);
	free(s->ids);
	strs_free(&s->files);
	memset(s, 0, sizeof(*s));
}

static void check_line(struct docs *d, struct section *s, const char *docdir,
		       const char *l, int line)
{
	const char *p = l;

	while (*p) {
		if (*p == '`') {
			size_t ticks = strspn(p, "`");
			const char *end = p + ticks, *q;

			/* the closing run of as many backticks */
			for (q = end; (q = strchr(q, '`')); q += strspn(q, "`"))
				if (strspn(q, "`") == ticks)
					break;
			if (!q)
				return;
			{
				const char *stop = q;

				while (end < stop && *end == ' ')
					end++;
				while (stop > end && stop[-1] == ' ')
					stop--;
				check_code(d, s, end, stop - end, line);
			}
			p = q + ticks;
		} else if (*p == ']' && p[1] == '(') {
			const char *t = p + 2, *close = strchr(t, ')');

			if (!close)
				return;
			if (*t == '<' && close > t && close[-1] == '>')
				check_link(d, s, docdir, t + 1, close - t - 2, line);
			else
				check_link(d, s, docdir, t, close - t, line);
			p = close + 1;
		} else {
			p++;
		}
	}
}

static int check_doc(struct docs *d, const char *doc)
{
	char *text, *docdir, *line, *save = NULL, *slash;
	struct section s = { 0 };
	int rc, lineno = 0, fence = 0;
	size_t len;
	char root[PATH_MAX], rel[PATH_MAX];

	rc = pc_read_file(doc, 4 << 20, &text, &len);
	if (rc)
		return rc;
	d->doc = doc;
	/* the document's directory, relative to the kit's root */
	if (!realpath(d->o->root, root) || !realpath(doc, rel)) {
		free(text);
		return pc_error(PC_NOFILE, "portcheck docs: cannot resolve %s", doc);
	}
	if (strncmp(rel, root, strlen(root)) || rel[strlen(root)] != '/') {
		free(text);
		return pc_error(PC_USAGE, "portcheck docs: %s is not inside %s", doc, d->o->root);
	}
	slash = strrchr(rel, '/');
	*slash = '\0';
	docdir = xstrdup(rel[strlen(root)] ? rel + strlen(root) + 1 : "");

	for (line = text; line && *line; line = save) {
		save = strchr(line, '\n');
		if (save)
			*save++ = '\0';
		lineno++;
		if (!strncmp(line + strspn(line, " "), "```", 3) ||
		    !strncmp(line + strspn(line, " "), "~~~", 3)) {
			fence = !fence;
			continue;
		}
		if (fence)
			continue;
		if (line[0] == '#' && line[strspn(line, "#")] == ' ')
			close_section(d, &s);
		check_line(d, &s, docdir, line, lineno);
	}
	close_section(d, &s);
	free(docdir);
	free(text);
	return 0;
}

/*
 * The template's arch directory, where the stubs are: the one directory
 * under template/<something>-linux-port/arch/ of the kit.  NULL if none.
 */
static char *find_stubs(const char *root)
{
	struct strs top = { 0 }, arch = { 0 };
	char *tdir = pc_path(root, "template"), *stubs = NULL;
	size_t i, n;

	list_dir(&top, tdir);
	for (i = 0; i < top.n && !stubs; i++) {
		char *proj, *adir;

		n = strlen(top.v[i]);
		if (n < 11 || strcmp(top.v[i] + n - 11, "-linux-port"))
			continue;
		proj = pc_path(tdir, top.v[i]);
		adir = pc_path(proj, "arch");
		list_dir(&arch, adir);
		if (arch.n == 1) {
			n = strlen(top.v[i]) + strlen(arch.v[0]) + 20;
			stubs = xmalloc(n);
			snprintf(stubs, n, "template/%s/arch/%s/", top.v[i], arch.v[0]);
		}
		strs_free(&arch);
		free(adir);
		free(proj);
	}
	strs_free(&top);
	free(tdir);
	return stubs;
}

int pc_docs_check(const struct pc_docs_opts *o, const struct pc_checklist *cl)
{
	struct docs d = { .o = o, .cl = cl };
	size_t p, i, k, nitems = 0, uncovered = 0;
	int rc = 0;

	list_dir(&d.roots, o->root);
	list_dir(&d.ktops, o->ktree);
	d.stubs = find_stubs(o->root);
	if (o->ktree && !d.ktops.n)
		return pc_error(PC_NOFILE, "portcheck docs: %s: not a readable kernel tree", o->ktree);
	for (p = 0; p < cl->nphases; p++)
		for (i = 0; i < cl->phases[p].nitems; i++, nitems++) {
			const char *id = cl->phases[p].items[i].id;
			const char *dash = strchr(id, '-');
			size_t n = dash ? (size_t)(dash - id) : strlen(id);
			char *pre = xmalloc(n + 1);

			memcpy(pre, id, n);
			pre[n] = '\0';
			if (!strs_has(&d.prefixes, pre))
				strs_add(&d.prefixes, pre, n);
			free(pre);
		}
	d.covered = calloc(nitems ? nitems : 1, 1);

	for (i = 0; i < o->ndocs && !rc; i++)
		rc = check_doc(&d, o->docs[i]);

	if (!rc) {
		d.doc = "docs";
		for (p = 0, k = 0; p < cl->nphases; p++)
			for (i = 0; i < cl->phases[p].nitems; i++, k++) {
				const struct pc_item *it = &cl->phases[p].items[i];

				if (d.covered[k])
					continue;
				uncovered++;
				fprintf(o->out, "%s: item %s (%s) is covered by no section citing it with ",
					"docs", it->id, it->title);
				fprintf(o->out, "reference-tsar/%s and a template stub of %s%s\n",
					it->reference, it->nfiles ? it->files[0] : "its files",
					d.stubs ? "" : " (the kit has no template/*-linux-port/arch/<name>/)");
			}
		d.problems += uncovered;
	}
	if (!rc)
		fprintf(o->out,
			"portcheck docs: %zu document(s): %zu link(s), %zu path(s), %zu function(s), %zu checklist ID(s); %zu of %zu item(s) covered; %zu problem(s)\n",
			o->ndocs, d.links, d.paths, d.funcs, d.ids, nitems - uncovered, nitems,
			d.problems);
	strs_free(&d.roots);
	strs_free(&d.ktops);
	strs_free(&d.prefixes);
	free(d.stubs);
	free(d.covered);
	if (rc)
		return rc;
	return d.problems ? PC_NOTYET : PC_OK;
}
