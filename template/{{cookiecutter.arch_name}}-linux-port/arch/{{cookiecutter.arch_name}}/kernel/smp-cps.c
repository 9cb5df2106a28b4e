// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The board's half of SMP: how many CPUs QEMU malta's Coherent Processing
 * System has, and how one starts.  With -cpu P5600 -smp N (N > 1) QEMU
 * models every CPU as a VP of one core, VP n being CPU n, VPs 1..N-1
 * powered off at reset.  The Coherence Manager's GCR block (the
 * "mti,mips-cm" node of boot/dts/malta-cps.dts) tells their number; a VP
 * starts when GCR_CL_OTHER names it, GCR_CO_RESET_BASE gives its reset
 * vector and the CPC sets its bit in VP_RUN.  The CPC answers only where
 * GCR_CPC_BASE puts it (the "mti,mips-cpc" node).  A board without a CM
 * node has one CPU.
 *
 * Given by the template: the registers, and map_node(), which maps a
 * device-tree node's registers.  A board that starts its CPUs another way
 * (a boot loader holding them until told where to go, say) replaces this
 * file, and nothing else.
 */
#include <linux/init.h>
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/smp.h>
#include <asm/cp0.h>
#include <asm/page.h>

#define GCR_CPC_BASE		0x0088
#define GCR_CPC_BASE_CPCEN	BIT(0)
#define GCR_CL_CONFIG		0x2010
#define GCR_CL_CONFIG_PVP	GENMASK(9, 0)
#define GCR_CL_OTHER		0x2018
#define GCR_CO_RESET_BASE	0x4020
#define CPC_CL_VP_RUN		0x2028

static void __iomem *gcr, *cpc;

static void __iomem *__init map_node(const char *compatible, phys_addr_t *base)
{
	struct device_node *np = of_find_compatible_node(NULL, NULL, compatible);
	struct resource res;
	void __iomem *regs = NULL;

	if (np && !of_address_to_resource(np, 0, &res)) {
		regs = ioremap(res.start, resource_size(&res));
		*base = res.start;
	}
	of_node_put(np);
	return regs;
}

/**
 * smp_init_cpus() - the board's possible CPUs
 *
 * Checklist item smp-start.  Called by setup_arch() after the device
 * tree is unflattened, before start_kernel() makes the per-CPU areas.
 * Map the GCR (map_node "mti,mips-cm"; none: one CPU, return) and the
 * CPC ("mti,mips-cpc"; none: say so, one CPU); enable the CPC at its
 * address (GCR_CPC_BASE, with CPCEN); read the VPs' number
 * (GCR_CL_CONFIG.PVP + 1), warn if NR_CPUS is fewer, mark CPUs 1 to
 * min(VPs, nr_cpu_ids) - 1 possible and present, and print
 * "CPS: one core of N VPs".
 *
 * Reference: reference-tsar/arch/tsar/kernel/smp-cps.c, smp_init_cpus().
 */
void __init smp_init_cpus(void)
{
	panic("PORT-TODO(smp-start): smp_init_cpus() is a stub; see reference-tsar/arch/tsar/kernel/smp-cps.c");
}

/**
 * smp_start_cpu() - power a CPU on at secondary_entry
 * @cpu: the CPU (its VP number)
 *
 * Checklist item smp-start.  Called by __cpu_up().  No CPC: -ENODEV.
 * Else name the VP in GCR_CL_OTHER, write its reset vector,
 * secondary_entry's kseg1 address (it runs before its caches are
 * usable), to GCR_CO_RESET_BASE, and set its bit in the CPC's VP_RUN.
 *
 * Reference: reference-tsar/arch/tsar/kernel/smp-cps.c, smp_start_cpu().
 */
int smp_start_cpu(unsigned int cpu)
{
	panic("PORT-TODO(smp-start): smp_start_cpu() is a stub; see reference-tsar/arch/tsar/kernel/smp-cps.c");
	return -ENODEV;
}
