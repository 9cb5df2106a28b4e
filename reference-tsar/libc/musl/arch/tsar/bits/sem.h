/* asm-generic's layout for 32-bit ports with a 64-bit time_t, as or1k's. */
struct semid_ds {
	struct ipc_perm sem_perm;
	unsigned long __sem_otime_lo;
	unsigned long __sem_otime_hi;
	unsigned long __sem_ctime_lo;
	unsigned long __sem_ctime_hi;
	char __sem_nsems_pad[sizeof(long)-sizeof(short)];
	unsigned short sem_nsems;
	long __unused3;
	long __unused4;
	time_t sem_otime;
	time_t sem_ctime;
};
