// SPDX-License-Identifier: GPL-2.0
/*
 * dlopen and dlsym of the vDSO alone, linked into vDSO/vdso_test_correctness
 * by ci/kselftest.sh.  The test finds the vDSO's functions with
 * dlopen("linux-vdso.so.1") and dlsym, which a static musl program has
 * only as stubs that fail: every case would be skipped.  These look the
 * names up with the selftests' own vDSO parser (vDSO/parse_vdso.c, which
 * the other vDSO tests link in), at the version vdso_config.h gives the
 * arch, as the dynamic loader would find them.  Any other library is
 * not found.
 *
 * Not through <dlfcn.h>: on a 32-bit arch musl's renames dlsym
 * __dlsym_time64 (for time64 symbols of libc, none of the vDSO's), the
 * name the test calls; this file defines both.
 */
#include <stddef.h>
#include <string.h>
#include <sys/auxv.h>

#include "parse_vdso.h"
#include "vdso_config.h"

void *dlopen(const char *file, int mode)
{
	static unsigned long base;

	(void)mode;
	if (!file || strcmp(file, "linux-vdso.so.1"))
		return NULL;
	if (!base) {
		base = getauxval(AT_SYSINFO_EHDR);
		if (base)
			vdso_init_from_sysinfo_ehdr(base);
	}
	return (void *)base;
}

void *dlsym(void *handle, const char *name)
{
	(void)handle;
	return vdso_sym(versions[VDSO_VERSION], name);
}

void *__dlsym_time64(void *handle, const char *name) __attribute__((alias("dlsym")));
