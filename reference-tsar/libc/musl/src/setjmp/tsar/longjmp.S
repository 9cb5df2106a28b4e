/* The callee-saved registers of MIPS o32 (soft-float: no FPU registers) */
#include "../mips/longjmp.S"
