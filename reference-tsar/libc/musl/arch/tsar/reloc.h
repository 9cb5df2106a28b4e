/* MIPS o32 relocations, under TSAR's own dynamic linker name. */
#include "../mips/reloc.h"
#undef LDSO_ARCH
#define LDSO_ARCH "tsar" ENDIAN_SUFFIX FP_SUFFIX
