#!/usr/bin/env bash
# busybox.sh ARCH HEADERS MUSL: a static BusyBox for the port ARCH, with
# the applets reference-tsar/user/busybox.config turns on, built with
# $CROSS_COMPILE and $USER_CFLAGS against musl (MUSL: the directory
# ci/musl.sh prints) and the port's installed uapi headers HEADERS.
# Prints the directory that holds busybox and busybox.links (one applet
# path a line).
#
# The source is Debian's (ci/fetch-source.sh busybox), unchanged.  It is
# configured with `make allnoconfig` and the fragment, and linked through
# a gcc specs file (musl_specs, ci/lib.sh), so that BusyBox's build keeps
# its own flags and link script.  Built once per set of
# inputs (the sources' version, musl's build, the fragment, the compiler,
# the flags and this script), moved into place whole.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# = 3 ] || die "usage: busybox.sh ARCH HEADERS MUSL (MUSL: the directory ci/musl.sh prints)"
arch=$1 hdrs=$2 musl=$3
need_musl_inputs "$arch" "$hdrs" "$musl"
require_tool make make
use_ccache "${CROSS_COMPILE}gcc"

src=$("$KIT_ROOT/ci/fetch-source.sh" busybox)
conf=$KIT_ROOT/reference-tsar/user/busybox.config
key=$({
	echo "$src"
	echo "$musl"
	cat "$conf"
	"${CROSS_COMPILE}gcc" --version | head -n 1
	echo "$USER_CFLAGS"
	cat "$0"
} | sha1sum | cut -c1-12)
out=$KIT_CACHE/userspace/busybox-$arch-$key
userspace_cached "$out"
tmp=$(mktemp -d "$KIT_CACHE/userspace/.busybox.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
log=$tmp/build.log
musl_specs "$musl" >"$tmp/musl.specs"
bb() {
	make -C "$src" O="$tmp/obj" CROSS_COMPILE="$CROSS_COMPILE" "$@" >>"$log" 2>&1
}
note "building BusyBox for $arch (once for these inputs, a few minutes)"
mkdir -p "$tmp/obj"
# BusyBox's kconfig has no KCONFIG_ALLCONFIG: every option off, the
# fragment's lines put in place of theirs, and oldconfig settles what
# depends on them (its questions answered with their defaults).
bb allnoconfig || die "BusyBox's allnoconfig failed; see $log"
# A choice's member is set off by "# CONFIG_X is not set" (the default
# member, which allnoconfig sets, would win over the one the fragment
# sets).
opts=$(grep -E '^CONFIG_|^# CONFIG_[A-Z0-9_]+ is not set$' "$conf")
while IFS= read -r line; do
	sym=${line#\# }
	sym=${sym%%[= ]*}
	sed -i -e "/^# $sym is not set\$/d" -e "/^$sym=/d" "$tmp/obj/.config"
	echo "$line" >>"$tmp/obj/.config"
done <<<"$opts"
{ yes '' || true; } | bb oldconfig || die "BusyBox's oldconfig with ${conf#"$KIT_ROOT"/} failed; see $log"
# Every line of the fragment must have stuck (an option renamed or
# depending on one left off would be silently dropped).
while IFS= read -r line; do
	grep -qxF "$line" "$tmp/obj/.config" ||
		die "'$line' of ${conf#"$KIT_ROOT"/} did not stick in BusyBox's .config; fix the fragment"
done <<<"$opts"
bb -j"${KIT_JOBS:-2}" \
	CONFIG_EXTRA_CFLAGS="$USER_CFLAGS -fno-stack-protector -nostdinc -isystem $musl/include -isystem $hdrs -specs=$tmp/musl.specs" \
	CONFIG_EXTRA_LDFLAGS="-static" busybox busybox.links ||
	{ grep -E 'error|undefined' "$log" | head -n 5 >&2; die "BusyBox for $arch does not build; see $log"; }
bin=$tmp/obj/busybox
need_static_softfp "$bin" "BusyBox for $arch" "$log"
mkdir -p "$tmp/dest"
cp "$bin" "$tmp/obj/busybox.links" "$log" "$tmp/dest/"
userspace_install "$tmp/dest" "$out"
