/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Put before timers/posix_timers by ci/kselftest.sh (-include): two ways
 * of glibc's that the test relies on and musl does not share.
 *
 * It sets a timer's thread as glibc names it in struct sigevent,
 * sev._sigev_un._tid.  musl's union is __sev_fields, its member
 * sigev_notify_thread_id, which musl also defines as a macro reaching it
 * from the struct: undefined here, so that the names below end in the
 * member.
 *
 * It takes strerror_r()'s result for the message, as GNU's returns it;
 * musl's is POSIX's, an int, 0 when it worked: no error's text would be
 * printed.  Its declaration comes first, so that the macro does not
 * rename it.
 */
#include <signal.h>
#include <string.h>
#define _sigev_un __sev_fields
#define _tid sigev_notify_thread_id
#undef sigev_notify_thread_id
#define strerror_r(errnum, buf, len) ((void)(buf), (void)(len), strerror(errnum))
