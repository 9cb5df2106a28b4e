/* MIPS o32 code around setjmp and the generic __sigsetjmp_tail */
#include "../mips/sigsetjmp.s"
