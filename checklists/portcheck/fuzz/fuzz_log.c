// SPDX-License-Identifier: GPL-2.0
/* fuzz_log.c: libFuzzer target, the console log scanner. */
#include <stdint.h>
#include <stdlib.h>

#include "portcheck.h"

static const char *const patterns[] = {
	"Linux version", "Kernel command line:", "\\] Memory:", "Run /init as init process",
};
static const char *const failures[] = { "Oops", "BUG:", "Kernel panic", "Call Trace" };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static regex_t re[4], fail[4], end;
	static int ready;
	struct pc_mark marks[4] = { { 0 } };
	struct pc_scan s = { 0 };
	size_t i;

	pc_quiet = 1;
	if (!ready) {
		for (i = 0; i < 4; i++) {
			regcomp(&re[i], patterns[i], REG_EXTENDED | REG_NOSUB);
			regcomp(&fail[i], failures[i], REG_EXTENDED | REG_NOSUB);
		}
		regcomp(&end, "reboot: Power down", REG_EXTENDED | REG_NOSUB);
		ready = 1;
	}
	for (i = 0; i < 4; i++) {
		marks[i].label = patterns[i];
		marks[i].re = &re[i];
	}
	s.marks = marks;
	s.nmarks = 4;
	s.fail = fail;
	s.nfail = 4;
	s.end = &end;
	s.window_end = size && (data[0] & 1);
	s.max_bytes = 1 << 20;
	if (!pc_scan_buffer(&s, (const char *)data, size, 0, "fuzz")) {
		for (i = 0; i < 4; i++)
			if (marks[i].line > s.lines || (marks[i].line && !marks[i].text))
				abort();
		if (s.end_line > s.lines)
			abort();
	}
	pc_scan_free(&s);
	return 0;
}
