/* MIPS o32's .init and .fini prologues */
#include "../mips/crti.s"
