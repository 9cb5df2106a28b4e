/* asm-generic's struct stat64 for 32-bit ports, as or1k's. */
#include "../or1k/kstat.h"
