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
#include <linux/errno.h>
#include <linux/linkage.h>
#include <asm/asm-extable.h>
#include <asm/asm-offsets.h>
#include <asm/cp0.h>
#include <asm/cpu-slot.h>

#if defined(CONFIG_TRACE_IRQFLAGS) || defined(CONFIG_CONTEXT_TRACKING_USER) || \
	defined(CONFIG_DEBUG_ENTRY) || defined(CONFIG_DEBUG_RSEQ) || \
	defined(CONFIG_LOCKDEP) || defined(CONFIG_DEBUG_KMAP_LOCAL)
#define SYSCALL_ALWAYS_IN_C	1
#endif

/* Stack args are read at 16(sp) and 20(sp): a callee's o32 frame. */
#define ARGS_FRAME	24

/*
 * The clobbered registers' slots of the frame at \base zeroed, for the C
 * paths: ret_from_exception loads every slot, and these were not stored.
 */
.macro	CLEAR_T base
	sw	$zero, PT_R1 + \base($sp)
	sw	$zero, PT_R3 + \base($sp)
	sw	$zero, PT_R8 + \base($sp)
	sw	$zero, PT_R9 + \base($sp)
	sw	$zero, PT_R10 + \base($sp)
	sw	$zero, PT_R11 + \base($sp)
	sw	$zero, PT_R12 + \base($sp)
	sw	$zero, PT_R13 + \base($sp)
	sw	$zero, PT_R14 + \base($sp)
	sw	$zero, PT_R15 + \base($sp)
	sw	$zero, PT_R24 + \base($sp)
	sw	$zero, PT_R25 + \base($sp)
	sw	$zero, PT_LO + \base($sp)
	sw	$zero, PT_HI + \base($sp)
.endm

/* s0-s8 into the frame at \base (the pt_regs the C side will read whole) */
.macro	SAVE_S base
	sw	$16, PT_R16 + \base($sp)
	sw	$17, PT_R17 + \base($sp)
	sw	$18, PT_R18 + \base($sp)
	sw	$19, PT_R19 + \base($sp)
	sw	$20, PT_R20 + \base($sp)
	sw	$21, PT_R21 + \base($sp)
	sw	$22, PT_R22 + \base($sp)
	sw	$23, PT_R23 + \base($sp)
	sw	$30, PT_R30 + \base($sp)
.endm

	.section .text.vectors.syscall, "ax"
	.set	noreorder
	.set	noat
/*
 * handle_syscall: the fast path, entered from the exception vector.
 * Checklist item trap-syscall-entry; reference: reference-tsar/arch/tsar/kernel/syscall-entry.S.
 * PORT-TODO(trap-syscall-entry): until it is written, reaching it panics.
 */
SYM_CODE_START(handle_syscall)
	la	$a0, .Lhandle_syscall_todo
	j	panic
	 nop
SYM_CODE_END(handle_syscall)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lhandle_syscall_todo:
	.asciz	"PORT-TODO(trap-syscall-entry): handle_syscall is a stub; see reference-tsar/arch/tsar/kernel/syscall-entry.S"
	.popsection

/*
 * clone and clone3 (syscall_table.c) copy the frame to the child, s0-s8
 * included: called from the fast path, these store them first; called
 * from C (do_syscall), the frame is whole already and s0-s8 are C's.
 */
.macro	SAVE_S_IF_FAST
#ifndef SYSCALL_ALWAYS_IN_C
	la	$t0, syscall_fast_return
	bne	$ra, $t0, 1f
	 nop
	SAVE_S	ARGS_FRAME
1:
#endif
.endm

/*
 * sys_clone_saving_s: clone from syscall_table.c.  The child gets a copy of the
 * frame, s0-s8 included, which the fast path has not saved: called from
 * it (ra is syscall_fast_return), store them first (SAVE_S_IF_FAST), then
 * go on to sys_clone.
 * Checklist item trap-syscall-entry; reference: reference-tsar/arch/tsar/kernel/syscall-entry.S.
 * PORT-TODO(trap-syscall-entry): until it is written, reaching it panics.
 */
SYM_FUNC_START(sys_clone_saving_s)
	la	$a0, .Lsys_clone_saving_s_todo
	j	panic
	 nop
SYM_FUNC_END(sys_clone_saving_s)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lsys_clone_saving_s_todo:
	.asciz	"PORT-TODO(trap-syscall-entry): sys_clone_saving_s is a stub; see reference-tsar/arch/tsar/kernel/syscall-entry.S"
	.popsection

/*
 * sys_clone3_saving_s: clone3 from syscall_table.c.  The child gets a copy of the
 * frame, s0-s8 included, which the fast path has not saved: called from
 * it (ra is syscall_fast_return), store them first (SAVE_S_IF_FAST), then
 * go on to sys_clone3.
 * Checklist item trap-syscall-entry; reference: reference-tsar/arch/tsar/kernel/syscall-entry.S.
 * PORT-TODO(trap-syscall-entry): until it is written, reaching it panics.
 */
SYM_FUNC_START(sys_clone3_saving_s)
	la	$a0, .Lsys_clone3_saving_s_todo
	j	panic
	 nop
SYM_FUNC_END(sys_clone3_saving_s)
	.pushsection .rodata.str1.4, "aMS", @progbits, 1
.Lsys_clone3_saving_s_todo:
	.asciz	"PORT-TODO(trap-syscall-entry): sys_clone3_saving_s is a stub; see reference-tsar/arch/tsar/kernel/syscall-entry.S"
	.popsection
