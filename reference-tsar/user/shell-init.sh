#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# /init of the shell target: BusyBox's sh, built with musl (ci/busybox.sh).
# Mounts what a shell expects, runs each case of /etc/shell-cases
# (reference-tsar/user/shell-cases.tsv) as a script, then gives the serial
# console an interactive shell, where the same commands are typed (the
# boot's runner, or a LAVA job).  Leaving that shell powers off.
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
mkdir -p /tmp
echo "shell: script start"
tab=$(printf '\t')
passed=0
failed=0
while IFS="$tab" read -r name regex cmd; do
	case $name in
	'#'* | '') continue ;;
	esac
	out=$(sh -c "$cmd" 2>&1 </dev/null)
	if printf '%s\n' "$out" | grep -Eq "$regex"; then
		echo "ok   script: $name"
		passed=$((passed + 1))
	else
		printf '%s\n' "$out" | head -n 5 | sed 's/^/     | /'
		echo "FAIL script: $name"
		failed=$((failed + 1))
	fi
done </etc/shell-cases
echo "shell: script $passed passed, $failed failed"
# A controlling terminal for job control: /dev/console cannot be one, so
# the shell runs in a session of its own on the console's real device
# (cttyhack finds it).  Not exec'd: pid 1 must outlive it.
# A prompt the runner waits for before it types.
PS1='shell# ' setsid cttyhack sh
echo "shell: the interactive shell ended"
poweroff -f
