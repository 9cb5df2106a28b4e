# shellcheck shell=bash
# Common settings of the kit's scripts: where things live, and how they fail.
# Sourced, never run.  Every variable here can be overridden from the environment.

KIT_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
KIT_CACHE=${KIT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arch-port-kit}
KIT_OUT=${KIT_OUT:-$KIT_ROOT/out}
KIT_TARBALL=${KIT_TARBALL:-/usr/src/linux-source-6.12.tar.xz}
KIT_KVER=6.12
KIT_JOBS=${KIT_JOBS:-$(nproc)}

# The kernel tree: ours (extracted from Debian's linux-source-6.12 into the
# cache) unless the user passes their own with KERNEL_SRC=.  A user's tree is
# only ever read, unless KERNEL_SRC_WRITABLE=1 allows the kit to overlay ports
# and apply patches in it.
KIT_OWN_SRC=$KIT_CACHE/linux-$KIT_KVER
if [ -n "${KERNEL_SRC:-}" ]; then
	KSRC=$(cd "$KERNEL_SRC" 2>/dev/null && pwd) || KSRC=$KERNEL_SRC
	KSRC_IS_USER=1
else
	KSRC=$KIT_OWN_SRC
	KSRC_IS_USER=0
fi

# Reproducible banners: the "Linux version" line is the same in every run,
# and so is the image.  The build number too: the kernel mixes its version
# string into the random pool that places mmap and the stack, so "#12"
# against "#14" moved make bench's fork figure by 4 %.
export KBUILD_BUILD_TIMESTAMP=${KBUILD_BUILD_TIMESTAMP:-2026-01-01}
export KBUILD_BUILD_USER=${KBUILD_BUILD_USER:-kit}
export KBUILD_BUILD_HOST=${KBUILD_BUILD_HOST:-arch-port-kit}
export KBUILD_BUILD_VERSION=${KBUILD_BUILD_VERSION:-1}

# portcheck (checklists/portcheck) judges boot logs and measures ports; its
# checklist holds the failure-line patterns: a console line matching one fails
# any boot, whatever else passed.
PORTCHECK=$KIT_OUT/portcheck/portcheck

# need_portcheck: builds portcheck if it is missing or out of date.
need_portcheck() {
	mkdir -p "$KIT_OUT"
	make -s -C "$KIT_ROOT/checklists/portcheck" O="$KIT_OUT/portcheck" \
		>"$KIT_OUT/portcheck-build.log" 2>&1 ||
		die "portcheck does not build (see $KIT_OUT/portcheck-build.log); $(install_hint "libyaml-dev libelf-dev")"
}

# One clear line naming the problem and the fix, then stop.
die() {
	echo "error: $*" >&2
	exit 1
}

note() {
	[ -n "${KIT_QUIET:-}" ] || echo "kit: $*" >&2
}

# kernel_version DIR: prints VERSION.PATCHLEVEL of the kernel tree in DIR, or
# nothing when DIR is not a kernel tree.
kernel_version() {
	local mk=$1/Makefile v p
	[ -f "$mk" ] && [ -f "$1/scripts/Kbuild.include" ] && [ -d "$1/arch" ] || return 0
	v=$(sed -n 's/^VERSION = \([0-9]*\)$/\1/p' "$mk" | head -n 1)
	p=$(sed -n 's/^PATCHLEVEL = \([0-9]*\)$/\1/p' "$mk" | head -n 1)
	[ -n "$v" ] && [ -n "$p" ] && echo "$v.$p"
}

# require_tree: the kernel tree exists and is 6.12, or one line saying why not.
require_tree() {
	local ver
	[ -d "$KSRC" ] || {
		if [ "$KSRC_IS_USER" = 1 ]; then
			die "KERNEL_SRC=$KSRC does not exist; point it at a Linux $KIT_KVER tree or unset it to use the kit's own"
		fi
		die "no kernel tree at $KSRC; run 'make provision' first"
	}
	ver=$(kernel_version "$KSRC")
	[ -n "$ver" ] || die "KERNEL_SRC=$KSRC is not a Linux kernel tree (no top-level Makefile with VERSION/PATCHLEVEL); point it at a Linux $KIT_KVER tree or unset it"
	[ "$ver" = "$KIT_KVER" ] || die "KERNEL_SRC=$KSRC is Linux $ver, the kit needs $KIT_KVER; point it at a $KIT_KVER tree or unset it to use the kit's own"
}

# require_tool CMD PACKAGE: CMD is on PATH, or one line naming the package.
require_tool() {
	command -v "$1" >/dev/null 2>&1 || die "$1 not found; $(install_hint "$2")"
}

# install_hint PACKAGES: how to get them, in the kit (make setup) or in a
# project generated from its template (which has no setup of its own).
install_hint() {
	if [ -x "$KIT_ROOT/ci/setup.sh" ]; then
		echo "run 'make setup' (or: apt-get install $1)"
	else
		echo "install it: apt-get install $1"
	fi
}

# ccache in masquerade mode: a directory of symlinks put first on PATH, so
# that every way the kit calls the cross compilers (kbuild, nolibc) hits it.
use_ccache() {
	local cc bin=$KIT_CACHE/ccache-bin
	command -v ccache >/dev/null 2>&1 || return 0
	mkdir -p "$bin"
	for cc in "$@"; do
		[ -e "$bin/$cc" ] || ln -sf "$(command -v ccache)" "$bin/$cc"
	done
	export PATH=$bin:$PATH
	export CCACHE_DIR=${CCACHE_DIR:-$KIT_CACHE/ccache}
	export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-5G}
}

# load_target NAME: read ci/targets/NAME.conf, the description of one boot
# target (which port, which board, what ends the run).
load_target() {
	local conf=$KIT_ROOT/ci/targets/$1.conf
	# A name, never a path: it becomes part of directories that are
	# emptied (out/<target>, the build's kit/<target>).
	case "$1" in
	'' | *[!A-Za-z0-9._-]* | .*) die "'$1' is not a target name; targets are: $(list_targets | tr '\n' ' ')" ;;
	esac
	[ -f "$conf" ] || die "unknown target '$1'; targets are: $(list_targets | tr '\n' ' ')"
	TARGET=$1
	# shellcheck source=/dev/null
	. "$conf"
	# Targets with the same kernel config share one build (BUILD_DIR) and
	# differ in their initramfs; each keeps its own image under kit/TARGET.
	BUILD=${KIT_BUILD:-$KIT_CACHE/build}/${BUILD_DIR:-$TARGET}
	IMAGE=$BUILD/kit/$TARGET/$KERNEL_IMAGE
}

# this_run_log TARGET: prints the target's console log, refused unless this
# run wrote it.  Under make test (KIT_RUN_START, set by ci/test.sh) a log
# older than the run is an earlier run's: the boot it stands for failed or
# never happened in this one.  Outside make test any log will do.
this_run_log() {
	local log=$KIT_OUT/$1.log
	case "${KIT_RUN_START:-0}" in
	'' | *[!0-9]*) die "KIT_RUN_START='$KIT_RUN_START' is not a time in seconds since 1970; unset it (ci/test.sh sets it to its start)" ;;
	esac
	load_target "$1"
	[ -f "$log" ] || die "no console log of $1 at $log; boot it first with 'make run T=$1'"
	[ "$(stat -c %Y "$log")" -ge "${KIT_RUN_START:-0}" ] ||
		die "$log is an earlier run's ($(date -r "$log" '+%F %T'); this run started $(date -d "@$KIT_RUN_START" '+%F %T')): $1 did not boot in this run (its check above says why)"
	echo "$log"
}

list_targets() {
	local f
	for f in "$KIT_ROOT"/ci/targets/*.conf; do
		basename "$f" .conf
	done
}
