// SPDX-License-Identifier: GPL-2.0
/* util.c: allocation, file reading, messages and JSON strings. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "portcheck.h"

int pc_quiet;

int pc_error(int code, const char *fmt, ...)
{
	va_list ap;

	if (pc_quiet)
		return code;
	fputs("portcheck: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return code;
}

void *xmalloc(size_t n)
{
	void *p = calloc(1, n ? n : 1);

	if (!p) {
		pc_error(PC_NOFILE, "out of memory");
		exit(PC_NOFILE);
	}
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p) {
		pc_error(PC_NOFILE, "out of memory");
		exit(PC_NOFILE);
	}
	return p;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

char *pc_path(const char *dir, const char *name)
{
	size_t n = strlen(dir) + strlen(name) + 2;
	char *p = xmalloc(n);

	snprintf(p, n, "%s/%s", dir, name);
	return p;
}

int pc_read_file(const char *path, size_t max, char **buf, size_t *len)
{
	struct stat st;
	FILE *f = fopen(path, "rb");
	size_t n;

	if (!f)
		return pc_error(PC_NOFILE, "cannot read %s: %s", path, strerror(errno));
	if (fstat(fileno(f), &st) || !S_ISREG(st.st_mode)) {
		fclose(f);
		return pc_error(PC_NOFILE, "%s is not a regular file", path);
	}
	if ((unsigned long long)st.st_size > max) {
		fclose(f);
		return pc_error(PC_TOOBIG, "%s is %lld bytes, over the limit of %zu",
				path, (long long)st.st_size, max);
	}
	*buf = xmalloc(st.st_size + 1);
	n = fread(*buf, 1, st.st_size, f);
	fclose(f);
	(*buf)[n] = 0;
	*len = n;
	return 0;
}

int pc_good_version(const char *v)
{
	int dots = 0, digits = 0;

	for (; *v; v++) {
		if (*v == '.' && digits) {
			dots++;
			digits = 0;
		} else if (*v >= '0' && *v <= '9' && digits < 4) {
			digits++;
		} else {
			return 0;
		}
	}
	return dots == 1 && digits;
}

/* The length of the valid UTF-8 sequence at S, 0 if it is not one. */
static size_t utf8_len(const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t n, i;

	if (u[0] >= 0xc2 && u[0] <= 0xdf)
		n = 2;
	else if (u[0] >= 0xe0 && u[0] <= 0xef)
		n = 3;
	else if (u[0] >= 0xf0 && u[0] <= 0xf4)
		n = 4;
	else
		return 0;
	for (i = 1; i < n; i++)
		if ((u[i] & 0xc0) != 0x80)
			return 0;
	return n;
}

void pc_json_string(FILE *out, const char *s)
{
	fputc('"', out);
	for (; s && *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", out);
		else if (c == '\t')
			fputs("\\t", out);
		else if (c < 0x20 || c == 0x7f)
			fprintf(out, "\\u%04x", c);
		else if (c >= 0x80) {
			/* console bytes are not always UTF-8: keep JSON valid */
			size_t n = utf8_len(s);

			if (n) {
				fwrite(s, 1, n, out);
				s += n - 1;
			} else {
				fputs("\\ufffd", out);
			}
		} else
			fputc(c, out);
	}
	fputc('"', out);
}

/*
 * glibc's regcomp() expands "x+" to "xx*" and "x{m,n}" to m..n copies of
 * x, so stacked or nested repetitions grow its tree exponentially: the
 * fuzzer's "a+++++++++..." took 2 GiB.  Milestone patterns need nothing of
 * the kind; refuse a pattern whose expansion could exceed REGEX_COST.
 */
#define REGEX_COST 4096
#define REGEX_LEN 512

const char *pc_regex_unsafe(const char *p)
{
	unsigned long cost = 1;
	int after_quant = 0;
	size_t len = strlen(p);

	if (len > REGEX_LEN)
		return "longer than 512 characters";
	while (*p) {
		if (*p == '\\' && p[1]) {
			p += 2;
			after_quant = 0;
			continue;
		}
		if (*p == '[') {
			/* a bracket expression: "]" first is a member */
			p++;
			if (*p == '^')
				p++;
			if (*p == ']')
				p++;
			while (*p && *p != ']') {
				if (*p == '[' && (p[1] == ':' || p[1] == '.' || p[1] == '=')) {
					const char *e = strchr(p + 2, ']');

					p = e ? e : p + strlen(p) - 1;
				}
				p++;
			}
			if (*p)
				p++;
			after_quant = 0;
			continue;
		}
		if (*p == '*' || *p == '+' || *p == '?' || *p == '{') {
			unsigned long m = 0, n = 0;

			if (after_quant)
				return "a repetition of a repetition";
			if (*p == '+')
				cost *= 2;
			if (*p == '{') {
				char *end;

				m = strtoul(p + 1, &end, 10);
				n = m;
				if (*end == ',')
					n = end[1] == '}' ? m + 1 : strtoul(end + 1, &end, 10);
				else
					end--;
				if (n > REGEX_COST || m > REGEX_COST)
					return "a repetition count over 4096";
				cost *= n > 1 ? n : 1;
				p = strchr(p, '}') ? strchr(p, '}') : p + strlen(p) - 1;
			}
			if (cost > REGEX_COST)
				return "too many repetitions (glibc's regcomp would need gigabytes)";
			after_quant = 1;
			p++;
			continue;
		}
		after_quant = 0;
		p++;
	}
	return NULL;
}
