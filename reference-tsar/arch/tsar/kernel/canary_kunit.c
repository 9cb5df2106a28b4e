// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit: the stack protector's canary (asm/stackprotector.h).  GCC for
 * MIPS checks every protected frame against one word, __stack_chk_guard.
 * It must be random, set once by start_kernel(); on one CPU __switch_to
 * makes it the running task's own (kernel/switch.S), so that a canary
 * leaked by one task says nothing of another's; under SMP it stays the
 * boot CPU's for every task.  A switch that forgot the canary would still
 * boot and run: every frame would agree with the stale word.
 */
#include <kunit/test.h>
#include <linux/completion.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/sched/task.h>
#include <linux/stackprotector.h>

struct seen {
	unsigned long guard, own;
	struct completion done;
};

/* What the guard is while another task runs: after a switch to it. */
static int look(void *arg)
{
	struct seen *s = arg;

	s->guard = READ_ONCE(__stack_chk_guard);
	s->own = current->stack_canary;
	complete(&s->done);
	return 0;
}

static void canary_follows_the_task(struct kunit *test)
{
	struct task_struct *t;
	struct seen s;

	KUNIT_EXPECT_NE_MSG(test, READ_ONCE(__stack_chk_guard), 0UL,
			    "boot_init_stack_canary() never ran");
	init_completion(&s.done);
	t = kthread_run(look, &s, "canary_kunit");
	KUNIT_ASSERT_FALSE(test, IS_ERR(t));
	wait_for_completion(&s.done);
	if (IS_ENABLED(CONFIG_SMP)) {
		/* One word for all CPUs: the boot CPU's, init_task's. */
		KUNIT_EXPECT_EQ(test, s.guard, init_task.stack_canary);
		KUNIT_EXPECT_EQ(test, READ_ONCE(__stack_chk_guard), init_task.stack_canary);
	} else {
		/* The other task's own canary while it ran, ours back now. */
		KUNIT_EXPECT_EQ(test, s.guard, s.own);
		KUNIT_EXPECT_NE(test, s.own, current->stack_canary);
		KUNIT_EXPECT_EQ(test, READ_ONCE(__stack_chk_guard), current->stack_canary);
	}
}

static struct kunit_case canary_cases[] = {
	KUNIT_CASE(canary_follows_the_task),
	{}
};

static struct kunit_suite canary_suite = {
	.name = "stack_canary",
	.test_cases = canary_cases,
};
kunit_test_suite(canary_suite);
