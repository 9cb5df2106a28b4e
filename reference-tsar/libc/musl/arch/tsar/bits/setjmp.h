/* __jmp_buf for musl's mips setjmp (src/setjmp/tsar/setjmp.S includes it). */
typedef unsigned long long __jmp_buf[13];
