// SPDX-License-Identifier: GPL-2.0
/*
 * portcheck fill PORTDIR REFDIR: a generated port's stubs filled from a
 * reference port, mechanically, to prove that the template's stubs are
 * the reference's functions with their bodies taken out (issue 17).
 *
 * A stub is a function whose body says PORT-TODO( (a C function, or an
 * assembly symbol between SYM_*_START(name) and SYM_*_END(name)).  Its
 * body is replaced by the body of the reference's function of the same
 * name in the file of the same path under arch/; nothing else is copied.
 * An assembly stub's scaffolding (the PORT-TODO line of its comment, its
 * .L<name>_todo string) goes with its body.  A stub the reference does not
 * have, or a body that names the reference's architecture, is a problem:
 * listed, and the exit status is 1.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "portcheck.h"

#define TODO "PORT-TODO("

/* A function: its name and its body [start, end) in the file's text. */
struct fn {
	char name[128];
	size_t start, end;
};

struct fns {
	struct fn *v;
	size_t n;
};

static void fns_add(struct fns *f, const char *name, size_t start, size_t end)
{
	f->v = xrealloc(f->v, sizeof(*f->v) * (f->n + 1));
	snprintf(f->v[f->n].name, sizeof(f->v[f->n].name), "%s", name);
	f->v[f->n].start = start;
	f->v[f->n].end = end;
	f->n++;
}

static int is_id(int c)
{
	return isalnum(c) || c == '_';
}

/* Skips a comment, string or character literal at b[i]; returns the end. */
static size_t skip_lexeme(const char *b, size_t n, size_t i)
{
	char q;

	if (b[i] == '/' && i + 1 < n && b[i + 1] == '*') {
		for (i += 2; i + 1 < n && !(b[i] == '*' && b[i + 1] == '/'); i++)
			;
		return i + 2 < n ? i + 2 : n;
	}
	if (b[i] == '/' && i + 1 < n && b[i + 1] == '/') {
		while (i < n && b[i] != '\n')
			i++;
		return i;
	}
	q = b[i];
	for (i++; i < n && b[i] != q; i++)
		if (b[i] == '\\')
			i++;
	return i + 1 < n ? i + 1 : n;
}

/*
 * The C functions defined in B: at file scope, an identifier, a
 * parenthesized list, then a brace.  SYSCALL_DEFINEn(name, ...) is named
 * sys_name, as the kernel names it.  Preprocessor lines are skipped.
 */
static void c_functions(const char *b, size_t n, struct fns *out)
{
	char last[128] = "", name[128] = "", arg[128] = "";
	int depth = 0, paren = 0, after = 0, bol = 1;
	size_t i = 0, j, start = 0;

	while (i < n) {
		char c = b[i];

		if (c == '\n' || isspace((unsigned char)c)) {
			bol |= c == '\n';
			i++;
			continue;
		}
		if (bol && c == '#') {
			while (i < n && b[i] != '\n')
				i += b[i] == '\\' ? 2 : 1;
			continue;
		}
		bol = 0;
		if ((c == '/' && i + 1 < n && (b[i + 1] == '*' || b[i + 1] == '/')) ||
		    c == '"' || c == '\'') {
			i = skip_lexeme(b, n, i);
			after = 0;
			continue;
		}
		if (is_id(c)) {
			for (j = i; j < n && is_id(b[j]); j++)
				;
			if (depth == 0 && paren == 0 && j - i < sizeof(last))
				snprintf(last, sizeof(last), "%.*s", (int)(j - i), b + i);
			if (depth == 0 && paren == 1 && !arg[0] && j - i < sizeof(arg))
				snprintf(arg, sizeof(arg), "%.*s", (int)(j - i), b + i);
			after = 0;
			i = j;
			continue;
		}
		if (depth == 0) {
			if (c == '(' && paren++ == 0) {
				memcpy(name, last, sizeof(name));
				arg[0] = 0;
			} else if (c == ')' && paren > 0 && --paren == 0) {
				after = 1;
				i++;
				continue;
			} else if (c == '{' && paren == 0 && after) {
				start = i;
			} else if (c == '{' && paren == 0) {
				start = (size_t)-1;
			}
		}
		if (c == '{')
			depth++;
		if (c == '}' && depth > 0 && --depth == 0 && start != (size_t)-1) {
			if (!strncmp(name, "SYSCALL_DEFINE", 14)) {
				char sys[140];

				snprintf(sys, sizeof(sys), "sys_%s", arg);
				fns_add(out, sys, start, i + 1);
			} else {
				fns_add(out, name, start, i + 1);
			}
			start = (size_t)-1;
		}
		after = 0;
		i++;
	}
}

/* The line of B that starts at or before I begins at the returned offset. */
static size_t line_start(const char *b, size_t i)
{
	while (i > 0 && b[i - 1] != '\n')
		i--;
	return i;
}

static size_t line_end(const char *b, size_t n, size_t i)
{
	while (i < n && b[i] != '\n')
		i++;
	return i < n ? i + 1 : n;
}

/*
 * The assembly symbols of B: each body runs from the line after
 * SYM_<kind>_START...(name) to the start of the line of SYM_<kind>_END(name).
 */
static void asm_functions(const char *b, size_t n, struct fns *out)
{
	size_t i, k, body, len;
	char name[128], end[160];
	const char *p, *q;

	for (i = 0; i < n; i = line_end(b, n, i)) {
		if (strncmp(b + i, "SYM_", 4))
			continue;
		p = memchr(b + i, '(', line_end(b, n, i) - i);
		q = p ? memchr(p, ')', line_end(b, n, i) - (p - b)) : NULL;
		if (!p || !q || !memmem(b + i, p - (b + i), "_START", 6))
			continue;
		len = q - p - 1;
		if (len == 0 || len >= sizeof(name))
			continue;
		snprintf(name, sizeof(name), "%.*s", (int)len, p + 1);
		snprintf(end, sizeof(end), "_END(%s)", name);
		body = line_end(b, n, i);
		for (k = body; k < n; k = line_end(b, n, k))
			if (!strncmp(b + k, "SYM_", 4) &&
			    memmem(b + k, line_end(b, n, k) - k, end, strlen(end)))
				break;
		if (k < n)
			fns_add(out, name, body, k);
	}
}

static int has(const char *b, size_t start, size_t end, const char *s)
{
	return memmem(b + start, end - start, s, strlen(s)) != NULL;
}

/*
 * A body that leans on the reference's architecture name: the name as part
 * of an identifier (tsar_foo, CONFIG_TSAR, _ASM_TSAR_), or as a word of a
 * string the code prints ("TSAR core"), in any case.  A comment saying
 * where that hardware differs is not leaning on it.
 */
static int names_arch(const char *b, size_t start, size_t end, const char *arch)
{
	size_t i, n = strlen(arch);
	char in = 0;	/* 0 code, '"' or '\'' a literal, '*' or '/' a comment */

	for (i = start; i < end; i++) {
		int before, after;

		if (in == '*' || in == '/') {
			if (in == '*' && b[i] == '*' && i + 1 < end && b[i + 1] == '/')
				in = 0, i++;
			else if (in == '/' && b[i] == '\n')
				in = 0;
			continue;
		}
		if (in && b[i] == '\\') {
			i++;
			continue;
		}
		if (in && b[i] == in) {
			in = 0;
			continue;
		}
		if (!in && b[i] == '/' && i + 1 < end && (b[i + 1] == '*' || b[i + 1] == '/')) {
			in = b[++i];
			continue;
		}
		if (!in && (b[i] == '"' || b[i] == '\'')) {
			in = b[i];
			continue;
		}
		if (i + n > end || strncasecmp(b + i, arch, n))
			continue;
		before = i > start ? b[i - 1] : ' ';
		after = i + n < end ? b[i + n] : ' ';
		if ((before == '_' && !isalnum((unsigned char)after)) ||
		    (after == '_' && !isalnum((unsigned char)before)))
			return 1;
		if (in == '"' && !isalnum((unsigned char)before) && before != '_' &&
		    !isalnum((unsigned char)after) && after != '_')
			return 1;
	}
	return 0;
}

struct text {
	char *b;
	size_t n;
};

static void splice(struct text *t, size_t start, size_t end, const char *s, size_t len)
{
	char *nb = xmalloc(t->n - (end - start) + len + 1);

	memcpy(nb, t->b, start);
	memcpy(nb + start, s, len);
	memcpy(nb + start + len, t->b + end, t->n - end);
	t->n = t->n - (end - start) + len;
	nb[t->n] = 0;
	free(t->b);
	t->b = nb;
}

/*
 * An assembly stub's scaffolding: the PORT-TODO line of the comment just
 * above its START line, and the .pushsection ... .popsection block holding
 * its .L<name>_todo string just after its END line.  Removed after the
 * body is replaced; F is the stub's (new) body.
 */
static void drop_asm_scaffolding(struct text *t, const struct fn *f, size_t body_len)
{
	char label[160];
	size_t e = line_end(t->b, t->n, f->start + body_len), s, k, pop;
	char *m;

	snprintf(label, sizeof(label), ".L%s_todo:", f->name);
	k = e;
	if (k < t->n && !strncmp(t->b + k, "\t.pushsection", 13)) {
		m = memmem(t->b + k, t->n - k, "\t.popsection\n", 13);
		if (m && has(t->b, k, m - t->b, label)) {
			pop = m - t->b + 13;
			splice(t, k, pop, "", 0);
		}
	}
	/* the comment line above the START line */
	s = line_start(t->b, f->start - 1);
	for (k = s; k > 0;) {
		size_t ls = line_start(t->b, k - 1);

		if (has(t->b, ls, k, TODO)) {
			splice(t, ls, k, "", 0);
			break;
		}
		if (has(t->b, ls, k, "/*") || !has(t->b, ls, k, " *"))
			break;
		k = ls;
	}
}

/* A C stub says PORT-TODO; an assembly one jumps to panic with its .L<name>_todo string. */
static int is_stub(const char *b, const struct fn *f, int is_asm)
{
	char label[160];

	if (has(b, f->start, f->end, TODO))
		return 1;
	snprintf(label, sizeof(label), ".L%s_todo", f->name);
	return is_asm && has(b, f->start, f->end, label);
}

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && !strcmp(s + n - m, suffix);
}

struct fill {
	const char *port, *ref, *ref_arch;
	size_t filled, problems;
	FILE *out;
};

static void problem(struct fill *f, const char *fmt, const char *a, const char *b)
{
	fprintf(f->out, "problem: ");
	fprintf(f->out, fmt, a, b);
	fputc('\n', f->out);
	f->problems++;
}

static void functions(const char *path, const char *b, size_t n, struct fns *out)
{
	if (ends_with(path, ".S"))
		asm_functions(b, n, out);
	else
		c_functions(b, n, out);
}

/* Fills the stubs of the port's file REL (under arch/<name>/). */
static int fill_file(struct fill *f, const char *rel)
{
	char *ppath = pc_path(f->port, rel), *rpath = pc_path(f->ref, rel), *tmp;
	struct fns pf = { 0 }, rf = { 0 };
	struct text t = { 0 }, r = { 0 };
	size_t i, k, nstubs = 0, done = 0;
	int rc, twice, is_asm = ends_with(rel, ".S");
	FILE *w;

	rc = pc_read_file(ppath, 16 << 20, &t.b, &t.n);
	if (rc)
		goto out;
	functions(rel, t.b, t.n, &pf);
	for (i = 0; i < pf.n; i++)
		nstubs += is_stub(t.b, &pf.v[i], is_asm);
	if (!nstubs)
		goto out;
	if (pc_read_file(rpath, 16 << 20, &r.b, &r.n)) {
		problem(f, "%s: stubs, but the reference has no %s", rel, rpath);
		goto out;
	}
	functions(rel, r.b, r.n, &rf);
	/* last first: the offsets of earlier functions stay valid */
	for (i = pf.n; i-- > 0;) {
		struct fn *s = &pf.v[i];
		const struct fn *from = NULL;

		if (!is_stub(t.b, s, is_asm))
			continue;
		for (k = 0, twice = 0; k < rf.n; k++) {
			if (strcmp(rf.v[k].name, s->name))
				continue;
			twice = !!from;
			if (!from)
				from = &rf.v[k];
		}
		if (!from) {
			problem(f, "%s: the reference has no %s() to fill this stub from", rel, s->name);
			continue;
		}
		/* #ifdef variants: which one a stub stands for is anyone's guess */
		if (twice)
			problem(f, "%s: the reference defines %s() more than once; give it one body", rel,
				s->name);
		if (names_arch(r.b, from->start, from->end, f->ref_arch))
			problem(f, "%s: %s() of the reference names its architecture", rel, s->name);
		if (is_stub(r.b, from, is_asm))
			problem(f, "%s: %s() of the reference is a stub itself", rel, s->name);
		splice(&t, s->start, s->end, r.b + from->start, from->end - from->start);
		if (is_asm)
			drop_asm_scaffolding(&t, s, from->end - from->start);
		fprintf(f->out, "filled %s: %s()\n", rel, s->name);
		done++;
	}
	f->filled += done;
	if (!done)
		goto out;
	tmp = pc_path(f->port, ".fill.tmp");
	w = fopen(tmp, "w");
	if (!w || fwrite(t.b, 1, t.n, w) != t.n || fclose(w) || rename(tmp, ppath)) {
		rc = pc_error(PC_NOFILE, "cannot write %s: %s", ppath, strerror(errno));
		remove(tmp);
	}
	free(tmp);
out:
	free(pf.v);
	free(rf.v);
	free(t.b);
	free(r.b);
	free(ppath);
	free(rpath);
	return rc;
}

/* Every .c, .h and .S file under DIR (relative to the port), sorted. */
static int walk(struct fill *f, const char *rel)
{
	char *dir = rel[0] ? pc_path(f->port, rel) : xstrdup(f->port), *sub, *full;
	struct dirent **names;
	struct stat st;
	int n, i, rc = 0;

	n = scandir(dir, &names, NULL, alphasort);
	if (n < 0) {
		rc = pc_error(PC_NOFILE, "cannot read %s: %s", dir, strerror(errno));
		free(dir);
		return rc;
	}
	for (i = 0; i < n; i++) {
		const char *d = names[i]->d_name;

		if (!rc && d[0] != '.') {
			sub = rel[0] ? pc_path(rel, d) : xstrdup(d);
			full = pc_path(f->port, sub);

			if (lstat(full, &st) == 0 && S_ISDIR(st.st_mode))
				rc = walk(f, sub);
			else if (S_ISREG(st.st_mode) &&
				 (ends_with(d, ".c") || ends_with(d, ".h") || ends_with(d, ".S")))
				rc = fill_file(f, sub);
			free(full);
			free(sub);
		}
		free(names[i]);
	}
	free(names);
	free(dir);
	return rc;
}

int pc_fill(const char *port_arch, const char *ref_arch_dir, FILE *out)
{
	struct fill f = { .port = port_arch, .ref = ref_arch_dir, .out = out };
	const char *slash;
	char *arch;
	int rc;

	slash = strrchr(ref_arch_dir, '/');
	arch = xstrdup(slash && slash[1] ? slash + 1 : ref_arch_dir);
	f.ref_arch = arch;
	rc = walk(&f, "");
	free(arch);
	if (rc)
		return rc;
	fprintf(out, "portcheck fill: %zu stub(s) filled, %zu problem(s)\n", f.filled, f.problems);
	return f.problems ? PC_NOTYET : PC_OK;
}
