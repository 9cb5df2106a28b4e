/* SPDX-License-Identifier: GPL-2.0 */
/*
 * An /init that runs a judge as its child and then powers the board off,
 * whatever the judge's exit status: built with nolibc like every program
 * of the kit, in the target's program format (ELF, or FLAT for a port
 * without an MMU).
 *
 * Why: nolibc-test run as /init exits with its error count, and an init
 * that exits panics the kernel.  Where cases are expected to fail (a FLAT
 * program has no auxiliary vector, so no AT_PAGESZ), the boot must still
 * end cleanly and let the kit compare the judge's cases one by one.
 *
 * Before the judge runs, this does what nolibc-test's prepare() does when
 * it is pid 1 (the judge, pid 2, skips it): /dev with console, null and
 * zero, /proc mounted, a /tmp.  The child is started with
 * clone(CLONE_VM | CLONE_VFORK): the one way to start a program without
 * an MMU, where fork() cannot exist, and the same call works with one.
 * The child shares this stack until it execs, so it only calls execve()
 * and _exit().
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys.h>
#include <linux/sched.h>
#include <linux/reboot.h>

#define JUDGE "/judge"

static void prepare(void)
{
	struct stat st;

	if (stat("/dev/null", &st) != 0 &&
	    mount("/dev", "/dev", "devtmpfs", 0, 0) != 0) {
		mknod("/dev/null", 0666 | S_IFCHR, makedev(1, 3));
		mknod("/dev/zero", 0666 | S_IFCHR, makedev(1, 5));
	}
	if (stat("/proc/self", &st) != 0)
		mount("none", "/proc", "proc", 0, 0);
	mkdir("/tmp", 0755);
}

int main(int argc, char **argv, char **envp)
{
	char *judge_argv[] = { JUDGE, NULL };
	long pid;
	int status = 0;

	(void)argc;
	(void)argv;
	prepare();
	pid = my_syscall5(__NR_clone, CLONE_VM | CLONE_VFORK | SIGCHLD,
			  0, 0, 0, 0);
	if (pid == 0) {
		my_syscall3(__NR_execve, JUDGE, judge_argv, envp);
		my_syscall1(__NR_exit, 127);
	}
	if (pid < 0)
		printf("init-runner: clone failed: %ld\n", pid);
	else if (waitpid(pid, &status, 0) != pid)
		printf("init-runner: waitpid failed\n");
	else if (WIFEXITED(status))
		printf("init-runner: %s exited with status %d\n", JUDGE,
		       WEXITSTATUS(status));
	else
		printf("init-runner: %s killed by signal %d\n", JUDGE,
		       WTERMSIG(status));
	reboot(RB_POWER_OFF);
	return 1;
}
