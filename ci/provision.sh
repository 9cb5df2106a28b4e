#!/usr/bin/env bash
# Kernel provisioning.
#   provision.sh tree             extract Debian's linux-source-6.12 into the cache (once)
#   provision.sh overlay PORTDIR  copy PORTDIR/arch/<name> into the tree, apply PORTDIR/patches/series
#                                 (and only those: other ports' patches come out first)
#   provision.sh bare             every port's patches out of the tree (an upstream build)
#   provision.sh undo PORTDIR     remove that copy and reverse those patches
#   provision.sh ready [PORTDIR]  exit 0 if the tree is already as overlay PORTDIR (bare) leaves it
# With KERNEL_SRC=/own/tree the tree is only checked; overlay and undo need
# KERNEL_SRC_WRITABLE=1 as well, since they change the tree.
#
# Every step may be stopped at any point (Ctrl-C, a full disk, a kill): the
# next run finds the tree as it was left and repairs it.  The tree is
# swapped in whole, a temporary directory is removed on every exit, and
# which patches are applied is read from the tree itself (patch --dry-run),
# the record only saying which patches to ask about.  The cache's lock
# (kit_lock, ci/lib.sh) keeps two runs from changing the tree at once.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

scratch="" check=""
trap 'rm -rf ${scratch:+"$scratch"} ${check:+"$check"}' EXIT
trap 'die "interrupted; run the same command again: it repairs what this run left half done"' INT TERM HUP

# The tree takes about a fifth more room than the tar's bytes (one block
# per small file at least).
space_needed_mb() {
	local bytes
	bytes=$(xz --robot --list "$KIT_TARBALL" 2>/dev/null | awk '$1 == "totals" {print $5}')
	[ -n "$bytes" ] || bytes=$(($(stat -c %s "$KIT_TARBALL") * 10))
	echo $((bytes * 6 / 5 / 1048576 + 1))
}

extract_tree() {
	local stamp need free err=""
	if [ "$KSRC_IS_USER" = 1 ]; then
		require_tree
		return
	fi
	[ -f "$KIT_TARBALL" ] || die "$KIT_TARBALL not found; $(install_hint linux-source-6.12)"
	stamp=$(stat -c '%s %Y' "$KIT_TARBALL")
	if [ "$(cat "$KSRC/.kit-extracted" 2>/dev/null)" = "$stamp" ]; then
		require_tree
		return
	fi
	kit_lock
	# Another run may have extracted it while this one waited.
	if [ "$(cat "$KSRC/.kit-extracted" 2>/dev/null)" = "$stamp" ]; then
		require_tree
		return
	fi
	# What interrupted extractions left: no other can be running, this
	# run holds the lock.
	rm -rf "$KIT_CACHE"/extract.*
	need=$(space_needed_mb)
	free=$(df -Pm "$KIT_CACHE" | awk 'NR == 2 {print $4}')
	[ "$free" -ge "$need" ] ||
		die "$KIT_CACHE has $free MB free, the Linux $KIT_KVER tree needs about $need MB: free some space there or point KIT_CACHE at a disk with room"
	if [ -d "$KSRC" ]; then
		note "$KIT_TARBALL is not the one $KSRC was extracted from (a new linux-source-$KIT_KVER?): replacing the tree; changes made in it are lost, and every build made from it starts afresh"
	else
		note "extracting $KIT_TARBALL into $KSRC (once, about 20 s)"
	fi
	scratch=$(mktemp -d "$KIT_CACHE/extract.XXXXXX")
	if ! err=$(tar -xf "$KIT_TARBALL" -C "$scratch" 2>&1 >/dev/null); then
		die "extracting $KIT_TARBALL into $KIT_CACHE failed ($(head -n 1 <<<"$err")); it needs about $need MB there, $(df -Pm "$KIT_CACHE" | awk 'NR == 2 {print $4}') MB are free now: fix that and rerun"
	fi
	[ -d "$scratch/linux-source-$KIT_KVER" ] || die "$KIT_TARBALL has no linux-source-$KIT_KVER/ directory; reinstall linux-source-$KIT_KVER"
	echo "$stamp" >"$scratch/linux-source-$KIT_KVER/.kit-extracted"
	# Swap in the new tree only once it is complete, so an interrupted
	# extraction never leaves a half tree behind; the old one goes with
	# the scratch directory.
	[ ! -d "$KSRC" ] || mv "$KSRC" "$scratch/old"
	mv "$scratch/linux-source-$KIT_KVER" "$KSRC"
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

# write_series DIR PATCH...: DIR/series lists PATCH..., replaced whole (a
# rename: never half written, and never written through a hard link).
write_series() {
	local dir=$1
	shift
	if [ $# -gt 0 ]; then printf '%s\n' "$@"; fi >"$dir/series.new"
	mv "$dir/series.new" "$dir/series"
}

# settle DIR: DIR/series lists exactly the patches the tree has.  Patches go
# on in order and come off in reverse, so what a stopped run leaves applied
# is a first part of the series.  Which part is asked of the files
# themselves, in a scratch copy of those the series touches: the longest
# first part that comes off in reverse order and then goes on again whole.
# If none does, a file was changed by hand.
settle() {
	local dir=$1 list=() i f
	[ -f "$dir/series" ] || return 0
	mapfile -t list <"$dir/series"
	for f in "${list[@]}"; do
		[ -f "$dir/$f" ] || die "$dir/$f is missing (the tree's record was changed by hand?); remove $KSRC to extract it again, then rerun"
	done
	for ((i = ${#list[@]}; i >= 0; i--)); do
		applied_first "$dir" "$i" || continue
		write_series "$dir" "${list[@]:0:i}"
		return 0
	done
	die "the files $(basename "$dir")'s patches touch ($(series_touches "$dir" | tr '\n' ' ')) in $KSRC are neither as the patches left them nor as they found them (changed by hand?); restore them, or remove $KSRC to extract it again, then rerun"
}

# series_touches DIR: the files the series recorded in DIR touches.
series_touches() {
	local list=()
	mapfile -t list <"$1/series"
	[ ${#list[@]} = 0 ] || (cd "$1" && sed -n 's|^+++ b/\([^[:space:]]*\).*|\1|p' "${list[@]}" | sort -u)
}

# applied_first DIR I: the tree has the first I patches of DIR's series and
# no more, asked of a scratch copy of the files they touch: those I come
# off in reverse order, then the whole series goes on.
applied_first() {
	local dir=$1 i=$2 list=() files=() j f
	mapfile -t list <"$dir/series"
	mapfile -t files < <(series_touches "$dir")
	[ -n "$check" ] || check=$(mktemp -d)
	rm -rf "$check/t" && mkdir "$check/t"
	for f in "${files[@]}"; do
		[ ! -e "$KSRC/$f" ] || (cd "$KSRC" && cp --parents "$f" "$check/t/")
	done
	for ((j = i; j > 0; j--)); do
		patch -d "$check/t" -p1 -R -s -f <"$dir/${list[j - 1]}" >/dev/null 2>&1 || return 1
	done
	for f in "${list[@]}"; do
		patch -d "$check/t" -p1 -N -s -f <"$dir/$f" >/dev/null 2>&1 || return 1
	done
}

reverse_applied() {
	local dir=$1 list=() i
	[ -f "$dir/series" ] || return 0
	mapfile -t list <"$dir/series"
	for ((i = ${#list[@]}; i > 0; i--)); do
		patch -d "$KSRC" -p1 -R -s -f <"$dir/${list[i - 1]}" >/dev/null ||
			die "cannot reverse ${list[i - 1]} in $KSRC (changed by hand?); restore the files it touches, then rerun"
		write_series "$dir" "${list[@]:0:i-1}"
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

# drop_links: the links an older kit made (it linked ports into arch/)
# are removed; the copy takes their place.  A port that is gone (a
# checkout removed, a generated port thrown away) keeps its copy and its
# build directories, which a clone of it will find as it left them; its
# patches come out with every other port's (others_out), so that no later
# build reads a dead port's changes.
drop_links() {
	local link
	for link in "$KSRC"/arch/*; do
		[ -L "$link" ] || continue
		[ -e "$link" ] || note "$link links to $(readlink "$link"), which is gone: the link is taken out of the tree"
		rm "$link"
	done
}

# copy_port SRC NAME: the tree's arch/NAME made SRC's copy.  A copy, not a
# link: only the files whose text differs from the copy's are written
# (rsync -c, their time then now), so the copy's times say when its text
# last changed in the tree, whichever checkout it came from.  Kbuild
# trusts times: a fresh clone (every file new) or another checkout of the
# same text rebuilds nothing, and any change rebuilds what it touches in
# every build directory.  Its files are read-only: edits belong in SRC.
copy_port() {
	local src=$1 name=$2 dst=$KSRC/arch/$2
	mkdir -p "$KSRC/.kit-ports"
	echo "$src" >"$KSRC/.kit-ports/$name"
	rsync -rLc --delete --chmod=Du+w,F-w "$src/" "$dst/" ||
		die "copying $src into $dst failed; run the same command again"
}

# series_files DIR: the files the patches DIR/series lists touch.
series_files() {
	local list=()
	[ -f "$1/series" ] || return 0
	mapfile -t list <"$1/series"
	[ ${#list[@]} -gt 0 ] || return 0
	(cd "$1" && sed -n 's|^+++ b/\([^[:space:]]*\).*|\1|p' "${list[@]}")
}

# keep_mtimes KEY FILE...: each FILE, now in the state of KEY (a port's
# name, or .bare: no port's patches), gets back the mtime it had the last
# time it was in that state with the same text.  Kbuild rebuilds whatever
# includes a file newer than its objects; a port's patches taken out for
# another's build and put back give the same text a new mtime, and every
# switch would recompile what includes audit.h.  Safe: a build directory
# is only built in its port's state (build.sh holds the lock), so its
# objects newer than that mtime were compiled from that text; the record
# keeps one text per file and KEY, so text that changed in between gets a
# new mtime and a rebuild.
keep_mtimes() {
	local rec=$KSRC/.kit-mtimes/$1 f h m
	shift
	mkdir -p "$KSRC/.kit-mtimes"
	touch "$rec"
	for f in "$@"; do
		[ -f "$KSRC/$f" ] || continue
		h=$(sha1sum <"$KSRC/$f" | cut -c1-40)
		m=$(awk -v f="$f" -v h="$h" '$1 == f && $2 == h {print $3}' "$rec")
		if [ -n "$m" ]; then
			touch -m -d "@$m" "$KSRC/$f"
		else
			{ awk -v f="$f" '$1 != f' "$rec"; echo "$f $h $(stat -c %.9Y "$KSRC/$f")"; } >"$rec.new"
			mv "$rec.new" "$rec"
		fi
	done
}

# others_out [NAME]: the patches of every port but NAME taken out of the
# tree.  The tree carries the patches of the port being built and no
# other's: a build must not lean on another port's changes (a generated
# port on reference-tsar's AUDIT_ARCH_TSAR), and two ports' patches to the
# same lines (each its own AUDIT_ARCH) could not both be applied.  Their
# links stay: an arch/ directory is only read when it is built.
others_out() {
	local adir files=()
	for adir in "$KSRC"/.kit-applied/*/; do
		adir=${adir%/}
		[ -d "$adir" ] && [ "${adir##*/}" != "${1:-}" ] || continue
		settle "$adir"
		mapfile -t -O ${#files[@]} files < <(series_files "$adir")
		reverse_applied "$adir"
	done
	rmdir "$KSRC/.kit-applied" 2>/dev/null || true
	[ ${#files[@]} = 0 ] || keep_mtimes .bare "${files[@]}"
}

bare() {
	[ -d "$KSRC/.kit-applied" ] || return 0
	may_modify
	kit_lock
	others_out
}

overlay() {
	local port=$1 name series adir src p list=() i
	name=$(port_arch "$port")
	may_modify
	kit_lock
	drop_links
	others_out "$name"
	if [ -e "$KSRC/arch/$name" ] && [ ! -f "$KSRC/.kit-ports/$name" ]; then
		die "$KSRC/arch/$name exists and is not the kit's copy of a port; rename the port or remove that directory"
	fi
	src=$(cd "$port/arch/$name" && pwd)
	copy_port "$src" "$name"

	adir=$(applied_dir "$name")
	series=$port/patches/series
	settle "$adir"
	# Already applied and unchanged: nothing to do.
	if [ -f "$adir/series" ] && same_series "$adir" "$port/patches"; then
		return 0
	fi
	reverse_applied "$adir"
	[ -f "$series" ] || return 0
	mapfile -t list < <(grep -v '^[[:space:]]*$' "$series")
	for p in "${list[@]}"; do
		[ -f "$port/patches/$p" ] || die "$series names $p, which is missing"
	done
	# The intent first: every patch the series will apply, recorded before
	# any is, so that a stop half way leaves a record settle() can read.
	mkdir -p "$adir"
	for p in "${list[@]}"; do
		cp "$port/patches/$p" "$adir/$p"
	done
	write_series "$adir" "${list[@]}"
	for ((i = 0; i < ${#list[@]}; i++)); do
		p=${list[i]}
		if ! patch -d "$KSRC" -p1 -N -s --dry-run <"$adir/$p" >/dev/null; then
			write_series "$adir" "${list[@]:0:i}"
			die "$p does not apply to $KSRC; refresh it against Linux $KIT_KVER"
		fi
		patch -d "$KSRC" -p1 -N -s <"$adir/$p" >/dev/null
	done
	mapfile -t list < <(series_files "$adir" | sort -u)
	[ ${#list[@]} = 0 ] || keep_mtimes "$name" "${list[@]}"
}

# ready [PORTDIR]: exits 0 when the tree is already as overlay PORTDIR (or
# bare) would leave it, changing nothing: extracted from the current
# tarball, no link under arch/, the port's copy identical to its text, its
# series applied and no other port's.  claim_tree (ci/lib.sh) reads such a
# tree with its lock shared.
ready() {
	local port=${1:-} name adir link
	[ -d "$KSRC" ] || return 1
	if [ "$KSRC_IS_USER" != 1 ]; then
		[ "$(cat "$KSRC/.kit-extracted" 2>/dev/null)" = "$(stat -c '%s %Y' "$KIT_TARBALL" 2>/dev/null)" ] || return 1
	fi
	for link in "$KSRC"/arch/*; do
		[ ! -L "$link" ] || return 1
	done
	if [ -z "$port" ]; then
		[ ! -d "$KSRC/.kit-applied" ]
		return
	fi
	name=$(port_arch "$port")
	adir=$(applied_dir "$name")
	[ -f "$KSRC/.kit-ports/$name" ] || return 1
	[ -z "$(find "$KSRC/.kit-applied" -mindepth 1 -maxdepth 1 ! -name "$name" 2>/dev/null)" ] || return 1
	if [ -f "$port/patches/series" ]; then
		[ -f "$adir/series" ] && same_series "$adir" "$port/patches" || return 1
		# A stopped overlay records its whole series first.
		applied_first "$adir" "$(wc -l <"$adir/series")" || return 1
	else
		[ ! -d "$adir" ] || return 1
	fi
	[ -z "$(rsync -rLcn --delete --chmod=Du+w,F-w -i "$port/arch/$name/" "$KSRC/arch/$name/" 2>&1)" ]
}

undo() {
	local port=$1 name
	name=$(port_arch "$port")
	may_modify
	kit_lock
	settle "$(applied_dir "$name")"
	reverse_applied "$(applied_dir "$name")"
	rmdir "$KSRC/.kit-applied" 2>/dev/null || true
	# The mtimes kept for its text go too; with no port's patches left in
	# the tree, all of them (the tree is then as the kit found it).
	rm -f "$KSRC/.kit-mtimes/$name"
	[ -d "$KSRC/.kit-applied" ] || rm -rf "$KSRC/.kit-mtimes"
	if [ -f "$KSRC/.kit-ports/$name" ]; then
		rm -rf "${KSRC:?}/arch/$name"
		rm "$KSRC/.kit-ports/$name"
		rmdir "$KSRC/.kit-ports" 2>/dev/null || true
	fi
}

case "${1:-tree}" in
tree) extract_tree ;;
overlay) extract_tree && overlay "${2:?usage: provision.sh overlay PORTDIR}" ;;
bare) extract_tree && bare ;;
undo) undo "${2:?usage: provision.sh undo PORTDIR}" ;;
ready) ready "${2:-}" ;;
*) die "unknown command '$1'; use tree, overlay PORTDIR, bare, undo PORTDIR or ready [PORTDIR]" ;;
esac
