// SPDX-License-Identifier: GPL-2.0
/* checklist.c: reads checklist.yaml (format: checklists/README.md). */
#include <stdlib.h>
#include <string.h>

#include "portcheck.h"
#include "yamldoc.h"

/* Bigger than any checklist a person writes; bounds what the fuzzer feeds. */
#define CHECKLIST_MAX (4u << 20)

static int good_id(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-'))
			return 0;
	return 1;
}

static int good_marker(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') ||
		      (*s >= '0' && *s <= '9') || *s == '-' || *s == '_'))
			return 0;
	return 1;
}

static int compile(struct ydoc *y, yaml_node_t *at, regex_t *re, const char *pat)
{
	const char *unsafe = pc_regex_unsafe(pat);
	char msg[128];
	int rc;

	if (unsafe) {
		ydoc_fail(y, at, "regular expression /%.60s/: %s", pat, unsafe);
		return -1;
	}
	rc = regcomp(re, pat, REG_EXTENDED | REG_NOSUB);
	if (rc) {
		regerror(rc, re, msg, sizeof(msg));
		ydoc_fail(y, at, "bad regular expression /%.60s/: %s", pat, msg);
		return -1;
	}
	return 0;
}

static const char *const item_keys[] = {
	"id", "title", "does", "files", "functions", "reference", "measure", "nommu", "smp",
	NULL
};
static const char *const nommu_keys[] = { "files", "symbols", NULL };

/* nommu: skip, or a mapping with files and/or symbols. */
static void parse_nommu(struct ydoc *y, yaml_node_t *n, struct pc_item *it)
{
	yaml_node_t *m = ydoc_get(y, n, "nommu");

	if (!m)
		return;
	if (m->type == YAML_SCALAR_NODE) {
		if (strcmp((const char *)m->data.scalar.value, "skip"))
			ydoc_fail(y, m, "'nommu' is skip or a mapping of files and symbols");
		it->nommu_skip = 1;
		return;
	}
	ydoc_keys(y, m, "nommu", nommu_keys);
	it->nommu_has_files = ydoc_get(y, m, "files") != NULL;
	it->nommu_has_symbols = ydoc_get(y, m, "symbols") != NULL;
	it->nnommu_files = ydoc_strs(y, m, "files", 0, &it->nommu_files);
	it->nnommu_symbols = ydoc_strs(y, m, "symbols", 0, &it->nommu_symbols);
}
static const char *const measure_keys[] = {
	"stub", "symbols", "milestone", "evidence", "headers", NULL
};

static void parse_item(struct ydoc *y, yaml_node_t *n, struct pc_item *it)
{
	yaml_node_t *m;

	ydoc_keys(y, n, "an item", item_keys);
	it->line = n->start_mark.line + 1;
	it->id = ydoc_str(y, n, "id", 1);
	if (it->id && !good_id(it->id))
		ydoc_fail(y, n, "item id '%.40s': only a-z, 0-9 and '-'", it->id);
	it->title = ydoc_str(y, n, "title", 1);
	it->does = ydoc_str(y, n, "does", 1);
	it->reference = ydoc_str(y, n, "reference", 1);
	it->nfiles = ydoc_strs(y, n, "files", 1, &it->files);
	it->nfunctions = ydoc_strs(y, n, "functions", 0, &it->functions);
	parse_nommu(y, n, it);
	m = ydoc_get(y, n, "smp");
	if (m) {
		if (m->type != YAML_SCALAR_NODE ||
		    strcmp((const char *)m->data.scalar.value, "only"))
			ydoc_fail(y, m, "'smp' is only (the item applies to SMP kernels only)");
		it->smp_only = 1;
	}
	m = ydoc_get(y, n, "measure");
	if (!m) {
		ydoc_fail(y, n, "item '%.40s' has no 'measure'", it->id ? it->id : "?");
		return;
	}
	ydoc_keys(y, m, "a measure", measure_keys);
	it->stub = ydoc_bool(y, m, "stub", 0);
	it->headers = ydoc_bool(y, m, "headers", 0);
	it->nsymbols = ydoc_strs(y, m, "symbols", 0, &it->symbols);
	it->milestone = ydoc_str(y, m, "milestone", 0);
	/* free() only what regcomp() compiled */
	if (it->milestone && (y->failed ||
			      compile(y, m, &it->milestone_re, it->milestone))) {
		free(it->milestone);
		it->milestone = NULL;
	}
	it->evidence = ydoc_str(y, m, "evidence", 0);
	if (it->evidence && (y->failed ||
			     compile(y, m, &it->evidence_re, it->evidence))) {
		free(it->evidence);
		it->evidence = NULL;
	}
	if (!y->failed && !it->stub && !it->headers && !it->nsymbols && !it->milestone &&
	    !it->evidence)
		ydoc_fail(y, m, "item '%s' measures nothing", it->id);
	/*
	 * A marker taken away or a symbol linked in says the code is written,
	 * not that it works: an item is done only on what a boot showed (a
	 * log line) or on the header table.
	 */
	if (!y->failed && !it->headers && !it->milestone && !it->evidence)
		ydoc_fail(y, m, "item '%s' has no evidence: give it a milestone or an evidence "
			  "line (a stub marker gone or a symbol linked in proves nothing ran)", it->id);
}

static const char *const top_keys[] = {
	"checklist", "kernel", "marker", "failure-lines", "phases", NULL
};
static const char *const phase_keys[] = { "id", "title", "items", NULL };

static int by_id(const void *a, const void *b)
{
	const struct pc_item *x = *(const struct pc_item *const *)a;
	const struct pc_item *z = *(const struct pc_item *const *)b;

	return strcmp(x->id, z->id);
}

/* Every item id once over the whole checklist. */
static void check_unique(struct ydoc *y, struct pc_checklist *cl)
{
	struct pc_item **v;
	size_t n = 0, p, i;

	for (p = 0; p < cl->nphases; p++)
		n += cl->phases[p].nitems;
	v = xmalloc(sizeof(*v) * (n + 1));
	n = 0;
	for (p = 0; p < cl->nphases; p++)
		for (i = 0; i < cl->phases[p].nitems; i++)
			v[n++] = &cl->phases[p].items[i];
	qsort(v, n, sizeof(*v), by_id);
	for (i = 1; i < n; i++)
		if (!strcmp(v[i - 1]->id, v[i]->id)) {
			ydoc_fail(y, NULL, "item id '%.40s' twice (lines %d and %d)",
				  v[i]->id, v[i - 1]->line, v[i]->line);
			break;
		}
	free(v);
}

int pc_checklist_parse(struct pc_checklist *cl, const char *buf, size_t len,
		       const char *name, char *err, size_t errlen)
{
	struct ydoc y = { .name = name, .err = err, .errlen = errlen };
	yaml_node_item_t *ph, *items;
	yaml_node_t *root;
	size_t np, ni, p, i;
	char *title;

	memset(cl, 0, sizeof(*cl));
	if (len > CHECKLIST_MAX) {
		snprintf(err, errlen, "%s: over %u bytes: not a checklist", name, CHECKLIST_MAX);
		return PC_BADDATA;
	}
	if (ydoc_load(&y, buf, len))
		return PC_BADDATA;
	root = ydoc_root(&y);
	ydoc_keys(&y, root, "the checklist", top_keys);
	title = ydoc_str(&y, root, "checklist", 1);
	free(title);
	cl->kernel = ydoc_str(&y, root, "kernel", 1);
	if (cl->kernel && !pc_good_version(cl->kernel))
		ydoc_fail(&y, root, "kernel '%.20s': a version like \"6.12\"", cl->kernel);
	cl->marker = ydoc_str(&y, root, "marker", 1);
	if (cl->marker && !good_marker(cl->marker))
		ydoc_fail(&y, root, "marker '%.40s': letters, digits, '-' and '_' only", cl->marker);
	cl->nfailure = ydoc_strs(&y, root, "failure-lines", 1, &cl->failure);
	cl->failure_re = xmalloc(sizeof(regex_t) * (cl->nfailure + 1));
	for (i = 0; i < cl->nfailure && !y.failed; i++)
		if (!compile(&y, root, &cl->failure_re[i], cl->failure[i]))
			cl->nfailure_re = i + 1;
	np = ydoc_seq(&y, root, "phases", &ph);
	if (!np && !y.failed)
		ydoc_fail(&y, root, "'phases' must be a list of at least one phase");
	cl->phases = xmalloc(sizeof(*cl->phases) * (np ? np : 1));
	for (p = 0; p < np && !y.failed; p++) {
		struct pc_phase *phase = &cl->phases[p];
		yaml_node_t *n = ydoc_node(&y, ph[p]);

		cl->nphases = p + 1;
		ydoc_keys(&y, n, "a phase", phase_keys);
		phase->id = ydoc_str(&y, n, "id", 1);
		phase->title = ydoc_str(&y, n, "title", 1);
		ni = ydoc_seq(&y, n, "items", &items);
		if (!ni && !y.failed)
			ydoc_fail(&y, n, "phase '%.40s' has no items", phase->id);
		phase->items = xmalloc(sizeof(*phase->items) * (ni ? ni : 1));
		for (i = 0; i < ni && !y.failed; i++) {
			phase->nitems = i + 1;
			parse_item(&y, ydoc_node(&y, items[i]), &phase->items[i]);
		}
	}
	if (!y.failed)
		check_unique(&y, cl);
	ydoc_free(&y);
	if (y.failed) {
		pc_checklist_free(cl);
		return PC_BADDATA;
	}
	return 0;
}

int pc_checklist_load(struct pc_checklist *cl, const char *path)
{
	char err[512], *buf;
	size_t len;
	int rc = pc_read_file(path, CHECKLIST_MAX, &buf, &len);

	if (rc == PC_TOOBIG)
		return PC_BADDATA;
	if (rc)
		return rc;
	rc = pc_checklist_parse(cl, buf, len, path, err, sizeof(err));
	free(buf);
	if (rc)
		return pc_error(rc, "%s", err);
	return 0;
}

void pc_checklist_free(struct pc_checklist *cl)
{
	size_t p, i;

	for (p = 0; p < cl->nphases; p++) {
		struct pc_phase *ph = &cl->phases[p];

		for (i = 0; i < ph->nitems; i++) {
			struct pc_item *it = &ph->items[i];

			free(it->id);
			free(it->title);
			free(it->does);
			free(it->reference);
			ydoc_free_strs(it->files, it->nfiles);
			ydoc_free_strs(it->functions, it->nfunctions);
			ydoc_free_strs(it->symbols, it->nsymbols);
			ydoc_free_strs(it->nommu_files, it->nnommu_files);
			ydoc_free_strs(it->nommu_symbols, it->nnommu_symbols);
			if (it->evidence) {
				regfree(&it->evidence_re);
				free(it->evidence);
			}
			if (it->milestone) {
				regfree(&it->milestone_re);
				free(it->milestone);
			}
		}
		free(ph->items);
		free(ph->id);
		free(ph->title);
	}
	free(cl->phases);
	ydoc_free_strs(cl->failure, cl->nfailure);
	for (i = 0; i < cl->nfailure_re; i++)
		regfree(&cl->failure_re[i]);
	free(cl->failure_re);
	free(cl->kernel);
	free(cl->marker);
	memset(cl, 0, sizeof(*cl));
}
