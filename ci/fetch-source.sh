#!/usr/bin/env bash
# fetch-source.sh NAME: the Debian source package NAME (bookworm main), at
# the version ci/sources pins, fetched once into the kit's cache and
# unpacked with Debian's own patches applied.  Prints the tree's path,
# $KIT_CACHE/src/NAME-VERSION; the kit's patches are applied to copies of
# it, never to it.
#
# The sources come through a private apt configuration ($KIT_CACHE/apt-src:
# one deb-src entry for the URI of the system's own bookworm entry); the
# system's apt sources are never changed.  apt checks every file against
# the archive's signed indexes.  Without a network the run stops on one
# line naming the files to download and where to put them (the .dsc and
# its tarballs, which dpkg-source then checks against the .dsc's sums).
# A tree is only ever moved into place whole: an interrupted run leaves
# none half made.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

# The names ci/sources pins, for messages.
names=$(awk '!/^#/ && NF {printf "%s%s", sep, $1; sep = ", "}' "$KIT_ROOT/ci/sources")
[ $# = 1 ] || die "usage: fetch-source.sh NAME (one of: $names)"
name=$1
version=$(awk -v n="$name" '!/^#/ && $1 == n {print $2}' "$KIT_ROOT/ci/sources")
[ -n "$version" ] ||
	die "no Debian source package '$name' in ci/sources; the kit fetches: $names"
require_tool apt-get apt
require_tool dpkg-source dpkg-dev

src=$KIT_CACHE/src
# The upstream version without the epoch: the name dpkg-source gives the tree.
tree=$src/$name-${version#*:}
if [ -f "$tree/.kit-complete" ]; then
	echo "$tree"
	exit 0
fi

dl=$src/dl
apt_dir=$KIT_CACHE/apt-src
mkdir -p "$dl" "$apt_dir/parts" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"

# The .dsc's file name: epoch dropped, as the archive names it.
dsc=$dl/${name}_${version#*:}.dsc
if [ ! -f "$dsc" ]; then
	# The archive the system's own apt uses for bookworm (a deb822
	# .sources file or a one-line sources.list entry).
	uri=${KIT_DEBIAN_URI:-$(
		{ cat /etc/apt/sources.list.d/*.sources 2>/dev/null || true; } |
			awk 'BEGIN { RS = ""; FS = "\n" }
			/(^|\n)Suites:[^\n]*[ \t]bookworm([ \t]|\n|$)/ || /(^|\n)Suites:[ \t]*bookworm([ \t]|\n|$)/ {
				for (i = 1; i <= NF; i++) if ($i ~ /^URIs:/) { split($i, w, /[ \t]+/); print w[2]; exit } }'
	)}
	[ -n "$uri" ] || uri=$({ cat /etc/apt/sources.list 2>/dev/null || true; } |
		awk '$1 == "deb" && $3 == "bookworm" {print $2; exit}')
	[ -n "$uri" ] || die "no bookworm entry in /etc/apt/sources.list.d/*.sources or /etc/apt/sources.list to take the archive's URI from; set KIT_DEBIAN_URI (e.g. http://deb.debian.org/debian)"
	cat >"$apt_dir/parts/src.sources" <<-EOF
		Types: deb-src
		URIs: $uri
		Suites: bookworm
		Components: main
		Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
	EOF
	opts=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$apt_dir/parts"
		-o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache"
		# The downloads land in the kit's cache, which apt's own _apt
		# user may not write: apt fetches as the user running the kit.
		-o "APT::Sandbox::User=$(id -un)")
	offline="cannot fetch Debian's source package $name $version from $uri (see $apt_dir/apt.log); without a network, download ${name}_${version#*:}.dsc and the tarballs it names from $uri/pool/main/ (or snapshot.debian.org) into $dl and run again"
	# The indexes once; again when the pinned version is not in them
	# (they predate it).
	if [ ! -s "$apt_dir/lists/updated" ]; then
		apt-get -q "${opts[@]}" update >"$apt_dir/apt.log" 2>&1 || die "$offline"
		grep -q '^Err' "$apt_dir/apt.log" && die "$offline"
		date +%s >"$apt_dir/lists/updated"
	fi
	fetch() {
		(cd "$dl" && apt-get -q "${opts[@]}" source --download-only "$name=$version") >>"$apt_dir/apt.log" 2>&1
	}
	if ! fetch; then
		apt-get -q "${opts[@]}" update >>"$apt_dir/apt.log" 2>&1 || die "$offline"
		if ! fetch; then
			if grep -q "Can not find version\|Unable to find a source package" "$apt_dir/apt.log"; then
				die "Debian's bookworm has no source package $name $version any more (see $apt_dir/apt.log); download its .dsc and tarballs from snapshot.debian.org into $dl, or pin the version it has in ci/sources and port the kit's patches to it"
			fi
			die "$offline"
		fi
	fi
	[ -f "$dsc" ] || die "apt fetched $name $version but no $dsc came (see $apt_dir/apt.log); report this"
fi

# Unpacked aside, then moved into place whole.  dpkg-source checks each
# tarball against the sums in the .dsc (apt checked the .dsc itself).
tmp=$(mktemp -d "$src/.unpack.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
if ! dpkg-source -x "$dsc" "$tmp/tree" >"$tmp/unpack.log" 2>&1; then
	die "$dsc does not unpack: $(grep -m 1 -i 'error' "$tmp/unpack.log" || tail -n 1 "$tmp/unpack.log"); delete it and its tarballs from $dl and run again"
fi
: >"$tmp/tree/.kit-complete"
rm -rf "$tree"
mv "$tmp/tree" "$tree"
note "$name $version unpacked into $tree"
echo "$tree"
