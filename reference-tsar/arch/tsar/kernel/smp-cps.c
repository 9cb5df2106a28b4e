// SPDX-License-Identifier: GPL-2.0
/*
 * The board's half of SMP: how many CPUs QEMU malta's Coherent Processing
 * System has, and how one starts.  With -cpu P5600 -smp N (N > 1) QEMU
 * models every CPU as a VP of one core, VP n being CPU n, VPs 1..N-1
 * powered off at reset.  The Coherence Manager's GCR block (the
 * "mti,mips-cm" node) tells their number (GCR_CL_CONFIG.PVP + 1); a VP
 * starts when GCR_CL_OTHER names it, GCR_CO_RESET_BASE gives its reset
 * vector, and the CPC sets its bit in VP_RUN.  The CPC answers only
 * where GCR_CPC_BASE puts it (the "mti,mips-cpc" node).  This is the
 * CM3 VP interface, which a real P5600 (no VPs) does not have, and
 * what upstream arch/mips, which starts cores, does not use on this
 * model: it sees one CPU here.  A board without a CM node has one CPU.
 * Learned from arch/mips/kernel/smp-cps.c and QEMU's hw/misc/mips_cmgcr.c
 * and mips_cpc.c.
 *
 * A board that starts its CPUs another way (a boot loader holding them
 * until told where to go, say) replaces this file, and nothing else.
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

/* From setup_arch: the possible CPUs, before the per-CPU areas are made. */
void __init smp_init_cpus(void)
{
	unsigned int nvps, cpu;
	phys_addr_t base;

	gcr = map_node("mti,mips-cm", &base);
	if (!gcr)
		return;
	cpc = map_node("mti,mips-cpc", &base);
	if (!cpc) {
		pr_err("CPS: no mti,mips-cpc node: one CPU only\n");
		return;
	}
	writel(base | GCR_CPC_BASE_CPCEN, gcr + GCR_CPC_BASE);

	nvps = (readl(gcr + GCR_CL_CONFIG) & GCR_CL_CONFIG_PVP) + 1;
	if (nvps > nr_cpu_ids)
		pr_warn("CPS: %u VPs, %u used (NR_CPUS)\n", nvps, nr_cpu_ids);
	for (cpu = 1; cpu < min(nvps, nr_cpu_ids); cpu++) {
		set_cpu_possible(cpu, true);
		set_cpu_present(cpu, true);
	}
	pr_info("CPS: one core of %u VPs\n", nvps);
}

int smp_start_cpu(unsigned int cpu)
{
	if (!cpc)
		return -ENODEV;
	/* Its reset vector: secondary_entry through kseg1, caches unused. */
	writel(cpu, gcr + GCR_CL_OTHER);
	writel(KSEG1 + __pa(secondary_entry), gcr + GCR_CO_RESET_BASE);
	writel(BIT(cpu), cpc + CPC_CL_VP_RUN);
	return 0;
}
