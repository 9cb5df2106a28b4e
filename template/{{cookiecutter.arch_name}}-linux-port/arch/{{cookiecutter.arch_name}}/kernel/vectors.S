/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * The general exception vector (EBase + 0x180) and the way back.
 *
 * Every exception but a TLB refill lands here: the handler must save the
 * whole register set in a struct pt_regs at the top of the kernel stack
 * (kernelsp when coming from user mode), leave exception level, and call
 * do_exception (traps.c); ret_from_exception restores the frame and erets.
 */
#include <linux/linkage.h>
#include <asm/asm-offsets.h>
#include <asm/cp0.h>
#include <asm/cpu-slot.h>

	.section .vectors.general, "ax"
	.set	noreorder
	.set	noat
/*
 * handle_exception: save a pt_regs frame, call do_exception.
 * Checklist item trap-exception-entry; reference: reference-tsar/arch/tsar/kernel/vectors.S.
 * PORT-TODO(trap-exception-entry): until it is written, reaching it panics.
 */
SYM_CODE_START(handle_exception)
	la	$a0, .Lhandle_exception_todo
	j	panic
	 nop
SYM_CODE_END(handle_exception)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lhandle_exception_todo:
	.asciz	"PORT-TODO(trap-exception-entry): handle_exception is a stub; see reference-tsar/arch/tsar/kernel/vectors.S"
	.popsection

/*
 * ret_from_exception: restore the frame saved by handle_exception and eret.
 * Checklist item trap-exception-entry; reference: reference-tsar/arch/tsar/kernel/vectors.S.
 * PORT-TODO(trap-exception-entry): until it is written, reaching it panics.
 */
SYM_CODE_START(ret_from_exception)
	la	$a0, .Lret_from_exception_todo
	j	panic
	 nop
SYM_CODE_END(ret_from_exception)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lret_from_exception_todo:
	.asciz	"PORT-TODO(trap-exception-entry): ret_from_exception is a stub; see reference-tsar/arch/tsar/kernel/vectors.S"
	.popsection
