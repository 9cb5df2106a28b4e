#!/usr/bin/env bash
# fresh-check.sh [--head]: proof that the kit's set-up installs everything
# the kit runs.  A bare Debian 12 root is made with debootstrap, this kit is
# cloned into it, and there, as a new user would, the README's first
# command, `make boot`, must PASS, then the kit's unit tests (ci/tests/*.sh,
# counted the way ci/test.sh counts them) must all pass.  Each phase prints
# its seconds; the last line is PASS, or "error: ..." naming the problem.
#
# What the new user brings, and nothing else: Debian 12's minimal base
# (debootstrap --variant=minbase), `make` (the README's first command is a
# make command; a bare Debian 12 has no make) and the clone of the kit (made
# with the host's git, as the user made theirs: the root itself has no git,
# so a kit script that needed git without setup installing it would fail
# here).  Every other package comes from the kit's own `make setup`, inside
# the root, from the mirror: nothing is copied from the host but its apt
# sources and resolv.conf (how to reach the mirror).
#
# What is tested: the working tree as `git add -A` would commit it (HEAD,
# then the changed and untracked files that .gitignore does not ignore,
# copied over the clone, deleted ones removed), so that a change can be
# checked before it is committed; on a clean clone, as in CI, that is HEAD.
# --head tests HEAD alone.
#
# Caches, all under FRESH_CACHE (default $KIT_CACHE/fresh): the bare base
# root as a tarball keyed by suite, mirror, apt sources and debootstrap
# version (made once, about 30 s; each run extracts it into a new temporary
# directory, removed on every exit path), and the .debs apt downloads (bind
# mounted as the root's /var/cache/apt/archives, first filled from the
# host's).  The kernel build shares
# the host's compiler cache ($KIT_CACHE/ccache): it is keyed by compiler and
# input, so it only saves time; the kernel tree itself is extracted inside
# the root by the kit's provisioning from the linux-source-6.12 that setup
# installed there.
#
# Everything runs in private mount and PID namespaces (unshare): /proc,
# /sys and /dev are mounted for the root only there, so no mount leaks onto
# the host, and no process (QEMU, a daemon a package starts) outlives the
# check.  Logs: $KIT_OUT/fresh-check/.  Needs root; builds a kernel, so
# run it under the machine's build lock where there is one.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

SUITE=bookworm
SOURCES=${FRESH_SOURCES:-/etc/apt/sources.list.d/debian.sources}
FRESH_CACHE=${FRESH_CACHE:-$KIT_CACHE/fresh}
LOGS=$KIT_OUT/fresh-check
# What a new user has before the kit's first command (see above).
USER_PACKAGES="make"
# The recipe of the base root: bump it when the base is made differently,
# so that the cached tarballs are made again.
RECIPE=2
# Where the clone lives in the root: the home of the user who cloned it.
CLONE=/root/arch-port-kit
usage="usage: fresh-check.sh [--head]"

# in_root ROOT COMMAND: run COMMAND with bash in ROOT, in a clean
# environment (nothing of the host's KIT_*, KERNEL_SRC or PATH leaks in).
# Only inside the namespaces.
in_root() {
	chroot "$1" /usr/bin/env -i HOME=/root USER=root LOGNAME=root TERM=dumb LANG=C.UTF-8 \
		PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
		CCACHE_DIR=/root/.cache/arch-port-kit/ccache \
		/bin/bash -c "$2"
}

# The inner half, run by the outer one below as PID 1 of new mount and PID
# namespaces: mounts what the root needs, runs `make boot` and the unit
# tests in it.  Its mounts vanish with the namespace, whatever happens.
inner() {
	local root=$1 start rc t name out plan n nok nnot first=() failed=()
	: >"$LOGS/inner.started"
	mount -t proc proc "$root/proc"
	mount --rbind /sys "$root/sys"
	mount --rbind /dev "$root/dev"
	mount --bind "$FRESH_CACHE/debs" "$root/var/cache/apt/archives"
	mkdir -p "$root/root/.cache/arch-port-kit/ccache"
	mount --bind "$KIT_CACHE/ccache" "$root/root/.cache/arch-port-kit/ccache"

	start=$SECONDS rc=0
	in_root "$root" "cd $CLONE && make boot" >"$LOGS/boot.log" 2>&1 || rc=$?
	# The kit's logs (build, console) die with the root: keep them.
	mkdir -p "$LOGS/out"
	cp "$root$CLONE"/out/*.log "$root"/root/.cache/arch-port-kit/apt.log "$LOGS/out/" 2>/dev/null || true
	echo "fresh: make boot: $((SECONDS - start)) s (log: $LOGS/boot.log)"
	if [ "$rc" != 0 ] || ! grep -q '^PASS ' "$LOGS/boot.log"; then
		# The line that names the missing tool, when one does: that is
		# what this check is for (a package setup forgot).
		out=$(grep -m 1 -E ': (command )?not found$|^error: .* not found' "$LOGS/boot.log" ||
			grep -m 1 -E '^error: |^FAIL ' "$LOGS/boot.log" || tail -n 1 "$LOGS/boot.log")
		die "fresh root: make boot failed: $out; log: $LOGS/boot.log"
	fi

	# The unit tests as ci/test.sh runs them: each file's stdout is
	# counted, its stderr kept in the log; a file that exited non-zero, or
	# did not end with its plan "1..N" (it died half way), fails as well.
	# (A kit whose tests print no plan yet, HEAD before done_testing, is
	# counted without it.)
	start=$SECONDS
	mkdir -p "$LOGS/tests"
	plan=0
	grep -q '^done_testing()' "$root$CLONE/ci/tests/lib.sh" && plan=1
	for t in "$root$CLONE"/ci/tests/*.sh; do
		name=$(basename "$t" .sh)
		[ "$name" = lib ] && continue
		rc=0
		in_root "$root" "cd $CLONE && bash ci/tests/$name.sh" >"$LOGS/tests/$name.out" 2>"$LOGS/tests/$name.err" || rc=$?
		nok=$(grep -c '^ok ' "$LOGS/tests/$name.out" || true)
		nnot=$(grep -c '^not ok ' "$LOGS/tests/$name.out" || true)
		n=$((nok + nnot))
		echo "fresh:   $name: $nok ok, $nnot not ok, exit $rc"
		if [ "$nnot" != 0 ]; then
			failed+=("$name")
			first+=("$(grep -m 1 '^not ok ' "$LOGS/tests/$name.out")")
		elif [ "$rc" != 0 ] || [ "$n" = 0 ] ||
			{ [ "$plan" = 1 ] && [ "$(tail -n 1 "$LOGS/tests/$name.out")" != "1..$n" ]; }; then
			failed+=("$name")
			first+=("it died half way (exit $rc, $n checks, last line '$(tail -n 1 "$LOGS/tests/$name.out")')")
		fi
	done
	echo "fresh: unit tests: $((SECONDS - start)) s (output: $LOGS/tests/)"
	[ ${#failed[@]} = 0 ] ||
		die "fresh root: unit tests failed in ${failed[*]}: ${first[0]}; output: $LOGS/tests/${failed[0]}.out"
}

if [ "${1:-}" = --inner ]; then
	inner "$2"
	exit
fi

head_only=0
for a in "$@"; do
	case "$a" in
	--head) head_only=1 ;;
	-h | --help) echo "$usage" && exit 0 ;;
	*) die "unknown argument '$a'; $usage" ;;
	esac
done

# The mirror: the one this machine's apt uses for bookworm, read from its
# sources (deb822, or one-line format), never written into the kit.
[ -r "$SOURCES" ] ||
	die "no apt sources file at $SOURCES; point FRESH_SOURCES at this machine's Debian sources (deb822 .sources or .list)"
mirror=$(awk -v suite="$SUITE" '
	function flush() {
		if (!found && types ~ /(^| )deb( |$)/ && (" " suites " ") ~ (" " suite " ") && uris != "") {
			split(uris, u, " "); print u[1]; found = 1
		}
		types = suites = uris = ""
	}
	/^[ \t]*#/ { next }
	/^[ \t]*$/ { flush(); next }
	/^Types:/ { sub(/^Types:[ \t]*/, ""); types = $0; next }
	/^URIs:/ { sub(/^URIs:[ \t]*/, ""); uris = $0; next }
	/^Suites:/ { sub(/^Suites:[ \t]*/, ""); suites = $0; next }
	/^deb[ \t]/ {
		sub(/^deb[ \t]+(\[[^]]*\][ \t]+)?/, "")
		if (!found && $2 == suite) { print $1; found = 1 }
	}
	END { flush() }' "$SOURCES")
case "$mirror" in
http://* | https://* | file:/*) ;;
"") die "$SOURCES names no 'deb' mirror for $SUITE; point FRESH_SOURCES at sources that do" ;;
*) die "$SOURCES names '$mirror' for $SUITE, which debootstrap cannot use; point FRESH_SOURCES at sources with an http(s) mirror" ;;
esac

[ "$(id -u)" = 0 ] || die "the fresh check needs root (debootstrap, chroot, mounts); run it as root"
require_tool debootstrap debootstrap
require_tool unshare util-linux
require_tool chroot coreutils
require_tool git git
git -C "$KIT_ROOT" rev-parse --verify -q HEAD >/dev/null ||
	die "$KIT_ROOT is not a git clone with a commit; the fresh check clones it"

total=$SECONDS
mkdir -p "$FRESH_CACHE/debs/partial" "$KIT_CACHE/ccache" "$LOGS"
# The .debs cache starts from the host's apt cache: the set-up that made
# this machine downloaded them already.  A file there is named by package,
# version and architecture, and only one exists of each in the archive;
# which packages the root installs, from where, stays its own apt's
# choice, and apt downloads what it does not find.
for deb in /var/cache/apt/archives/*.deb; do
	if [ -f "$deb" ] && [ ! -e "$FRESH_CACHE/debs/${deb##*/}" ]; then
		ln "$deb" "$FRESH_CACHE/debs/" 2>/dev/null || cp "$deb" "$FRESH_CACHE/debs/"
	fi
done
rm -rf "${LOGS:?}"/*
work=$(mktemp -d "${TMPDIR:-/tmp}/kit-fresh.XXXXXX")
upid=
cleanup() {
	# The namespaces die with their first process: kill it, and with it
	# everything still running in the root, before removing the root.  The
	# mounts were private to the namespace; the host sees none under $work.
	if [ -n "$upid" ]; then
		kill "$upid" 2>/dev/null || true
		wait "$upid" 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The bare base: made once per suite, mirror, sources and debootstrap.
dbver=$(dpkg-query -W -f='${Version}' debootstrap 2>/dev/null || debootstrap --version)
key="suite=$SUITE mirror=$mirror debootstrap=$dbver user=$USER_PACKAGES recipe=$RECIPE sources=$(sha256sum <"$SOURCES" | cut -c1-16)"
base=$FRESH_CACHE/base-$SUITE-$(sha256sum <<<"$key" | cut -c1-16).tar
start=$SECONDS
if [ ! -f "$base" ]; then
	# debootstrap mounts /proc and /sys in the target itself: in a mount
	# namespace of its own, an interrupted run leaves nothing mounted.
	unshare --mount --fork debootstrap --variant=minbase --include="${USER_PACKAGES// /,}" \
		"$SUITE" "$work/base" "$mirror" >"$LOGS/debootstrap.log" 2>&1 ||
		die "debootstrap of $SUITE from $mirror failed: $(grep -m 1 -E '^[EW]: ' "$LOGS/debootstrap.log" || tail -n 1 "$LOGS/debootstrap.log"); log: $LOGS/debootstrap.log"
	# The machine's apt sources (the security suite holds linux-source-6.12).
	rm -f "$work/base/etc/apt/sources.list" "$work/base/etc/resolv.conf"
	case "$SOURCES" in
	*.sources) cp "$SOURCES" "$work/base/etc/apt/sources.list.d/debian.sources" ;;
	*) cp "$SOURCES" "$work/base/etc/apt/sources.list" ;;
	esac
	# The usual rules of a chroot: packages start no daemons in it, and
	# dpkg does not fsync each file it unpacks (the root is thrown away;
	# Debian's build chroots do the same).
	printf '#!/bin/sh\nexit 101\n' >"$work/base/usr/sbin/policy-rc.d"
	chmod 755 "$work/base/usr/sbin/policy-rc.d"
	echo force-unsafe-io >"$work/base/etc/dpkg/dpkg.cfg.d/kit-fresh-unsafe-io"
	# Uncompressed: extracting it in every run is what costs, not its size.
	tar -C "$work/base" --numeric-owner -cf "$base.part" .
	rm -f "$FRESH_CACHE"/base-"$SUITE"-*.tar
	mv "$base.part" "$base"
	echo "$key" >"$base.key"
	rm -rf "$work/base"
	how="made with debootstrap, cached as $base"
else
	how="from the cache, $base"
fi
root=$work/root
mkdir "$root"
tar -C "$root" --numeric-owner -xpf "$base"
cp -L /etc/resolv.conf "$root/etc/resolv.conf"
echo "fresh: base root: $((SECONDS - start)) s ($how)"

# The clone, then the working tree's changes over it (see the top).
start=$SECONDS
git clone -q --no-hardlinks "$KIT_ROOT" "$root$CLONE" 2>"$LOGS/clone.log" ||
	die "cannot clone $KIT_ROOT: $(tail -n 1 "$LOGS/clone.log")"
what="HEAD $(git -C "$KIT_ROOT" rev-parse --short HEAD)"
if [ "$head_only" = 0 ]; then
	(
		cd "$KIT_ROOT"
		git diff -z --name-only --no-renames --diff-filter=D HEAD | (cd "$root$CLONE" && xargs -0 -r rm -f --)
		{
			git diff -z --name-only --no-renames --diff-filter=d HEAD
			git ls-files -z --others --exclude-standard
		} >"$work/changed"
		tar --null -T "$work/changed" -cf - | tar -C "$root$CLONE" -xf -
	)
	n=$(tr -cd '\0' <"$work/changed" | wc -c)
	[ "$n" = 0 ] || what="$what and $n changed or new file(s) of the working tree"
fi
echo "fresh: clone: $((SECONDS - start)) s ($what)"

# Into the namespaces.  unshare runs in the background, so that a signal
# reaches our trap at once; --kill-child takes the namespace down with it.
rc=0
unshare --mount --pid --fork --kill-child --propagation private \
	env FRESH_CACHE="$FRESH_CACHE" KIT_CACHE="$KIT_CACHE" KIT_OUT="$KIT_OUT" \
	bash "$KIT_ROOT/ci/fresh-check.sh" --inner "$root" </dev/null &
upid=$!
wait "$upid" || rc=$?
upid=
[ -f "$LOGS/inner.started" ] || die "cannot enter new mount and PID namespaces (unshare exited $rc); run as root on a kernel that allows them"
[ "$rc" = 0 ] || exit "$rc"
echo "fresh: total: $((SECONDS - total)) s"
echo PASS
