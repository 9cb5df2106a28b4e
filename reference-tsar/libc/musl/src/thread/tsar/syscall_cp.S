/*
 * A cancellable system call: the number in a register and the o32
 * convention, so musl's mips code serves as it is (its __cp_begin and
 * __cp_end bracket the syscall instruction, which the kernel restarts
 * in place).
 */
#include "../mips/syscall_cp.s"
