/* MIPS o32's .init and .fini epilogues */
#include "../mips/crtn.s"
