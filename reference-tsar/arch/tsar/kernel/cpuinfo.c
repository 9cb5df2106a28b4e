// SPDX-License-Identifier: GPL-2.0
/* /proc/cpuinfo: what CP0 says about the core. */
#include <linux/delay.h>
#include <linux/seq_file.h>
#include <asm/cp0.h>

/* The machine, for /proc/cpuinfo's "system type" (arch/mips's get_system_type()). */
#define SYSTEM_TYPE	"TSAR MIPS32 core on malta"

static int show_cpuinfo(struct seq_file *m, void *v)
{
	unsigned long prid = read_c0_prid();
	unsigned int tlb = ((read_c0_config1() & CONFIG1_MMUSIZE) >> CONFIG1_MMUSIZE_SHIFT) + 1;

	seq_printf(m, "processor\t\t: 0\n");
	seq_printf(m, "system type\t\t: %s\n", SYSTEM_TYPE);
	seq_printf(m, "cpu model\t\t: MIPS32r2 PRId %08lx\n", prid);
	seq_printf(m, "BogoMIPS\t\t: %lu.%02lu\n", loops_per_jiffy / (500000 / HZ),
		   (loops_per_jiffy / (5000 / HZ)) % 100);
	seq_printf(m, "tlb_entries\t\t: %u\n", tlb);
	seq_printf(m, "isa\t\t\t: mips32r2\n");
	return 0;
}

static void *c_start(struct seq_file *m, loff_t *pos)
{
	return *pos == 0 ? (void *)1 : NULL;
}

static void *c_next(struct seq_file *m, void *v, loff_t *pos)
{
	++*pos;
	return NULL;
}

static void c_stop(struct seq_file *m, void *v)
{
}

/* Read by fs/proc/cpuinfo.c, which declares it for itself. */
extern const struct seq_operations cpuinfo_op;

const struct seq_operations cpuinfo_op = {
	.start	= c_start,
	.next	= c_next,
	.stop	= c_stop,
	.show	= show_cpuinfo,
};
