// SPDX-License-Identifier: GPL-2.0
/* fuzz_checklist.c: libFuzzer target, the checklist parser. */
#include <stdint.h>

#include "portcheck.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pc_checklist cl;
	char err[512];

	pc_quiet = 1;
	if (!pc_checklist_parse(&cl, (const char *)data, size, "fuzz", err, sizeof(err)))
		pc_checklist_free(&cl);
	return 0;
}
