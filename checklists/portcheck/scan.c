// SPDX-License-Identifier: GPL-2.0
/*
 * scan.c: reads a console log.  A serial log is mostly ASCII with the odd
 * NUL, CR and escape sequence; a log saved in UTF-16 or a binary file is
 * refused with one line rather than searched byte by byte for nothing.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "portcheck.h"

/* Failure lines kept for the report; the count goes on past it. */
#define FAILURES_KEPT 50

size_t pc_timestamp(const char *line, long long *usec)
{
	const char *p = line;
	long long sec = 0, frac = 0;
	int digits = 0, fd = 0;

	if (*p++ != '[')
		return 0;
	while (*p == ' ')
		p++;
	while (*p >= '0' && *p <= '9' && digits < 12) {
		sec = sec * 10 + (*p++ - '0');
		digits++;
	}
	if (!digits || *p++ != '.')
		return 0;
	while (*p >= '0' && *p <= '9' && fd < 9) {
		if (fd < 6)
			frac = frac * 10 + (*p - '0');
		p++;
		fd++;
	}
	if (!fd || *p != ']')
		return 0;
	for (; fd < 6; fd++)
		frac *= 10;
	*usec = sec * 1000000 + frac;
	return p + 1 - line;
}

/* The continuation bytes of a valid UTF-8 sequence at B, 0 if none. */
static size_t utf8_tail(const unsigned char *b, size_t n)
{
	size_t k, i;

	if (b[0] >= 0xc2 && b[0] <= 0xdf)
		k = 1;
	else if (b[0] >= 0xe0 && b[0] <= 0xef)
		k = 2;
	else if (b[0] >= 0xf0 && b[0] <= 0xf4)
		k = 3;
	else
		return 0;
	if (k >= n)
		return 0;
	for (i = 1; i <= k; i++)
		if ((b[i] & 0xc0) != 0x80)
			return 0;
	return k;
}

/* One clear line when the buffer is not a text log; 0 when it is. */
static int check_text(const unsigned char *b, size_t len, const char *name)
{
	size_t n = len < 65536 ? len : 65536, i, nul = 0, ctl = 0;

	if ((len >= 2 && ((b[0] == 0xff && b[1] == 0xfe) || (b[0] == 0xfe && b[1] == 0xff))) ||
	    (len >= 4 && !b[0] && !b[1] && b[2] == 0xfe && b[3] == 0xff))
		return pc_error(PC_NOTTEXT, "%s is UTF-16 or UTF-32 (byte order mark): "
				"convert it with iconv -t UTF-8", name);
	for (i = 0; i < n; i++) {
		if (!b[i]) {
			nul++;
		} else if (b[i] < 0x20 && !strchr("\t\n\r\b\a\f\v\x1b", b[i])) {
			ctl++;
		} else if (b[i] >= 0x80) {
			/* valid UTF-8 is text, any other byte over 0x7f is not */
			size_t k = utf8_tail(b + i, n - i);

			if (k)
				i += k;
			else
				ctl++;
		}
	}
	if (n >= 16 && nul * 8 > n)
		return pc_error(PC_NOTTEXT, "%s is not a text log (%zu%% NUL bytes: UTF-16 or "
				"binary): convert it with iconv -t UTF-8", name, nul * 100 / n);
	if (n >= 16 && ctl * 10 > n)
		return pc_error(PC_NOTTEXT, "%s is not a text log (%zu%% control or non-UTF-8 "
				"bytes): pass the console log, in UTF-8", name, ctl * 100 / n);
	return 0;
}

static void add_failure(struct pc_scan *s, long lineno, const char *line)
{
	size_t n = strlen(line) + 24;
	char *f;

	if (s->nfailures++ >= FAILURES_KEPT)
		return;
	f = xmalloc(n);
	snprintf(f, n, "%ld: %s", lineno, line);
	s->failures = xrealloc(s->failures, sizeof(char *) * s->nfailures);
	s->failures[s->nfailures - 1] = f;
}

/* Ends with "[OK]", "[FAIL]" or "[SKIPPED]": a case of nolibc-test. */
static void count_nolibc(struct pc_scan *s, const char *line, size_t len)
{
	while (len && (line[len - 1] == ' ' || line[len - 1] == '\t'))
		len--;
	if (len >= 4 && !memcmp(line + len - 4, "[OK]", 4))
		s->nolibc_ok++;
	else if (len >= 6 && !memcmp(line + len - 6, "[FAIL]", 6))
		s->nolibc_fail++;
	else if (len >= 9 && !memcmp(line + len - 9, "[SKIPPED]", 9))
		s->nolibc_skip++;
}

static int allowed(struct pc_scan *s, const char *line)
{
	size_t i;

	for (i = 0; i < s->nallow; i++)
		if (!regexec(&s->allow[i], line, 0, NULL, 0))
			return 1;
	return 0;
}

/* A stub's panic names its item: "MARKER(item-id)". */
static void find_stub(struct pc_scan *s, const char *line, const char *text)
{
	size_t ml = strlen(s->marker), n = 0;
	const char *p = strstr(line, s->marker);

	if (!p || p[ml] != '(')
		return;
	for (p += ml + 1; n + 1 < sizeof(s->stub_id) &&
	     ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-'); p++)
		s->stub_id[n++] = *p;
	if (!n || *p != ')') {
		s->stub_id[0] = 0;
		return;
	}
	s->stub_id[n] = 0;
	s->stub_text = xstrdup(text);
}

static void one_line(struct pc_scan *s, char *line, size_t len, long lineno,
		     int logno, int *ended)
{
	long long usec = -1;
	size_t ts = pc_timestamp(line, &usec), i;
	const char *text = line + ts;

	if (ts && *text == ' ')
		text++;
	if (!*ended || !s->window_end)
		for (i = 0; i < s->nfail; i++)
			if (!regexec(&s->fail[i], line, 0, NULL, 0)) {
				if (!allowed(s, line))
					add_failure(s, lineno, line);
				break;
			}
	if (*ended)
		return;
	if (s->marker && !s->stub_id[0])
		find_stub(s, line, text);
	for (i = 0; i < s->nmarks; i++) {
		struct pc_mark *m = &s->marks[i];

		if (!m->line && !regexec(m->re, line, 0, NULL, 0)) {
			m->line = lineno;
			m->usec = ts ? usec : -1;
			m->text = xstrdup(text);
			m->log = logno;
		}
	}
	count_nolibc(s, line, len);
	if (s->end && !regexec(s->end, line, 0, NULL, 0)) {
		*ended = 1;
		s->end_line = lineno;
		free(s->end_text);
		s->end_text = xstrdup(text);
	}
}

int pc_scan_buffer(struct pc_scan *s, const char *buf, size_t len, int logno,
		   const char *name)
{
	char line[PC_LINE_MAX];
	const char *p = buf, *end = buf + len;
	long lineno = 0;
	int ended = 0, rc;

	if (s->max_bytes > 0 && (long long)len > s->max_bytes)
		return pc_error(PC_TOOBIG, "%s: %zu bytes, over the limit of %lld: "
				"cut it (tail -c) or raise --max-bytes", name, len, s->max_bytes);
	rc = check_text((const unsigned char *)buf, len, name);
	if (rc)
		return rc;
	if (len >= 3 && !memcmp(buf, "\xef\xbb\xbf", 3))
		p += 3;
	while (p < end) {
		const char *nl = memchr(p, '\n', end - p);
		const char *q = nl ? nl : end;
		size_t n = 0;

		/* Copy at most PC_LINE_MAX - 1 bytes; drop NULs (serial noise). */
		for (; p < q && n < sizeof(line) - 1; p++)
			if (*p)
				line[n++] = *p;
		while (n && line[n - 1] == '\r')
			n--;
		line[n] = 0;
		p = nl ? nl + 1 : end;
		one_line(s, line, n, ++lineno, logno, &ended);
	}
	s->lines += lineno;
	return 0;
}

int pc_scan_file(struct pc_scan *s, const char *path, int logno)
{
	long long max = s->max_bytes > 0 ? s->max_bytes : (64ll << 20);
	size_t len = 0, cap = 1 << 16;
	char *buf;
	FILE *f;
	int rc;

	f = fopen(path, "rb");
	if (!f)
		return pc_error(PC_NOFILE, "cannot read log %s: %s", path, strerror(errno));
	/* Read in chunks: a pipe or a growing log has no size up front. */
	buf = xmalloc(cap);
	for (;;) {
		size_t got = fread(buf + len, 1, cap - len, f);

		len += got;
		if ((long long)len > max) {
			fclose(f);
			free(buf);
			return pc_error(PC_TOOBIG, "log %s is over %lld bytes: cut it (tail -c) or "
					"raise --max-bytes", path, max);
		}
		if (got == 0)
			break;
		if (len == cap)
			buf = xrealloc(buf, cap *= 2);
	}
	rc = ferror(f);
	fclose(f);
	if (rc) {
		free(buf);
		return pc_error(PC_NOFILE, "cannot read log %s: read error", path);
	}
	rc = pc_scan_buffer(s, buf, len, logno, path);
	free(buf);
	return rc;
}

void pc_scan_free(struct pc_scan *s)
{
	size_t i;

	for (i = 0; i < s->nmarks; i++) {
		free(s->marks[i].text);
		s->marks[i].text = NULL;
	}
	for (i = 0; i < s->nfailures && i < FAILURES_KEPT; i++)
		free(s->failures[i]);
	free(s->failures);
	free(s->end_text);
	free(s->stub_text);
	s->stub_text = NULL;
	s->failures = NULL;
	s->end_text = NULL;
}
