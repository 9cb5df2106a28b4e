#!/usr/bin/env bash
# template-solve.sh VARIANT: the template kept honest by construction
# (issue 17).  Generates the mips32 preset with the answers of the day-0
# check of the same name (template_answers in ci/lib.sh: myarch, bigmips,
# nommips; smp has none and is named solve), checks that its files without
# a stub are reference-tsar's (ci/template-diff.sh), fills every stub mechanically from
# reference-tsar (portcheck fill: each stub gets the body of the
# reference's function of the same name, nothing else is copied), then
# builds the filled port and boots it with the reference's judges:
# nolibc-test, reference-tsar/user/robust.c and abi.c and the KUnit suites,
# as the targets tsar-nolibc, tsar-robust, tsar-abi and tsar-kunit boot the
# reference, and (default and big) libc.c built with the project's own
# musl (its libc/musl/) as tsar-libc; with all of them, portcheck status
# on their logs must say every checklist item done.
#
# VARIANT: default (little endian, TLB, one CPU), big (big endian), nommu
# (mmu=none: the reference's own configuration without an MMU, judged by
# nolibc-test alone, as the target tsar-nommu judges the reference: case by
# case against tsar-nolibc, each difference listed with its reason in
# ci/targets/tsar-nommu.nolibc-diff), smp (smp=cps: the SMP stubs too,
# the kernel built with SMP and judged on 4 CPUs as tsar-smp,
# tsar-smp-robust, tsar-smp-abi and tsar-smp-kunit judge the reference;
# the status with the SMP phase).
# The project is generated again each run into a scratch directory and only
# the files whose content changed are copied into out/solve/VARIANT, so that
# its build directory stays warm.  A PASS or FAIL line for the files
# without a stub, for each judge and for the status; the exit status is 0
# when all passed.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# -ge 1 ] || die "usage: template-solve.sh VARIANT [JUDGE...|none] (VARIANT: default, big, nommu or smp; JUDGE: nolibc, robust, abi, kunit, libc; none: compare and fill only)"
variant=$1
shift
# libc: reference-tsar/user/libc.c built with the project's own musl
# (libc/musl/, the template's port of it under the project's name), as
# tsar-libc; not on the SMP variant, whose kernel is the CPS's (tsar-libc
# boots the 24Kc).
case $variant in
nommu) all_judges=nolibc ;;
smp) all_judges="nolibc robust abi kunit" ;;
*) all_judges="nolibc robust abi kunit libc" ;;
esac
judges=${*:-$all_judges}
[ "$judges" != none ] || judges=""
for j in $judges; do
	[[ " $all_judges " == *" $j "* ]] || die "unknown judge '$j' for the $variant variant; use ${all_judges// /, } or none"
done
case $variant in
default | big | nommu | smp) ;;
*) die "unknown variant '$variant'; use default, big, nommu or smp" ;;
esac
read -ra answers <<<"$(template_answers "$variant")"
require_tool rsync rsync
COOKIECUTTER=${KIT_COOKIECUTTER:-/usr/bin/cookiecutter}
require_tool "$COOKIECUTTER" cookiecutter
need_portcheck
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dir=$KIT_OUT/solve/$variant

mkdir -p "$work/gen"
HOME=$work "$COOKIECUTTER" --no-input -o "$work/gen" "$KIT_ROOT" "${answers[@]}" >"$work/generate.log" 2>&1 ||
	die "generating the $variant variant failed: $(grep -m 1 '^error:' "$work/generate.log" || tail -n 1 "$work/generate.log")"
gen=$(echo "$work"/gen/*-linux-port)
arch=$(port_arch "$gen")
# The display name, as the generated target's description starts.
title=$(sed -n 's/^DESC="\(.*\): ARCH=.*/\1/p' "$gen/ci/targets/$arch.conf")
proj=$dir/$arch-linux-port
mkdir -p "$proj"
# A project of another name an earlier run left (the variant's answers
# changed) would hold its arch/ and build nothing of this one.
find "$dir" -mindepth 1 -maxdepth 1 -name '*-linux-port' ! -name "$arch-linux-port" -exec rm -rf {} +
rsync -rlc --delete --exclude=/out "$gen/" "$proj/"
echo "template-solve $variant: ${answers[*]:-the default answers} -> $proj"

# The files without a stub: reference-tsar's, but for the listed lines.
rc=0
"$KIT_ROOT/ci/template-diff.sh" "$proj" "$variant" "$title" || rc=1

# Fill.  A problem (a stub the reference has not, a body that leans on the
# name tsar) is a template defect: fix the template, never this script.
if ! "$PORTCHECK" fill "$proj/arch/$arch" "$KIT_ROOT/reference-tsar/arch/tsar" >"$dir/fill.log"; then
	grep '^problem:' "$dir/fill.log" | sed 's/^/  /'
	echo "FAIL template-solve $variant: the stubs cannot be filled from reference-tsar ($dir/fill.log)"
	exit 1
fi
tail -n 1 "$dir/fill.log" | sed 's/^/  /'

# The judges' targets: the reference's, for this port (its arch; its
# compiler and board from the generated target, in place of the
# reference's, as CROSS_COMPILE=${CROSS_COMPILE:-...} keeps the first
# one), their user programs and config fragments copied in (they are the
# judges, not port code).
# The reference's target a judge's results must equal.
ref_target() { # JUDGE
	case $variant:$1 in
	nommu:*) echo tsar-nommu ;;
	smp:nolibc) echo tsar-smp ;;
	smp:*) echo "tsar-smp-$1" ;;
	*) echo "tsar-$1" ;;
	esac
}
mkdir -p "$proj/ci/configs" "$proj/user"
# One kernel for all the judges of a variant, the others booting it with
# KUnit off.  A variant with a day-0 check: that project's kernel (its
# generated defconfig, KUnit built in and off) with the KUnit suites added,
# built in its build directory: kbuild compiles the filled stubs and the
# suites, nothing else.  smp: the configuration of tsar-smp-kunit, lock
# debugging on, in a directory of its own.
bdir=$arch
kfrags=""
[[ " $all_judges " != *" kunit "* ]] || kfrags=kunit.config
if [ "$variant" = smp ]; then
	bdir=$arch-$variant
	kfrags=$(sed -n 's/^FRAGMENTS="\(.*\)"$/\1/p' "$KIT_ROOT/ci/targets/tsar-smp-kunit.conf")
	[ -n "$kfrags" ] || die "ci/targets/tsar-smp-kunit.conf has no FRAGMENTS=\"...\" line"
fi
for f in $kfrags; do
	case $f in
	# The CPS's device tree, by the port's name for the option
	cps.config) sed "s/^CONFIG_TSAR_/CONFIG_${arch^^}_/" "$KIT_ROOT/ci/configs/$f" >"$proj/ci/configs/$f" ;;
	*) cp "$KIT_ROOT/ci/configs/$f" "$proj/ci/configs/" ;;
	esac
done
cp "$KIT_ROOT"/reference-tsar/user/robust.c "$KIT_ROOT"/reference-tsar/user/threads.h "$KIT_ROOT"/reference-tsar/user/clock.h "$KIT_ROOT"/reference-tsar/user/abi.c \
	"$KIT_ROOT"/reference-tsar/user/hello-init.c "$KIT_ROOT"/reference-tsar/user/init-runner.c \
	"$KIT_ROOT"/reference-tsar/user/libc.c "$proj/user/"
# The nommu variant, as tsar-nommu, compares its cases with tsar-nolibc's
# of this run (tsar-nommu's NOLIBC_COMPARE), with tsar-nommu's list of
# differences: the reference's tsar-nolibc log of this run is copied into
# the project with its time (and the target it names, to be loaded).
if [ "$variant" = nommu ] && [[ " $judges " == *" nolibc "* ]]; then
	base=$(this_run_log tsar-nolibc 2>&1) ||
		{ echo "FAIL template-solve $variant nolibc: no log of tsar-nolibc to compare with: $base"; exit 1; }
	mkdir -p "$proj/out"
	cp -p "$base" "$proj/out/tsar-nolibc.log"
	cp "$KIT_ROOT"/ci/targets/tsar-nolibc.conf "$KIT_ROOT"/ci/targets/tsar-nommu.nolibc-diff "$proj/ci/targets/"
fi
# The gaps the filled template is known to have (ci/template-solve.known):
# known KIND prints the WHAT of each entry of that kind, sorted.
known() {
	awk -F '\t' -v k="$1" '!/^#/ && $1 == k {print $2}' "$KIT_ROOT/ci/template-solve.known" | sort
}

own=$(grep -E '^(CROSS_COMPILE|CROSS_PKG|USER_CFLAGS|QEMU|QEMU_PKG)=' "$proj/ci/targets/$arch.conf")
# A judge's pinned total (its last milestone) moved by its known gaps.
pinned() { # JUDGE
	local n
	n=$(known "$1" | grep -c .) || true
	awk -v j="$1" -v n="$n" '$0 ~ "^\t\"" j ": [0-9]+ passed, [0-9]+ failed\"$" {
		split($0, w, /[ "]/); sub(/[0-9]+ passed, [0-9]+ failed/, (w[3] - n) " passed, " (w[5] + n) " failed") }
		{ print }'
}
for j in $all_judges; do
	koff=""
	[ "$j" = kunit ] || [[ " $kfrags " != *" kunit.config "* ]] || koff=" kunit.enable=0"
	sed -e "s/^ARCH=tsar$/ARCH=$arch/" -e 's/^PORT=reference-tsar$/PORT=./' \
		-e '/^\(CROSS_COMPILE\|CROSS_PKG\|USER_CFLAGS\|QEMU\|QEMU_PKG\)=/d' \
		-e '/^BUILD_DIR=/d' -e "s/^FRAGMENTS=.*/BUILD_DIR=$bdir\nFRAGMENTS=\"$kfrags\"/" \
		-e "s/^\(APPEND=\".*\)\"$/\1$koff\"/" -e "s/^DEFCONFIG=tsar_defconfig$/DEFCONFIG=${arch}_defconfig/" \
		-e 's|^INIT=reference-tsar/user/|INIT=user/|' -e 's|^INIT_RUNNER=reference-tsar/user/|INIT_RUNNER=user/|' \
		"$KIT_ROOT/ci/targets/$(ref_target "$j").conf" |
		pinned "$j" >"$proj/ci/targets/$arch-$j.conf"
	printf '# the generated target'"'"'s compiler and board\n%s\n' "$own" >>"$proj/ci/targets/$arch-$j.conf"
done

# What a judge's log says, to compare with the reference's: nolibc-test's
# passed, skipped and failed cases; robust.c's and abi.c's totals;
# kunit.py's summary.
results() { # JUDGE LOG
	case $1 in
	nolibc) nolibc_counts "$2" | awk '{print $1 " passed, " $2 " skipped, " $3 " failed"}' ;;
	robust | abi | libc) tr -d '\r' <"$2" | grep -ao "$1: [0-9]* passed, [0-9]* failed" | tail -n 1 ;;
	kunit) /usr/bin/python3 "$KSRC/tools/testing/kunit/kunit.py" parse "$2" 2>&1 |
		grep -o 'Ran [0-9]* tests: passed: [0-9]*.*' | tail -n 1 ;;
	esac
}

# The filled port's logs in the project's out/; the reference's, this
# run's (ci/lib.sh, this_run_log).
for j in $judges; do
	echo "== template-solve $variant: $j"
	out=$(KIT_OUT=$proj/out "$proj/ci/check.sh" "$arch-$j" 2>&1) && ok=1 || ok=0
	echo "$out" | grep -E '^\s+\[|^  end:|^error:|^PASS|^FAIL' | tail -n 12
	why=""
	if [ "$ok" = 0 ]; then
		why="its boot did not pass"
	elif ! ref=$(this_run_log "$(ref_target "$j")" 2>&1); then
		why="no log of $(ref_target "$j") to compare with: $ref"
	else
		# A log without results (a boot cut short) gives none, and the
		# comparison below fails with its line, never set -e silently.
		mine=$(results "$j" "$proj/out/$arch-$j.log") || mine=""
		theirs=$(results "$j" "$ref") || theirs=""
		echo "  $arch-$j: ${mine:-no results}; $(ref_target "$j"): ${theirs:-no results}"
		# The cases it fails must be the known gaps, and then the
		# reference's counts hold once those are counted as passed.
		fails=$(tr -d '\r' <"$proj/out/$arch-$j.log" | sed -n 's/^FAIL  *//p' | sort)
		gaps=$(known "$j")
		if [ "$fails" != "$gaps" ]; then
			why="the cases it fails are not the known gaps (ci/template-solve.known): $(diff <(echo "$gaps") <(echo "$fails") | grep '^[<>]' | tr '\n' ' ')"
		elif [ -n "$gaps" ] && [ "$j" != robust ] && [ "$j" != abi ]; then
			why="ci/template-solve.known lists cases of $j: only robust.c's and abi.c's ok/FAIL cases can be known gaps"
		elif [ -n "$gaps" ]; then
			n=$(grep -c . <<<"$gaps")
			mine=$(awk -v n="$n" '{ $2 += n; $4 -= n; print }' <<<"$mine")
			echo "  $arch-$j: $n known gap(s) counted as passed: $mine"
		fi
		[ -n "$why" ] || { [ -n "$mine" ] && [ "$mine" = "$theirs" ]; } || why="its results are not $(ref_target "$j")'s"
	fi
	if [ -z "$why" ]; then
		echo "PASS template-solve $variant $j: the reference's results"
	else
		echo "FAIL template-solve $variant $j: $why"
		rc=1
	fi
done

# Every checklist item done on the filled port, measured on its vmlinux and
# the judges' logs: each item needs a log line its code makes appear, so a
# stub marker taken away is not enough.  With SMP, the SMP phase too (its
# lines from these boots on 4 CPUs).
if [ "$judges" = "$all_judges" ] && [ "$variant" != nommu ]; then
	echo "== template-solve $variant: portcheck status"
	rs=0
	st=$(KIT_OUT=$proj/out "$proj/ci/portcheck.sh" status $(printf "$arch-%s " $all_judges) 2>&1) || rs=$?
	echo "$st" | grep -E '^  (todo|unproven|unknown) |^total:|^error:' | sed 's/^/  /'
	notdone=$(awk '$1 ~ /^(todo|unproven|unknown)$/ {print $2}' <<<"$st" | sort)
	gaps=$(known status)
	gapw=$(tr '\n' ' ' <<<"$gaps")
	notw=$(tr '\n' ' ' <<<"$notdone")
	if [ "$rs" -le 1 ] && [ "$notdone" = "$gaps" ] && grep -q '^total: ' <<<"$st"; then
		echo "PASS template-solve $variant status: every checklist item done${gaps:+ but the known gaps (${gapw% })}"
	else
		echo "FAIL template-solve $variant status: not done: ${notw% } (known gaps: ${gapw% }; exit $rs)"
		rc=1
	fi
fi
exit $rc
