#!/usr/bin/env bash
# check.sh TARGET: build the target, then boot it and judge the console.
# One check: prints PASS or FAIL TARGET last, exits 0 on PASS.
set -euo pipefail
dir=$(dirname "$0")
if ! "$dir/build.sh" "$1"; then
	echo "FAIL $1 (build)"
	exit 1
fi
exec "$dir/boot.sh" "$@"
