#!/usr/bin/env bash
# make test's own arithmetic: ci/test.sh run over stand-in checks (every
# script it calls replaced by one that passes, but for the target "bad"
# and two unit-test files that fail), so that its totals and the names of
# the failed checks it repeats above them can be read against what the
# stand-ins did.
set -uo pipefail
. "$(dirname "$0")/lib.sh"

ci=$TMP/ci
mkdir -p "$ci/tests"
cp "$CI_DIR/test.sh" "$ci/"
for s in "$CI_DIR"/*.sh; do
	case $(basename "$s") in
	test.sh | lib.sh) ;;
	*) printf '#!/bin/sh\nexit 0\n' >"$ci/$(basename "$s")" ;;
	esac
done
printf '#!/bin/sh\n[ "$1" != bad ]\n' >"$ci/check.sh"
chmod +x "$ci"/*.sh
printf 'echo "ok - a"\necho "not ok - b went wrong"\necho "1..2"\n' >"$ci/tests/one.sh"
printf 'echo "ok - c"\nexit 3\n' >"$ci/tests/two.sh"

rc=0
out=$(KIT_TEST_TARGETS="good bad" KIT_DET_TARGETS=good KIT_SPARSE_TARGETS=good \
	bash "$ci/test.sh" 2>&1) || rc=$?
tail=$(tail -n 5 <<<"$out")
want="failed: one: - b went wrong
failed: two: it exited 3, not 0
failed: bad"

if [ "$rc" = 1 ]; then
	ok "a run with failures exits 1"
else
	not_ok "a run with failures exits 1, not $rc"
fi
if grep -qE '^5 passed, 3 failed, [0-9]+ skipped$' <<<"$tail"; then
	ok "totals: 5 passed (a, c, good, its deterministic boot and its sparse check), 3 failed (b, two.sh's exit, bad)"
else
	not_ok "totals wrong: $(tr '\n' '|' <<<"$tail")"
fi
if [ "$(grep '^failed: ' <<<"$out")" = "$want" ]; then
	ok "the failed checks are named above the totals, each once"
else
	not_ok "the failed checks are not named as wanted: $(grep '^failed: ' <<<"$out" | tr '\n' '|')"
fi
if [ "$(tail -n 1 <<<"$out")" = "$(grep -E '^[0-9]+ passed' <<<"$out")" ]; then
	ok "the totals are the last line"
else
	not_ok "the last line is not the totals: $(tail -n 1 <<<"$out")"
fi
done_testing
