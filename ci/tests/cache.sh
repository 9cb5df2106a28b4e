#!/usr/bin/env bash
# Unit tests of the kit's cache under faults (issue 26), on small made-up
# kernel trees and tarballs in scratch caches: provisioning stopped by a
# signal at each step is repaired by the next run, an extraction stopped or
# out of room leaves nothing behind and says so in one line, a replaced
# tree starts its builds afresh, and bad paths and names are refused before
# anything is touched.  The real kernel, built from two checkouts sharing
# one cache, is ci/cache-share-check.sh's.
. "$(dirname "$0")/lib.sh"
export KIT_OUT=$TMP/kitout

fake_tree() { # DIR
	mkdir -p "$1/scripts" "$1/arch/mips" "$1/kernel"
	printf 'VERSION = 6\nPATCHLEVEL = 12\nSUBLEVEL = 0\n' >"$1/Makefile"
	: >"$1/scripts/Kbuild.include"
	for f in one two three; do
		printf 'a\n%s\nc\n' "$f" >"$1/kernel/$f.c"
	done
}
# fake_tarball TAR: Debian's layout, linux-source-6.12/ at the top.
fake_tarball() {
	rm -rf "$TMP/src"
	fake_tree "$TMP/src/linux-source-6.12"
	tar -C "$TMP/src" -cJf "$1" linux-source-6.12
}
# A port with three patches, each to a file of its own.
mkdir -p "$TMP/port/arch/toy/kernel" "$TMP/port/patches"
echo 'obj-y += setup.o' >"$TMP/port/arch/toy/kernel/Makefile"
for f in one two three; do
	printf -- '--- a/kernel/%s.c\n+++ b/kernel/%s.c\n@@ -1,3 +1,3 @@\n a\n-%s\n+%s (toy)\n c\n' \
		"$f" "$f" "$f" "$f" >"$TMP/port/patches/000-$f.patch"
	echo "000-$f.patch" >>"$TMP/port/patches/series"
done

# The state of a tree: each patch applied exactly once (1) or not (0).
state() {
	local f out=""
	for f in one two three; do
		out+=$(grep -c "(toy)" "$1/kernel/$f.c")
	done
	echo "$out"
}

# A patch that stops its caller (provision.sh) with SIGINT after the Nth
# patch it really applies or reverses, as Ctrl-C between two steps would.
mkdir -p "$TMP/shim"
cat >"$TMP/shim/patch" <<'EOF'
#!/bin/bash
/usr/bin/patch "$@"
rc=$?
case " $* " in *" --dry-run "*) exit $rc ;; esac
n=$(($(cat "$SHIM_COUNT" 2>/dev/null || echo 0) + 1))
echo "$n" >"$SHIM_COUNT"
[ "$n" != "$SHIM_STOP_AT" ] || kill -INT "$PPID"
exit $rc
EOF
chmod +x "$TMP/shim/patch"

K=$TMP/k
# SIGINT at its default: make test may run where it is ignored (in the
# background), and a shell cannot trap a signal ignored when it started.
w() { env --default-signal=INT KERNEL_SRC="$K" KERNEL_SRC_WRITABLE=1 KIT_CACHE="$TMP/cache" "$CI_DIR/provision.sh" "$@"; }
stopped() { # AT CMD...: CMD run with the shim stopping it after patch AT
	local at=$1
	shift
	rm -f "$TMP/count"
	PATH="$TMP/shim:$PATH" SHIM_COUNT="$TMP/count" SHIM_STOP_AT="$at" "$@"
}

# Overlay stopped after each of its three patches, then run again.
for at in 1 2 3; do
	rm -rf "$K" && fake_tree "$K"
	out=$(stopped "$at" w overlay "$TMP/port" 2>&1) && rc=0 || rc=$?
	if [ "$rc" = 1 ] && grep -q '^error: interrupted' <<<"$out" && w overlay "$TMP/port" >/dev/null 2>&1 &&
		[ "$(state "$K")" = 111 ] && cmp -s "$K/.kit-applied/toy/series" "$TMP/port/patches/series"; then
		ok "overlay stopped after patch $at of 3 says so, and the next overlay applies each patch once"
	else
		not_ok "overlay stopped after patch $at of 3 (exit $rc: $(tail -n 1 <<<"$out")): the next overlay left state $(state "$K"), record '$(tr '\n' ' ' <"$K/.kit-applied/toy/series" 2>/dev/null)'"
	fi
done

# Undo stopped after each of its three reversals, then again: the tree as
# extracted.  And a stopped undo followed by an overlay (a build).
for at in 1 2 3; do
	for next in undo overlay; do
		rm -rf "$K" && fake_tree "$K" && cp -a "$K" "$TMP/k.orig"
		w overlay "$TMP/port" >/dev/null 2>&1
		out=$(stopped "$at" w undo "$TMP/port" 2>&1) || true
		if ! grep -q '^error: interrupted' <<<"$out"; then
			r=not_ok
		elif [ "$next" = undo ]; then
			w undo "$TMP/port" >/dev/null 2>&1 && diff -r "$K" "$TMP/k.orig" >/dev/null && r=ok || r=not_ok
		else
			w overlay "$TMP/port" >/dev/null 2>&1 && [ "$(state "$K")" = 111 ] && r=ok || r=not_ok
		fi
		$r "undo stopped after reversing patch $at of 3, then $next: $([ "$next" = undo ] && echo "the tree as it was" || echo "each patch applied once") (state $(state "$K"))"
		rm -rf "$TMP/k.orig"
	done
done

# A file a patch touches, changed by hand: named, in one line.
rm -rf "$K" && fake_tree "$K"
w overlay "$TMP/port" >/dev/null 2>&1
echo 'by hand' >"$K/kernel/two.c"
expect "a patched file changed by hand is named, with the fix" 1 \
	'^error: the files toy.s patches touch \(.*kernel/two.c.*\) in .* are neither .*restore them' w overlay "$TMP/port"

# Two overlays at once (the shim slows each patch): the lock makes them
# one after the other, each patch applied once.
rm -rf "$K" && fake_tree "$K"
cat >"$TMP/shim/slowpatch" <<'EOF'
#!/bin/bash
sleep 0.3
exec /usr/bin/patch "$@"
EOF
chmod +x "$TMP/shim/slowpatch"
mkdir -p "$TMP/slow" && ln -sf "$TMP/shim/slowpatch" "$TMP/slow/patch"
PATH="$TMP/slow:$PATH" w overlay "$TMP/port" >"$TMP/o1" 2>&1 &
p1=$!
PATH="$TMP/slow:$PATH" w overlay "$TMP/port" >"$TMP/o2" 2>&1 &
p2=$!
if wait $p1 && wait $p2 && [ "$(state "$K")" = 111 ]; then
	ok "two overlays at once: both succeed, each patch applied once"
else
	not_ok "two overlays at once: state $(state "$K"): $(cat "$TMP/o1" "$TMP/o2" | tr '\n' '|')"
fi

# Builds share the tree (claim_tree, ci/lib.sh): claim PORT SECS holds the
# tree in PORT's state (empty: bare) for SECS seconds, as a build does,
# printing the times it got and left it.
claim() {
	env KERNEL_SRC="$K" KERNEL_SRC_WRITABLE=1 KIT_CACHE="$TMP/cache" bash -c '
		. "$1/lib.sh"
		PORT=$2 TARGET=t
		claim_tree
		echo "got $(date +%s%N)"
		sleep "$3"
		echo "left $(date +%s%N)"' - "$CI_DIR" "$1" "$2"
}
# overlapped A B: the times A and B held the tree overlap.
overlapped() {
	awk 'FNR == 1 {n++} $1 == "got" {g[n] = $2} $1 == "left" {l[n] = $2}
		END {exit !(n == 2 && g[1] < l[2] && g[2] < l[1])}' "$1" "$2"
}
rel=$(realpath --relative-to="$CI_DIR/.." "$TMP/port")
rm -rf "$K" && fake_tree "$K"
w overlay "$TMP/port" >/dev/null 2>&1
claim "$rel" 1 >"$TMP/c1" 2>&1 &
p1=$!
claim "$rel" 1 >"$TMP/c2" 2>&1 &
p2=$!
if wait $p1 && wait $p2 && overlapped "$TMP/c1" "$TMP/c2" && [ "$(state "$K")" = 111 ]; then
	ok "two builds wanting the port's state hold the tree at once"
else
	not_ok "two builds wanting the port's state did not run at once: $(cat "$TMP/c1" "$TMP/c2" | tr '\n' '|')"
fi
claim "$rel" 3 >"$TMP/c1" 2>&1 &
p1=$!
sleep 0.3
claim "" 0 >"$TMP/c2" 2>&1 &
p2=$!
if wait $p1 && wait $p2 && ! overlapped "$TMP/c1" "$TMP/c2" && [ "$(state "$K")" = 000 ] &&
	grep -q 'waiting for .*/lock: other builds are using the kernel tree' "$TMP/c2"; then
	ok "a build wanting the tree bare waits for the port's build to end, saying so, then takes the patches out"
else
	not_ok "a build wanting the tree bare, during the port's: state $(state "$K"): $(cat "$TMP/c1" "$TMP/c2" | tr '\n' '|')"
fi
# A stopped overlay leaves its whole series recorded, some of it applied:
# not taken for ready.
stopped 2 w overlay "$TMP/port" >/dev/null 2>&1 || true
claim "$rel" 0 >"$TMP/c1" 2>&1
if [ "$(state "$K")" = 111 ] && grep -q '^got' "$TMP/c1"; then
	ok "after an overlay stopped half way, a build finds the tree not ready and finishes the overlay"
else
	not_ok "after an overlay stopped half way: state $(state "$K"): $(tr '\n' '|' <"$TMP/c1")"
fi

# A second directory under arch/ (a backup copy) is refused, naming both.
cp -r "$TMP/port" "$TMP/port2" && cp -r "$TMP/port2/arch/toy" "$TMP/port2/arch/toy.old"
rm -rf "$K" && fake_tree "$K"
expect "a port with two directories under arch/ is refused, naming them" 1 \
	"^error: .*/arch/ holds 2 directories \(toy toy.old\)" w overlay "$TMP/port2"
[ ! -e "$K/arch/toy" ] && [ "$(state "$K")" = 000 ] && ok "the refused port changed nothing" ||
	not_ok "the refused port changed the tree"
expect "undo of a port that does not exist is one line" 1 '^error: no port at .*/nosuch' w undo "$TMP/nosuch"

# The kit's own tree, from a tarball.
fake_tarball "$TMP/linux.tar.xz"
own() { env KIT_CACHE="$TMP/c" KIT_TARBALL="$TMP/linux.tar.xz" "$CI_DIR/provision.sh" "$@"; }

# Extraction stopped by Ctrl-C (a signal to the whole group) in tar: no
# extract.* left, no tree, and the next run extracts.
# ctrl_c TOOL CMD...: CMD runs with TOOL shimmed by a copy that does its
# work (tar) or none (make), then waits; Ctrl-C (SIGINT to the whole
# process group) comes while it waits.  Prints CMD's exit status; its
# output is in $TMP/o.
ctrl_c() {
	local tool=$1 pid rc
	shift
	mkdir -p "$TMP/shim-$tool"
	printf '#!/bin/bash\n%s\ntouch "$SHIM_WAITING"\nsleep 30\n' \
		"$([ "$tool" = tar ] && echo '/usr/bin/tar "$@"')" >"$TMP/shim-$tool/$tool"
	chmod +x "$TMP/shim-$tool/$tool"
	rm -f "$TMP/waiting"
	setsid env --default-signal=INT PATH="$TMP/shim-$tool:$PATH" SHIM_WAITING="$TMP/waiting" \
		"$@" >"$TMP/o" 2>&1 &
	pid=$!
	for _ in $(seq 100); do [ -e "$TMP/waiting" ] && break; sleep 0.1; done
	kill -INT -- "-$pid" 2>/dev/null
	wait $pid && rc=0 || rc=$?
	echo "$rc"
}
rc=$(ctrl_c tar env KIT_CACHE="$TMP/c" KIT_TARBALL="$TMP/linux.tar.xz" "$CI_DIR/provision.sh" tree)
left=$(find "$TMP/c" -maxdepth 1 -name 'extract.*' | wc -l)
if [ "$rc" != 0 ] && [ "$left" = 0 ] && [ ! -e "$TMP/c/linux-6.12" ]; then
	ok "an extraction stopped by Ctrl-C leaves no extract.* directory and no tree"
else
	not_ok "an extraction stopped by Ctrl-C: exit $rc, $left extract.* left, tree $(ls -d "$TMP/c/linux-6.12" 2>&1)"
fi
mkdir -p "$TMP/c/extract.killed9/linux-source-6.12"
expect "the next run extracts the tree" 0 '' own tree
[ -f "$TMP/c/linux-6.12/.kit-extracted" ] && [ -z "$(find "$TMP/c" -maxdepth 1 -name 'extract.*')" ] &&
	ok "and removes what a killed extraction left" || not_ok "extract.* directories were left in the cache"

# A replaced tarball (a new linux-source-6.12): the tree is replaced with a
# note saying edits are lost, and a build directory made from the old tree
# starts afresh (its stale objects gone) when next built.
build_of() { KIT_CACHE="$TMP/c" KIT_TARBALL="$TMP/linux.tar.xz" bash -c '. "$1/lib.sh" && load_target mips-malta && echo "$BUILD"' - "$CI_DIR"; }
b=$(build_of)
mkdir -p "$b/lib"
touch "$b/lib/kstrtox.o"
printf '%s\nstamp %s\n' "$(KIT_CACHE="$TMP/c" bash -c '. "$1/lib.sh" && load_target mips-malta && echo "$BUILD_FROM"' - "$CI_DIR")" \
	"$(cat "$TMP/c/linux-6.12/.kit-extracted")" >"$b/.kit-built-from"
echo edit >>"$TMP/c/linux-6.12/kernel/one.c"
touch -d '1 minute ago' "$TMP/linux.tar.xz"
expect "a replaced tarball: the tree is extracted again, saying that edits in it are lost" 0 \
	'replacing the tree; changes made in it are lost' own tree
grep -q edit "$TMP/c/linux-6.12/kernel/one.c" && not_ok "the old tree's edit survived" || ok "the new tree is the tarball's"
out=$(env KIT_CACHE="$TMP/c" KIT_TARBALL="$TMP/linux.tar.xz" "$CI_DIR/build.sh" mips-malta 2>&1) || true
if [ ! -e "$b/lib/kstrtox.o" ] && grep -q 'was built from another tree' <<<"$out"; then
	ok "a build directory of the replaced tree starts afresh, saying so"
else
	not_ok "a build directory of the replaced tree kept its objects: $(head -n 2 <<<"$out" | tr '\n' '|')"
fi

# Build directories of a KERNEL_SRC tree that is gone, or of an older kit
# (keyed by the checkout) are removed by the next build; those of trees
# still here are kept, whichever port they build.
for gone in "tree $TMP/deleted-tree
arch " "tree $TMP/c/linux-6.12
port $TMP/port" "tree $TMP/c/linux-6.12
arch toy"; do
	d=$TMP/c/build/x-$(sha1sum <<<"$gone" | cut -c1-8)
	mkdir -p "$d"
	printf '%s\nstamp %s\n' "$gone" "$(cat "$TMP/c/linux-6.12/.kit-extracted")" >"$d/.kit-built-from"
done
out=$(env KIT_CACHE="$TMP/c" KIT_TARBALL="$TMP/linux.tar.xz" "$CI_DIR/build.sh" mips-malta 2>&1) || true
if [ "$(find "$TMP/c/build" -mindepth 1 -maxdepth 1 -name 'x-*' | wc -l)" = 1 ] &&
	grep -qx "arch toy" "$TMP"/c/build/x-*/.kit-built-from &&
	grep -q 'removed 2 build directories of trees that are gone, or of an older kit' <<<"$out"; then
	ok "build directories of a deleted tree and of an older kit are removed, the live one kept"
else
	not_ok "pruning: $(ls "$TMP/c/build" | tr '\n' ' '); $(grep removed <<<"$out")"
fi
# Out of room: a 2 MB cache and a tarball of 3 MB.  One line, naming the
# place and the room needed; nothing left.
head -c 4000000 /dev/urandom >"$TMP/src/linux-source-6.12/kernel/blob"
tar -C "$TMP/src" -cJf "$TMP/big.tar.xz" linux-source-6.12
# In a mount namespace of its own; where the root is no mount point (a
# chroot: the fresh check's), unshare cannot make it private, and the
# script unmounts what it mounted itself.
if unshare -m true 2>/dev/null; then
	ns=(unshare -m)
else
	ns=(unshare -m --propagation unchanged)
fi
mkdir -p "$TMP/mnt"
# What is left in the cache: its two lock files, nothing else.
out=$("${ns[@]}" bash -c 'mount -t tmpfs -o size=2m tmpfs "$1" || exit; KIT_CACHE=$1/c KIT_TARBALL=$2 "$3/provision.sh" tree; echo "rc=$?"; ls -A "$1/c"; umount "$1"' \
	- "$TMP/mnt" "$TMP/big.tar.xz" "$CI_DIR" 2>&1 </dev/null) || true
if [ "$(grep -c . <<<"$out")" -le 4 ] && grep -q '^error: .*/c has [0-9]* MB free, the Linux 6.12 tree needs about [0-9]* MB' <<<"$out" &&
	grep -q '^rc=1$' <<<"$out" && ! grep -q 'extract\.\|linux-6.12' <<<"$out"; then
	ok "a cache without room: one error line naming it and the room needed, nothing left"
else
	not_ok "a cache without room: $(tr '\n' '|' <<<"$out" | cut -c1-300)"
fi

# A read-only cache where everything is in place already, and one where
# nothing is: one line, never a raw ln or mkdir message.
mkdir -p "$TMP/ro"
out=$("${ns[@]}" bash -c 'mount --bind "$1" "$1" || exit; mount -o remount,bind,ro "$1" && KIT_CACHE=$1 "$2/build.sh" mips-malta; rc=$?; umount "$1"; exit $rc' \
	- "$TMP/c" "$CI_DIR" 2>&1 </dev/null) && rc=0 || rc=$?
if [ "$rc" = 1 ] && [ "$(grep -c . <<<"$out")" = 1 ] && grep -q "^error: cannot write to KIT_CACHE=$TMP/c" <<<"$out"; then
	ok "a read-only cache is one error line naming it"
else
	not_ok "a read-only cache: exit $rc: $(tr '\n' '|' <<<"$out" | cut -c1-300)"
fi

# Paths: a relative KIT_CACHE is the caller's directory's, once; a path
# with a space is refused up front, naming which, and nothing is made.
mkdir -p "$TMP/here"
got=$(cd "$TMP/here" && KIT_CACHE=rel bash -c '. "$1/lib.sh" && load_target tsar-malta && echo "$BUILD"' - "$CI_DIR")
[[ $got == "$TMP/here/rel/build/tsar-malta-"* ]] && ok "a relative KIT_CACHE is made absolute against the caller's directory" ||
	not_ok "a relative KIT_CACHE gave the build directory $got"
expect "a KIT_CACHE with a space is refused in one line" 1 "^error: KIT_CACHE '$TMP/a b' has a space" \
	env KIT_CACHE="$TMP/a b" "$CI_DIR/build.sh" tsar-malta
[ ! -e "$TMP/a b" ] && ok "and nothing was made there" || not_ok "the refused KIT_CACHE was created"
expect "a KIT_OUT with a colon is refused in one line" 1 "^error: KIT_OUT '$TMP/o:ut' has a space or a colon" \
	env KIT_OUT="$TMP/o:ut" "$CI_DIR/boot.sh" tsar-malta
mkdir -p "$TMP/x y"
cp -r "$CI_DIR" "$TMP/x y/ci"
expect "a kit checkout under a path with a space is refused, naming it" 1 \
	"^error: the kit \(or project\) directory '$TMP/x y' has a space" "$TMP/x y/ci/build.sh" tsar-malta
touch "$TMP/x y/.kit-generating"
expect "a project cookiecutter did not finish says so" 1 "^error: $TMP/x y was left half generated" \
	"$TMP/x y/ci/build.sh" tsar-malta

# Names that are paths, or empty, are refused before anything is removed.
mkdir -p "$TMP/out/gen/other"
touch "$TMP/out/gen/other/work"
expect "template-check with an empty name is refused" 1 "^error: '' is not a check name" \
	env KIT_OUT="$TMP/out" "$CI_DIR/template-check.sh" ""
expect "template-check with a path for a name is refused" 1 "^error: '../../x' is not a check name" \
	env KIT_OUT="$TMP/out" "$CI_DIR/template-check.sh" ../../x
[ -e "$TMP/out/gen/other/work" ] && ok "and other checks' work in out/gen is intact" || not_ok "out/gen was emptied"
expect "lava-run with a path for a target is refused" 1 "^error: '../../X' is not a target name" \
	env KIT_OUT="$TMP/out" "$CI_DIR/lava-run.sh" --job-only ../../X

# Ctrl-C in the middle of a kernel build is reported as such, not as a
# failed make (a make that waits to be stopped).
ctrl_c make env KIT_CACHE="$TMP/c" KIT_TARBALL="$TMP/linux.tar.xz" "$CI_DIR/build.sh" mips-malta >/dev/null
if grep -q '^error: mips-malta: interrupted' "$TMP/o" && ! grep -q 'failed' "$TMP/o"; then
	ok "Ctrl-C during a build is reported as an interruption"
else
	not_ok "Ctrl-C during a build: $(tr '\n' '|' <"$TMP/o" | cut -c1-300)"
fi

# ccache's key holds the locale (LANG, LC_ALL, LC_CTYPE, LC_MESSAGES):
# the same compile from a shell of another locale, as a CI runner's may
# be, must hit what this one cached (use_ccache fixes the locale).
if command -v ccache >/dev/null; then
	mkdir -p "$TMP/cc"
	echo 'int f(void) { return 42; }' >"$TMP/cc/a.c"
	cc_in() { # ENV... : compile a.c through use_ccache in that locale
		env -u LANG -u LC_ALL -u LC_CTYPE -u LC_MESSAGES "$@" KIT_CACHE="$TMP/cc" CCACHE_DIR="$TMP/cc/ccache" \
			bash -c '. "$1/lib.sh" && use_ccache gcc && cd "$2" && gcc -c a.c -o a.o' - "$CI_DIR" "$TMP/cc"
	}
	cc_in LANG=C.UTF-8
	cc_in LC_ALL=POSIX LC_MESSAGES=C
	cc_in
	hits=$(CCACHE_DIR="$TMP/cc/ccache" ccache --print-stats | awk '$1 == "direct_cache_hit" {print $2}')
	[ "$hits" = 2 ] && ok "a compile from a shell of another locale hits the cache" ||
		not_ok "ccache direct hits across three locales: ${hits:-none}, not 2"
fi

# use_ccache runs ccache in depend mode, which keys an object by the files
# the compiler reports as included: a file pulled in by .incbin is not
# one, so after it changes the object must still be rebuilt, not served
# from the cache (the initramfs of a target sharing a build directory).
# And an ordinary source compiled twice, as kbuild compiles (-MMD), hits.
if command -v ccache >/dev/null; then
	mkdir -p "$TMP/ib"
	printf '\t.section .rodata\n\t.incbin "blob"\n' >"$TMP/ib/a.S"
	echo 'int g(void) { return 7; }' >"$TMP/ib/b.c"
	cc_ib() { # BLOB: compile a.S and b.c through use_ccache, print a.o's data
		echo "$1" >"$TMP/ib/blob"
		KIT_CACHE="$TMP/ib" CCACHE_DIR="$TMP/ib/ccache" bash -c '. "$1/lib.sh" && use_ccache gcc && cd "$2" &&
			gcc -Wp,-MMD,.a.d -c -o a.o a.S && gcc -Wp,-MMD,.b.d -c -o b.o b.c &&
			objcopy -O binary -j .rodata a.o a.bin && cat a.bin' - "$CI_DIR" "$TMP/ib"
	}
	first=$(cc_ib one) second=$(cc_ib two)
	hits=$(CCACHE_DIR="$TMP/ib/ccache" ccache --print-stats | awk '$1 == "direct_cache_hit" {print $2}')
	[ "$first/$second" = one/two ] && ok "an object that .incbin's a file is rebuilt when that file changes" ||
		not_ok "a.S's .incbin'd blob changed from one to two; the objects held '$first' then '$second'"
	[ "$hits" = 1 ] && ok "a source compiled twice as kbuild does (-MMD) hits the cache" ||
		not_ok "ccache direct hits for b.c compiled twice: ${hits:-none}, not 1"
fi

done_testing
