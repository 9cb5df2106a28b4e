/* TSAR's cores are MIPS32: ll/sc and sync, as musl's mips has them. */
#include "../mips/atomic_arch.h"
