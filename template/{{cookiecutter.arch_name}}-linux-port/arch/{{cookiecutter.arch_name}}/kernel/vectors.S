/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
{%- if cookiecutter.isa == 'mips32' %}
 * The general exception vector (EBase + 0x180) and the way back.
 *
 * Every exception but a TLB refill lands here: the handler must save the
 * whole register set in a struct pt_regs at the top of the kernel stack
 * (kernelsp when coming from user mode), leave exception level, and call
 * do_exception (traps.c); ret_from_exception restores the frame and erets.
{%- else %}
 * The exception vectors and the way back.
 *
 * OpenRISC enters exception N at EVBAR + N * 0x100 (0x500 the tick timer,
 * 0x800 an external interrupt, 0xc00 l.sys, ...), with SR in ESR and the
 * PC in EPCR, in supervisor mode.  Each vector, in section .vectors (the
 * first page of .text, kernel/vmlinux.lds.S), must save the whole
 * register set in a struct pt_regs at the top of the kernel stack
 * (kernelsp when coming from user mode) and call do_exception (traps.c)
 * through handle_exception; ret_from_exception restores the frame and
 * l.rfe's.
{%- endif %}
 */
#include <linux/linkage.h>
{%- if cookiecutter.isa == 'mips32' %}

	.section .vectors.general, "ax"
{%- else %}

	.text
{%- endif %}
{%- if cookiecutter.isa == 'mips32' %}
	.set	noreorder
{%- endif %}
/*
 * handle_exception: save a pt_regs frame, call do_exception.
 * Checklist item trap-exception-entry; reference: reference-tsar/arch/tsar/kernel/vectors.S.
 * PORT-TODO(trap-exception-entry): until it is written, reaching it panics.
 */
SYM_CODE_START(handle_exception)
{%- if cookiecutter.isa == 'mips32' %}
	la	$a0, .Lhandle_exception_todo
	j	panic
	 nop
{%- else %}
	l.movhi	r3, hi(.Lhandle_exception_todo)
	l.j	panic
	 l.ori	r3, r3, lo(.Lhandle_exception_todo)
{%- endif %}
SYM_CODE_END(handle_exception)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lhandle_exception_todo:
	.asciz	"PORT-TODO(trap-exception-entry): handle_exception is a stub; see reference-tsar/arch/tsar/kernel/vectors.S"
	.popsection

	.text
/*
 * ret_from_exception: restore the frame saved by handle_exception and eret.
 * Checklist item trap-exception-entry; reference: reference-tsar/arch/tsar/kernel/vectors.S.
 * PORT-TODO(trap-exception-entry): until it is written, reaching it panics.
 */
SYM_CODE_START(ret_from_exception)
{%- if cookiecutter.isa == 'mips32' %}
	la	$a0, .Lret_from_exception_todo
	j	panic
	 nop
{%- else %}
	l.movhi	r3, hi(.Lret_from_exception_todo)
	l.j	panic
	 l.ori	r3, r3, lo(.Lret_from_exception_todo)
{%- endif %}
SYM_CODE_END(ret_from_exception)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lret_from_exception_todo:
	.asciz	"PORT-TODO(trap-exception-entry): ret_from_exception is a stub; see reference-tsar/arch/tsar/kernel/vectors.S"
	.popsection
