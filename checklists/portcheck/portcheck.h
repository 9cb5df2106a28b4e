/* SPDX-License-Identifier: GPL-2.0 */
/*
 * portcheck: measures a Linux port against the kit's porting checklist.
 * The checklist and the header table are YAML (libyaml), vmlinux is ELF
 * (libelf), the console log is text read line by line.
 */
#ifndef PORTCHECK_H
#define PORTCHECK_H

#include <stddef.h>
#include <stdio.h>
#include <regex.h>

/* Exit codes: one per kind of outcome, so scripts can tell them apart. */
enum {
	PC_OK = 0,		/* all measured, all good */
	PC_NOTYET = 1,		/* measured: something is todo, missing or failed */
	PC_USAGE = 2,		/* bad command line */
	PC_NOFILE = 3,		/* a file or directory cannot be read */
	PC_NOTTREE = 4,		/* not an arch tree, or a kernel tree of another version */
	PC_BADDATA = 5,		/* malformed checklist or header table */
	PC_NOTTEXT = 6,		/* a log that is not text (UTF-16, binary) */
	PC_TOOBIG = 7,		/* a log over the size limit */
	PC_BADELF = 8,		/* a vmlinux that is not a usable ELF file */
};

/* Reports one clear line on stderr (unless pc_quiet) and returns CODE. */
extern int pc_quiet;
int pc_error(int code, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* ---- the checklist ---------------------------------------------------- */

struct pc_item {
	char *id, *title, *does, *reference;
	char **files;
	size_t nfiles;
	char **functions;
	size_t nfunctions;
	/* measures */
	int stub;
	char **symbols;
	size_t nsymbols;
	char *milestone;	/* POSIX ERE, or NULL */
	regex_t milestone_re;
	char *evidence;		/* POSIX ERE, or NULL: any line of any log */
	regex_t evidence_re;
	int headers;
	/*
	 * Without an MMU: the item does not apply (nommu: skip), or other
	 * files and symbols measure it (nommu: {files: [...], symbols: [...]}).
	 */
	int nommu_skip, nommu_has_files, nommu_has_symbols;
	char **nommu_files, **nommu_symbols;
	size_t nnommu_files, nnommu_symbols;
	/*
	 * smp: only -- the item is SMP's: it applies to an SMP kernel (or,
	 * without a vmlinux, to a port whose Kconfig has config SMP), and
	 * its log lines count only in boots that brought up 2 or more CPUs.
	 */
	int smp_only;
	int line;		/* in the checklist, for messages */
};

struct pc_phase {
	char *id, *title;
	struct pc_item *items;
	size_t nitems;
};

struct pc_checklist {
	char *kernel, *marker;
	char **failure;		/* failure-line EREs */
	size_t nfailure;
	regex_t *failure_re;	/* the same, compiled */
	size_t nfailure_re;
	struct pc_phase *phases;
	size_t nphases;
};

/*
 * Parses a checklist from memory; NAME names it in messages.  Returns 0, or
 * PC_BADDATA with one line in ERR (size ERRLEN).
 */
int pc_checklist_parse(struct pc_checklist *cl, const char *buf, size_t len,
		       const char *name, char *err, size_t errlen);
int pc_checklist_load(struct pc_checklist *cl, const char *path);
void pc_checklist_free(struct pc_checklist *cl);

/* ---- the header table ------------------------------------------------- */

enum pc_verdict { V_UNDECIDED, V_GENERIC, V_CUSTOM, V_HELPER, V_NONE };

struct pc_header {
	char *name;
	int uapi;		/* dir: 0 = asm, 1 = uapi */
	int generic, mandatory;
	enum pc_verdict mmu, nommu;
	char *why;
};

struct pc_table {
	char *kernel;
	struct pc_header *h;
	size_t n;
};

int pc_table_parse(struct pc_table *t, const char *buf, size_t len,
		   const char *name, char *err, size_t errlen);
int pc_table_load(struct pc_table *t, const char *path);
void pc_table_free(struct pc_table *t);
const char *pc_verdict_name(enum pc_verdict v);
/* Writes T as YAML, in the format pc_table_parse reads. */
void pc_table_write(const struct pc_table *t, FILE *out);
/*
 * Builds the table of kernel tree KTREE, carrying verdicts and reasons over
 * from OLD (may be NULL).  Returns 0 or an exit code (message printed).
 */
int pc_table_generate(struct pc_table *t, const char *ktree,
		      const struct pc_table *old);

/* ---- an arch tree ----------------------------------------------------- */

struct pc_arch {
	const char *dir;
	int mmu;
	int smp;		/* its Kconfig has config SMP */
	char **generic_y[2];	/* [0] include/asm/Kbuild, [1] include/uapi/asm/Kbuild */
	size_t ngeneric_y[2];
};

/* Returns 0, PC_NOFILE or PC_NOTTREE (message printed). */
int pc_arch_open(struct pc_arch *a, const char *dir, int mmu_override);
void pc_arch_free(struct pc_arch *a);
/* The path of header NAME of the port (dir asm or uapi); caller frees. */
char *pc_arch_header(const struct pc_arch *a, int uapi, const char *name);
int pc_arch_generic_y(const struct pc_arch *a, int uapi, const char *name);

/*
 * Does FILE hold the stub marker MARKER(ID) (any MARKER( when ID is NULL)?
 * Returns the line number of the first one, 0 if none, -1 if FILE cannot
 * be read.
 */
int pc_file_has_marker(const char *file, const char *marker, const char *id);

/* ---- the header decisions of a port ----------------------------------- */

enum pc_hfinding {
	HF_UNDECIDED,		/* must be decided, is not */
	HF_STUB,		/* own header still holds the stub marker */
	HF_IDENTICAL,		/* own header equals the generic one */
	HF_STALE,		/* generic-y of a header the tree lacks */
	HF_OVERRIDE,		/* generic-y where the table says custom */
};

typedef void (*pc_hreport)(void *ctx, enum pc_hfinding f, int uapi,
			   const char *name, const char *why);

/*
 * Walks the table against the port; KTREE (may be NULL) enables the
 * checks that need the tree (identical, stale).  Returns the number of
 * findings that are not notes (everything but HF_OVERRIDE).
 */
size_t pc_headers_check(const struct pc_table *t, const struct pc_arch *a,
			const char *marker, const char *ktree,
			pc_hreport report, void *ctx);

/* ---- vmlinux ---------------------------------------------------------- */

struct pc_symbols {
	char **names;		/* sorted */
	size_t n;
};

int pc_symbols_load(struct pc_symbols *s, const char *vmlinux);
int pc_symbols_has(const struct pc_symbols *s, const char *name);
void pc_symbols_free(struct pc_symbols *s);

/* ---- console logs ----------------------------------------------------- */

#define PC_LINE_MAX 4096

struct pc_mark {
	const char *label;	/* the regex as given */
	const char *item;	/* checklist item id, or NULL */
	regex_t *re;
	long line;		/* first matching line, 0 = not seen */
	long long usec;		/* its printk timestamp in µs, -1 if none */
	char *text;		/* that line, without the timestamp */
	int log;		/* index of the log it was found in */
};

struct pc_scan {
	/* in */
	struct pc_mark *marks;
	size_t nmarks;
	regex_t *fail;		/* failure-line patterns */
	size_t nfail;
	regex_t *allow;		/* failure lines expected (a stub's panic) */
	size_t nallow;
	const char *marker;	/* the stub marker, to find where a boot stopped */
	regex_t *end;		/* end pattern, may be NULL */
	int window_end;		/* judge lines up to the end line only */
	long long max_bytes;
	/* out */
	long end_line;
	char *end_text;
	char **failures;	/* "LINE: text" */
	size_t nfailures;
	int nolibc_ok, nolibc_fail, nolibc_skip;
	long lines;
	char stub_id[64];	/* the first MARKER(id) a log printed */
	char *stub_text;	/* its line */
};

/*
 * Scans the log at PATH (index LOGNO) into S.  Returns 0 or PC_NOFILE,
 * PC_NOTTEXT, PC_TOOBIG (message printed).
 */
int pc_scan_file(struct pc_scan *s, const char *path, int logno);
/* The same on a buffer (used by the tests and the fuzzer). */
int pc_scan_buffer(struct pc_scan *s, const char *buf, size_t len, int logno,
		   const char *name);
void pc_scan_free(struct pc_scan *s);
/* Parses a "[   12.345678]" prefix; returns its length, 0 if none. */
size_t pc_timestamp(const char *line, long long *usec);

/* ---- the porting guide ------------------------------------------------ */

struct pc_docs_opts {
	const char *root;	/* the kit: links and kit paths resolve here */
	const char *ktree;	/* the kernel tree (NULL: its paths cannot be found) */
	const char **docs;	/* Markdown files inside ROOT */
	size_t ndocs;
	FILE *out;		/* one line per problem, then a summary */
};

/*
 * Checks every citation of DOCS and the guide's coverage of CL's items.
 * Returns PC_OK, PC_NOTYET (problems listed) or an exit code.
 */
int pc_docs_check(const struct pc_docs_opts *o, const struct pc_checklist *cl);

/* ---- fill: a generated port's stubs filled from a reference ----------- */

/*
 * Every stub (a function whose body says PORT-TODO) under PORT_ARCH gets the
 * body of REF_ARCH's function of the same name, in the file of the same
 * path.  One line per filled stub and per problem on OUT, then a summary.
 * Returns PC_OK, PC_NOTYET (problems) or an exit code.
 */
int pc_fill(const char *port_arch, const char *ref_arch, FILE *out);

/* ---- features: the port's column of Documentation/features ----------- */

/*
 * The port at ARCHDIR measured against KTREE's Documentation/features as
 * features-refresh.sh measures an arch, beside two upstream arches' status
 * and with the line each arch-support.txt would get, on OUT.  Returns
 * PC_OK or an exit code.
 */
int pc_features(const char *ktree, const char *archdir, const char *const beside[2], FILE *out);

/* ---- upstream: the new-architecture rules --------------------------- */

/*
 * The port at ARCHDIR against the rules for a new architecture (upstream.c
 * lists them), each met, kept (REASONS, a file of "RULE: reason" lines,
 * says why; NULL: upstream.reasons beside the port's arch/ if there is
 * one) or open, on OUT.  Returns PC_OK, PC_NOTYET (open rules) or an exit
 * code.
 */
int pc_upstream(const char *ktree, const char *archdir, const char *reasons, FILE *out);

/* ---- small helpers ---------------------------------------------------- */

void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *pc_path(const char *dir, const char *name);
/* Reads a whole file (at most MAX bytes); returns 0 or an exit code. */
int pc_read_file(const char *path, size_t max, char **buf, size_t *len);
void pc_json_string(FILE *out, const char *s);
/* "6.12": VERSION.PATCHLEVEL, as the tree's Makefile gives it. */
int pc_good_version(const char *v);
/* Why regcomp() must not see pattern P (NULL when it may). */
const char *pc_regex_unsafe(const char *p);

#endif /* PORTCHECK_H */
