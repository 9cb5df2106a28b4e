/*
 * The thread pointer is the MIPS ABI's: rdhwr $29 reads it (arch/tsar
 * emulates the instruction on a core without UserLocal), set_thread_area
 * sets it, 0x7000 past the TLS block as the compiler's code expects.
 * mcontext_t names its program counter pc (bits/signal.h).
 */
#include "../mips/pthread_arch.h"
