// SPDX-License-Identifier: GPL-2.0
/*
 * setup_arch: from the built-in device tree and the loader's arguments to
 * a memblock map, paging, an unflattened tree and the resource tree.
 * Learned from arch/riscv/kernel/setup.c and arch/openrisc/kernel/setup.c.
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
#include <linux/smp.h>
#include <linux/string.h>
#include <asm/cp0.h>
#include <asm/pgtable.h>
#include <asm/sections.h>
#include <asm/setup.h>
#include <asm/tlbflush.h>
#include <asm/traps.h>

static struct resource code_res = { .name = "Kernel code", .flags = IORESOURCE_SYSTEM_RAM };
static struct resource data_res = { .name = "Kernel data", .flags = IORESOURCE_SYSTEM_RAM };
static struct resource bss_res = { .name = "Kernel bss", .flags = IORESOURCE_SYSTEM_RAM };

static void __init resource_init(void)
{
	phys_addr_t start, end;
	u64 i;

	code_res.start = __pa(_text);
	code_res.end = __pa(_etext) - 1;
	data_res.start = __pa(_sdata);
	data_res.end = __pa(_edata) - 1;
	bss_res.start = __pa(__bss_start);
	bss_res.end = __pa(__bss_stop) - 1;

	for_each_mem_range(i, &start, &end) {
		struct resource *res = memblock_alloc(sizeof(*res), SMP_CACHE_BYTES);

		if (!res)
			panic("%s: out of memory for a resource\n", __func__);
		res->name = "System RAM";
		res->flags = IORESOURCE_SYSTEM_RAM | IORESOURCE_BUSY;
		res->start = start;
		res->end = end - 1;
		request_resource(&iomem_resource, res);
		request_resource(res, &code_res);
		request_resource(res, &data_res);
		request_resource(res, &bss_res);
	}
}

static void __init bootmem_init(void)
{
	/* The kernel image, from its first to its last byte. */
	memblock_reserve(__pa(_text), __pa(_end) - __pa(_text));

	min_low_pfn = PFN_UP(memblock_start_of_DRAM());
	max_low_pfn = PFN_DOWN(memblock_end_of_DRAM());
	max_pfn = max_low_pfn;
	/* Everything must be reachable at PAGE_OFFSET (asm/page.h): no highmem. */
	if (max_low_pfn > PFN_DOWN(PHYS_OFFSET + LOWMEM_SIZE)) {
		pr_warn("Memory above %lu MiB is not reachable at PAGE_OFFSET, ignored\n",
			LOWMEM_SIZE >> 20);
		max_low_pfn = max_pfn = PFN_DOWN(PHYS_OFFSET + LOWMEM_SIZE);
		memblock_remove(PHYS_OFFSET + LOWMEM_SIZE, ULONG_MAX);
	}
	high_memory = (void *)__va(max_low_pfn << PAGE_SHIFT);
	/* FLATMEM's pfn_valid() bound */
	set_max_mapnr(max_low_pfn);
	memblock_set_current_limit(max_low_pfn << PAGE_SHIFT);
	memblock_dump_all();
}

void __init setup_arch(char **cmdline_p)
{
	static char fw_cmdline[COMMAND_LINE_SIZE] __initdata;

	fw_command_line(fw_cmdline, sizeof(fw_cmdline));
	fw_rng_seed();

	if (!early_init_dt_scan(__dtb_start, __pa(__dtb_start)))
		panic("the built-in device tree is not valid\n");
	pr_info("Machine model: %s\n", of_flat_dt_get_machine_name());
	if (fw_args[3] && fw_args[3] != memblock_phys_mem_size())
		pr_info("loader says %lu MiB of RAM, the device tree %llu MiB: the device tree wins\n",
			fw_args[3] >> 20, (unsigned long long)memblock_phys_mem_size() >> 20);

	/* The loader's command line, when there is one, overrides /chosen. */
	if (fw_cmdline[0])
		strscpy(boot_command_line, fw_cmdline, COMMAND_LINE_SIZE);
	*cmdline_p = boot_command_line;
	parse_early_param();

	setup_initial_init_mm(_stext, _etext, _edata, _end);
	bootmem_init();
	paging_init();
	/*
	 * The built-in tree is init data, freed after boot, and the unflattened
	 * tree points into the blob it was made from: copy it first.
	 */
	unflatten_and_copy_device_tree();
	resource_init();
#ifdef CONFIG_SMP
	/* The possible CPUs, before start_kernel makes their per-CPU areas */
	smp_init_cpus();
#endif
}
