/* SPDX-License-Identifier: {{ cookiecutter.licence }} */
/*
 * __switch_to(prev, next): the context switch, and ret_from_fork, where a
 * new task first returns from it.
 */
#include <linux/linkage.h>
#include <asm/asm-offsets.h>

	.text
	.set	noreorder
/*
 * __switch_to: save prev's callee-saved registers, sp and ra in its thread_struct, load
 * next's, point $28 at next's thread_info and this CPU's kernelsp at its
 * stack top; return prev.
 * With the stack protector on one CPU, next's canary goes into
 * __stack_chk_guard too (asm/stackprotector.h).
 * Checklist item thread-switch-to; reference: reference-tsar/arch/tsar/kernel/switch.S.
 * PORT-TODO(thread-switch-to): until it is written, reaching it panics.
 */
SYM_FUNC_START(__switch_to)
	la	$a0, .L__switch_to_todo
	j	panic
	 nop
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
	la	$a0, .Lret_from_fork_todo
	j	panic
	 nop
SYM_CODE_END(ret_from_fork)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lret_from_fork_todo:
	.asciz	"PORT-TODO(thread-copy-thread): ret_from_fork is a stub; see reference-tsar/arch/tsar/kernel/switch.S"
	.popsection
