#!/usr/bin/env bash
# ci/fetch-source.sh: the Debian source packages of ci/sources, fetched
# into the cache and unpacked whole, or one line saying what to do.  Runs
# offline: a source package of its own making (dpkg-source -b) stands for
# Debian's, in a kit whose ci/sources pins it.
. "$(dirname "$0")/lib.sh"

kit=$TMP/kit
mkdir -p "$kit/ci" "$TMP/pkg/hello-1.0/debian/source"
cp "$CI_DIR/lib.sh" "$CI_DIR/fetch-source.sh" "$kit/ci/"
printf '# test\nhello\t1.0\n' >"$kit/ci/sources"
fetch() { KIT_CACHE=$TMP/c KIT_OUT=$TMP/out KIT_DEBIAN_URI=http://127.0.0.1:9/debian "$kit/ci/fetch-source.sh" "$@"; }

expect "a name ci/sources does not pin is refused, naming those it does" 1 \
	"no Debian source package 'nope' in ci/sources; the kit fetches: hello$" fetch nope
[ ! -e "$TMP/c/src" ] && ok "the refused name made nothing in the cache" || not_ok "a refused name left $TMP/c/src"

# Nothing in the cache and no archive to reach: what to download, and where.
expect "without a network: one line naming the files and where they go" 1 \
	"cannot fetch Debian's source package hello 1.0 .*download hello_1.0.dsc and the tarballs it names .* into $TMP/c/src/dl and run again" fetch hello
[ -z "$(ls "$TMP/c/src" | grep -v '^dl$')" ] && ok "and no tree, whole or half" ||
	not_ok "an offline run left $(ls "$TMP/c/src" | tr '\n' ' ')"

# A source package of our own, placed by hand as the message says.
cat >"$TMP/pkg/hello-1.0/debian/control" <<'C'
Source: hello
Maintainer: Kit <kit@example.org>

Package: hello
Architecture: all
Description: a test package
C
printf 'hello (1.0) unstable; urgency=low\n\n  * Test.\n\n -- Kit <kit@example.org>  Thu, 01 Jan 2026 00:00:00 +0000\n' \
	>"$TMP/pkg/hello-1.0/debian/changelog"
echo '3.0 (native)' >"$TMP/pkg/hello-1.0/debian/source/format"
echo 'int main(void) { return 0; }' >"$TMP/pkg/hello-1.0/hello.c"
(cd "$TMP/pkg" && dpkg-source -b hello-1.0 >/dev/null 2>&1) || not_ok "dpkg-source -b made no test package"
cp "$TMP/pkg/hello_1.0.dsc" "$TMP/pkg/hello_1.0.tar.xz" "$TMP/c/src/dl/"

# A tarball that is not the one the .dsc sums, though a good tarball of
# the same name: refused, nothing unpacked.
mv "$TMP/c/src/dl/hello_1.0.tar.xz" "$TMP/good.tar.xz"
echo 'int main(void) { return 1; }' >"$TMP/pkg/hello-1.0/hello.c"
tar -C "$TMP/pkg" -cJf "$TMP/c/src/dl/hello_1.0.tar.xz" hello-1.0
expect "a tarball that does not match the .dsc's sums stops the step, saying what to delete" 1 \
	"hello_1.0.dsc does not unpack: .*delete it and its tarballs from $TMP/c/src/dl" fetch hello
[ -z "$(ls -A "$TMP/c/src" | grep -v '^dl$')" ] && ok "and leaves no tree and no unpacking directory" ||
	not_ok "a bad tarball left $(ls -A "$TMP/c/src" | tr '\n' ' ')"

mv "$TMP/good.tar.xz" "$TMP/c/src/dl/hello_1.0.tar.xz"
out=$(fetch hello 2>/dev/null) || out="failed: $?"
[ "$out" = "$TMP/c/src/hello-1.0" ] && [ -f "$out/hello.c" ] && [ -f "$out/.kit-complete" ] &&
	ok "the files placed by hand unpack offline into the cache, the tree's path printed" ||
	not_ok "placed by hand: '$out'"
out=$(fetch hello 2>&1) || out="failed: $?"
[ "$out" = "$TMP/c/src/hello-1.0" ] && ok "a second run finds the tree, silently" || not_ok "second run: '$out'"

done_testing
