// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of portcheck's parsers and checks (cmocka).  Every fixture is
 * made here, in a temporary directory; the runs on real trees and logs are
 * in ci/tests/portcheck.sh.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "portcheck.h"
#include "status.h"

static char tmpdir[] = "/tmp/portcheck-test-XXXXXX";

/* Writes TEXT to DIR/NAME (DIR in tmpdir), making the directories. */
static void put(const char *dir, const char *name, const char *text)
{
	char *p = pc_path(dir, name), *s;
	FILE *f;

	for (s = strchr(p + strlen(tmpdir) + 1, '/'); s; s = strchr(s + 1, '/')) {
		*s = 0;
		mkdir(p, 0755);
		*s = '/';
	}
	f = fopen(p, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	free(p);
}

static const char good_checklist[] =
	"checklist: test\n"
	"kernel: \"6.12\"\n"
	"marker: PORT-TODO\n"
	"failure-lines: ['Oops', 'Kernel panic']\n"
	"phases:\n"
	"  - id: boot\n"
	"    title: Boot\n"
	"    items:\n"
	"      - id: kernel-entry\n"
	"        title: kernel_entry\n"
	"        does: sets up a stack and calls start_kernel\n"
	"        files: [kernel/head.S]\n"
	"        functions: [kernel_entry]\n"
	"        reference: arch/tsar/kernel/head.S\n"
	"        measure: {stub: true, symbols: [kernel_entry], milestone: 'Linux version'}\n"
	"      - id: headers-decided\n"
	"        title: the other headers\n"
	"        does: decides every header\n"
	"        files: [include/asm/Kbuild]\n"
	"        reference: arch/tsar/include/asm/Kbuild\n"
	"        measure: {headers: true}\n"
	"      - id: run-init\n"
	"        title: /init runs\n"
	"        does: the first user process\n"
	"        files: [kernel/process.c]\n"
	"        reference: arch/tsar/kernel/process.c\n"
	"        measure: {stub: true, milestone: 'Run /init as init process',\n"
	"                  evidence: 'ok [0-9]+ forks'}\n";

static int parse_checklist(const char *text, char *err, size_t errlen)
{
	struct pc_checklist cl;
	int rc = pc_checklist_parse(&cl, text, strlen(text), "t.yaml", err, errlen);

	if (!rc)
		pc_checklist_free(&cl);
	return rc;
}

static void checklist_good(void **state)
{
	struct pc_checklist cl;
	char err[256];

	(void)state;
	assert_int_equal(pc_checklist_parse(&cl, good_checklist, strlen(good_checklist),
					    "t.yaml", err, sizeof(err)), 0);
	assert_int_equal(cl.nphases, 1);
	assert_int_equal(cl.phases[0].nitems, 3);
	assert_string_equal(cl.phases[0].items[0].symbols[0], "kernel_entry");
	assert_true(cl.phases[0].items[1].headers);
	assert_int_equal(cl.nfailure_re, 2);
	pc_checklist_free(&cl);
}

/*
 * Each broken variant of the good checklist: PC_BADDATA and a message
 * with the file name and the words that say what is wrong.
 */
static void bad(const char *from, const char *to, const char *want)
{
	char *text = xmalloc(sizeof(good_checklist) + strlen(to) + 1), err[256] = "";
	const char *at = strstr(good_checklist, from);

	assert_non_null(at);
	memcpy(text, good_checklist, at - good_checklist);
	strcpy(text + (at - good_checklist), to);
	strcat(text, at + strlen(from));
	assert_int_equal(parse_checklist(text, err, sizeof(err)), PC_BADDATA);
	if (!strstr(err, want) || strncmp(err, "t.yaml:", 7))
		fail_msg("wanted '%s' in '%s'", want, err);
	free(text);
}

static void checklist_bad(void **state)
{
	struct pc_checklist cl;
	char err[256];

	(void)state;
	bad("phases:\n", "phases: [\n", "not valid YAML");
	bad("        does: sets", "        doez: sets", "unknown key 'doez'");
	bad("id: run-init", "id: kernel-entry", "'kernel-entry' twice");
	bad("id: run-init", "id: Run_Init", "only a-z");
	bad("milestone: 'Linux version'", "milestone: 'Linux ('", "bad regular expression");
	bad("measure: {headers: true}", "measure: {}", "measures nothing");
	/* a marker gone or a symbol linked in is no evidence that it works */
	bad("measure: {stub: true, symbols: [kernel_entry], milestone: 'Linux version'}",
	    "measure: {stub: true, symbols: [kernel_entry]}", "'kernel-entry' has no evidence");
	bad("evidence: 'ok [0-9]+ forks'", "evidence: 'ok [0-9'", "bad regular expression");
	bad("measure: {headers: true}", "measure: {headers: yes}", "true or false");
	bad("        measure: {headers: true}\n", "", "has no 'measure'");
	bad("marker: PORT-TODO", "marker: 'PORT TODO'", "marker");
	bad("files: [kernel/head.S]", "files: {a: b}", "'files' must be a list");
	bad("files: [kernel/head.S]", "files: []", "at least one");
	bad("kernel: \"6.12\"\n", "", "missing 'kernel'");
	bad("title: Boot", "title: [Boot]", "must be a string");
	bad("title: Boot", "title: \"Bo\\0ot\"", "NUL");
	bad("failure-lines: ['Oops', 'Kernel panic']", "failure-lines: ['Oops', '(']",
	    "bad regular expression");
	/* found by the fuzzer: glibc's regcomp needed 2 GiB for this one */
	bad("'Kernel panic'", "'Kernel pa+++++++++++++++++++++++++++++nic'",
	    "a repetition of a repetition");
	bad("'Kernel panic'", "'((((((((((((((a+)+)+)+)+)+)+)+)+)+)+)+)+)+)'", "too many repetitions");
	bad("'Kernel panic'", "'(a{100}){100}'", "too many repetitions");
	assert_null(pc_regex_unsafe("Normal +\\[mem 0x[0-9a-f]+-0x[0-9a-f]+\\]"));
	assert_null(pc_regex_unsafe("[[:digit:]]+ [*+?]{2} x{3}"));
	assert_int_equal(parse_checklist("", err, sizeof(err)), PC_BADDATA);
	assert_non_null(strstr(err, "empty"));
	assert_int_equal(parse_checklist("- a\n- b\n", err, sizeof(err)), PC_BADDATA);
	assert_int_equal(pc_checklist_parse(&cl, "a\0b", 3, "t.yaml", err, sizeof(err)),
			 PC_BADDATA);
	assert_non_null(strstr(err, "NUL byte"));
}

static const char good_table[] =
	"kernel: \"6.12\"\n"
	"headers:\n"
	"  - {name: atomic.h, dir: asm, generic: true, mandatory: true, mmu: generic,"
	" nommu: generic, why: \"irq-off atomics: right for UP\"}\n"
	"  - {name: cache.h, dir: asm, generic: true, mandatory: false, mmu: custom,"
	" nommu: custom, why: \"the line size is the hardware's\"}\n"
	"  - {name: spinlock.h, dir: asm, generic: true, mandatory: false, mmu: generic,"
	" nommu: generic, why: \"UP: no spinlocks\"}\n"
	"  - {name: tlbflush.h, dir: asm, generic: true, mandatory: true, mmu: custom,"
	" nommu: generic, why: \"the TLB is the hardware's\"}\n"
	"  - {name: hyperv-tlfs.h, dir: asm, generic: true, mandatory: false, mmu: none,"
	" nommu: none, why: \"x86 and arm64 guests only\"}\n"
	"  - {name: posix_types.h, dir: uapi, generic: true, mandatory: true, mmu: generic,"
	" nommu: generic, why: \"the ABI of new ports\"}\n"
	"  - {name: page.h, dir: asm, generic: false, mandatory: false, mmu: custom,"
	" nommu: custom, why: \"PAGE_SHIFT, PAGE_OFFSET, __pa/__va\"}\n";

static void table_roundtrip(void **state)
{
	struct pc_table t, back;
	char err[256], *out = NULL;
	size_t len = 0;
	FILE *f;

	(void)state;
	assert_int_equal(pc_table_parse(&t, good_table, strlen(good_table), "h.yaml",
					 err, sizeof(err)), 0);
	assert_int_equal(t.n, 7);
	assert_int_equal(t.h[3].mmu, V_CUSTOM);
	assert_int_equal(t.h[3].nommu, V_GENERIC);
	/* what needs quoting comes back the same */
	free(t.h[0].why);
	t.h[0].why = xstrdup("a \"quote\", a \\ and a\nnewline: \xe2\x80\xa8 too");
	f = open_memstream(&out, &len);
	pc_table_write(&t, f);
	fclose(f);
	assert_int_equal(pc_table_parse(&back, out, len, "out", err, sizeof(err)), 0);
	assert_string_equal(back.h[0].why, t.h[0].why);
	assert_string_equal(back.h[6].name, "page.h");
	assert_false(back.h[6].generic);
	pc_table_free(&back);
	pc_table_free(&t);
	free(out);
}

static void table_bad(void **state)
{
	static const char *const bads[][2] = {
		{ "kernel: \"6.12\"\nheaders: []\n", "at least one" },
		/* found by the fuzzer: a blank line in a quoted scalar is a
		 * newline, which broke the comment the writer puts it in */
		{ "kernel: \"6.\n\n  12\"\nheaders: []\n", "a version like" },
		{ "kernel: \"6.12\"\nheaders:\n  - {name: a.h, dir: asm, generic: true, "
		  "mandatory: true, mmu: maybe, nommu: generic}\n", "one of generic" },
		{ "kernel: \"6.12\"\nheaders:\n  - {name: ../a.h, dir: asm, generic: true, "
		  "mandatory: true, mmu: generic, nommu: generic}\n", "not a header name" },
		{ "kernel: \"6.12\"\nheaders:\n  - {name: a.h, dir: sys, generic: true, "
		  "mandatory: true, mmu: generic, nommu: generic}\n", "asm or uapi" },
		{ "kernel: \"6.12\"\nheaders:\n  - {name: a.h, dir: asm, mmu: generic, "
		  "nommu: generic}\n", "lacks 'generic'" },
		{ "kernel: \"6.12\"\nheaders:\n  - {name: a.h, dir: asm, generic: true, "
		  "mandatory: true, mmu: generic, nommu: generic}\n  - {name: a.h, dir: asm, "
		  "generic: true, mandatory: true, mmu: generic, nommu: generic}\n", "twice" },
	};
	struct pc_table t;
	char err[256];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bads) / sizeof(bads[0]); i++) {
		assert_int_equal(pc_table_parse(&t, bads[i][0], strlen(bads[i][0]), "h.yaml",
						err, sizeof(err)), PC_BADDATA);
		if (!strstr(err, bads[i][1]))
			fail_msg("table %zu: wanted '%s' in '%s'", i, bads[i][1], err);
	}
}

static void timestamps(void **state)
{
	long long us = -7;

	(void)state;
	assert_int_equal(pc_timestamp("[    0.406283] reboot", &us), 14);
	assert_int_equal(us, 406283);
	assert_int_equal(pc_timestamp("[12345.5] x", &us), 9);
	assert_int_equal(us, 12345500000LL);
	assert_int_equal(pc_timestamp("[    1.123456789] x", &us), 17);
	assert_int_equal(us, 1123456);
	assert_int_equal(pc_timestamp("[ 0.x] x", &us), 0);
	assert_int_equal(pc_timestamp("[   .5] x", &us), 0);
	assert_int_equal(pc_timestamp("0.5] x", &us), 0);
	assert_int_equal(pc_timestamp("[ 0.5", &us), 0);
}

/* A scan with two milestones, one failure pattern and an end line. */
struct fixture {
	regex_t re[2], fail, end;
	struct pc_mark marks[2];
	struct pc_scan s;
};

static struct fixture *scan_fixture(void)
{
	struct fixture *f = xmalloc(sizeof(*f));

	regcomp(&f->re[0], "Linux version", REG_EXTENDED | REG_NOSUB);
	regcomp(&f->re[1], "Run /init", REG_EXTENDED | REG_NOSUB);
	regcomp(&f->fail, "Kernel panic|Oops", REG_EXTENDED | REG_NOSUB);
	regcomp(&f->end, "reboot: Power down", REG_EXTENDED | REG_NOSUB);
	f->marks[0].label = "Linux version";
	f->marks[0].re = &f->re[0];
	f->marks[1].label = "Run /init";
	f->marks[1].re = &f->re[1];
	f->s.marks = f->marks;
	f->s.nmarks = 2;
	f->s.fail = &f->fail;
	f->s.nfail = 1;
	f->s.end = &f->end;
	return f;
}

static void scan_done(struct fixture *f)
{
	pc_scan_free(&f->s);
	regfree(&f->re[0]);
	regfree(&f->re[1]);
	regfree(&f->fail);
	regfree(&f->end);
	free(f);
}

static int scan(struct fixture *f, const char *buf, size_t len)
{
	return pc_scan_buffer(&f->s, buf, len, 0, "log");
}

static void scan_serial_log(void **state)
{
	static const char log[] =
		"\0\0[    0.000000] Linux version 6.12\r\r\n"
		"[    0.500000] Run /init as init process\r\n"
		"1 getpid [OK]\r\n2 mmap [SKIPPED]\r\n3 poll [FAIL] \r\n"
		"[    1.000000] reboot: Power down\r\n"
		"[    2.000000] Kernel panic - not syncing";	/* no final newline */
	struct fixture *f = scan_fixture();

	(void)state;
	assert_int_equal(scan(f, log, sizeof(log) - 1), 0);
	assert_int_equal(f->marks[0].line, 1);
	assert_int_equal(f->marks[0].usec, 0);
	assert_string_equal(f->marks[0].text, "Linux version 6.12");
	assert_int_equal(f->marks[1].usec, 500000);
	assert_int_equal(f->s.nolibc_ok, 1);
	assert_int_equal(f->s.nolibc_skip, 1);
	assert_int_equal(f->s.nolibc_fail, 1);
	assert_int_equal(f->s.end_line, 6);
	assert_int_equal(f->s.lines, 7);
	/* window all: the panic after the end is judged */
	assert_int_equal(f->s.nfailures, 1);
	assert_non_null(strstr(f->s.failures[0], "7: [    2.000000] Kernel panic"));
	scan_done(f);

	f = scan_fixture();
	f->s.window_end = 1;
	assert_int_equal(scan(f, log, sizeof(log) - 1), 0);
	assert_int_equal(f->s.nfailures, 0);
	scan_done(f);
}

static void scan_refuses(void **state)
{
	static const char utf16[] = "\xff\xfe[\0 \0 \0 \0 \0 \0 \0.\0";
	char wide[64], ctl[64];
	struct fixture *f = scan_fixture();
	size_t i;

	(void)state;
	assert_int_equal(scan(f, utf16, sizeof(utf16) - 1), PC_NOTTEXT);
	for (i = 0; i < sizeof(wide); i++)
		wide[i] = i & 1 ? 0 : 'L';
	assert_int_equal(scan(f, wide, sizeof(wide)), PC_NOTTEXT);
	for (i = 0; i < sizeof(ctl); i++)
		ctl[i] = (char)(i % 3 ? 0x01 : 'x');
	assert_int_equal(scan(f, ctl, sizeof(ctl)), PC_NOTTEXT);
	f->s.max_bytes = 10;
	assert_int_equal(scan(f, "Linux version 6.12\n", 19), PC_TOOBIG);
	/* refused logs leave nothing behind */
	assert_int_equal(f->marks[0].line, 0);
	scan_done(f);
}

static void scan_long_lines(void **state)
{
	size_t n = 3 * PC_LINE_MAX;
	char *buf = xmalloc(n + 64);
	struct fixture *f = scan_fixture();

	(void)state;
	/* a huge line is cut, not split: the next line is line 2 */
	memset(buf, 'a', n);
	memcpy(buf, "Linux version ", 14);
	strcpy(buf + n, "\nRun /init as init process\n");
	assert_int_equal(scan(f, buf, strlen(buf)), 0);
	assert_int_equal(f->marks[0].line, 1);
	assert_int_equal(strlen(f->marks[0].text), PC_LINE_MAX - 1);
	assert_int_equal(f->marks[1].line, 2);
	scan_done(f);
	free(buf);
}

static void scan_truncated(void **state)
{
	static const char log[] = "[    0.000000] Linux version 6.12\n[    0.1";
	struct fixture *f = scan_fixture();

	(void)state;
	assert_int_equal(scan(f, log, sizeof(log) - 1), 0);
	assert_int_equal(f->marks[0].line, 1);
	assert_int_equal(f->marks[1].line, 0);
	assert_int_equal(f->s.end_line, 0);
	assert_int_equal(f->s.lines, 2);
	scan_done(f);
}

static void scan_files(void **state)
{
	struct fixture *f = scan_fixture();
	char *p = pc_path(tmpdir, "boot.log");

	(void)state;
	put(tmpdir, "boot.log", "[    0.000000] Linux version 6.12\n");
	assert_int_equal(pc_scan_file(&f->s, p, 0), 0);
	assert_int_equal(f->marks[0].line, 1);
	assert_int_equal(pc_scan_file(&f->s, "/nonexistent/boot.log", 0), PC_NOFILE);
	assert_int_equal(pc_scan_file(&f->s, tmpdir, 0), PC_NOFILE);
	f->s.max_bytes = 8;
	assert_int_equal(pc_scan_file(&f->s, p, 0), PC_TOOBIG);
	free(p);
	scan_done(f);
}

static void markers(void **state)
{
	char *p = pc_path(tmpdir, "m.c");

	(void)state;
	put(tmpdir, "m.c", "int a;\n/* PORT-TODO(setup-memory): find the RAM */\n"
	    "/* PORT-TODO(other) */\n");
	assert_int_equal(pc_file_has_marker(p, "PORT-TODO", "setup-memory"), 2);
	assert_int_equal(pc_file_has_marker(p, "PORT-TODO", "setup"), 0);
	assert_int_equal(pc_file_has_marker(p, "PORT-TODO", NULL), 2);
	assert_int_equal(pc_file_has_marker(p, "PORT-TODO", "other"), 3);
	assert_int_equal(pc_file_has_marker("/nonexistent", "PORT-TODO", "x"), -1);
	free(p);
}

/*
 * A fake tree and a fake port: cache.h generic-y (the table says custom:
 * a note), spinlock.h neither (undecided), tlbflush.h a stub, atomic.h a
 * wrapper of the generic one (identical), a stale generic-y, page.h done.
 */
static void make_trees(char **ktree, char **arch)
{
	*ktree = pc_path(tmpdir, "linux");
	*arch = pc_path(tmpdir, "arch/demo");
	put(*ktree, "Makefile", "VERSION = 6\nPATCHLEVEL = 12\nSUBLEVEL = 1\n");
	put(*ktree, "include/asm-generic/Kbuild", "mandatory-y += atomic.h\n"
	    "mandatory-y += tlbflush.h\n");
	put(*ktree, "include/asm-generic/atomic.h", "#define ATOMIC\n");
	put(*ktree, "include/asm-generic/cache.h", "#define CACHE\n");
	put(*ktree, "include/asm-generic/spinlock.h", "#define SPIN\n");
	put(*ktree, "include/asm-generic/tlbflush.h", "#define TLB\n");
	put(*ktree, "include/asm-generic/hyperv-tlfs.h", "\n");
	put(*ktree, "include/uapi/asm-generic/Kbuild", "mandatory-y += posix_types.h\n"
	    "mandatory-y += byteorder.h\n");
	put(*ktree, "include/uapi/asm-generic/posix_types.h", "\n");
	put(*arch, "Kconfig", "config DEMO\n\tdef_bool y\n\nconfig MMU\n\tdef_bool y\n");
	put(*arch, "Makefile", "\n");
	put(*arch, "include/asm/Kbuild", "generic-y += cache.h\ngeneric-y += gone.h # old\n");
	put(*arch, "include/asm/tlbflush.h", "/* PORT-TODO(header-tlbflush) */\n");
	put(*arch, "include/asm/atomic.h", "/* SPDX */\n#ifndef _ASM_ATOMIC_H\n"
	    "#define _ASM_ATOMIC_H\n\n#include <asm-generic/atomic.h>  // all\n#endif\n");
	put(*arch, "include/asm/page.h", "#define PAGE_SHIFT 12\n");
}

struct seen {
	int n[5];
	char names[5][64];
};

static void collect(void *ctx, enum pc_hfinding f, int uapi, const char *name,
		    const char *why)
{
	struct seen *s = ctx;

	(void)uapi;
	(void)why;
	s->n[f]++;
	snprintf(s->names[f], sizeof(s->names[f]), "%s", name);
}

static void headers_decisions(void **state)
{
	struct pc_table t;
	struct pc_arch a;
	struct seen s;
	char err[256], *ktree, *arch;

	(void)state;
	memset(&s, 0, sizeof(s));
	make_trees(&ktree, &arch);
	assert_int_equal(pc_table_parse(&t, good_table, strlen(good_table), "h.yaml",
					err, sizeof(err)), 0);
	assert_int_equal(pc_arch_open(&a, arch, -1), 0);
	assert_true(a.mmu);
	assert_true(pc_arch_generic_y(&a, 0, "cache.h"));
	assert_int_equal(pc_headers_check(&t, &a, "PORT-TODO", ktree, collect, &s), 4);
	assert_int_equal(s.n[HF_UNDECIDED], 1);
	assert_string_equal(s.names[HF_UNDECIDED], "spinlock.h");
	assert_int_equal(s.n[HF_STUB], 1);
	assert_string_equal(s.names[HF_STUB], "tlbflush.h");
	assert_int_equal(s.n[HF_IDENTICAL], 1);
	assert_string_equal(s.names[HF_IDENTICAL], "atomic.h");
	assert_int_equal(s.n[HF_STALE], 1);
	assert_string_equal(s.names[HF_STALE], "gone.h");
	assert_int_equal(s.n[HF_OVERRIDE], 1);
	/* without an MMU, tlbflush.h's generic version fits: still a stub */
	pc_arch_free(&a);
	assert_int_equal(pc_arch_open(&a, arch, 0), 0);
	memset(&s, 0, sizeof(s));
	pc_headers_check(&t, &a, "PORT-TODO", NULL, collect, &s);
	assert_int_equal(s.n[HF_STUB], 1);
	assert_int_equal(s.n[HF_IDENTICAL], 0);	/* needs the tree */
	assert_int_equal(s.n[HF_STALE], 1);	/* the table knows gone.h is gone */
	pc_arch_free(&a);
	/* not arch trees */
	assert_int_equal(pc_arch_open(&a, ktree, -1), PC_NOTTREE);
	assert_int_equal(pc_arch_open(&a, "/nonexistent", -1), PC_NOFILE);
	pc_table_free(&t);
	free(ktree);
	free(arch);
}

static void table_from_tree(void **state)
{
	struct pc_table old, t;
	char err[256], *ktree, *arch;

	(void)state;
	make_trees(&ktree, &arch);
	assert_int_equal(pc_table_parse(&old, good_table, strlen(good_table), "h.yaml",
					err, sizeof(err)), 0);
	assert_int_equal(pc_table_generate(&t, ktree, &old), 0);
	assert_string_equal(t.kernel, "6.12");
	/* asm: atomic cache hyperv-tlfs spinlock tlbflush; uapi: byteorder
	 * posix_types; then page.h, kept by hand */
	assert_int_equal(t.n, 8);
	assert_string_equal(t.h[0].name, "atomic.h");
	assert_true(t.h[0].mandatory);
	assert_int_equal(t.h[0].mmu, V_GENERIC);
	assert_string_equal(t.h[5].name, "byteorder.h");
	assert_false(t.h[5].generic);
	assert_int_equal(t.h[5].mmu, V_UNDECIDED);
	assert_string_equal(t.h[7].name, "page.h");
	pc_table_free(&t);
	assert_int_equal(pc_table_generate(&t, arch, &old), PC_NOTTREE);
	pc_table_free(&old);
	free(ktree);
	free(arch);
}

static void symbols(void **state)
{
	struct pc_symbols s;

	(void)state;
	assert_int_equal(pc_symbols_load(&s, "/proc/self/exe"), 0);
	assert_true(pc_symbols_has(&s, "main"));
	assert_true(pc_symbols_has(&s, "pc_symbols_load"));
	assert_false(pc_symbols_has(&s, "no_such_symbol_anywhere"));
	pc_symbols_free(&s);
	put(tmpdir, "notelf", "#!/bin/sh\n");
	{
		char *p = pc_path(tmpdir, "notelf");

		assert_int_equal(pc_symbols_load(&s, p), PC_BADELF);
		free(p);
	}
	assert_int_equal(pc_symbols_load(&s, "/nonexistent/vmlinux"), PC_NOFILE);
}

static void status_items(void **state)
{
	struct pc_checklist cl;
	struct pc_table t;
	struct pc_arch a;
	struct pc_symbols syms;
	struct pc_mark marks[3] = { { 0 } }, evidence[3] = { { 0 } };
	struct pc_result res[3];
	struct pc_inputs in = { 0 };
	char err[256], *ktree, *arch;
	FILE *out;

	(void)state;
	make_trees(&ktree, &arch);
	put(arch, "kernel/head.S", "/* PORT-TODO(kernel-entry): set up a stack */\n");
	assert_int_equal(pc_checklist_parse(&cl, good_checklist, strlen(good_checklist),
					    "t.yaml", err, sizeof(err)), 0);
	assert_int_equal(pc_table_parse(&t, good_table, strlen(good_table), "h.yaml",
					err, sizeof(err)), 0);
	assert_int_equal(pc_arch_open(&a, arch, -1), 0);
	in.arch = &a;
	in.table = &t;
	in.marks = marks;
	in.evidence = evidence;
	pc_status_eval(&cl, &in, res);
	assert_int_equal(res[0].state, ST_TODO);
	assert_non_null(strstr(res[0].why, "PORT-TODO(kernel-entry) in kernel/head.S:1"));
	assert_int_equal(res[1].state, ST_TODO);
	assert_non_null(strstr(res[1].why, "header(s) to decide"));
	assert_int_equal(res[2].state, ST_TODO);
	assert_non_null(strstr(res[2].why, "kernel/process.c is missing"));

	/* stubs done, no vmlinux and no log: unknown, not done */
	put(arch, "kernel/head.S", "ENTRY(kernel_entry)\n");
	put(arch, "kernel/process.c", "\n");
	pc_status_eval(&cl, &in, res);
	assert_int_equal(res[0].state, ST_UNKNOWN);
	assert_string_equal(res[0].why, "needs --vmlinux");
	assert_int_equal(res[2].state, ST_UNKNOWN);

	/* symbols and the log say done */
	assert_int_equal(pc_symbols_load(&syms, "/proc/self/exe"), 0);
	in.syms = &syms;
	in.have_log = 1;
	marks[0].line = 1;
	marks[2].line = 0;
	pc_status_eval(&cl, &in, res);
	assert_int_equal(res[0].state, ST_TODO);	/* no kernel_entry in this ELF */
	assert_non_null(strstr(res[0].why, "kernel_entry is not in vmlinux"));
	/* code written, no log line shows it: unproven */
	assert_int_equal(res[2].state, ST_UNPROVEN);
	assert_string_equal(res[2].why, "no log line matches /Run /init as init process/");
	marks[2].line = 5;
	pc_status_eval(&cl, &in, res);
	assert_int_equal(res[2].state, ST_UNPROVEN);
	assert_string_equal(res[2].why, "no log line matches /ok [0-9]+ forks/");
	evidence[2].line = 9;
	pc_status_eval(&cl, &in, res);
	assert_int_equal(res[2].state, ST_DONE);
	marks[2].line = 0;
	evidence[2].line = 0;
	pc_status_eval(&cl, &in, res);

	/* the printers name the next item, in all three formats */
	out = fopen("/dev/null", "w");
	assert_int_equal(pc_status_print(&cl, &in, res, FMT_TEXT, out), PC_NOTYET);
	assert_int_equal(pc_status_print(&cl, &in, res, FMT_MD, out), PC_NOTYET);
	assert_int_equal(pc_status_print(&cl, &in, res, FMT_JSON, out), PC_NOTYET);
	fclose(out);

	/* with nothing todo, the first unproven item is next; it is not done */
	res[0].state = ST_DONE;
	res[1].state = ST_DONE;
	{
		char *text = NULL;
		size_t len = 0;

		out = open_memstream(&text, &len);
		assert_int_equal(pc_status_print(&cl, &in, res, FMT_TEXT, out), PC_NOTYET);
		fclose(out);
		assert_non_null(strstr(text, "total: 2/3 done (66%), 0 todo, 1 unproven, 0 unknown"));
		assert_non_null(strstr(text, "next: run-init, /init runs (no log line matches /Run"));
		free(text);
	}

	pc_symbols_free(&syms);
	pc_arch_free(&a);
	pc_table_free(&t);
	pc_checklist_free(&cl);
	free(ktree);
	free(arch);
}

/* Without an MMU an item may not apply, or be measured on other files. */
static void status_nommu(void **state)
{
	static const char text[] =
		"checklist: t\nkernel: \"6.12\"\nmarker: PORT-TODO\nfailure-lines: [Oops]\n"
		"phases:\n  - id: mm\n    title: MM\n    items:\n"
		"      - {id: tlb-refill, title: t, does: d, files: [kernel/tlb-refill.S],\n"
		"         reference: r, nommu: skip, measure: {stub: true, evidence: refill}}\n"
		"      - {id: ioremap, title: t, does: d, files: [mm/ioremap.c],\n"
		"         reference: r, nommu: {files: [include/asm/io.h], symbols: []},\n"
		"         measure: {stub: true, symbols: [ioremap_prot], evidence: ttyS0}}\n";
	static const char bad_nommu[] =
		"checklist: t\nkernel: \"6.12\"\nmarker: M\nfailure-lines: [O]\n"
		"phases:\n  - {id: p, title: p, items: [{id: i, title: t, does: d, files: [f],"
		" reference: r, nommu: maybe, measure: {stub: true}}]}\n";
	struct pc_checklist cl;
	struct pc_arch a;
	struct pc_mark marks[2] = { { 0 } }, evidence[2] = { { 0 } };
	struct pc_result res[2];
	struct pc_inputs in = { 0 };
	struct pc_symbols syms = { 0 };
	char err[256], *arch = pc_path(tmpdir, "arch/nommu");
	FILE *out;

	(void)state;
	put(arch, "Kconfig", "config NOMMU\n\tdef_bool y\n");
	put(arch, "Makefile", "\n");
	put(arch, "include/asm/io.h", "#define ioremap ioremap\n");
	assert_int_equal(pc_checklist_parse(&cl, text, strlen(text), "t.yaml", err, sizeof(err)), 0);
	assert_true(cl.phases[0].items[0].nommu_skip);
	assert_int_equal(pc_arch_open(&a, arch, -1), 0);
	assert_false(a.mmu);
	in.arch = &a;
	in.marks = marks;
	in.evidence = evidence;
	in.syms = &syms;
	in.have_log = 1;
	evidence[1].line = 1;
	pc_status_eval(&cl, &in, res);
	assert_int_equal(res[0].state, ST_NA);
	assert_int_equal(res[1].state, ST_DONE);	/* io.h there, no symbol asked */
	out = fopen("/dev/null", "w");
	assert_int_equal(pc_status_print(&cl, &in, res, FMT_TEXT, out), PC_OK);
	fclose(out);
	/* MMU as a choice (riscv's and the reference's way): its default */
	pc_arch_free(&a);
	put(arch, "Kconfig", "config MMU\n\tbool \"MMU\"\n\tdefault y\n\thelp\n\t  x\n");
	assert_int_equal(pc_arch_open(&a, arch, -1), 0);
	assert_true(a.mmu);
	pc_arch_free(&a);
	put(arch, "Kconfig", "config MMU\n\tbool \"MMU\"\n\tdefault n\n");
	assert_int_equal(pc_arch_open(&a, arch, -1), 0);
	assert_false(a.mmu);
	pc_arch_free(&a);
	put(arch, "Kconfig", "config NOMMU\n\tdef_bool y\n");
	/* the same tree read as an MMU port: both todo */
	assert_int_equal(pc_arch_open(&a, arch, 1), 0);
	pc_status_eval(&cl, &in, res);
	assert_int_equal(res[0].state, ST_TODO);
	assert_int_equal(res[1].state, ST_TODO);
	pc_arch_free(&a);
	pc_checklist_free(&cl);
	assert_int_equal(pc_checklist_parse(&cl, bad_nommu, strlen(bad_nommu), "t.yaml",
					    err, sizeof(err)), PC_BADDATA);
	assert_non_null(strstr(err, "skip or a mapping"));
	free(arch);
}

static void json_strings(void **state)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);

	(void)state;
	pc_json_string(f, "a\"b\\c\n\x01\xc3\xa9\xff");
	fclose(f);
	assert_string_equal(out, "\"a\\\"b\\\\c\\n\\u0001\xc3\xa9\\ufffd\"");
	free(out);
}

/* Reads DIR/NAME whole (a NUL-terminated string the caller frees). */
static char *get(const char *dir, const char *name)
{
	char *p = pc_path(dir, name), *buf;
	size_t len;

	assert_int_equal(pc_read_file(p, 1 << 20, &buf, &len), 0);
	free(p);
	return buf;
}

static void fill_stubs(void **state)
{
	char *port = pc_path(tmpdir, "fill/port/arch/toy");
	char *ref = pc_path(tmpdir, "fill/ref/arch/tsar");
	char *out = NULL, *c, *a;
	size_t len = 0;
	FILE *f;

	(void)state;
	put(port, "kernel/a.c",
	    "/* a */\nstatic int x = { 1 };\n"
	    "int kept(void)\n{\n\treturn 1;\n}\n"
	    "void __init setup(char *s)\n{\n\tpanic(\"PORT-TODO(x): stub\");\n}\n"
	    "SYSCALL_DEFINE1(thing, int, v)\n{\n\tpanic(\"PORT-TODO(y): }\");\n\treturn 0;\n}\n"
	    "void lonely(void)\n{\n\tpr_info(\"PORT-TODO(z)\\n\");\n}\n"
	    "void shown(void)\n{\n\tpanic(\"PORT-TODO(w)\");\n}\n"
	    "void noted(void)\n{\n\tpanic(\"PORT-TODO(v)\");\n}\n"
	    "void twin(void)\n{\n\tpanic(\"PORT-TODO(t)\");\n}\n");
	put(ref, "kernel/a.c",
	    "int kept(void)\n{\n\treturn 2;\n}\n"
	    "/* { not a brace */\n#define M(x) { x }\n"
	    "void __init setup(char *s)\n{\n\tif (s) {\n\t\tuse(s);\n\t}\n}\n"
	    "SYSCALL_DEFINE1(thing, int, v)\n{\n\treturn tsar_thing(v);\n}\n"
	    "void shown(void)\n{\n\tpr_info(\"a TSAR core\\n\");\n}\n"
	    "void noted(void)\n{\n\t/* not so on TSAR: \"x\" */\n\tnop(\"tsars\");\n}\n"
	    "#ifdef A\nvoid twin(void)\n{\n\ta();\n}\n#else\nvoid twin(void)\n{\n\tb();\n}\n#endif\n");
	put(port, "kernel/s.S",
	    "/*\n * sw: switch.\n * PORT-TODO(sw): until it is written, reaching it panics.\n */\n"
	    "SYM_FUNC_START(sw)\n\tla\t$a0, .Lsw_todo\n\tj\tpanic\nSYM_FUNC_END(sw)\n"
	    "\t.pushsection .rodata.str1.4, \"aMS\", @progbits, 1\n.Lsw_todo:\n"
	    "\t.asciz\t\"PORT-TODO(sw): stub\"\n\t.popsection\n"
	    "SYM_FUNC_START(other)\n\tjr\t$ra\nSYM_FUNC_END(other)\n");
	put(ref, "kernel/s.S",
	    "SYM_FUNC_START(sw)\n\tmove\t$v0, $a0\n\tjr\t$ra\nSYM_FUNC_END(sw)\n");
	f = open_memstream(&out, &len);
	assert_int_equal(pc_fill(port, ref, f), PC_NOTYET);
	fclose(f);
	c = get(port, "kernel/a.c");
	a = get(port, "kernel/s.S");
	/* the stubs have the reference's bodies; nothing else moved */
	assert_non_null(strstr(c, "void __init setup(char *s)\n{\n\tif (s) {\n\t\tuse(s);\n\t}\n}\n"));
	assert_non_null(strstr(c, "SYSCALL_DEFINE1(thing, int, v)\n{\n\treturn tsar_thing(v);\n}\n"));
	assert_non_null(strstr(c, "int kept(void)\n{\n\treturn 1;\n}\n"));
	assert_null(strstr(c, "#define M"));
	assert_non_null(strstr(c, "PORT-TODO(z)"));
	assert_string_equal(a, "/*\n * sw: switch.\n */\n"
			    "SYM_FUNC_START(sw)\n\tmove\t$v0, $a0\n\tjr\t$ra\nSYM_FUNC_END(sw)\n"
			    "SYM_FUNC_START(other)\n\tjr\t$ra\nSYM_FUNC_END(other)\n");
	/* what the reference cannot give, and a body leaning on its name */
	assert_non_null(strstr(out, "filled kernel/a.c: setup()"));
	assert_non_null(strstr(out, "filled kernel/a.c: sys_thing()"));
	assert_non_null(strstr(out, "filled kernel/s.S: sw()"));
	assert_non_null(strstr(out, "problem: kernel/a.c: the reference has no lonely()"));
	assert_non_null(strstr(out, "problem: kernel/a.c: sys_thing() of the reference names its architecture"));
	/* a string it prints names it too; a comment, or a longer word, does not */
	assert_non_null(strstr(out, "problem: kernel/a.c: shown() of the reference names its architecture"));
	assert_null(strstr(out, "noted() of the reference"));
	/* #ifdef variants of one function: the stub cannot say which */
	assert_non_null(strstr(out, "problem: kernel/a.c: the reference defines twin() more than once"));
	assert_non_null(strstr(out, "6 stub(s) filled, 4 problem(s)"));
	free(c);
	free(a);
	free(out);
	free(port);
	free(ref);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(checklist_good),
		cmocka_unit_test(checklist_bad),
		cmocka_unit_test(table_roundtrip),
		cmocka_unit_test(table_bad),
		cmocka_unit_test(timestamps),
		cmocka_unit_test(scan_serial_log),
		cmocka_unit_test(scan_refuses),
		cmocka_unit_test(scan_long_lines),
		cmocka_unit_test(scan_truncated),
		cmocka_unit_test(scan_files),
		cmocka_unit_test(markers),
		cmocka_unit_test(headers_decisions),
		cmocka_unit_test(table_from_tree),
		cmocka_unit_test(symbols),
		cmocka_unit_test(status_items),
		cmocka_unit_test(status_nommu),
		cmocka_unit_test(json_strings),
		cmocka_unit_test(fill_stubs),
	};
	char cmd[64];
	int rc;

	pc_quiet = 1;
	if (!mkdtemp(tmpdir))
		return 2;
	rc = cmocka_run_group_tests_name("portcheck", tests, NULL, NULL);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", tmpdir);
	if (system(cmd))
		rc = 1;
	return rc;
}
