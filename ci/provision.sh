#!/usr/bin/env bash
# Kernel provisioning.
#   provision.sh tree             extract Debian's linux-source-6.12 into the cache (once)
#   provision.sh overlay PORTDIR  link PORTDIR/arch/<name> into the tree, apply PORTDIR/patches/series
#   provision.sh undo PORTDIR     remove that link and reverse those patches
# With KERNEL_SRC=/own/tree the tree is only checked; overlay and undo need
# KERNEL_SRC_WRITABLE=1 as well, since they change the tree.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

extract_tree() {
	local stamp tmp
	if [ "$KSRC_IS_USER" = 1 ]; then
		require_tree
		return
	fi
	[ -f "$KIT_TARBALL" ] || die "$KIT_TARBALL not found; $(install_hint linux-source-6.12)"
	stamp=$(stat -c '%s %Y' "$KIT_TARBALL")
	if [ -f "$KSRC/.kit-extracted" ] && [ "$(cat "$KSRC/.kit-extracted")" = "$stamp" ]; then
		require_tree
		return
	fi
	note "extracting $KIT_TARBALL into $KSRC (once, about 20 s)"
	mkdir -p "$KIT_CACHE"
	tmp=$(mktemp -d "$KIT_CACHE/extract.XXXXXX")
	tar -xf "$KIT_TARBALL" -C "$tmp"
	[ -d "$tmp/linux-source-$KIT_KVER" ] || die "$KIT_TARBALL has no linux-source-$KIT_KVER/ directory; reinstall linux-source-$KIT_KVER"
	echo "$stamp" >"$tmp/linux-source-$KIT_KVER/.kit-extracted"
	# Swap in the new tree only once it is complete, so an interrupted
	# extraction never leaves a half tree behind.
	[ -d "$KSRC" ] && mv "$KSRC" "$tmp/old"
	mv "$tmp/linux-source-$KIT_KVER" "$KSRC"
	rm -rf "$tmp"
	require_tree
}

may_modify() {
	require_tree
	if [ "$KSRC_IS_USER" = 1 ] && [ "${KERNEL_SRC_WRITABLE:-0}" != 1 ]; then
		die "the kit does not change KERNEL_SRC=$KSRC without consent; set KERNEL_SRC_WRITABLE=1 to let it overlay ports and apply patches there"
	fi
}

# The patches a port has applied are remembered (copied) in the tree, so that
# a later series, or undo, reverses exactly what was applied.
applied_dir() {
	echo "$KSRC/.kit-applied/$1"
}

reverse_applied() {
	local dir=$1 p
	[ -f "$dir/series" ] || return 0
	for p in $(tac "$dir/series"); do
		patch -d "$KSRC" -p1 -R -s -f <"$dir/$p" >/dev/null ||
			die "cannot reverse $p in $KSRC (changed by hand?); restore the files it touches, then rerun"
	done
	rm -rf "$dir"
}

# same_series APPLIED PATCHES: the series applied is the port's current one.
same_series() {
	local p
	[ -f "$2/series" ] && cmp -s "$1/series" "$2/series" || return 1
	for p in $(cat "$2/series"); do
		cmp -s "$1/$p" "$2/$p" || return 1
	done
}

overlay() {
	local port=$1 name series p adir
	[ -d "$port/arch" ] || die "$port has no arch/ directory; pass a port directory such as reference-tsar"
	name=$(basename "$(find "$port/arch" -mindepth 1 -maxdepth 1 -type d | head -n 1)")
	[ -n "$name" ] || die "$port/arch/ is empty; a port needs arch/<name>/"
	may_modify
	if [ -e "$KSRC/arch/$name" ] && [ ! -L "$KSRC/arch/$name" ]; then
		die "$KSRC/arch/$name exists and is not the kit's link; rename the port or remove that directory"
	fi
	ln -sfn "$(cd "$port/arch/$name" && pwd)" "$KSRC/arch/$name"

	adir=$(applied_dir "$name")
	series=$port/patches/series
	if [ -f "$adir/series" ]; then
		# Already applied and unchanged: nothing to do.
		if same_series "$adir" "$port/patches"; then
			return 0
		fi
		reverse_applied "$adir"
	fi
	[ -f "$series" ] || return 0
	mkdir -p "$adir"
	: >"$adir/series"
	for p in $(cat "$series"); do
		[ -f "$port/patches/$p" ] || die "$series names $p, which is missing"
		patch -d "$KSRC" -p1 -N -s --dry-run <"$port/patches/$p" >/dev/null ||
			die "$p does not apply to $KSRC; refresh it against Linux $KIT_KVER"
		patch -d "$KSRC" -p1 -N -s <"$port/patches/$p" >/dev/null
		cp "$port/patches/$p" "$adir/$p"
		echo "$p" >>"$adir/series"
	done
}

undo() {
	local port=$1 name
	name=$(basename "$(find "$port/arch" -mindepth 1 -maxdepth 1 -type d | head -n 1)")
	may_modify
	reverse_applied "$(applied_dir "$name")"
	rmdir "$KSRC/.kit-applied" 2>/dev/null || true
	if [ -L "$KSRC/arch/$name" ]; then
		rm "$KSRC/arch/$name"
	fi
}

case "${1:-tree}" in
tree) extract_tree ;;
overlay) extract_tree && overlay "${2:?usage: provision.sh overlay PORTDIR}" ;;
undo) undo "${2:?usage: provision.sh undo PORTDIR}" ;;
*) die "unknown command '$1'; use tree, overlay PORTDIR or undo PORTDIR" ;;
esac
