/*
 * The MIPS o32 entry point: the kernel starts a process as arch/mips
 * does (argc at the stack pointer), and the code is MIPS32 o32's.
 */
#include "../mips/crt_arch.h"
