// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * setup_arch: from the device tree and the loader's arguments to a
 * memblock map, paging, an unflattened tree and the resource tree.
 *
 * Given by the template (preset {{ cookiecutter.isa }}): {{ "the loader's command line\n * (kernel/fw-cmdline.c)" if cookiecutter.isa == 'mips32' else "the loader's device tree\n * (r3, kept by head.S)" }}, the device-tree scan that finds the memory
 * (checklist item setup-memory-discovery) and parse_early_param(), which
 * starts earlycon (setup-early-params): from there on the kernel can
 * print, and the rest is the porter's, in the order below.
 */
#include <linux/console.h>
#include <linux/init.h>
#include <linux/initrd.h>
#include <linux/ioport.h>
#include <linux/memblock.h>
#include <linux/mm.h>
#include <linux/of_fdt.h>
#include <linux/of_platform.h>
#include <linux/sched/task.h>
{%- if cookiecutter.smp == 'cps' %}
#include <linux/smp.h>
{%- endif %}
#include <linux/string.h>
{%- if cookiecutter.isa == 'mips32' %}
#include <asm/cp0.h>
{%- endif %}
#include <asm/pgtable.h>
#include <asm/sections.h>
#include <asm/setup.h>
{%- if cookiecutter.isa == 'mips32' %}
#include <asm/tlbflush.h>
{%- endif %}
#include <asm/traps.h>
{%- if cookiecutter.isa == 'or1k' %}

/* The physical address of the device tree the loader passed in r3, or 0 (head.S) */
unsigned long fw_dtb;
{%- endif %}

/**
 * bootmem_init() - reserve what memblock must never hand out, and set the
 * low/high memory boundary
 *
 * Checklist items setup-memblock-reserve and setup-lowmem-boundary.  In
 * order: memblock_reserve() the kernel image (_text to _end) and anything
 * else in use (the device tree if it is not built in, an initrd); set
{%- if cookiecutter.isa == 'mips32' %}
 * min_low_pfn, max_low_pfn and max_pfn from memblock; cap low memory at
 * what the kernel can address directly (kseg0: 512 MiB) and drop the
 * rest; set high_memory, max_mapnr (FLATMEM's pfn_valid) and the memblock
 * allocation limit.
{%- else %}
 * min_low_pfn, max_low_pfn and max_pfn from memblock (without an MMU all
 * of RAM is low memory); set high_memory, max_mapnr (FLATMEM's pfn_valid)
 * and the memblock allocation limit.
{%- endif %}
 *
 * Reference: reference-tsar/arch/tsar/kernel/setup.c, bootmem_init().
 */
static void __init bootmem_init(void)
{
	panic("PORT-TODO(setup-memblock-reserve): bootmem_init() is a stub; see reference-tsar/arch/tsar/kernel/setup.c");
}

/* The kernel's own resources, inside the System RAM resource_init() registers. */
static struct resource code_res = { .name = "Kernel code", .flags = IORESOURCE_SYSTEM_RAM };
static struct resource data_res = { .name = "Kernel data", .flags = IORESOURCE_SYSTEM_RAM };
static struct resource bss_res = { .name = "Kernel bss", .flags = IORESOURCE_SYSTEM_RAM };

/**
 * resource_init() - register System RAM and the kernel's code, data and
 * bss in the iomem resource tree (/proc/iomem)
 *
 * Checklist item setup-unflatten-dt, after unflatten_and_copy_device_tree(): one
 * "System RAM" resource per memblock region, each holding the kernel's
 * "Kernel code", "Kernel data" and "Kernel bss" resources.
 *
 * Reference: reference-tsar/arch/tsar/kernel/setup.c, resource_init().
 */
static void __init resource_init(void)
{
	panic("PORT-TODO(setup-unflatten-dt): resource_init() is a stub; see reference-tsar/arch/tsar/kernel/setup.c");
}

/**
 * setup_arch() - the architecture's part of start_kernel()
 * @cmdline_p: gets the command line start_kernel() parses
 *
 * Called by start_kernel() right after the banner, interrupts off, on
 * init_task's stack.  In order: {{ 'the command line, the device tree scan\n * (memory, /chosen)' if cookiecutter.isa == 'mips32' else "the device tree scan (memory, /chosen\n * and its command line)" }}, parse_early_param() (earlycon: the first output);
 * then setup_initial_init_mm(), bootmem_init() (reservations, the low/high
 * boundary), paging_init() (the kernel's page tables and zones),
 * unflatten_and_copy_device_tree() and resource_init().
 *
 * Reference: reference-tsar/arch/tsar/kernel/setup.c, setup_arch().
 */
void __init setup_arch(char **cmdline_p)
{
{%- if cookiecutter.isa == 'mips32' %}
	static char fw_cmdline[COMMAND_LINE_SIZE] __initdata;

	fw_command_line(fw_cmdline, sizeof(fw_cmdline));
	fw_rng_seed();

	if (!early_init_dt_scan(__dtb_start, __pa(__dtb_start)))
		panic("the built-in device tree is not valid\n");
	pr_info("Machine model: %s\n", of_flat_dt_get_machine_name());

	/* The loader's command line, when there is one, overrides /chosen. */
	if (fw_cmdline[0])
		strscpy(boot_command_line, fw_cmdline, COMMAND_LINE_SIZE);
{%- else %}
	/*
	 * The loader's tree describes the board as it was started (QEMU's
	 * holds -m and -append); the built-in one is the fallback.
	 */
	if (!fw_dtb || !early_init_dt_scan(__va(fw_dtb), fw_dtb)) {
		if (!early_init_dt_scan(__dtb_start, __pa(__dtb_start)))
			panic("the built-in device tree is not valid\n");
	}
	pr_info("Machine model: %s\n", of_flat_dt_get_machine_name());
{%- endif %}
	*cmdline_p = boot_command_line;
	parse_early_param();

	/* The porter's part starts here. */
	setup_initial_init_mm(_stext, _etext, _edata, _end);
	bootmem_init();
	paging_init();
	/*
	 * The built-in tree is init data, freed after boot, and the unflattened
	 * tree points into the blob it was made from: copy it first.
	 */
	unflatten_and_copy_device_tree();
	resource_init();
{%- if cookiecutter.smp == 'cps' %}
#ifdef CONFIG_SMP
	/* The possible CPUs, before start_kernel makes their per-CPU areas */
	smp_init_cpus();
#endif
{%- endif %}
}
