/* asm-generic's layout for 32-bit ports with a 64-bit time_t, as or1k's. */
#define IPC_STAT 0x102
