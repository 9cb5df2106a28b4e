#!/usr/bin/env bash
# docs-check.sh [DOC...]: the porting guide cannot rot silently.  portcheck
# docs checks every file, function and checklist ID the guide cites (the
# kit's files, the kernel tree's) and that a section covers every checklist
# item (docs/README.md says how to cite).  Default: every docs/*.md.  One
# check: PASS or FAIL last.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

need_portcheck
[ -f "$KSRC/Makefile" ] || die "no kernel tree at $KSRC: run 'make provision' first"
if [ $# = 0 ]; then
	set -- "$KIT_ROOT"/docs/*.md
fi
if "$KIT_OUT/portcheck/portcheck" docs "$KIT_ROOT" "$@" --kernel "$KSRC"; then
	echo "PASS docs"
else
	echo "FAIL docs: fix the citations above (docs/README.md, 'How the guide cites code')"
	exit 1
fi
