// SPDX-License-Identifier: GPL-2.0
/*
 * The loader's arguments: head.S keeps a0-a3 in fw_args, and setup_arch
 * takes the command line and the random seed from them before anything
 * overwrites the tables they point to.
 */
#include <linux/hex.h>
#include <linux/init.h>
#include <linux/minmax.h>
#include <linux/random.h>
#include <linux/string.h>
#include <linux/types.h>
#include <asm/cp0.h>
#include <asm/traps.h>

unsigned long fw_args[4] __initdata;

/* The loader's tables and strings are in low RAM, seen through kseg0. */
static bool __init fw_pointer_ok(unsigned long p)
{
	return p >= KSEG0 && p < KSEG1;
}

/*
 * QEMU's malta loader (and YAMON) pass the command line as argv[1..] of
 * a table of 32-bit kseg0 pointers; the table sits in low RAM, which is
 * still untouched when this runs first thing in setup_arch.
 */
void __init fw_command_line(char *buf, size_t size)
{
	int argc = fw_args[0], i;
	u32 *argv = (u32 *)fw_args[1];
	size_t len = 0;

	buf[0] = '\0';
	if (argc <= 1 || !fw_pointer_ok(fw_args[1]))
		return;
	for (i = 1; i < argc && len + 1 < size; i++) {
		const char *arg = (const char *)argv[i];
		ssize_t n;

		if (!fw_pointer_ok((unsigned long)arg))
			break;
		if (len)
			buf[len++] = ' ';
		n = strscpy(buf + len, arg, size - len);
		if (n < 0)
			break;
		len += n;
	}
}

/*
 * QEMU's malta loader puts a random seed in the environment (envp, name
 * and value pointers in turn, NULL-ended), "rngseed": hex, up to 512
 * bytes.  Without it the CRNG is not ready for seconds of boot, and every
 * get_random_*() until then, the stack canary of each fork and the ASLR
 * of each exec, takes the slow path (arch/mips/kernel/setup.c reads the
 * same seed).
 */
void __init fw_rng_seed(void)
{
	u32 *envp = (u32 *)fw_args[2];
	u8 seed[64];
	int i;

	if (!fw_pointer_ok(fw_args[2]))
		return;
	for (i = 0; envp[i] && envp[i + 1]; i += 2) {
		const char *name = (const char *)envp[i];
		char *hex = (char *)envp[i + 1];
		size_t len;

		if (!fw_pointer_ok(envp[i]) || !fw_pointer_ok(envp[i + 1]))
			return;
		if (strcmp(name, "rngseed"))
			continue;
		len = min(sizeof(seed), strlen(hex) / 2);
		if (!hex2bin(seed, hex, len))
			add_bootloader_randomness(seed, len);
		/* Gone once used: the loader's strings are RAM the kernel reuses. */
		memzero_explicit(seed, sizeof(seed));
		memzero_explicit(hex, strlen(hex));
		return;
	}
}
