#!/usr/bin/env bash
# build.sh TARGET: configure the target's kernel (defconfig + fragments),
# install its uapi headers, build its /init with the tree's nolibc, and build
# the kernel out of tree (O=) with that /init in a built-in initramfs.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# -eq 1 ] || die "usage: build.sh TARGET (one of: $(list_targets | tr '\n' ' '))"
load_target "$1"

require_tool "${CROSS_COMPILE}gcc" "$CROSS_PKG"
for t in make:make flex:flex bison:bison bc:bc cpio:cpio perl:perl patch:patch; do
	require_tool "${t%%:*}" "${t#*:}"
done
trap 'die "$TARGET: interrupted; run the same command again to finish the build"' INT TERM HUP
# From here to the end the tree is in this port's state: copied, patched
# and read by kbuild.  A build that wants another state waits, one that
# wants the same one runs beside (claim_tree, ci/lib.sh); one of the same
# build directory waits (claim_build_dir).
claim_tree
claim_build_dir
# The host's gcc too: each build directory compiles kbuild's host tools
# (kconfig's conf, fixdep, dtc, kallsyms, ...) afresh, the same objects
# in every one of them.
use_ccache "${CROSS_COMPILE}gcc" gcc

# The build directory is keyed by the tree and the port it is built from
# (load_target, ci/lib.sh), and also records the tree's stamp: a tree
# extracted again (a new linux-source-6.12) is a new tree, and kbuild would
# keep the old one's objects, older than its files but built from others.
claim_build() {
	local want had
	want="$BUILD_FROM
stamp $(tree_stamp)"
	had=$(cat "$BUILD/.kit-built-from" 2>/dev/null || true)
	if [ -d "$BUILD" ] && [ "$had" != "$want" ]; then
		note "$BUILD was built from another tree (${had:-unrecorded}); starting it afresh"
		rm -rf "$BUILD"
	fi
	mkdir -p "$BUILD"
	echo "$want" >"$BUILD/.kit-built-from.new"
	mv "$BUILD/.kit-built-from.new" "$BUILD/.kit-built-from"
}

# Build directories of a tree that is gone or was replaced are never
# built again: removed.  So are those of an older kit, keyed by the
# checkout ("port PATH"), so that the cache does not keep one per clone.
# Only the kit's own build/ (not a KIT_BUILD of the user's), and only a
# directory no build holds (claim_build_dir's lock; one just made has no
# record yet).
prune_builds() {
	local d from tree gone=0
	[ -z "${KIT_BUILD:-}" ] || return 0
	for d in "$KIT_CACHE"/build/*/; do
		d=${d%/}
		[ -d "$d" ] && [ "$d" != "$BUILD" ] || continue
		from=$(cat "$d/.kit-built-from" 2>/dev/null || true)
		tree=$(sed -n 's/^tree //p' <<<"$from")
		if [ -z "$from" ] || grep -q '^port ' <<<"$from" || [ ! -d "$tree" ] ||
			{ grep -qx "tree $KIT_OWN_SRC" <<<"$from" && ! grep -qxF "stamp $(cat "$KIT_OWN_SRC/.kit-extracted" 2>/dev/null)" <<<"$from"; }; then
			flock -n "$d.lock" rm -rf "$d" || continue
			rm -f "$d.lock"
			gone=$((gone + 1))
		fi
	done
	[ "$gone" = 0 ] || note "removed $gone build directories of trees that are gone, or of an older kit"
}
claim_build
prune_builds
mkdir -p "$KIT_OUT"
log=$KIT_OUT/$TARGET-build.log
: >"$log"

kmake() {
	make -C "$KSRC" O="$BUILD" ARCH="$ARCH" CROSS_COMPILE="$CROSS_COMPILE" \
		-j"$KIT_JOBS" "$@" >>"$log" 2>&1 ||
		{
			tail -n 25 "$log" >&2
			# the first error, so that one line names the problem
			first=$(grep -m 1 -E ': (fatal )?error: |undefined reference to' "$log" || true)
			die "$TARGET: 'make $*' failed${first:+ (first error: ${first#"$KSRC"/})}; the whole log is $log"
		}
}

# Fragments are checked after olddefconfig: a line that did not stick (a
# missing dependency, a misspelt symbol) is a configuration bug, not a
# detail.  A later fragment overrides an earlier one, as in merge_config.sh.
check_fragments() {
	local frag line sym want got
	declare -A wanted=() from=()
	for frag in "$@"; do
		while IFS= read -r line; do
			case "$line" in
			CONFIG_*=*) sym=${line%%=*} want=$line ;;
			"# CONFIG_"*" is not set") sym=${line#\# } sym=${sym%% *} want="" ;;
			*) continue ;;
			esac
			wanted[$sym]=$want
			from[$sym]="'$line' from $(basename "$frag")"
		done <"$frag"
	done
	for sym in "${!wanted[@]}"; do
		got=$(grep -E "^$sym=" "$BUILD/.config" || true)
		[ "$got" = "${wanted[$sym]}" ] ||
			die "$TARGET: ${from[$sym]} did not stick (the config has '${got:-not set}'); fix the fragment"
	done
}

configure() {
	local frags=() f
	for f in $FRAGMENTS; do
		frags+=("$KIT_ROOT/ci/configs/$f")
	done
	[ -z "${PORT_FRAGMENTS:-}" ] || for f in $PORT_FRAGMENTS; do frags+=("$KIT_ROOT/$f"); done
	mkdir -p "$BUILD/kit/$TARGET"
	# No INIT: no initramfs (a new port on day 0 stops long before /init).
	# One list per build directory, the target's being built (build_init),
	# named relative to the build directory (usr/'s gen_initramfs.sh runs
	# there): the string is in autoconf.h, which every file includes, so a
	# path naming the directory or the target would make autoconf.h differ
	# between targets and checkouts that build the same kernel, and
	# ccache's direct mode miss on every file.
	if [ -n "$INIT" ]; then
		echo 'CONFIG_INITRAMFS_SOURCE="kit/initramfs.list"' >"$BUILD/kit/$TARGET/initramfs.config"
	else
		echo 'CONFIG_INITRAMFS_SOURCE=""' >"$BUILD/kit/$TARGET/initramfs.config"
	fi
	frags+=("$BUILD/kit/$TARGET/initramfs.config")
	# The three kconfig runs take 17 s; a .config made from the same
	# inputs, and not changed since, is kept (its fragments still checked).
	local key stamp=$BUILD/kit/config-key
	# No key (it could not be made): configure, as without one.
	key=$(config_key "${frags[@]}") || key=""
	if [ -n "$key" ] && [ -f "$BUILD/.config" ] &&
		[ "$(cat "$stamp" 2>/dev/null)" = "$key $(sha1sum <"$BUILD/.config" | cut -c1-40)" ]; then
		echo "configure: the .config of the same inputs is kept" >>"$log"
		check_fragments "${frags[@]}"
		return 0
	fi
	rm -f "$stamp"
	kmake "$DEFCONFIG"
	"$KSRC/scripts/kconfig/merge_config.sh" -m -O "$BUILD" "$BUILD/.config" "${frags[@]}" >>"$log" 2>&1 ||
		die "$TARGET: merging config fragments failed; see $log"
	kmake olddefconfig
	check_fragments "${frags[@]}"
	[ -z "$key" ] || echo "$key $(sha1sum <"$BUILD/.config" | cut -c1-40)" >"$stamp"
}

# config_key FRAGMENT...: what the .config is made from: the tree, the
# compiler (Kconfig asks it what it supports), the defconfig, the
# fragments, and the port's Kconfig files, defconfigs and patches (which
# may change generic Kconfig files).  Empty for a user's tree, which may
# change under the kit: that one is configured every time.
config_key() {
	local dirs=()
	[ "$KSRC_IS_USER" != 1 ] || return 0
	if [ -n "$PORT" ]; then
		dirs=("arch/$ARCH")
		# (a port may have no patches/: the or1k preset has none)
		[ ! -d "$KIT_ROOT/$PORT/patches" ] || dirs+=(patches)
	fi
	{
		echo "$ARCH $CROSS_COMPILE $DEFCONFIG $(tree_stamp)"
		"${CROSS_COMPILE}gcc" --version | head -n 1
		cat "$@"
		[ ${#dirs[@]} = 0 ] ||
			(cd "$KIT_ROOT/$PORT" && find "${dirs[@]}" -type f \( -name 'Kconfig*' -o -path '*/configs/*' -o -path 'patches/*' \) \
				-print0 | sort -z | xargs -0 -r sha1sum)
	} | sha1sum | cut -c1-40
}

# check_load_align ELF NAME: on MIPS, every LOAD segment of ELF is
# aligned to 64 KiB, the largest page the MIPS ports offer, so that one
# binary runs at every page size (the p16k and p64k targets run the
# 4 KiB targets' programs).  Debian's MIPS linker does so by default
# (max-page-size); a -z max-page-size=4096 would make exec refuse the
# program at 64 KiB.  (OpenRISC has one page size, 8 KiB, its linker's.)
check_load_align() {
	local a
	case $CROSS_COMPILE in
	mips*) ;;
	*) return 0 ;;
	esac
	for a in $("${CROSS_COMPILE}readelf" -lW "$1" | awk '$1 == "LOAD" { print $NF }'); do
		[ $((a)) -ge 65536 ] ||
			die "$TARGET: $2 has a LOAD segment aligned to $a, under 64 KiB: it would not run with 64 KiB pages; link it without -z max-page-size"
	done
}

# build_prog OUT SRC...: one user program, built like the kernel's nolibc
# selftests build theirs, in the target's program format (INIT_FORMAT: elf,
# or flat, linked for ci/flat/elf2flt, which converts it, and entered
# through ci/flat/start.S); OUT is kept when nothing changed, so that the
# kernel is not relinked.
build_prog() {
	local out=$1 flat=() obj=$1.new pre post
	shift
	if [ "${INIT_FORMAT:-elf}" = flat ]; then
		flat=(-Wl,-q,-N,-Ttext=0x8000,-T,"$KIT_ROOT/ci/flat/flat.ld" -e __flat_start "$KIT_ROOT/ci/flat/start.S")
		obj=$out.elf
	fi
	# The C library: the tree's nolibc, or musl (LIBC=musl, ci/musl.sh)
	# with its start files around the program, its headers before the
	# kernel's, its soft-float helpers before libgcc's (ci/musl.sh,
	# build_softfp).
	if [ "${LIBC:-nolibc}" = musl ]; then
		pre=(-nostdinc -isystem "$musl/include" -isystem "$BUILD/usr/include" -static -nostdlib
			"$musl/lib/crt1.o" "$musl/lib/crti.o")
		post=(-Wl,--start-group "$musl/lib/libc.a" "$musl/lib/libsoftfp.a" -lgcc -Wl,--end-group "$musl/lib/crtn.o")
	else
		pre=(-std=c89 -nostdlib -nostdinc -static -I"$nl" -I"$BUILD/usr/include")
		post=(-lgcc)
	fi
	# shellcheck disable=SC2086 # the flag lists are word lists
	"${CROSS_COMPILE}gcc" -Os -fno-ident -fno-asynchronous-unwind-tables \
		-W -Wall -Wextra -fno-stack-protector $USER_CFLAGS \
		"${pre[@]}" $USER_LDFLAGS "${flat[@]}" \
		-o "$obj" "$@" "${post[@]}" >>"$log" 2>&1 ||
		{ tail -n 25 "$log" >&2; die "$TARGET: building /$(basename "$out") from $1 failed; see $log"; }
	if [ "${INIT_FORMAT:-elf}" = flat ]; then
		"$KIT_OUT/flat/elf2flt" "$obj" "$out.new" >>"$log" 2>&1 ||
			{ tail -n 1 "$log" >&2; die "$TARGET: /$(basename "$out") cannot be made a FLAT file; see $log"; }
	else
		check_load_align "$obj" "/$(basename "$out")"
	fi
	if cmp -s "$out.new" "$out"; then
		rm "$out.new"
	else
		mv "$out.new" "$out"
	fi
}

# install_if_changed FROM TO: TO is FROM's copy, its time kept when the
# content is (the initramfs is not rebuilt for nothing).
install_if_changed() {
	cmp -s "$1" "$2" || cp "$1" "$2"
}

# cpio_tree DIR DEST: DIR's files, directories and symbolic links as
# gen_init_cpio lines placing them under DEST, modes kept (a test may
# need a file it cannot execute); the cache's own marks left out.
cpio_tree() {
	echo "dir $2 0755 0 0"
	(cd "$1" && find . -mindepth 1 ! -name .kit-complete ! -name build.log -printf '%y %m %P %l\n' | sort -k3) |
		while read -r type mode path link; do
			case $type in
			d) echo "dir $2/$path $mode 0 0" ;;
			f) echo "file $2/$path $1/$path $mode 0 0" ;;
			l) echo "slink $2/$path $link 0777 0 0" ;;
			esac
		done
}

# The user's /init, built like the kernel's nolibc selftests build theirs,
# against a copy of the tree's nolibc (patched by the kit, see ci/nolibc/)
# and this target's own installed uapi headers.
build_init() {
	local u=$BUILD/kit/$TARGET nl=$BUILD/kit/$TARGET/nolibc srcs=() p musl=""
	kmake headers_install
	case ${LIBC:-nolibc} in
	nolibc) ;;
	musl) musl=$(CROSS_COMPILE=$CROSS_COMPILE USER_CFLAGS=$USER_CFLAGS "$KIT_ROOT/ci/musl.sh" "$ARCH" "$BUILD/usr/include" \
		${PORT:+"$KIT_ROOT/$PORT"}) || exit 1 ;;
	*) die "$TARGET: LIBC=$LIBC; the kit builds user programs with nolibc or musl" ;;
	esac
	rm -rf "$nl"
	mkdir -p "$u"
	cp -r "$KSRC/tools/include/nolibc" "$nl"
	for p in "$KIT_ROOT"/ci/nolibc/*.patch; do
		# a generated project may have none
		[ -e "$p" ] || continue
		patch -d "$nl" -p2 -s <"$p" || die "$(basename "$p") does not apply to this tree's nolibc"
	done
	case "$INIT" in
	nolibc-test)
		srcs=("$KSRC/tools/testing/selftests/nolibc/nolibc-test.c"
			"$KSRC/tools/testing/selftests/nolibc/nolibc-test-linkage.c") ;;
	*) srcs=("$KIT_ROOT/$INIT") ;;
	esac
	if [ "${INIT_FORMAT:-elf}" = flat ]; then
		mkdir -p "$KIT_OUT/flat"
		gcc -O2 -W -Wall -o "$KIT_OUT/flat/elf2flt" "$KIT_ROOT/ci/flat/elf2flt.c" >>"$log" 2>&1 ||
			die "$TARGET: ci/flat/elf2flt.c does not build with the host's gcc; see $log"
	fi
	# With INIT_RUNNER, /init is that program and INIT's is /judge, its
	# child (reference-tsar/user/init-runner.c says why).  With
	# USERSPACE=busybox or kselftest, /init is INIT's shell script, run
	# by a static BusyBox (ci/busybox.sh) in /bin, with its links; and
	# busybox's CASES as /etc/shell-cases, or the kernel's selftests
	# (ci/kselftest.sh) as /kselftest.
	local judge="" extra=()
	if [ "${USERSPACE:-}" = busybox ] || [ "${USERSPACE:-}" = kselftest ]; then
		[ -n "$musl" ] || die "$TARGET: USERSPACE=$USERSPACE needs LIBC=musl"
		local bb l ks
		bb=$(CROSS_COMPILE=$CROSS_COMPILE USER_CFLAGS=$USER_CFLAGS "$KIT_ROOT/ci/busybox.sh" "$ARCH" "$BUILD/usr/include" "$musl") || exit 1
		install_if_changed "${srcs[0]}" "$u/init"
		install_if_changed "$bb/busybox" "$u/busybox"
		extra=("dir /bin 0755 0 0" "dir /sbin 0755 0 0" "dir /sys 0755 0 0" "dir /etc 0755 0 0"
			"file /bin/busybox $u/busybox 0755 0 0")
		while IFS= read -r l; do
			[ "$l" = /bin/busybox ] || extra+=("slink $l /bin/busybox 0777 0 0")
		done <"$bb/busybox.links"
		if [ "$USERSPACE" = busybox ]; then
			install_if_changed "$KIT_ROOT/$CASES" "$u/shell-cases"
			extra+=("file /etc/shell-cases $u/shell-cases 0644 0 0")
		else
			ks=$(CROSS_COMPILE=$CROSS_COMPILE USER_CFLAGS=$USER_CFLAGS "$KIT_ROOT/ci/kselftest.sh" "$ARCH" "$BUILD/usr/include" "$musl") || exit 1
			mapfile -t -O ${#extra[@]} extra < <(cpio_tree "$ks" /kselftest)
		fi
	elif [ -n "${INIT_RUNNER:-}" ]; then
		build_prog "$u/judge" "${srcs[@]}"
		build_prog "$u/init" "$KIT_ROOT/$INIT_RUNNER"
		judge="file /judge $u/judge 0755 0 0"
	else
		build_prog "$u/init" "${srcs[@]}"
	fi
	local list=$BUILD/kit/initramfs.list
	cat >"$list.new" <<-EOF
		dir /dev 0755 0 0
		nod /dev/console 0600 0 0 c 5 1
		dir /proc 0755 0 0
		file /init $u/init 0755 0 0
	EOF
	[ -z "$judge" ] || echo "$judge" >>"$list.new"
	[ ${#extra[@]} = 0 ] || printf '%s\n' "${extra[@]}" >>"$list.new"
	if cmp -s "$list.new" "$list"; then
		rm "$list.new"
	else
		mv "$list.new" "$list"
	fi
}

start=$(date +%s)
# A failed build must not leave the previous image behind to be booted.
rm -f "$IMAGE"
configure
[ -z "$INIT" ] || build_init
kmake "$KERNEL_IMAGE"
# The images are this checkout's: the build directory is shared with
# every checkout of the port (load_target), the next build there may be
# another's.  The user programs go with them, for gdb (core-check.sh).
mkdir -p "$IMAGES"
for f in init judge; do
	rm -f "$IMAGES/$f"
	[ ! -f "$BUILD/kit/$TARGET/$f" ] || cp "$BUILD/kit/$TARGET/$f" "$IMAGES/$f"
done
cp "$BUILD/$KERNEL_IMAGE" "$IMAGE.new"
mv "$IMAGE.new" "$IMAGE"
echo "$TARGET: built $IMAGE in $(($(date +%s) - start)) s (log: $log)"
