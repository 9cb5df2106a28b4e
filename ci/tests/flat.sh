#!/usr/bin/env bash
# ci/flat/elf2flt.c: a PIC o32 program linked with ci/flat/flat.ld becomes a
# FLAT file whose header and relocation records binfmt_flat reads as
# intended, in both byte orders; what would not run where the loader puts
# it (non-PIC code, a %hi/%lo pair apart, the wrong link) is refused with
# its reason.  The boot of such a file is tsar-flat (ci/targets/).
. "$(dirname "$0")/lib.sh"
CC=mipsel-linux-gnu-gcc
command -v "$CC" >/dev/null || { echo "# $CC missing: run ci/setup.sh" >&2; exit 1; }
gcc -O2 -W -Wall -o "$TMP/elf2flt" "$CI_DIR/flat/elf2flt.c" || exit 1
LDS=$CI_DIR/flat/flat.ld

# A program with a pointer in data (one word record) and nolibc's way of
# calling its C start: an absolute lui/ori pair (one pair record).
cat >"$TMP/p.c" <<'P'
int x = 1;
int *p = &x;
static int f(void) { return *p; }
int g(void) { return f() + 1; }
__asm__(".globl __start\n.set push\n.set noreorder\n__start:\n"
	"bal 1f\n nop\n1:\n.cpload $ra\n"
	"lui $t9, %hi(g)\nHI_LO_GAP ori $t9, %lo(g)\njalr $t9\n nop\n2: b 2b\n nop\n.set pop\n");
P
build() { # OUT GAP FLAGS...: the program, linked for elf2flt unless told
	local out=$1 gap=$2
	shift 2
	sed "s/HI_LO_GAP/$gap/" "$TMP/p.c" >"$TMP/$out.c"
	"$CC" -mabi=32 -msoft-float -Os -nostdlib -static "$@" -o "$TMP/$out" "$TMP/$out.c"
}
be32() { # FILE OFFSET: the big-endian word there
	od -An -tx1 -j "$2" -N 4 "$1" | tr -d ' \n' | sed 's/^/0x/'
}

for e in EL EB; do
	build "p$e" "" -"$e" -fPIC -Wl,-q,-N,-Ttext=0x8000,-T,"$LDS"
	expect "-$e: a PIC program linked with flat.ld converts, two records" 0 \
		'2 relocation\(s\)' "$TMP/elf2flt" "$TMP/p$e" "$TMP/p$e.flt"
	got=$("${CC%gcc}readelf" -SW "$TMP/p$e" | sed -n 's/.* \.got  *PROGBITS  *\([0-9a-f]*\) .*/\1/p')
	hdr="$(head -c 4 "$TMP/p$e.flt") rev $(be32 "$TMP/p$e.flt" 4) data_start $(be32 "$TMP/p$e.flt" 12) flags $(be32 "$TMP/p$e.flt" 36) count $(be32 "$TMP/p$e.flt" 32)"
	want="bFLT rev 0x00000004 data_start $(printf '0x%08x' $((0x$got + 64))) flags 0x00000003 count 0x00000002"
	if [ "$hdr" = "$want" ]; then
		ok "-$e: the header: version 4, the data at the GOT, RAM and GOTPIC, two records"
	else
		not_ok "-$e: the header is '$hdr', wanted '$want'"
	fi
	# The pair record: bit 31 and the lui's link address.
	lui=$("${CC%gcc}objdump" -d "$TMP/p$e" | awk '/lui\tt9,/ {sub(":", "", $1); print $1; exit}')
	recs=$(for i in 0 1; do echo "$(be32 "$TMP/p$e.flt" $(($(be32 "$TMP/p$e.flt" 28) + 4 * i)))"; done | tr '\n' ' ')
	if grep -q "$(printf '0x%08x' $((0x80000000 | 0x$lui)))" <<<"$recs"; then
		ok "-$e: the lui/ori pair is one record with bit 31 set ($recs)"
	else
		not_ok "-$e: no pair record for the lui at 0x$lui among $recs"
	fi
done

# A small program's GOT page word, (sym + 0x8000) & ~0xffff, lies past its
# end: binfmt_flat refuses a GOT word past the image, so the bss reaches it.
sed 's/return f() + 1;/static int a[4] = { 1, 2, 3, 4 }; return a[f()];/; s/HI_LO_GAP//' "$TMP/p.c" >"$TMP/page.c"
"$CC" -mabi=32 -msoft-float -Os -nostdlib -static -EL -fPIC -Wl,-q,-N,-Ttext=0x8000,-T,"$LDS" -o "$TMP/page" "$TMP/page.c"
if "$TMP/elf2flt" "$TMP/page" "$TMP/page.flt" >/dev/null &&
	[ $(($(be32 "$TMP/page.flt" 20))) -ge $((64 + 0x10000)) ]; then
	ok "a GOT page word past a small program's end: the bss grows to reach it"
else
	not_ok "a GOT page word past a small program's end: bss_end $(be32 "$TMP/page.flt" 20 2>/dev/null)"
fi

build np "" -EL -fno-pic -mno-abicalls -Wl,-q,-N,-Ttext=0x8000,-T,"$LDS"
expect "non-PIC code is refused" 1 'not PIC code \(build with -fPIC\)' \
	"$TMP/elf2flt" "$TMP/np" "$TMP/np.flt"
build gap "nop\\\\n" -EL -fPIC -Wl,-q,-N,-Ttext=0x8000,-T,"$LDS"
expect "a %lo apart from its absolute %hi is refused" 1 'is not right after its absolute %hi' \
	"$TMP/elf2flt" "$TMP/gap" "$TMP/gap.flt"
build nolds "" -EL -fPIC -Wl,-q,-N,-Ttext=0x8000
expect "a program linked without flat.ld is refused" 1 'link with flat.ld' \
	"$TMP/elf2flt" "$TMP/nolds" "$TMP/nolds.flt"
build low "" -EL -fPIC -Wl,-q,-N,-Ttext=0x1000,-T,"$LDS"
expect "code linked below 0x8000 is refused (GOT page words of zero)" 1 'nothing may be linked below 0x8000' \
	"$TMP/elf2flt" "$TMP/low" "$TMP/low.flt"
build noq "" -EL -fPIC -Wl,-N,-Ttext=0x8000,-T,"$LDS"
expect "a program linked without -q (no relocations kept) is refused" 1 'linked without -q' \
	"$TMP/elf2flt" "$TMP/noq" "$TMP/noq.flt"
expect "a file that is not ELF is refused" 1 'not an ELF file|not a 32-bit ELF' \
	"$TMP/elf2flt" "$TMP/p.c" "$TMP/x.flt"
done_testing
