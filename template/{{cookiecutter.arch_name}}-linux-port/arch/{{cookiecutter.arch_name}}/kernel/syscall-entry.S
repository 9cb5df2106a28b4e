/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * The syscall fast path, in assembly.
 *
 * A port's first syscall path can be all C: the exception entry saves
 * the whole frame and do_exception calls do_syscall (syscall.c).  The
 * fast path comes later, when the port is measured (make bench in the
 * kit): the vector sends syscalls here, which save only what C clobbers
 * and the calling convention preserves, call the table, check the
 * generic entry code's work flags and return; anything pending goes to
 * C.  reference-tsar/arch/tsar/kernel/syscall-entry.S does it for MIPS,
 * with the figures each choice gained.
 */
#include <linux/linkage.h>
{%- if cookiecutter.isa == 'mips32' %}

	.section .text.vectors.syscall, "ax"
	.set	noreorder
{%- else %}

	.text
{%- endif %}
/*
 * handle_syscall: the fast path, entered from the exception vector.
 * Checklist item trap-syscall-entry; reference: reference-tsar/arch/tsar/kernel/syscall-entry.S.
 * PORT-TODO(trap-syscall-entry): until it is written, reaching it panics.
 */
SYM_CODE_START(handle_syscall)
{%- if cookiecutter.isa == 'mips32' %}
	la	$a0, .Lhandle_syscall_todo
	j	panic
	 nop
{%- else %}
	l.movhi	r3, hi(.Lhandle_syscall_todo)
	l.j	panic
	 l.ori	r3, r3, lo(.Lhandle_syscall_todo)
{%- endif %}
SYM_CODE_END(handle_syscall)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lhandle_syscall_todo:
	.asciz	"PORT-TODO(trap-syscall-entry): handle_syscall is a stub; see reference-tsar/arch/tsar/kernel/syscall-entry.S"
	.popsection

/*
 * clone and clone3 copy the frame to the child (syscall_table.c calls
 * them through these): a fast path that leaves callee-saved registers
 * out of the frame stores them here first.  With the whole frame saved,
 * there is nothing to add.
 */
SYM_FUNC_START(sys_clone_saving_s)
{%- if cookiecutter.isa == 'mips32' %}
	j	sys_clone
	 nop
{%- else %}
	l.j	sys_clone
	 l.nop
{%- endif %}
SYM_FUNC_END(sys_clone_saving_s)

SYM_FUNC_START(sys_clone3_saving_s)
{%- if cookiecutter.isa == 'mips32' %}
	j	sys_clone3
	 nop
{%- else %}
	l.j	sys_clone3
	 l.nop
{%- endif %}
SYM_FUNC_END(sys_clone3_saving_s)
