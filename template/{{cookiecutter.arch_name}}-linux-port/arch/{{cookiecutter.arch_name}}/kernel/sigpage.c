// SPDX-License-Identifier: {{ cookiecutter.licence }}
/*
 * The sigreturn trampoline: one read-only, executable page holding
{%- if cookiecutter.isa == 'mips32' %}
 * "li v0, __NR_rt_sigreturn; syscall", mapped into a process the first
{%- else %}
 * "l.ori r11, r0, __NR_rt_sigreturn; l.sys 1", mapped into a process the first
{%- endif %}
 * time it gets a signal handler to run, so that a handler can return
 * without executing its stack.
 */
#include <linux/errno.h>
#include <linux/kernel.h>
#include <asm/sigpage.h>

/**
 * sigpage_map() - map the trampoline page into a process
 * @mm: the process
 *
 * Checklist item abi-signals.  Called by signal delivery:
 * install the page (allocated and filled at boot by an arch_initcall) with
 * _install_special_mapping() unless mm->context.sigpage is set; return its
 * address.  The special mapping's .mremap hook keeps mm->context.sigpage
 * right when the page is moved (mremap, as CRIU does).
 *
 * Reference: reference-tsar/arch/tsar/kernel/sigpage.c, sigpage_map().
 */
long sigpage_map(struct mm_struct *mm)
{
	panic("PORT-TODO(abi-signals): sigpage_map() is a stub; see reference-tsar/arch/tsar/kernel/sigpage.c");
	return -ENOSYS;
}
