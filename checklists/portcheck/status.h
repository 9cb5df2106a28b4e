/* SPDX-License-Identifier: GPL-2.0 */
/* status.h: a port's state against the checklist, item by item. */
#ifndef STATUS_H
#define STATUS_H

#include "portcheck.h"

/*
 * ST_UNPROVEN: the code is there (no stub marker, its symbols linked in)
 * but no log given shows it working (its milestone or evidence line).
 * ST_NA: the item does not apply to this port (nommu: skip) or to this
 * kernel (smp: only, measured on a UP kernel); not counted.
 */
enum pc_state { ST_DONE, ST_TODO, ST_UNKNOWN, ST_UNPROVEN, ST_NA };

struct pc_result {
	enum pc_state state;
	char why[256];		/* for todo and unknown */
};

struct pc_inputs {
	const struct pc_arch *arch;
	const struct pc_table *table;	/* NULL: no item measures headers */
	const struct pc_symbols *syms;	/* NULL: no --vmlinux */
	const struct pc_mark *marks;	/* one per item, in checklist order */
	const struct pc_mark *evidence;	/* the same for evidence lines */
	int have_log;
	/* SMP items apply (smp: only): why not, or NULL when they do */
	const char *no_smp;
	const char *stub_id;	/* the stub a boot log stopped at, or NULL */
	const char *stub_text;
};

enum pc_format { FMT_TEXT, FMT_MD, FMT_JSON };

/* RES has one entry per item, in checklist order. */
void pc_status_eval(const struct pc_checklist *cl, const struct pc_inputs *in,
		    struct pc_result *res);
/* Returns PC_OK when every item is done, PC_NOTYET otherwise. */
int pc_status_print(const struct pc_checklist *cl, const struct pc_inputs *in,
		    const struct pc_result *res, enum pc_format fmt, FILE *out);

#endif /* STATUS_H */
