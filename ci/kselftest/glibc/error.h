/* SPDX-License-Identifier: GPL-2.0 */
/*
 * glibc's <error.h>, which musl has not, for futex/functional/futex_waitv:
 * it includes it, and then calls logging.h's macro of the same name.
 * ci/kselftest.sh puts this directory on its include path.
 */
#ifndef KIT_ERROR_H
#define KIT_ERROR_H
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* As glibc's: the program's name, the message, errnum's text; exit if status. */
static inline void error(int status, int errnum, const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "%s: ", program_invocation_name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	if (errnum)
		fprintf(stderr, ": %s", strerror(errnum));
	fputc('\n', stderr);
	if (status)
		exit(status);
}
#endif
