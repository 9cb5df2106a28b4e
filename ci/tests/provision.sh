#!/usr/bin/env bash
# Unit tests of ci/provision.sh on small made-up kernel trees: bad trees are
# refused with one line, a user's tree is never changed without consent, and
# overlay/undo are idempotent and leave the tree as it was.
. "$(dirname "$0")/lib.sh"
# A cache of its own: its lock is not the kit's, which make test's builder
# ahead holds while it builds (each overlay here would wait for a build).
export KIT_CACHE=$TMP/cache

fake_tree() { # DIR VERSION PATCHLEVEL
	mkdir -p "$1/scripts" "$1/arch/mips" "$1/kernel"
	printf 'VERSION = %s\nPATCHLEVEL = %s\nSUBLEVEL = 0\n' "$2" "$3" >"$1/Makefile"
	: >"$1/scripts/Kbuild.include"
	printf 'one\ntwo\nthree\n' >"$1/kernel/generic.c"
}
listing() { (cd "$1" && find . -exec ls -ld --time-style=+%s {} + | awk '{print $1, $5, $6, $7}' && find . -type f -exec md5sum {} +) | sort; }

mkdir -p "$TMP/notakernel"
echo hello >"$TMP/notakernel/README"
expect "a KERNEL_SRC that is not a kernel tree is refused in one line" 1 \
	'^error: KERNEL_SRC=.*is not a Linux kernel tree' env KERNEL_SRC="$TMP/notakernel" "$CI_DIR/provision.sh" tree
expect "a KERNEL_SRC that does not exist is refused in one line" 1 \
	'^error: KERNEL_SRC=.*does not exist' env KERNEL_SRC="$TMP/nowhere" "$CI_DIR/provision.sh" tree

fake_tree "$TMP/old" 5 10
expect "a KERNEL_SRC of another version is refused, naming both versions" 1 \
	'^error: KERNEL_SRC=.* is Linux 5\.10, the kit needs 6\.12' env KERNEL_SRC="$TMP/old" "$CI_DIR/provision.sh" tree

fake_tree "$TMP/k" 6 12
expect "a 6.12 KERNEL_SRC is accepted" 0 '' env KERNEL_SRC="$TMP/k" "$CI_DIR/provision.sh" tree

# A port with an arch directory and one patch to a generic file.
mkdir -p "$TMP/port/arch/toy/kernel" "$TMP/port/patches"
echo 'obj-y += setup.o' >"$TMP/port/arch/toy/kernel/Makefile"
cp -r "$TMP/k" "$TMP/k.orig"
printf 'one\ntwo (toy)\nthree\n' >"$TMP/generic.new"
(cd "$TMP" && diff -u k.orig/kernel/generic.c generic.new |
	sed '1s|.*|--- a/kernel/generic.c|; 2s|.*|+++ b/kernel/generic.c|') >"$TMP/port/patches/0001-toy.patch"
echo 0001-toy.patch >"$TMP/port/patches/series"

before=$(listing "$TMP/k")
expect "overlay into a user's tree without consent is refused" 1 \
	'KERNEL_SRC_WRITABLE=1' env KERNEL_SRC="$TMP/k" "$CI_DIR/provision.sh" overlay "$TMP/port"
if [ "$before" = "$(listing "$TMP/k")" ]; then ok "the refused overlay changed nothing"; else not_ok "the refused overlay changed the tree"; fi

w() { env KERNEL_SRC="$TMP/k" KERNEL_SRC_WRITABLE=1 "$CI_DIR/provision.sh" "$@"; }
expect "overlay with consent succeeds" 0 '' w overlay "$TMP/port"
expect "overlay again is a no-op that succeeds" 0 '' w overlay "$TMP/port"
if [ -d "$TMP/k/arch/toy" ] && [ ! -L "$TMP/k/arch/toy" ] && diff -r "$TMP/port/arch/toy" "$TMP/k/arch/toy" >/dev/null &&
	grep -q 'two (toy)' "$TMP/k/kernel/generic.c" && [ "$(grep -c toy "$TMP/k/kernel/generic.c")" = 1 ]; then
	ok "overlay copies arch/toy and applies the patch exactly once"
else
	not_ok "overlay did not leave arch/toy copied and the patch applied once"
fi

# The copy's times say when its text changed in the tree: the same text
# from files of a new time (a fresh clone) or from another checkout keeps
# them, so kbuild rebuilds nothing; a change gets a new time.
mk=$TMP/k/arch/toy/kernel/Makefile
touch -d '1 hour ago' "$mk"
m0=$(stat -c %.9Y "$mk")
touch "$TMP/port/arch/toy/kernel/Makefile"
cp -r "$TMP/port" "$TMP/clone"
expect "overlay of the same text, newer files" 0 '' w overlay "$TMP/port"
expect "overlay of another checkout of the same text" 0 '' w overlay "$TMP/clone"
[ "$(stat -c %.9Y "$mk")" = "$m0" ] && ok "the same text keeps the copy's time (nothing to rebuild)" ||
	not_ok "the same text got the copy a new time: $(stat -c %.9Y "$mk"), was $m0"
echo 'obj-y += traps.o' >>"$TMP/clone/arch/toy/kernel/Makefile"
: >"$TMP/clone/arch/toy/kernel/extra.c"
expect "overlay of a checkout with a change" 0 '' w overlay "$TMP/clone"
if [ "$(stat -c %Y "$mk")" -gt "${m0%.*}" ] && grep -q traps "$mk" && [ -e "$TMP/k/arch/toy/kernel/extra.c" ]; then
	ok "a changed file is copied with a new time, a new file comes in"
else
	not_ok "after a change: $(stat -c %Y "$mk") (was ${m0%.*}), $(tr '\n' '|' <"$mk")"
fi
expect "overlay of the first checkout again" 0 '' w overlay "$TMP/port"
if ! grep -q traps "$mk" && [ ! -e "$TMP/k/arch/toy/kernel/extra.c" ] && [ -z "$(find "$mk" -perm /222)" ]; then
	ok "its text is back, the other checkout's file gone, the copy read-only"
else
	not_ok "the copy after switching back: $(tr '\n' '|' <"$mk"), $(ls "$TMP/k/arch/toy/kernel" | tr '\n' ' ')"
fi
rm -rf "$TMP/clone"

# A changed series: the old patch is reversed before the new one is applied.
printf 'one\ntwo (toy v2)\nthree\n' >"$TMP/generic.new"
(cd "$TMP" && diff -u k.orig/kernel/generic.c generic.new |
	sed '1s|.*|--- a/kernel/generic.c|; 2s|.*|+++ b/kernel/generic.c|') >"$TMP/port/patches/0001-toy.patch"
expect "overlay of a changed series succeeds" 0 '' w overlay "$TMP/port"
if grep -q 'two (toy v2)' "$TMP/k/kernel/generic.c" && ! grep -q 'two (toy)$' "$TMP/k/kernel/generic.c"; then
	ok "a changed patch replaces the one applied before"
else
	not_ok "a changed patch did not replace the one applied before"
fi

expect "undo succeeds" 0 '' w undo "$TMP/port"
expect "undo again is a no-op that succeeds" 0 '' w undo "$TMP/port"
if diff -r "$TMP/k" "$TMP/k.orig" >/dev/null; then
	ok "undo leaves the tree exactly as it was"
else
	not_ok "undo left differences: $(diff -rq "$TMP/k" "$TMP/k.orig" | head -n 2 | tr '\n' '|')"
fi

# A port deleted while overlaid (its checkout removed, a generated port
# thrown away): the next overlay of any port takes its patches back out of
# the tree; its copy stays, for a clone of it.  A link an older kit left
# in arch/ is taken out, saying so when it dangles.
printf 'alpha\nbeta\n' | tee "$TMP/k/kernel/other.c" >"$TMP/k.orig/kernel/other.c"
mkdir -p "$TMP/gone/arch/gone" "$TMP/gone/patches"
printf 'alpha\nbeta (gone)\n' >"$TMP/other.new"
(cd "$TMP" && diff -u k.orig/kernel/other.c other.new |
	sed '1s|.*|--- a/kernel/other.c|; 2s|.*|+++ b/kernel/other.c|') >"$TMP/gone/patches/0001-gone.patch"
echo 0001-gone.patch >"$TMP/gone/patches/series"
expect "overlay of a second port succeeds" 0 '' w overlay "$TMP/gone"
rm -rf "$TMP/gone"
ln -s "$TMP/nowhere" "$TMP/k/arch/old"
expect "the next overlay says it removes an older kit's dangling link" 0 \
	"^kit: .*arch/old links to .*, which is gone: the link is taken out of the tree" \
	w overlay "$TMP/port"
if [ ! -L "$TMP/k/arch/old" ] && [ -d "$TMP/k/arch/gone" ] && [ ! -e "$TMP/k/.kit-applied/gone" ] &&
	cmp -s "$TMP/k/kernel/other.c" "$TMP/k.orig/kernel/other.c"; then
	ok "the gone port's patch is out of the tree, its copy kept, the link gone"
else
	not_ok "the gone port left: $(ls -d "$TMP/k/arch/gone" "$TMP/k/.kit-applied/gone" 2>&1 | tr '\n' '|') $(cat "$TMP/k/kernel/other.c" | tr '\n' '|')"
fi
expect "undo of the remaining port succeeds" 0 '' w undo "$TMP/port"
rm -rf "$TMP/k/arch/gone" "$TMP/k/.kit-ports"
if diff -r "$TMP/k" "$TMP/k.orig" >/dev/null; then
	ok "and the tree is exactly as it was"
else
	not_ok "the tree differs: $(diff -rq "$TMP/k" "$TMP/k.orig" | head -n 2 | tr '\n' '|')"
fi

# Two ports whose patches change the same line: the tree carries the
# patches of the port being built and no other's, so each overlay takes
# the other's out first (with both applied, the second would not apply);
# bare (an upstream build) takes every port's out.
mkdir -p "$TMP/twin/arch/twin" "$TMP/twin/patches"
printf 'one\ntwo (twin)\nthree\n' >"$TMP/generic.new"
(cd "$TMP" && diff -u k.orig/kernel/generic.c generic.new |
	sed '1s|.*|--- a/kernel/generic.c|; 2s|.*|+++ b/kernel/generic.c|') >"$TMP/twin/patches/0001-twin.patch"
echo 0001-twin.patch >"$TMP/twin/patches/series"
mtime() { stat -c %.9Y "$TMP/k/kernel/generic.c"; }
expect "overlay of a port" 0 '' w overlay "$TMP/port"
m_port=$(mtime)
expect "overlay of another port patching the same line succeeds" 0 '' w overlay "$TMP/twin"
if [ "$(sed -n 2p "$TMP/k/kernel/generic.c")" = "two (twin)" ] && [ ! -e "$TMP/k/.kit-applied/toy" ] &&
	[ -d "$TMP/k/arch/toy" ]; then
	ok "the other port's patch came out (its copy stays), this port's went in"
else
	not_ok "after the second overlay: $(tr '\n' '|' <"$TMP/k/kernel/generic.c"), records: $(ls "$TMP/k/.kit-applied" 2>&1 | tr '\n' ' ')"
fi
expect "overlay of the first port again succeeds" 0 '' w overlay "$TMP/port"
if [ "$(sed -n 2p "$TMP/k/kernel/generic.c")" = "two (toy v2)" ] && [ ! -e "$TMP/k/.kit-applied/twin" ]; then
	ok "and swaps them back"
else
	not_ok "after overlaying the first port again: $(tr '\n' '|' <"$TMP/k/kernel/generic.c")"
fi
# The same text back gets the same mtime back (no rebuild at each switch).
if [ "$(mtime)" = "$m_port" ]; then
	ok "the file has the mtime it had in that port's state before"
else
	not_ok "the file's mtime is $(mtime), it was $m_port in that port's state"
fi
expect "bare succeeds" 0 '' w bare
m_bare=$(mtime)
w overlay "$TMP/port" >/dev/null 2>&1
w bare >/dev/null 2>&1
if [ "$(mtime)" = "$m_bare" ] && [ "$m_bare" != "$m_port" ]; then
	ok "and the tree without patches has its own mtime back"
else
	not_ok "without patches: mtime $(mtime), it was $m_bare (the port's: $m_port)"
fi
# Other text in a port's state gets a new mtime: its builds must recompile.
printf 'one\ntwo (toy v3)\nthree\n' >"$TMP/generic.new"
cp "$TMP/port/patches/0001-toy.patch" "$TMP/toy-v2.patch"
(cd "$TMP" && diff -u k.orig/kernel/generic.c generic.new |
	sed '1s|.*|--- a/kernel/generic.c|; 2s|.*|+++ b/kernel/generic.c|') >"$TMP/port/patches/0001-toy.patch"
w overlay "$TMP/port" >/dev/null 2>&1
m_v3=$(mtime)
cp "$TMP/toy-v2.patch" "$TMP/port/patches/0001-toy.patch"
w overlay "$TMP/port" >/dev/null 2>&1
if [ "$m_v3" != "$m_port" ] && [ "$(mtime)" != "$m_port" ] && [ "$(mtime)" != "$m_v3" ]; then
	ok "a port's changed patch gives the file a new mtime, and so does changing it back"
else
	not_ok "mtimes: v2 $m_port, v3 $m_v3, v2 again $(mtime): an old mtime on other text would keep stale objects"
fi
w bare >/dev/null 2>&1
if cmp -s "$TMP/k/kernel/generic.c" "$TMP/k.orig/kernel/generic.c" && [ ! -e "$TMP/k/.kit-applied" ]; then
	ok "bare leaves no port's patch in the tree"
else
	not_ok "bare left: $(tr '\n' '|' <"$TMP/k/kernel/generic.c") $(ls -d "$TMP/k/.kit-applied" 2>&1)"
fi
expect "bare again is a no-op that succeeds" 0 '' w bare
w undo "$TMP/port" >/dev/null 2>&1
w undo "$TMP/twin" >/dev/null 2>&1

# A patch that does not apply is refused and leaves nothing half-applied.
echo 'garbage' >"$TMP/k/kernel/generic.c"
cp "$TMP/k/kernel/generic.c" "$TMP/generic.before"
expect "a patch that does not apply is named" 1 '0001-toy.patch does not apply' w overlay "$TMP/port"
if cmp -s "$TMP/k/kernel/generic.c" "$TMP/generic.before"; then ok "the failed patch changed nothing"; else not_ok "the failed patch changed the file"; fi

done_testing
