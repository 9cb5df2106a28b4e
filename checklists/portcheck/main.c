// SPDX-License-Identifier: GPL-2.0
/*
 * portcheck: measures a Linux port against the kit's porting checklist.
 *
 *   portcheck status  ARCHDIR [--vmlinux F] [--log F]... [--format text|md|json]
 *   portcheck log     LOG [--expect RE]... [--end RE] [--window all|end]
 *   portcheck headers KTREE ARCHDIR
 *   portcheck table   KTREE [--check | --write]
 *   portcheck patterns failure
 *   portcheck docs    ROOT DOC... [--kernel KTREE]
 *   portcheck fill    PORT_ARCHDIR REF_ARCHDIR
 *   portcheck features KTREE ARCHDIR [--beside ARCH,ARCH]
 *   portcheck upstream KTREE ARCHDIR [--reasons F]
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "status.h"

#ifndef PC_DATADIR
#define PC_DATADIR "."
#endif

static const char usage[] =
"usage: portcheck COMMAND [ARGS] [OPTIONS]\n"
"\n"
"Measures a Linux port against the porting checklist: from its code, its\n"
"vmlinux and its boot log, never ticked by hand.\n"
"\n"
"commands:\n"
"  status ARCHDIR     each checklist item done / todo / unproven / unknown, per\n"
"                     phase, and the next item to do; done needs a log line\n"
"                     (milestone, evidence) or the header table, unproven is\n"
"                     code written that no log shows working\n"
"      --vmlinux F    the port's vmlinux (symbols measures)\n"
"      --log F        a console log (milestone and evidence measures); repeatable\n"
"      --format FMT   text (default), md or json\n"
"  log LOG            the milestones a console log reached, in order, with guest\n"
"                     timestamps and deltas, the first one missing, and every\n"
"                     Oops/BUG/WARNING/panic line\n"
"      --expect RE    a milestone (POSIX ERE); repeatable; default: the\n"
"                     checklist's milestones\n"
"      --end RE       the line that ends the run: it must be there\n"
"      --allow RE     a failure line matching RE is expected (a stub's panic\n"
"                     naming its checklist item); repeatable\n"
"      --window W     all (default): judge every line; end: only up to --end\n"
"      --nolibc-compared\n"
"                     nolibc-test's failed cases do not fail the log: the\n"
"                     caller compares them case by case with another port's\n"
"                     (ci/nolibc-compare.sh)\n"
"      --format FMT   text (default) or json\n"
"      --max-bytes N  refuse logs over N bytes (default 64 MiB)\n"
"  headers KTREE ARCHDIR\n"
"                     the port's headers against the header table: not yet\n"
"                     decided, still a stub, identical to the generic one\n"
"                     (could be generic-y), generic-y of a header that is gone\n"
"  table KTREE        the header table regenerated from the tree (verdicts\n"
"                     carried over), on stdout\n"
"      --check        compare with the table instead: differences, undecided\n"
"      --write        write it over the table file\n"
"  patterns failure   the failure-line patterns as one ERE (for scripts)\n"
"  docs ROOT DOC...   the porting guide's citations: every link and path (from\n"
"                     ROOT, the kit, or the kernel tree), every function `f()`\n"
"                     (defined in a file its section cites), every checklist\n"
"                     ID; and every item covered by a section citing its ID,\n"
"                     its reference file and a template stub\n"
"      --kernel KTREE the kernel tree the guide's upstream paths are in\n"
"  fill PORT_ARCHDIR REF_ARCHDIR\n"
"                     every stub of the port (a function whose body says\n"
"                     PORT-TODO) gets the body of the reference's function of\n"
"                     the same name and file; lists each, and the stubs the\n"
"                     reference cannot fill\n"
"  features KTREE ARCHDIR\n"
"                     the port's column of KTREE's Documentation/features, each\n"
"                     feature measured as the kernel's features-refresh.sh\n"
"                     measures an arch (its Kconfig symbol in the port's\n"
"                     Kconfig files), beside two upstream arches, and the line\n"
"                     each arch-support.txt would get for the port\n"
"      --beside A,B   the upstream arches shown (default openrisc,riscv)\n"
"  upstream KTREE ARCHDIR\n"
"                     the rules for a new architecture (the generic syscall\n"
"                     table and uapi, no deprecated ABI group, GENERIC_ENTRY,\n"
"                     drivers outside arch/, DT bindings, SPDX, MAINTAINERS,\n"
"                     hardening), each met, kept with the reason the port\n"
"                     gives, or open; with file:line evidence\n"
"      --reasons F    the port's reasons, \"RULE: why\" lines (default:\n"
"                     upstream.reasons beside its arch/)\n"
"\n"
"common options:\n"
"  --checklist F      default " PC_DATADIR "/checklist.yaml\n"
"  --table F          default: headers.yaml beside the checklist\n"
"  --mmu, --nommu     override the MMU-or-not read from ARCHDIR/Kconfig\n"
"  -h, --help         this text\n"
"\n"
"exit status: 0 all good; 1 measured and not all good (todo items, missing\n"
"milestones, failure lines, headers to decide, table differences); 2 usage;\n"
"3 a file cannot be read; 4 not an arch tree or not a Linux tree of the\n"
"table's version; 5 malformed checklist or header table; 6 a log that is not\n"
"text; 7 a log over the size limit; 8 a vmlinux that is not a usable ELF file.\n";

struct opts {
	const char *checklist, *table, *vmlinux, *end, *window, *kernel, *beside, *reasons;
	const char **logs, **expect, **allow;
	size_t nlogs, nexpect, nallow;
	int nolibc_compared;
	enum pc_format fmt;
	int mmu, check, write;
	long long max_bytes;
	char **pos;
	int npos;
};

static int parse(int argc, char **argv, struct opts *o)
{
	static const struct option lo[] = {
		{ "checklist", 1, NULL, 'c' }, { "table", 1, NULL, 't' },
		{ "vmlinux", 1, NULL, 'v' }, { "log", 1, NULL, 'l' },
		{ "expect", 1, NULL, 'e' }, { "end", 1, NULL, 'E' },
		{ "window", 1, NULL, 'w' }, { "format", 1, NULL, 'f' },
		{ "max-bytes", 1, NULL, 'm' }, { "mmu", 0, NULL, 'M' },
		{ "nommu", 0, NULL, 'N' }, { "check", 0, NULL, 'C' },
		{ "write", 0, NULL, 'W' }, { "help", 0, NULL, 'h' },
		{ "allow", 1, NULL, 'a' }, { "kernel", 1, NULL, 'k' },
		{ "nolibc-compared", 0, NULL, 'n' }, { "beside", 1, NULL, 'b' },
		{ "reasons", 1, NULL, 'r' },
		{ NULL, 0, NULL, 0 }
	};
	char *endp;
	int c;

	o->mmu = -1;
	o->window = "all";
	o->logs = xmalloc(sizeof(char *) * argc);
	o->expect = xmalloc(sizeof(char *) * argc);
	o->allow = xmalloc(sizeof(char *) * argc);
	opterr = 0;
	while ((c = getopt_long(argc, argv, "h", lo, NULL)) != -1) {
		switch (c) {
		case 'c':
			o->checklist = optarg;
			break;
		case 't':
			o->table = optarg;
			break;
		case 'v':
			o->vmlinux = optarg;
			break;
		case 'l':
			o->logs[o->nlogs++] = optarg;
			break;
		case 'e':
			o->expect[o->nexpect++] = optarg;
			break;
		case 'a':
			o->allow[o->nallow++] = optarg;
			break;
		case 'k':
			o->kernel = optarg;
			break;
		case 'n':
			o->nolibc_compared = 1;
			break;
		case 'b':
			o->beside = optarg;
			break;
		case 'r':
			o->reasons = optarg;
			break;
		case 'E':
			o->end = optarg;
			break;
		case 'w':
			if (strcmp(optarg, "all") && strcmp(optarg, "end"))
				return pc_error(PC_USAGE, "--window %s: all or end", optarg);
			o->window = optarg;
			break;
		case 'f':
			if (!strcmp(optarg, "text"))
				o->fmt = FMT_TEXT;
			else if (!strcmp(optarg, "md") || !strcmp(optarg, "markdown"))
				o->fmt = FMT_MD;
			else if (!strcmp(optarg, "json"))
				o->fmt = FMT_JSON;
			else
				return pc_error(PC_USAGE, "--format %s: text, md or json", optarg);
			break;
		case 'm':
			o->max_bytes = strtoll(optarg, &endp, 0);
			if (*endp || o->max_bytes <= 0)
				return pc_error(PC_USAGE, "--max-bytes %s: a positive number", optarg);
			break;
		case 'M':
			o->mmu = 1;
			break;
		case 'N':
			o->mmu = 0;
			break;
		case 'C':
			o->check = 1;
			break;
		case 'W':
			o->write = 1;
			break;
		case 'h':
			fputs(usage, stdout);
			exit(0);
		default:
			return pc_error(PC_USAGE, "unknown or incomplete option '%s': see portcheck --help",
					argv[optind - 1]);
		}
	}
	o->pos = argv + optind;
	o->npos = argc - optind;
	return 0;
}

static char *default_table(const char *checklist)
{
	const char *slash = strrchr(checklist, '/');
	size_t n = slash ? (size_t)(slash - checklist) : 1;
	char *dir = xmalloc(n + 1), *p;

	memcpy(dir, slash ? checklist : ".", n);
	p = pc_path(dir, "headers.yaml");
	free(dir);
	return p;
}

static int needs_headers(const struct pc_checklist *cl)
{
	size_t p, i;

	for (p = 0; p < cl->nphases; p++)
		for (i = 0; i < cl->phases[p].nitems; i++)
			if (cl->phases[p].items[i].headers)
				return 1;
	return 0;
}

static size_t count_items(const struct pc_checklist *cl)
{
	size_t p, n = 0;

	for (p = 0; p < cl->nphases; p++)
		n += cl->phases[p].nitems;
	return n;
}

/*
 * One mark per item, in checklist order, of its milestone (or with
 * EVIDENCE, of its evidence line); items without one have re == NULL.
 */
static struct pc_mark *item_marks(const struct pc_checklist *cl, int evidence)
{
	struct pc_mark *m = xmalloc(sizeof(*m) * (count_items(cl) + 1));
	size_t p, i, k = 0;

	for (p = 0; p < cl->nphases; p++)
		for (i = 0; i < cl->phases[p].nitems; i++, k++) {
			const struct pc_item *it = &cl->phases[p].items[i];

			m[k].item = it->id;
			if (evidence) {
				m[k].label = it->evidence;
				m[k].re = it->evidence ? (regex_t *)&it->evidence_re : NULL;
			} else {
				m[k].label = it->milestone;
				m[k].re = it->milestone ? (regex_t *)&it->milestone_re : NULL;
			}
		}
	return m;
}

/* Marks with a pattern moved to the front; returns how many. */
static size_t compact_marks(struct pc_mark *m, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		if (m[i].re)
			m[k++] = m[i];
	return k;
}

/* kernel/smp.c's line at the end of bring-up, when 2 or more CPUs came up */
#define SMP_BOOT_RE "smp: Brought up [0-9]+ nodes?, ([2-9]|[1-9][0-9]+) CPUs"

/* Is the log at PATH an SMP boot's?  Returns 0 or the scan's error. */
static int smp_boot_log(const char *path, long long max_bytes, int *smp)
{
	struct pc_scan s = { 0 };
	struct pc_mark m = { 0 };
	regex_t re;
	int rc;

	if (regcomp(&re, SMP_BOOT_RE, REG_EXTENDED | REG_NOSUB))
		return pc_error(PC_USAGE, "cannot compile /%s/", SMP_BOOT_RE);
	m.label = SMP_BOOT_RE;
	m.re = &re;
	s.marks = &m;
	s.nmarks = 1;
	s.max_bytes = max_bytes;
	rc = pc_scan_file(&s, path, 0);
	*smp = !rc && m.line;
	pc_scan_free(&s);
	regfree(&re);
	return rc;
}

/*
 * Does the checklist's SMP phase apply?  NULL when it does, else why not:
 * the vmlinux decides (an SMP kernel has nr_cpu_ids, kernel/smp.c's),
 * else the port's Kconfig.
 */
static const char *smp_applies(const struct pc_arch *a, const struct pc_symbols *syms)
{
	if (syms)
		return pc_symbols_has(syms, "nr_cpu_ids") ? NULL :
			"a UP kernel (no nr_cpu_ids in vmlinux): measure an SMP build";
	return a->smp ? NULL : "a UP port (no config SMP in its Kconfig)";
}

static int cmd_status(struct opts *o, struct pc_checklist *cl)
{
	struct pc_table table = { 0 };
	struct pc_symbols syms = { 0 };
	struct pc_inputs in = { 0 };
	struct pc_scan scan = { 0 }, sscan = { 0 };
	struct pc_arch arch;
	struct pc_result *res;
	struct pc_mark *marks, *evidence, *found, *sfound;
	const struct pc_item **items;
	size_t n = count_items(cl), k, ks, i;
	char *tpath = NULL;
	int rc, smp = 0;

	if (o->npos != 1)
		return pc_error(PC_USAGE, "usage: portcheck status ARCHDIR [--vmlinux F] [--log F]...");
	rc = pc_arch_open(&arch, o->pos[0], o->mmu);
	if (rc)
		return rc;
	if (needs_headers(cl)) {
		tpath = o->table ? xstrdup(o->table) : default_table(o->checklist);
		rc = pc_table_load(&table, tpath);
		free(tpath);
		if (rc)
			goto out_arch;
		in.table = &table;
	}
	if (o->vmlinux) {
		rc = pc_symbols_load(&syms, o->vmlinux);
		if (rc)
			goto out_table;
		in.syms = &syms;
	}
	marks = item_marks(cl, 0);
	evidence = item_marks(cl, 1);
	items = xmalloc(sizeof(*items) * (n + 1));
	for (i = k = 0; i < cl->nphases; i++)
		for (ks = 0; ks < cl->phases[i].nitems; ks++)
			items[k++] = &cl->phases[i].items[ks];
	/*
	 * Scan only the items' milestones and evidence lines, then spread
	 * back: the SMP items' (smp: only) in the logs of SMP boots alone,
	 * as a UP boot runs their judges' cases too, on one CPU.
	 */
	found = xmalloc(sizeof(*found) * (2 * n + 1));
	sfound = xmalloc(sizeof(*sfound) * (2 * n + 1));
	for (i = k = ks = 0; i < 2 * n; i++) {
		struct pc_mark *m = i < n ? &marks[i] : &evidence[i - n];

		if (!m->re)
			continue;
		if (items[i % n]->smp_only)
			sfound[ks++] = *m;
		else
			found[k++] = *m;
	}
	scan.marks = found;
	scan.nmarks = k;
	sscan.marks = sfound;
	sscan.nmarks = ks;
	scan.max_bytes = sscan.max_bytes = o->max_bytes;
	scan.marker = cl->marker;
	for (i = 0; i < o->nlogs && !rc; i++) {
		rc = smp_boot_log(o->logs[i], o->max_bytes, &smp);
		if (!rc)
			rc = pc_scan_file(&scan, o->logs[i], i);
		if (!rc && smp)
			rc = pc_scan_file(&sscan, o->logs[i], i);
	}
	if (!rc) {
		for (i = k = ks = 0; i < 2 * n; i++) {
			struct pc_mark *m = i < n ? &marks[i] : &evidence[i - n];

			if (m->re)
				*m = items[i % n]->smp_only ? sfound[ks++] : found[k++];
		}
		in.arch = &arch;
		in.marks = marks;
		in.evidence = evidence;
		in.have_log = o->nlogs > 0;
		in.no_smp = smp_applies(&arch, in.syms);
		if (scan.stub_id[0]) {
			in.stub_id = scan.stub_id;
			in.stub_text = scan.stub_text;
		}
		res = xmalloc(sizeof(*res) * (n + 1));
		pc_status_eval(cl, &in, res);
		rc = pc_status_print(cl, &in, res, o->fmt, stdout);
		free(res);
	}
	pc_scan_free(&scan);
	pc_scan_free(&sscan);
	free(found);
	free(sfound);
	free(items);
	free(marks);
	free(evidence);
	if (in.syms)
		pc_symbols_free(&syms);
out_table:
	if (in.table)
		pc_table_free(&table);
out_arch:
	pc_arch_free(&arch);
	return rc;
}

static void stamp(char *buf, size_t n, long long usec)
{
	if (usec < 0)
		snprintf(buf, n, "%14s", "-");
	else
		snprintf(buf, n, "[%5lld.%06lld]", usec / 1000000, usec % 1000000);
}

static void print_log_text(struct pc_scan *s, const char *path, const char *end_re)
{
	long long prev = -1;
	long last = 0;
	size_t i;
	const struct pc_mark *missing = NULL;

	printf("portcheck log: %s, %ld lines\n", path, s->lines);
	for (i = 0; i < s->nmarks; i++) {
		const struct pc_mark *m = &s->marks[i];
		char ts[32], delta[32] = "";

		if (!m->line) {
			printf("  %-14s %-11s missing: /%s/%s%s\n", "", "", m->label,
			       m->item ? " item " : "", m->item ? m->item : "");
			if (!missing)
				missing = m;
			continue;
		}
		stamp(ts, sizeof(ts), m->usec);
		if (m->usec >= 0 && prev >= 0)
			snprintf(delta, sizeof(delta), "+%lld.%06lld", (m->usec - prev) / 1000000,
				 (m->usec - prev) % 1000000);
		if (m->usec >= 0)
			prev = m->usec;
		printf("  %s %-11s %.100s%s\n", ts, delta, m->text,
		       m->line < last ? "   <- out of order" : "");
		last = m->line;
	}
	if (missing)
		printf("  first milestone missing: /%s/%s%s\n", missing->label,
		       missing->item ? ", item " : "", missing->item ? missing->item : "");
	if (s->nolibc_ok + s->nolibc_fail + s->nolibc_skip)
		printf("  nolibc-test: %d test(s): %d passed, %d skipped, %d failed\n",
		       s->nolibc_ok + s->nolibc_fail + s->nolibc_skip, s->nolibc_ok,
		       s->nolibc_skip, s->nolibc_fail);
	if (end_re && s->end_line)
		printf("  end: %s\n", s->end_text);
	else if (end_re)
		printf("  end pattern /%s/ never appeared\n", end_re);
	for (i = 0; i < s->nfailures && i < 50; i++)
		printf("  failure line %s\n", s->failures[i]);
	if (s->nfailures > 50)
		printf("  ... and %zu more failure lines\n", s->nfailures - 50);
}

static void print_log_json(struct pc_scan *s, const char *path)
{
	size_t i;

	fputs("{\n  \"log\": ", stdout);
	pc_json_string(stdout, path);
	printf(",\n  \"lines\": %ld,\n  \"milestones\": [", s->lines);
	for (i = 0; i < s->nmarks; i++) {
		const struct pc_mark *m = &s->marks[i];

		fputs(i ? ",\n    {\"pattern\": " : "\n    {\"pattern\": ", stdout);
		pc_json_string(stdout, m->label);
		fputs(", \"item\": ", stdout);
		if (m->item)
			pc_json_string(stdout, m->item);
		else
			fputs("null", stdout);
		if (m->line) {
			printf(", \"line\": %ld, \"usec\": %lld, \"text\": ", m->line, m->usec);
			pc_json_string(stdout, m->text);
		} else {
			fputs(", \"line\": null", stdout);
		}
		fputc('}', stdout);
	}
	printf("\n  ],\n  \"nolibc_test\": {\"passed\": %d, \"skipped\": %d, \"failed\": %d},\n"
	       "  \"end_line\": %ld,\n  \"failure_count\": %zu,\n  \"failures\": [",
	       s->nolibc_ok, s->nolibc_skip, s->nolibc_fail, s->end_line, s->nfailures);
	for (i = 0; i < s->nfailures && i < 50; i++) {
		fputs(i ? ", " : "", stdout);
		pc_json_string(stdout, s->failures[i]);
	}
	fputs("]\n}\n", stdout);
}

static int cmd_log(struct opts *o, struct pc_checklist *cl)
{
	struct pc_scan scan = { 0 };
	struct pc_mark *marks;
	regex_t *ex, end_re;
	size_t i, n;
	long last = 0;
	int rc = 0, bad = 0;

	if (o->npos != 1)
		return pc_error(PC_USAGE, "usage: portcheck log LOG [--expect RE]... [--end RE]");
	ex = xmalloc(sizeof(*ex) * (o->nexpect + 1));
	for (i = 0; i < o->nexpect; i++) {
		const char *unsafe = pc_regex_unsafe(o->expect[i]);

		if (unsafe || regcomp(&ex[i], o->expect[i], REG_EXTENDED | REG_NOSUB)) {
			rc = pc_error(PC_USAGE, "--expect '%s': %s", o->expect[i],
				      unsafe ? unsafe : "not a valid extended regex");
			while (i--)
				regfree(&ex[i]);
			free(ex);
			return rc;
		}
	}
	if (o->end && (pc_regex_unsafe(o->end) ||
		       regcomp(&end_re, o->end, REG_EXTENDED | REG_NOSUB))) {
		for (i = 0; i < o->nexpect; i++)
			regfree(&ex[i]);
		free(ex);
		return pc_error(PC_USAGE, "--end '%s': not a valid extended regex", o->end);
	}
	if (o->nexpect) {
		marks = xmalloc(sizeof(*marks) * o->nexpect);
		for (i = 0; i < o->nexpect; i++) {
			marks[i].label = o->expect[i];
			marks[i].re = &ex[i];
		}
		n = o->nexpect;
	} else {
		marks = item_marks(cl, 0);
		n = compact_marks(marks, count_items(cl));
	}
	scan.marks = marks;
	scan.nmarks = n;
	scan.fail = cl->failure_re;
	scan.nfail = cl->nfailure_re;
	scan.end = o->end ? &end_re : NULL;
	scan.allow = xmalloc(sizeof(regex_t) * (o->nallow + 1));
	for (i = 0; i < o->nallow && !rc; i++) {
		if (pc_regex_unsafe(o->allow[i]) ||
		    regcomp(&scan.allow[i], o->allow[i], REG_EXTENDED | REG_NOSUB))
			rc = pc_error(PC_USAGE, "--allow '%s': not a usable extended regex",
				      o->allow[i]);
		else
			scan.nallow = i + 1;
	}
	scan.window_end = !strcmp(o->window, "end");
	scan.max_bytes = o->max_bytes;
	if (!rc)
		rc = pc_scan_file(&scan, o->pos[0], 0);
	if (!rc) {
		if (o->fmt == FMT_JSON)
			print_log_json(&scan, o->pos[0]);
		else
			print_log_text(&scan, o->pos[0], o->end);
		for (i = 0; i < n; i++) {
			bad |= !marks[i].line || marks[i].line < last;
			if (marks[i].line)
				last = marks[i].line;
		}
		bad |= scan.nfailures > 0 || (o->end && !scan.end_line);
		bad |= scan.nolibc_fail > 0 && !o->nolibc_compared;
		rc = bad ? PC_NOTYET : PC_OK;
	}
	pc_scan_free(&scan);
	for (i = 0; i < scan.nallow; i++)
		regfree(&scan.allow[i]);
	free(scan.allow);
	free(marks);
	for (i = 0; i < o->nexpect; i++)
		regfree(&ex[i]);
	free(ex);
	if (o->end)
		regfree(&end_re);
	return rc;
}

static const char *const finding_name[] = {
	[HF_UNDECIDED] = "undecided", [HF_STUB] = "stub", [HF_IDENTICAL] = "identical",
	[HF_STALE] = "stale", [HF_OVERRIDE] = "note",
};

static void print_finding(void *ctx, enum pc_hfinding f, int uapi, const char *name,
			  const char *why)
{
	const char *dir = uapi ? "uapi/asm" : "asm";

	(void)ctx;
	switch (f) {
	case HF_UNDECIDED:
		printf("  %-10s %s/%s: write it or list it generic-y (%s)\n", finding_name[f],
		       dir, name, why);
		break;
	case HF_STUB:
		printf("  %-10s %s/%s still holds its stub marker (%s)\n", finding_name[f], dir,
		       name, why);
		break;
	case HF_IDENTICAL:
		printf("  %-10s %s/%s adds nothing to asm-generic/%s: use generic-y += %s\n",
		       finding_name[f], dir, name, name, name);
		break;
	case HF_STALE:
		printf("  %-10s generic-y += %s in include/%s/Kbuild: this kernel has no such "
		       "generic header: drop the line\n", finding_name[f], name, dir);
		break;
	case HF_OVERRIDE:
		printf("  %-10s %s/%s is generic-y where the table says custom: check (%s)\n",
		       finding_name[f], dir, name, why);
		break;
	}
}

static char *tree_version(const char *ktree)
{
	struct pc_table t;
	char *v;

	/* The generator reads the version; a table of the tree is cheap. */
	if (pc_table_generate(&t, ktree, NULL))
		return NULL;
	v = xstrdup(t.kernel);
	pc_table_free(&t);
	return v;
}

static int cmd_headers(struct opts *o, struct pc_checklist *cl)
{
	struct pc_table table;
	struct pc_arch arch;
	char *tpath, *ver;
	size_t n;
	int rc;

	if (o->npos != 2)
		return pc_error(PC_USAGE, "usage: portcheck headers KTREE ARCHDIR");
	ver = tree_version(o->pos[0]);
	if (!ver)
		return PC_NOTTREE;
	tpath = o->table ? xstrdup(o->table) : default_table(o->checklist);
	rc = pc_table_load(&table, tpath);
	free(tpath);
	if (rc) {
		free(ver);
		return rc;
	}
	if (strcmp(ver, table.kernel)) {
		rc = pc_error(PC_NOTTREE, "%s is Linux %s, the header table is for %s: use a %s "
			      "tree, or regenerate the table (make headers-table)", o->pos[0], ver,
			      table.kernel, table.kernel);
		goto out;
	}
	rc = pc_arch_open(&arch, o->pos[1], o->mmu);
	if (rc)
		goto out;
	printf("portcheck headers: %s (%s port) against Linux %s, %zu headers in the table\n",
	       arch.dir, arch.mmu ? "MMU" : "no-MMU", ver, table.n);
	n = pc_headers_check(&table, &arch, cl->marker, o->pos[0], print_finding, NULL);
	printf("%zu header(s) to do\n", n);
	rc = n ? PC_NOTYET : PC_OK;
	pc_arch_free(&arch);
out:
	free(ver);
	pc_table_free(&table);
	return rc;
}

/* Differences between the table file and the one the tree gives. */
static size_t table_diff(const struct pc_table *old, const struct pc_table *now)
{
	size_t i, j, n = 0;

	if (strcmp(old->kernel, now->kernel)) {
		printf("  kernel: the table is for %s, the tree is %s\n", old->kernel, now->kernel);
		n++;
	}
	for (i = 0; i < now->n; i++) {
		const struct pc_header *h = &now->h[i], *was = NULL;
		const char *dir = h->uapi ? "uapi" : "asm";

		for (j = 0; j < old->n && !was; j++)
			if (old->h[j].uapi == h->uapi && !strcmp(old->h[j].name, h->name))
				was = &old->h[j];
		if (!was) {
			printf("  new        %s/%s: in the tree, not in the table\n", dir, h->name);
			n++;
		} else if (was->generic != h->generic || was->mandatory != h->mandatory) {
			printf("  changed    %s/%s: generic %d->%d, mandatory %d->%d\n", dir, h->name,
			       was->generic, h->generic, was->mandatory, h->mandatory);
			n++;
		} else if (h->mmu == V_UNDECIDED || h->nommu == V_UNDECIDED) {
			printf("  undecided  %s/%s: give it a verdict and a reason\n", dir, h->name);
			n++;
		}
	}
	for (j = 0; j < old->n; j++) {
		const struct pc_header *h = &old->h[j];
		int there = 0;

		for (i = 0; i < now->n && !there; i++)
			there = now->h[i].uapi == h->uapi && !strcmp(now->h[i].name, h->name);
		if (!there) {
			printf("  gone       %s/%s: in the table, not in the tree\n",
			       h->uapi ? "uapi" : "asm", h->name);
			n++;
		}
	}
	return n;
}

static int cmd_table(struct opts *o)
{
	struct pc_table old, now;
	char *tpath;
	FILE *f;
	int rc;

	if (o->npos != 1)
		return pc_error(PC_USAGE, "usage: portcheck table KTREE [--check | --write]");
	tpath = o->table ? xstrdup(o->table) : default_table(o->checklist);
	rc = pc_table_load(&old, tpath);
	if (!rc)
		rc = pc_table_generate(&now, o->pos[0], &old);
	else
		memset(&old, 0, sizeof(old));
	if (rc) {
		pc_table_free(&old);
		free(tpath);
		return rc;
	}
	if (o->check) {
		size_t n = table_diff(&old, &now);

		printf("header table %s against %s (Linux %s): %zu difference(s)%s\n", tpath,
		       o->pos[0], now.kernel, n, n ? "; regenerate: make headers-table" : "");
		rc = n ? PC_NOTYET : PC_OK;
	} else if (o->write) {
		f = fopen(tpath, "w");
		if (!f) {
			rc = pc_error(PC_NOFILE, "cannot write %s", tpath);
		} else {
			pc_table_write(&now, f);
			if (fclose(f))
				rc = pc_error(PC_NOFILE, "cannot write %s", tpath);
		}
	} else {
		pc_table_write(&now, stdout);
	}
	pc_table_free(&old);
	pc_table_free(&now);
	free(tpath);
	return rc;
}

static int cmd_docs(struct opts *o, const struct pc_checklist *cl)
{
	struct pc_docs_opts d = {
		.root = o->npos ? o->pos[0] : NULL, .ktree = o->kernel,
		.docs = (const char **)o->pos + 1, .ndocs = o->npos - 1, .out = stdout,
	};

	if (o->npos < 2)
		return pc_error(PC_USAGE, "usage: portcheck docs ROOT DOC... [--kernel KTREE]");
	return pc_docs_check(&d, cl);
}

/* features KTREE ARCHDIR [--beside A,B] */
static int cmd_features(struct opts *o)
{
	const char *beside[2] = { "openrisc", "riscv" };
	char *list = NULL, *comma;
	int rc;

	if (o->npos != 2)
		return pc_error(PC_USAGE, "usage: portcheck features KTREE ARCHDIR [--beside ARCH,ARCH]");
	if (o->beside) {
		list = xstrdup(o->beside);
		comma = strchr(list, ',');
		if (!comma || !comma[1] || comma == list || strchr(comma + 1, ',') ||
		    strchr(list, '/') || list[0] == '.' || comma[1] == '.') {
			free(list);
			return pc_error(PC_USAGE, "--beside %s: two arch names, as openrisc,riscv",
					o->beside);
		}
		*comma = 0;
		beside[0] = list;
		beside[1] = comma + 1;
	}
	rc = pc_features(o->pos[0], o->pos[1], beside, stdout);
	free(list);
	return rc;
}

int main(int argc, char **argv)
{
	struct pc_checklist cl;
	struct opts o = { 0 };
	const char *cmd;
	size_t i;
	int rc;

	if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		fputs(usage, argc < 2 ? stderr : stdout);
		return argc < 2 ? PC_USAGE : PC_OK;
	}
	cmd = argv[1];
	rc = parse(argc - 1, argv + 1, &o);
	if (rc)
		goto out;
	if (!o.checklist)
		o.checklist = getenv("PORTCHECK_CHECKLIST");
	if (!o.checklist)
		o.checklist = PC_DATADIR "/checklist.yaml";
	if (!strcmp(cmd, "table")) {
		rc = cmd_table(&o);
		goto out;
	}
	if (!strcmp(cmd, "features")) {
		rc = cmd_features(&o);
		goto out;
	}
	if (!strcmp(cmd, "upstream")) {
		rc = o.npos == 2 ? pc_upstream(o.pos[0], o.pos[1], o.reasons, stdout) :
			pc_error(PC_USAGE, "usage: portcheck upstream KTREE ARCHDIR [--reasons F]");
		goto out;
	}
	if (!strcmp(cmd, "fill")) {
		rc = o.npos == 2 ? pc_fill(o.pos[0], o.pos[1], stdout) :
			pc_error(PC_USAGE, "usage: portcheck fill PORT_ARCHDIR REF_ARCHDIR");
		goto out;
	}
	if (strcmp(cmd, "status") && strcmp(cmd, "log") && strcmp(cmd, "headers") &&
	    strcmp(cmd, "patterns") && strcmp(cmd, "docs")) {
		rc = pc_error(PC_USAGE, "unknown command '%s': status, log, headers, table, "
			      "patterns, docs, fill, features or upstream (portcheck --help)", cmd);
		goto out;
	}
	rc = pc_checklist_load(&cl, o.checklist);
	if (rc)
		goto out;
	if (!strcmp(cmd, "status")) {
		rc = cmd_status(&o, &cl);
	} else if (!strcmp(cmd, "log")) {
		rc = cmd_log(&o, &cl);
	} else if (!strcmp(cmd, "headers")) {
		rc = cmd_headers(&o, &cl);
	} else if (!strcmp(cmd, "docs")) {
		rc = cmd_docs(&o, &cl);
	} else if (o.npos == 1 && !strcmp(o.pos[0], "failure")) {
		for (i = 0; i < cl.nfailure; i++)
			printf("%s%s", i ? "|" : "", cl.failure[i]);
		putchar('\n');
	} else {
		rc = pc_error(PC_USAGE, "usage: portcheck patterns failure");
	}
	pc_checklist_free(&cl);
out:
	free(o.logs);
	free(o.expect);
	free(o.allow);
	return rc;
}
