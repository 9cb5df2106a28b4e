#!/usr/bin/env bash
# setup.sh: install every Debian package the kit needs.  Idempotent: silent
# and fast when everything is there; runs 'apt-get update' only when
# something must be installed; when it cannot install (not root, no apt-get)
# it names the packages to install by hand.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

packages=(
	# the kernel and its build
	linux-source-6.12 make gcc bc flex bison libelf-dev libssl-dev cpio xz-utils perl patch ccache rsync
	device-tree-compiler
	# the cross toolchains: MIPS32 little-endian (reference port, arch/mips)
	# and big-endian (the template's big-endian preset: musl's programs link
	# libgcc, which mipsel's compiler has little-endian only), OpenRISC
	gcc-mipsel-linux-gnu gcc-mips-linux-gnu gcc-or1k-elf
	# the boards, and the ROM images malta's default NIC loads
	qemu-system-mips qemu-system-misc ipxe-qemu
	# debugging a port: the gdb stub of QEMU
	gdb-multiarch
	# static checks of the port: sparse (make C=2)
	sparse
	# portcheck, the checklist tool: its libraries, unit tests, sanitizers, fuzzer
	libyaml-dev libcmocka-dev clang libclang-rt-14-dev valgrind
	# the guide's pictures (make pictures): the boot sequence, the memory map
	graphviz
	# the template and the board-farm glue (used through /usr/bin/python3)
	cookiecutter lava-dispatcher
	# the fresh-system check (ci/fresh-check.sh): a bare Debian 12 root to run the kit in
	debootstrap
	# user space from Debian's source packages (ci/fetch-source.sh): dpkg-source
	dpkg-dev
)

missing=()
for p in "${packages[@]}"; do
	case "$p" in \#*) continue ;; esac
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
	if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
		die "cannot install packages here (needs root and apt-get); install them by hand: apt-get install ${missing[*]}"
	fi
	note "installing ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	mkdir -p "$KIT_CACHE"
	apt-get -q update >"$KIT_CACHE/apt.log" 2>&1 || {
		die "apt-get update failed (see $KIT_CACHE/apt.log); check the network or install by hand: apt-get install ${missing[*]}"
	}
	apt-get -q -y -o DPkg::Lock::Timeout=600 install --no-install-recommends "${missing[@]}" >>"$KIT_CACHE/apt.log" 2>&1 ||
		die "apt-get install failed (see $KIT_CACHE/apt.log); install by hand: apt-get install ${missing[*]}"
	note "installed ${#missing[@]} package(s)"
fi

# LAVA's device types (the Jinja2 templates a server renders device
# dictionaries from) ship only in lava-server, whose services the local
# runs do not need: its package is downloaded, not installed, and they are
# taken out of it into the cache (ci/lava/render.py reads them there).
types=$KIT_CACHE/lava/device-types
if [ ! -f "$types/qemu.jinja2" ]; then
	version=$(dpkg-query -W -f='${Version}' lava-dispatcher)
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	(cd "$tmp" && apt-get -q download "lava-server=$version") >"$tmp/download.log" 2>&1 ||
		die "cannot download lava-server $version for its device types ($(tail -n 1 "$tmp/download.log")); check the network"
	dpkg-deb -x "$tmp"/lava-server_*.deb "$tmp/x"
	mkdir -p "$(dirname "$types")"
	rm -rf "$types"
	cp -r "$tmp/x/usr/share/lava-server/device-types" "$types"
	note "LAVA device types of lava-server $version in $types"
fi
