/* dlsym under its time64 name (_REDIR_TIME64), as on mips */
#define __dlsym __dlsym_redir_time64
#define dlsym __dlsym_time64
#include "../mips/dlsym.s"
