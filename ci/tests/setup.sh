#!/usr/bin/env bash
# ci/setup.sh is silent and fast when everything is installed (ci/test.sh
# has just run it once).
. "$(dirname "$0")/lib.sh"

start=$(date +%s%N)
out=$("$CI_DIR/setup.sh" 2>&1)
rc=$?
ms=$((($(date +%s%N) - start) / 1000000))
if [ "$rc" = 0 ] && [ -z "$out" ] && [ "$ms" -lt 5000 ]; then
	ok "setup with everything installed is silent and fast ($ms ms)"
else
	not_ok "setup with everything installed: exit $rc, $ms ms, output '$out'"
fi

done_testing
