// SPDX-License-Identifier: GPL-2.0
/*
 * status.c: each checklist item measured on the port (stub markers, files),
 * its vmlinux (symbols), its boot logs (milestones) and its header
 * decisions; printed per phase as text, Markdown or JSON, with the next item.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "status.h"

static const char *const state_name[] = { "done", "todo", "unknown", "unproven", "n/a" };
/* Which state a measure's verdict overrides: todo wins over all. */
static const int state_rank[] = { 0, 3, 1, 2, 0 };

static void set(struct pc_result *r, enum pc_state st, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/*
 * Keeps the first reason of the highest state: todo (code to write), then
 * unproven (no log shows it working), then unknown (not measured).
 */
static void set(struct pc_result *r, enum pc_state st, const char *fmt, ...)
{
	va_list ap;

	if (r->state != ST_DONE && state_rank[st] <= state_rank[r->state])
		return;
	r->state = st;
	va_start(ap, fmt);
	vsnprintf(r->why, sizeof(r->why), fmt, ap);
	va_end(ap);
}

static void count_finding(void *ctx, enum pc_hfinding f, int uapi, const char *name,
			  const char *why)
{
	const char **first = ctx;

	(void)uapi;
	(void)why;
	if (f != HF_OVERRIDE && !*first)
		*first = name;
}

static void eval_item(const struct pc_checklist *cl, const struct pc_item *it,
		      const struct pc_inputs *in, const struct pc_mark *mark,
		      const struct pc_mark *evidence, struct pc_result *r)
{
	int nommu = !in->arch->mmu;
	char *const *files = nommu && it->nommu_has_files ? it->nommu_files : it->files;
	size_t nfiles = nommu && it->nommu_has_files ? it->nnommu_files : it->nfiles;
	char *const *syms = nommu && it->nommu_has_symbols ? it->nommu_symbols : it->symbols;
	size_t nsyms = nommu && it->nommu_has_symbols ? it->nnommu_symbols : it->nsymbols;
	/* an SMP item's lines count in the logs of SMP boots only */
	const char *what = it->smp_only ? "SMP boot's (2 or more CPUs up) log" : "log";
	size_t i;

	r->state = ST_DONE;
	r->why[0] = 0;
	if (nommu && it->nommu_skip) {
		r->state = ST_NA;
		snprintf(r->why, sizeof(r->why), "no MMU");
		return;
	}
	if (it->smp_only && in->no_smp) {
		r->state = ST_NA;
		snprintf(r->why, sizeof(r->why), "%s", in->no_smp);
		return;
	}
	for (i = 0; it->stub && i < nfiles; i++) {
		char *p = pc_path(in->arch->dir, files[i]);
		int line = pc_file_has_marker(p, cl->marker, it->id);

		if (line < 0)
			set(r, ST_TODO, "%s is missing", files[i]);
		else if (line > 0)
			set(r, ST_TODO, "%s(%s) in %s:%d", cl->marker, it->id, files[i], line);
		free(p);
	}
	for (i = 0; i < nsyms; i++) {
		if (!in->syms)
			set(r, ST_UNKNOWN, "needs --vmlinux");
		else if (!pc_symbols_has(in->syms, syms[i]))
			set(r, ST_TODO, "%s is not in vmlinux", syms[i]);
	}
	if (it->milestone) {
		if (!in->have_log)
			set(r, ST_UNKNOWN, "needs --log");
		else if (!mark->line)
			set(r, ST_UNPROVEN, "no %s line matches /%s/", what, it->milestone);
	}
	if (it->evidence) {
		if (!in->have_log)
			set(r, ST_UNKNOWN, "needs --log");
		else if (!evidence->line)
			set(r, ST_UNPROVEN, "no %s line matches /%s/", what, it->evidence);
	}
	if (it->headers) {
		const char *first = NULL;
		size_t n = pc_headers_check(in->table, in->arch, cl->marker, NULL,
					    count_finding, &first);

		if (n)
			set(r, ST_TODO, "%zu header(s) to decide, first %s (portcheck headers)",
			    n, first);
	}
}

void pc_status_eval(const struct pc_checklist *cl, const struct pc_inputs *in,
		    struct pc_result *res)
{
	size_t p, i, k = 0;

	for (p = 0; p < cl->nphases; p++)
		for (i = 0; i < cl->phases[p].nitems; i++, k++)
			eval_item(cl, &cl->phases[p].items[i], in, &in->marks[k],
				  &in->evidence[k], &res[k]);
}

/* ---- output ------------------------------------------------------------ */

struct tally {
	size_t done, todo, unproven, unknown, total;
};

static struct tally phase_tally(const struct pc_phase *ph, const struct pc_result *res)
{
	struct tally t = { 0 };
	size_t i;

	for (i = 0; i < ph->nitems; i++) {
		if (res[i].state == ST_NA)
			continue;
		t.total++;
		if (res[i].state == ST_DONE)
			t.done++;
		else if (res[i].state == ST_TODO)
			t.todo++;
		else if (res[i].state == ST_UNPROVEN)
			t.unproven++;
		else
			t.unknown++;
	}
	return t;
}

static unsigned int percent(size_t a, size_t b)
{
	return b ? (unsigned int)(a * 100 / b) : 100;
}

/* The item with id ID, or NULL; K gets its index. */
static const struct pc_item *find_item(const struct pc_checklist *cl, const char *id,
				       size_t *k)
{
	size_t p, i, n = 0;

	for (p = 0; p < cl->nphases; p++)
		for (i = 0; i < cl->phases[p].nitems; i++, n++)
			if (!strcmp(cl->phases[p].items[i].id, id)) {
				*k = n;
				return &cl->phases[p].items[i];
			}
	return NULL;
}

/*
 * The first todo item, else the first unproven one, else the first
 * unknown one; K gets its index.
 */
static const struct pc_item *next_item(const struct pc_checklist *cl,
				       const struct pc_result *res, size_t *k)
{
	const struct pc_item *first[ST_NA] = { NULL };
	size_t at[ST_NA] = { 0 };
	static const enum pc_state order[] = { ST_TODO, ST_UNPROVEN, ST_UNKNOWN };
	size_t p, i, n = 0;

	for (p = 0; p < cl->nphases; p++)
		for (i = 0; i < cl->phases[p].nitems; i++, n++) {
			enum pc_state st = res[n].state;

			if (st != ST_NA && !first[st]) {
				first[st] = &cl->phases[p].items[i];
				at[st] = n;
			}
		}
	for (i = 0; i < sizeof(order) / sizeof(order[0]); i++)
		if (first[order[i]]) {
			*k = at[order[i]];
			return first[order[i]];
		}
	return NULL;
}

static void json_strs(FILE *out, char *const *v, size_t n)
{
	size_t i;

	fputc('[', out);
	for (i = 0; i < n; i++) {
		if (i)
			fputs(", ", out);
		pc_json_string(out, v[i]);
	}
	fputc(']', out);
}

static void print_json(const struct pc_checklist *cl, const struct pc_inputs *in,
		       const struct pc_result *res, struct tally all,
		       const struct pc_item *next, size_t nk, FILE *out)
{
	size_t p, i, k = 0;

	fputs("{\n  \"arch\": ", out);
	pc_json_string(out, in->arch->dir);
	fputs(",\n  \"kernel\": ", out);
	pc_json_string(out, cl->kernel);
	fprintf(out, ",\n  \"mmu\": %s,\n  \"done\": %zu,\n  \"todo\": %zu,\n"
		"  \"unproven\": %zu,\n  \"unknown\": %zu,\n  \"total\": %zu,\n  \"percent\": %u,\n"
		"  \"phases\": [",
		in->arch->mmu ? "true" : "false", all.done, all.todo, all.unproven, all.unknown, all.total,
		percent(all.done, all.total));
	for (p = 0; p < cl->nphases; p++) {
		const struct pc_phase *ph = &cl->phases[p];
		struct tally t = phase_tally(ph, res + k);

		fputs(p ? ",\n    {\"id\": " : "\n    {\"id\": ", out);
		pc_json_string(out, ph->id);
		fputs(", \"title\": ", out);
		pc_json_string(out, ph->title);
		fprintf(out, ", \"done\": %zu, \"total\": %zu, \"percent\": %u, \"items\": [",
			t.done, t.total, percent(t.done, t.total));
		for (i = 0; i < ph->nitems; i++, k++) {
			fputs(i ? ",\n      {\"id\": " : "\n      {\"id\": ", out);
			pc_json_string(out, ph->items[i].id);
			fputs(", \"title\": ", out);
			pc_json_string(out, ph->items[i].title);
			fprintf(out, ", \"state\": \"%s\", \"why\": ", state_name[res[k].state]);
			pc_json_string(out, res[k].why);
			fputs(", \"files\": ", out);
			json_strs(out, ph->items[i].files, ph->items[i].nfiles);
			fputs(", \"reference\": ", out);
			pc_json_string(out, ph->items[i].reference);
			fputc('}', out);
		}
		fputs("]}", out);
	}
	fputs("\n  ],\n  \"next\": ", out);
	if (next) {
		fputs("{\"id\": ", out);
		pc_json_string(out, next->id);
		fputs(", \"title\": ", out);
		pc_json_string(out, next->title);
		fprintf(out, ", \"state\": \"%s\", \"why\": ", state_name[res[nk].state]);
		pc_json_string(out, res[nk].why);
		fputs(", \"does\": ", out);
		pc_json_string(out, next->does);
		fputs(", \"files\": ", out);
		json_strs(out, next->files, next->nfiles);
		fputs(", \"reference\": ", out);
		pc_json_string(out, next->reference);
		fputs("}\n}\n", out);
	} else {
		fputs("null\n}\n", out);
	}
}

/* Markdown: a pipe in a cell would end it. */
static void md_cell(FILE *out, const char *s)
{
	for (; *s; s++) {
		if (*s == '|')
			fputc('\\', out);
		fputc(*s == '\n' ? ' ' : *s, out);
	}
}

static void print_md(const struct pc_checklist *cl, const struct pc_inputs *in,
		     const struct pc_result *res, struct tally all,
		     const struct pc_item *next, size_t nk, FILE *out)
{
	size_t p, i, k = 0;

	fprintf(out, "# Port status: `%s`\n\nLinux %s, %s port: **%zu/%zu items done (%u%%)**",
		in->arch->dir, cl->kernel, in->arch->mmu ? "MMU" : "no-MMU",
		all.done, all.total, percent(all.done, all.total));
	fprintf(out, ", %zu todo, %zu unproven, %zu unknown.\n", all.todo, all.unproven,
		all.unknown);
	if (next) {
		fprintf(out, "\n**Next:** `%s` — ", next->id);
		md_cell(out, next->title);
		fputs(" (", out);
		md_cell(out, res[nk].why);
		fprintf(out, "); see `reference-tsar/%s`.\n", next->reference);
	}
	for (p = 0; p < cl->nphases; p++) {
		const struct pc_phase *ph = &cl->phases[p];
		struct tally t = phase_tally(ph, res + k);

		fprintf(out, "\n## %s: %zu/%zu (%u%%)\n\n| state | item | title | why |\n"
			"|---|---|---|---|\n", ph->title, t.done, t.total, percent(t.done, t.total));
		for (i = 0; i < ph->nitems; i++, k++) {
			fprintf(out, "| %s | `%s` | ", state_name[res[k].state], ph->items[i].id);
			md_cell(out, ph->items[i].title);
			fputs(" | ", out);
			md_cell(out, res[k].why);
			fputs(" |\n", out);
		}
	}
}

static void print_text(const struct pc_checklist *cl, const struct pc_inputs *in,
		       const struct pc_result *res, struct tally all,
		       const struct pc_item *next, size_t nk, FILE *out)
{
	size_t p, i, f, k = 0;

	fprintf(out, "portcheck status: %s, Linux %s, %s port\n", in->arch->dir, cl->kernel,
		in->arch->mmu ? "MMU" : "no-MMU");
	for (p = 0; p < cl->nphases; p++) {
		const struct pc_phase *ph = &cl->phases[p];
		struct tally t = phase_tally(ph, res + k);

		fprintf(out, "%-44s %3zu/%-3zu %3u%%\n", ph->title, t.done, t.total,
			percent(t.done, t.total));
		for (i = 0; i < ph->nitems; i++, k++) {
			fprintf(out, "  %-8s %-26s %s", state_name[res[k].state],
				ph->items[i].id, ph->items[i].title);
			if (res[k].why[0])
				fprintf(out, ": %s", res[k].why);
			fputc('\n', out);
		}
	}
	fprintf(out, "total: %zu/%zu done (%u%%), %zu todo, %zu unproven, %zu unknown\n",
		all.done, all.total, percent(all.done, all.total), all.todo, all.unproven,
		all.unknown);
	if (!next) {
		fputs("next: nothing: every item is done\n", out);
		return;
	}
	if (in->stub_id && !strcmp(in->stub_id, next->id))
		fprintf(out, "next: %s, %s (the boot stopped at its stub: %s)\n  does: %s\n  files:",
			next->id, next->title, in->stub_text, next->does);
	else
		fprintf(out, "next: %s, %s (%s)\n  does: %s\n  files:", next->id, next->title,
			res[nk].why, next->does);
	for (f = 0; f < next->nfiles; f++)
		fprintf(out, " %s", next->files[f]);
	fprintf(out, "\n  see: reference-tsar/%s\n", next->reference);
}

int pc_status_print(const struct pc_checklist *cl, const struct pc_inputs *in,
		    const struct pc_result *res, enum pc_format fmt, FILE *out)
{
	struct tally all = { 0 };
	const struct pc_item *next;
	size_t p, k = 0, nk = 0;

	for (p = 0; p < cl->nphases; p++) {
		struct tally t = phase_tally(&cl->phases[p], res + k);

		k += cl->phases[p].nitems;
		all.done += t.done;
		all.todo += t.todo;
		all.unproven += t.unproven;
		all.unknown += t.unknown;
		all.total += t.total;
	}
	next = NULL;
	if (in->stub_id)
		next = find_item(cl, in->stub_id, &nk);
	if (!next)
		next = next_item(cl, res, &nk);
	if (fmt == FMT_JSON)
		print_json(cl, in, res, all, next, nk, out);
	else if (fmt == FMT_MD)
		print_md(cl, in, res, all, next, nk, out);
	else
		print_text(cl, in, res, all, next, nk, out);
	return all.done == all.total ? PC_OK : PC_NOTYET;
}
