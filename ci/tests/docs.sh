#!/usr/bin/env bash
# portcheck docs on fixtures (checklists/portcheck/tests/docs/, a two-item
# checklist): a guide that cites well passes, and each kind of rot is
# found and named: a kernel path, a kit path, a link, a function no cited
# file defines, one whose file another section cites, a checklist ID, a
# stub marker, an item no section covers; and bad input.
. "$(dirname "$0")/lib.sh"
. "$CI_DIR/lib.sh"
need_portcheck
PC=$KIT_OUT/portcheck/portcheck
FIX=$KIT_ROOT/checklists/portcheck/tests/docs
docs() { "$PC" docs "$KIT_ROOT" "$FIX/$1" --kernel "$KSRC" --checklist "$FIX/checklist.yaml"; }

expect "a guide that cites well: 2 of 2 items covered, no problem" 0 \
	'5 link\(s\), 3 path\(s\), 4 function\(s\), 3 checklist ID\(s\); 2 of 2 item\(s\) covered; 0 problem' \
	docs good.md
expect "a kernel path that is not in the tree" 1 'bad-kernel-path.md:6: `init/mian.c`: no such file in the kernel tree' \
	docs bad-kernel-path.md
expect "a kit path that is not in the kit" 1 'bad-kit-path.md:22: `checklists/checklist.yml`: no such file in the kit' \
	docs bad-kit-path.md
expect "a link to a file that is gone" 1 'bad-link.md:5: link to .*/kernel/haed.S: no such file' \
	docs bad-link.md
expect "a function no cited file defines" 1 'bad-function.md:5: `kernel_exit\(\)` is defined in none of the files this section cites' \
	docs bad-function.md
expect "a function whose file only another section cites" 1 \
	'function-elsewhere.md:22: `kernel_entry\(\)` is defined in none of the files this section cites' \
	docs function-elsewhere.md
expect "a checklist ID that is not an item" 1 'bad-id.md:21: `setup-memblock-reserved` is not a checklist item' \
	docs bad-id.md
expect "a stub marker naming no item" 1 'bad-marker.md:7: PORT-TODO\(kernel-entri\): no such checklist item' \
	docs bad-marker.md
expect "an item cited without its template stub is not covered" 1 \
	'item setup-memblock-reserve \(Reserved memory\) is covered by no section' \
	docs uncovered.md
expect "a document outside the kit" 2 'is not inside' "$PC" docs "$KIT_ROOT" /etc/hostname
expect "a missing document" 3 'cannot (resolve|read)' "$PC" docs "$KIT_ROOT" "$FIX/nothing.md"
expect "a kernel tree that is not one" 3 'not a readable kernel tree' \
	"$PC" docs "$KIT_ROOT" "$FIX/good.md" --kernel /nonexistent
expect "docs without a document" 2 'usage: portcheck docs ROOT DOC' "$PC" docs "$KIT_ROOT"

done_testing
