// SPDX-License-Identifier: {{ cookiecutter.licence }}
/* /proc/cpuinfo: what the CPU says about itself. */
#include <linux/delay.h>
#include <linux/seq_file.h>
{%- if cookiecutter.isa == 'mips32' %}
#include <asm/cp0.h>
{%- endif %}

/* The machine, for /proc/cpuinfo's "system type" (arch/mips's get_system_type()). */
#define SYSTEM_TYPE	"{{ cookiecutter.arch_title }} on {{ cookiecutter.qemu_machine }}"

/**
 * show_cpuinfo() - one CPU's lines of /proc/cpuinfo
 * @m: the file
 * @v: the CPU
 *
 * Checklist item abi-cpuinfo.  The processor number, the
{%- if cookiecutter.isa == 'mips32' %}
 * system type, the CPU model (PRId), BogoMIPS, the TLB size, the ISA.
{%- else %}
 * system type, the CPU model (VR), BogoMIPS, the units present (UPR),
 * the ISA (CPUCFGR).
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/cpuinfo.c, show_cpuinfo().
 */
static int show_cpuinfo(struct seq_file *m, void *v)
{
	seq_puts(m, "processor\t\t: 0\n");
	seq_printf(m, "system type\t\t: %s (PORT-TODO(abi-cpuinfo))\n", SYSTEM_TYPE);
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
