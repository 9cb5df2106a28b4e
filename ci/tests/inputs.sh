#!/usr/bin/env bash
# Bad inputs to the build and boot scripts: each gets one clear line, and
# nothing is built or changed.
. "$(dirname "$0")/lib.sh"

expect "an unknown target is refused, listing the targets" 1 \
	'^error: unknown target .nosuch.; targets are: .*mips-malta' "$CI_DIR/build.sh" nosuch

expect "a missing cross compiler is named with its package" 1 \
	'^error: nosuch-linux-gnu-gcc not found; run .make setup. \(or: apt-get install gcc-mipsel-linux-gnu\)' \
	env CROSS_COMPILE=nosuch-linux-gnu- KIT_BUILD="$TMP/build" "$CI_DIR/build.sh" mips-malta
if [ ! -e "$TMP/build" ]; then ok "the refused build created nothing"; else not_ok "the refused build created $TMP/build"; fi

expect "booting a target that was never built says how to build it" 1 \
	"^error: mips-malta: no kernel at .*; build it first with 'make build T=mips-malta'" \
	env KIT_BUILD="$TMP/build" KIT_OUT="$TMP/out" "$CI_DIR/boot.sh" mips-malta

# A "kernel" that spins at its entry point: QEMU runs and prints nothing.
cat >"$TMP/spin.S" <<'ASM'
	.globl	_start
_start:	b	_start
	nop
ASM
if mipsel-linux-gnu-gcc -nostdlib -static -Wl,-Ttext=0x80100000 -o "$TMP/spin" "$TMP/spin.S" 2>"$TMP/cc.err"; then
	expect "a QEMU that hangs is stopped at the timeout, which names the log" 1 \
		"^FAIL mips-malta: no end after 3 s, QEMU killed; whole console log: $TMP/spin.log" \
		env KIT_IMAGE="$TMP/spin" "$CI_DIR/boot.sh" --timeout 3 --log "$TMP/spin.log" mips-malta
	if ! pgrep -f "kernel $TMP/spin" >/dev/null; then ok "no QEMU is left running after the timeout"; else not_ok "QEMU still running after the timeout"; fi
else
	not_ok "cannot build the spinning test kernel: $(head -n 1 "$TMP/cc.err")"
fi

done_testing
