#!/usr/bin/env bash
# sparse-check.sh TARGET: runs sparse (make C=2) over the port's arch/
# directory in the target's build and passes when it reports nothing
# there: the __user annotations of the uaccess paths are what it checks.
# One check; the target must have been built.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# -eq 1 ] || die "usage: sparse-check.sh TARGET"
load_target "$1"
[ -n "$PORT" ] || die "$TARGET is an upstream port; sparse-check is for the kit's ports"
require_tool sparse sparse
[ -f "$BUILD/.config" ] || die "$TARGET: not built yet; run 'make build T=$TARGET'"
use_ccache "${CROSS_COMPILE}gcc"
log=$KIT_OUT/$TARGET-sparse.log
make -C "$KSRC" O="$BUILD" ARCH="$ARCH" CROSS_COMPILE="$CROSS_COMPILE" -j"$KIT_JOBS" \
	C=2 "arch/$ARCH/" >"$log" 2>&1 || { tail -n 5 "$log"; echo "FAIL sparse $TARGET: the build failed; log: $log"; exit 1; }
n=$(grep -cE "arch/$ARCH/.*: (warning|error):" "$log" || true)
checked=$(grep -cE '^  CHECK ' "$log" || true)
if [ "$n" = 0 ] && [ "$checked" -gt 0 ]; then
	echo "PASS sparse $TARGET: $checked files of arch/$ARCH checked, no warning"
else
	grep -E "arch/$ARCH/.*: (warning|error):" "$log" | head -n 10
	echo "FAIL sparse $TARGET: $n warning(s) in $checked files checked; log: $log"
	exit 1
fi
