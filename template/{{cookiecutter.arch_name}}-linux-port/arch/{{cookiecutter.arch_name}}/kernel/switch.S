/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * __switch_to(prev, next): the context switch, and ret_from_fork, where a
 * new task first returns from it.
 */
#include <linux/linkage.h>

	.text
{%- if cookiecutter.isa == 'mips32' %}
	.set	noreorder
{%- endif %}
/*
 * __switch_to: save prev's callee-saved registers, sp and ra in its thread_struct, load
{%- if cookiecutter.isa == 'mips32' %}
 * next's, point $28 at next's thread_info and kernelsp at its stack top;
{%- else %}
 * next's, point kernelsp at its stack top;
{%- endif %}
 * return prev.
 * Checklist item thread-switch-to; reference: reference-tsar/arch/tsar/kernel/switch.S.
 * PORT-TODO(thread-switch-to): until it is written, reaching it panics.
 */
SYM_FUNC_START(__switch_to)
{%- if cookiecutter.isa == 'mips32' %}
	la	$a0, .L__switch_to_todo
	j	panic
	 nop
{%- else %}
	l.movhi	r3, hi(.L__switch_to_todo)
	l.j	panic
	 l.ori	r3, r3, lo(.L__switch_to_todo)
{%- endif %}
SYM_FUNC_END(__switch_to)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.L__switch_to_todo:
	.asciz	"PORT-TODO(thread-switch-to): __switch_to is a stub; see reference-tsar/arch/tsar/kernel/switch.S"
	.popsection

/*
 * ret_from_fork: call ret_from_fork_c(prev, fn, arg, regs) then ret_from_exception.
 * Checklist item thread-copy-thread; reference: reference-tsar/arch/tsar/kernel/switch.S.
 * PORT-TODO(thread-copy-thread): until it is written, reaching it panics.
 */
SYM_CODE_START(ret_from_fork)
{%- if cookiecutter.isa == 'mips32' %}
	la	$a0, .Lret_from_fork_todo
	j	panic
	 nop
{%- else %}
	l.movhi	r3, hi(.Lret_from_fork_todo)
	l.j	panic
	 l.ori	r3, r3, lo(.Lret_from_fork_todo)
{%- endif %}
SYM_CODE_END(ret_from_fork)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lret_from_fork_todo:
	.asciz	"PORT-TODO(thread-copy-thread): ret_from_fork is a stub; see reference-tsar/arch/tsar/kernel/switch.S"
	.popsection
