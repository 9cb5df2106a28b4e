// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz_table.c: libFuzzer target, the header table parser, and the writer:
 * whatever parses must read back the same after pc_table_write.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "portcheck.h"

static int same(const struct pc_table *a, const struct pc_table *b)
{
	size_t i;

	if (strcmp(a->kernel, b->kernel) || a->n != b->n)
		return 0;
	for (i = 0; i < a->n; i++) {
		const struct pc_header *x = &a->h[i], *y = &b->h[i];

		if (strcmp(x->name, y->name) || strcmp(x->why, y->why) || x->uapi != y->uapi ||
		    x->generic != y->generic || x->mandatory != y->mandatory ||
		    x->mmu != y->mmu || x->nommu != y->nommu)
			return 0;
	}
	return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pc_table t, back;
	char err[512], *out = NULL;
	size_t len = 0;
	FILE *f;

	pc_quiet = 1;
	if (pc_table_parse(&t, (const char *)data, size, "fuzz", err, sizeof(err)))
		return 0;
	f = open_memstream(&out, &len);
	pc_table_write(&t, f);
	fclose(f);
	if (pc_table_parse(&back, out, len, "written", err, sizeof(err))) {
		fprintf(stderr, "the written table does not parse: %s\n%s\n", err, out);
		abort();
	}
	if (!same(&t, &back)) {
		fprintf(stderr, "the written table reads back different:\n%s\n", out);
		abort();
	}
	pc_table_free(&back);
	pc_table_free(&t);
	free(out);
	return 0;
}
