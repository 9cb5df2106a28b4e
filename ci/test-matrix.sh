#!/usr/bin/env bash
# test-matrix.sh: every combination of answers the pre_gen hook accepts
# for mips32 (endianness x mmu x page size, 12 in all) generated, built
# and booted by its own `make boot` to the guide's first stub, each by
# template-check.sh under a name that says what it is (out/gen/mx-*).
# make test keeps four of them (its day-0 checks; README.md says which);
# this is the whole table, for `make test-matrix`.  Prints a table, then
# "N passed, N failed".
set -euo pipefail
dir=$(dirname "$0")
. "$dir/lib.sh"

malta=(--model "MyArch on QEMU malta (24Kc)" --earlycon "ns16550a0 at MMIO 0x180003f8 (options '115200n8')")
passed=0 failed=0 rows=()
for endian in little big; do
	for mmu in tlb none; do
		for kb in 4 16 64; do
			name=mx-${endian}-${mmu}-${kb}k
			# One arch name per combination: each keeps its own warm build.
			arch=mx${endian:0:1}${mmu:0:1}${kb}
			start=$SECONDS
			echo "== $name"
			if "$dir/template-check.sh" "$name" "${malta[@]}" arch_name="$arch" \
				endianness="$endian" mmu="$mmu" page_size_kb="$kb"; then
				verdict=PASS passed=$((passed + 1))
			else
				verdict=FAIL failed=$((failed + 1))
			fi
			rows+=("$(printf '| %-6s | %-4s | %2s KiB | %-5s | %4d s |' \
				"$endian" "$mmu" "$kb" "$verdict" $((SECONDS - start)))")
		done
	done
done
echo
echo "| endian | mmu  | page   | day 0 | time   |"
echo "|--------|------|--------|-------|--------|"
printf '%s\n' "${rows[@]}"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
