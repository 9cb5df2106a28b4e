#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# /init of a kselftest target: BusyBox's sh (ci/busybox.sh) running the
# kernel's own selftests that ci/kselftest.sh built into /kselftest, one
# at a time in the order of /kselftest/kselftest.list (COLLECTION NAME
# TIMEOUT [ARGS]), then powering off.  It prints KTAP as upstream's
# runner does (tools/testing/selftests/kselftest/runner.sh): a test's own
# lines behind "# ", then "ok N COLLECTION:NAME", "# SKIP" when it exits
# with 4 (KSFT_SKIP), "not ok ... # TIMEOUT" when it ran out of time.
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
# What udev or mdev would add, and devtmpfs does not: a script that
# execveat runs by its descriptor is read through /dev/fd/N.
ln -s /proc/self/fd /dev/fd
mkdir -p /tmp
list=/kselftest/kselftest.list
# A test's output, printed when it has ended: through a pipe, the
# prefixing loop would wait for every process the test left holding it.
out=/tmp/kselftest.out
# Written by the watchdog when it kills a test.
late=/tmp/kselftest.late

# pid 1 must not exit: the kernel would panic.
[ -f "$list" ] || { echo "kselftest: no $list"; poweroff -f; }
total=0
while read -r coll name secs args; do
	case $coll in '#'* | '') continue ;; esac
	total=$((total + 1))
done <"$list"
echo "KTAP version 1"
echo "1..$total"
n=0 passed=0 skipped=0 failed=0
while read -r coll name secs args; do
	case $coll in '#'* | '') continue ;; esac
	n=$((n + 1))
	echo "# selftests: $coll: $name"
	# Run where it lies, as upstream does (exec's tests use files
	# beside them), in a session of its own: setsid execs it under the
	# same pid, which is its process group, so that killing the group
	# ends whatever it forked too.
	if [ ! -x "/kselftest/$coll/$name" ] || ! cd "/kselftest/$coll"; then
		echo "not ok $n $coll:$name # missing"
		failed=$((failed + 1))
		continue
	fi
	: >"$late"
	# shellcheck disable=SC2086 # ARGS is a word list
	setsid "./$name" $args </dev/null >"$out" 2>&1 &
	pid=$!
	# This BusyBox has no timeout applet: a watchdog sleeps the test's
	# time, then kills it; it is stopped, and its sleep with it, when
	# the test ends first.
	(
		trap 'kill "$nap"; exit' TERM
		sleep "$secs" &
		nap=$!
		wait "$nap"
		echo "$secs" >"$late"
		kill -9 -"$pid"
	) &
	dog=$!
	# ash's wait says on stderr how a job it waits for was killed
	# ("Killed", "Terminated"): the result line says it.
	wait "$pid" 2>/dev/null
	rc=$?
	kill "$dog" 2>/dev/null
	wait "$dog" 2>/dev/null
	kill -9 -"$pid" 2>/dev/null
	cd /
	while IFS= read -r line || [ -n "$line" ]; do
		printf '# %s\n' "$line"
	done <"$out"
	if [ "$rc" = 0 ]; then
		echo "ok $n $coll:$name"
		passed=$((passed + 1))
	elif [ "$rc" = 4 ]; then
		echo "ok $n $coll:$name # SKIP"
		skipped=$((skipped + 1))
	elif [ "$rc" = 137 ] && [ -s "$late" ]; then
		echo "not ok $n $coll:$name # TIMEOUT $secs seconds"
		failed=$((failed + 1))
	else
		echo "not ok $n $coll:$name # exit=$rc"
		failed=$((failed + 1))
	fi
done <"$list"
echo "kselftest: $passed passed, $skipped skipped, $failed failed"
poweroff -f
