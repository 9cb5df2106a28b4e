#!/usr/bin/env bash
# The checks of make test that read boot logs count this run's only:
# skip-check and portcheck status refuse a log older than the run's start
# (KIT_RUN_START, set by ci/test.sh), skip-check compares nolibc-test's
# totals as well as its skips; and their bad inputs, with sparse-check's,
# get one "error:" line.  On the fixture logs, in a KIT_OUT of their own.
. "$(dirname "$0")/lib.sh"
. "$CI_DIR/lib.sh"
need_portcheck
LOGS=$KIT_ROOT/checklists/portcheck/tests/logs
# The logs in a KIT_OUT of this test's, the kit's portcheck in it.
mkdir -p "$TMP/out"
ln -s "$KIT_OUT/portcheck" "$TMP/out/portcheck"
export KIT_OUT=$TMP/out
# Outside make test unless a check sets it.  The run's start is taken
# before the logs are copied: taken after, it fell one second past the
# copies' time once and the logs passed for an earlier run's.
unset KIT_RUN_START
now=$(date +%s)
cp "$LOGS/mips-malta.log" "$LOGS/tsar-nolibc.log" "$KIT_OUT/"

expect "skip-check: the same cases as the baseline, none failed, no more skipped" 0 \
	'^PASS nolibc-test tsar-nolibc: the same 195 cases as mips-malta' \
	env KIT_RUN_START="$now" "$CI_DIR/skip-check.sh" tsar-nolibc mips-malta
touch -d '1 hour ago' "$KIT_OUT/tsar-nolibc.log"
expect "skip-check: a log an earlier run left is refused under make test" 1 \
	"^error: .*/tsar-nolibc.log is an earlier run's .*: tsar-nolibc did not boot in this run" \
	env KIT_RUN_START="$now" "$CI_DIR/skip-check.sh" tsar-nolibc mips-malta
expect "skip-check outside make test reads the log it finds" 0 '^PASS nolibc-test' \
	env -u KIT_RUN_START "$CI_DIR/skip-check.sh" tsar-nolibc mips-malta
# nolibc-test stopped half way: fewer cases, none failed, none skipped.
grep -m 100 '\[OK\]' "$LOGS/tsar-nolibc.log" >"$KIT_OUT/tsar-nolibc.log"
expect "skip-check: a nolibc-test that ran fewer cases than the baseline fails" 1 \
	'^FAIL nolibc-test tsar-nolibc against mips-malta: 100 cases ran on tsar-nolibc against 195' \
	"$CI_DIR/skip-check.sh" tsar-nolibc mips-malta
sed 's/\[SKIPPED\]/[OK]/' "$LOGS/mips-malta.log" >"$KIT_OUT/mips-malta.log"
cp "$LOGS/tsar-nolibc.log" "$KIT_OUT/tsar-nolibc.log"
expect "skip-check: more skips than the baseline fail" 1 '1 skipped against 0 on mips-malta' \
	"$CI_DIR/skip-check.sh" tsar-nolibc mips-malta

expect "skip-check: one target is a usage error" 1 '^error: usage: skip-check.sh PORT_TARGET BASELINE_TARGET' \
	"$CI_DIR/skip-check.sh" tsar-nolibc
expect "skip-check: an unknown target is named" 1 "^error: unknown target 'tsar-nolibx'" \
	"$CI_DIR/skip-check.sh" tsar-nolibx mips-malta
expect "skip-check: a target never booted says how to boot it" 1 "^error: no console log of or1k-sim at .*/or1k-sim.log; boot it first" \
	"$CI_DIR/skip-check.sh" tsar-nolibc or1k-sim
expect "skip-check: a KIT_RUN_START that is not a time" 1 "^error: KIT_RUN_START='yesterday' is not a time" \
	env KIT_RUN_START=yesterday "$CI_DIR/skip-check.sh" tsar-nolibc mips-malta

# portcheck status: an image where the reference port's would be (the
# logs are refused before portcheck reads it).
img=$(KIT_BUILD="$TMP/build" bash -c '. "$1/lib.sh" && load_target tsar-malta && echo "$IMAGE"' - "$CI_DIR")
mkdir -p "$(dirname "$img")"
touch "$img"
cp "$LOGS/tsar-malta.log" "$LOGS/tsar-nolibc.log" "$LOGS/tsar-robust.log" "$KIT_OUT/"
touch -d '1 hour ago' "$KIT_OUT/tsar-robust.log"
expect "portcheck status: a log an earlier run left is refused under make test" 1 \
	"^error: .*/tsar-robust.log is an earlier run's .*: tsar-robust did not boot in this run" \
	env KIT_RUN_START="$now" KIT_BUILD="$TMP/build" "$CI_DIR/portcheck.sh" status tsar-malta tsar-nolibc tsar-robust
expect "portcheck status: an unknown target is named" 1 "^error: unknown target 'nosuch'" \
	env KIT_BUILD="$TMP/build" "$CI_DIR/portcheck.sh" status tsar-malta nosuch
expect "portcheck status: a KIT_RUN_START that is not a time" 1 "^error: KIT_RUN_START='1e9' is not a time" \
	env KIT_RUN_START=1e9 KIT_BUILD="$TMP/build" "$CI_DIR/portcheck.sh" status tsar-malta

expect "sparse-check: no target is a usage error" 1 '^error: usage: sparse-check.sh TARGET' "$CI_DIR/sparse-check.sh"
expect "sparse-check: an upstream target is refused" 1 '^error: mips-malta is an upstream port' \
	"$CI_DIR/sparse-check.sh" mips-malta
expect "sparse-check: a target never built says how to build it" 1 \
	"^error: tsar-malta: not built yet; run 'make build T=tsar-malta'" \
	env KIT_BUILD="$TMP/build" "$CI_DIR/sparse-check.sh" tsar-malta

done_testing
