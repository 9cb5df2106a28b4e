#!/usr/bin/env bash
# Bad inputs to ci/fresh-check.sh (the fresh-system check itself runs in
# ci/test.sh): each is refused with one line naming the problem and the
# fix, before anything is made, mounted or downloaded.
. "$(dirname "$0")/lib.sh"

# fresh ENV...: the check, its logs and temporary root kept under $TMP.
fresh() { env KIT_OUT="$TMP/out" TMPDIR="$TMP/tmp" FRESH_CACHE="$TMP/cache" "$@" "$CI_DIR/fresh-check.sh"; }
mkdir -p "$TMP/tmp"

expect "an unknown argument is refused with the usage" 1 \
	"^error: unknown argument '--nosuch'; usage: fresh-check.sh \[--head\]" \
	env KIT_OUT="$TMP/out" "$CI_DIR/fresh-check.sh" --nosuch
expect "apt sources that do not exist are named" 1 \
	"^error: no apt sources file at $TMP/nowhere.sources; point FRESH_SOURCES at" \
	fresh FRESH_SOURCES="$TMP/nowhere.sources"
printf 'Types: deb-src\nURIs: http://mirror.invalid/debian\nSuites: bookworm\nComponents: main\n' >"$TMP/src.sources"
expect "apt sources with no deb entry for bookworm are named" 1 \
	"^error: $TMP/src.sources names no 'deb' mirror for bookworm; point FRESH_SOURCES" \
	fresh FRESH_SOURCES="$TMP/src.sources"
printf 'deb [arch=amd64] cdrom:/media bookworm main\n' >"$TMP/cdrom.list"
expect "a mirror debootstrap cannot use is named" 1 \
	"^error: $TMP/cdrom.list names 'cdrom:/media' for bookworm, which debootstrap cannot use" \
	fresh FRESH_SOURCES="$TMP/cdrom.list"

# Without debootstrap: every command of the machine but that one.
printf 'Types: deb\nURIs: http://mirror.invalid/debian\nSuites: bookworm\nComponents: main\n' >"$TMP/good.sources"
# (One ln for them all: a few thousand forks took a minute on a busy machine;
# a name in two directories is linked once, the rest is said and ignored.)
mkdir -p "$TMP/bin"
ln -s /usr/sbin/* /usr/bin/* "$TMP/bin/" 2>/dev/null || true
rm -f "$TMP/bin/debootstrap"
expect "a missing debootstrap is named with its package" 1 \
	"^error: debootstrap not found; run .make setup. \(or: apt-get install debootstrap\)" \
	fresh FRESH_SOURCES="$TMP/good.sources" PATH="$TMP/bin"

if [ "$(id -u)" = 0 ]; then
	# The other user runs a copy of the script it can read: the kit's own
	# checkout may sit in root's home (as in the fresh root itself).
	mkdir -p "$TMP/kit/ci"
	cp "$CI_DIR/fresh-check.sh" "$CI_DIR/lib.sh" "$TMP/kit/ci/"
	chmod -R a+rX "$TMP"
	expect "another user than root is refused" 1 '^error: the fresh check needs root .*; run it as root' \
		setpriv --reuid=65534 --regid=65534 --clear-groups \
		env HOME="$TMP" KIT_OUT="$TMP/out" TMPDIR="$TMP/tmp" FRESH_SOURCES="$TMP/good.sources" "$TMP/kit/ci/fresh-check.sh"
else
	expect "another user than root is refused" 1 '^error: the fresh check needs root .*; run it as root' \
		fresh FRESH_SOURCES="$TMP/good.sources"
fi

if [ ! -e "$TMP/out" ] && [ ! -e "$TMP/cache" ] && [ -z "$(ls -A "$TMP/tmp")" ]; then
	ok "the refused runs made no log, cache or root"
else
	not_ok "a refused run left: $(cd "$TMP" && find out cache tmp -mindepth 1 2>/dev/null | head -n 3 | tr '\n' ' ')"
fi
done_testing
