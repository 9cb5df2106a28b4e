/* dlsym with its caller's address, in MIPS o32 code */
#include "../mips/dlsym.s"
