#!/usr/bin/env bash
# bench.sh [--twice]: the hot paths of the reference port against upstream
# arch/mips, on the same QEMU malta with the same 24Kc, in the same run.
# Builds both kernels with the benchmark (reference-tsar/user/bench.c) as
# /init, and with the clock's (bench-clock.c, built with musl: the vDSO
# through the C library), boots each on the deterministic clock (-icount shift=0,sleep=off
# -rtc base=2026-01-01,clock=vm -seed 1: a guest ns is a guest instruction, so a figure
# is the same in every run), and prints one table:
#   figure | arch/mips | tsar | tsar/mips | target
# It also writes it as Markdown, CSV and an SVG bar chart of the ratios in
# out/bench/ (not committed).  Then the SMP table: the SMP paths
# (reference-tsar/user/bench-smp.c) on 4 CPUs of malta's P5600 CPS against
# the same program on the UP kernel (no upstream port runs SMP on this
# board), and the scaling of a CPU-bound job over 1..4 CPUs.  Both are
# wall time on QEMU's parallel vCPUs (MTTCG), so they vary from run to
# run: on the deterministic clock QEMU runs the vCPUs in turn on one host
# thread, which measures its round robin, not SMP.
# --twice boots each deterministic kernel twice and checks that both runs
# give the same figures, and that every row, SMP ones too, is filled: one
# check, for make test (which never judges the figures themselves, nor
# runs the scaling).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

twice=0
case "${1:-}" in
--twice) twice=1 ;;
"") ;;
*) die "usage: bench.sh [--twice]" ;;
esac

dir=$KIT_OUT/bench
mkdir -p "$dir"

# name|what is measured (per operation)|target ratio[|targets], in the
# order printed; the targets mips-bench and tsar-bench (bench.c, nolibc),
# or with "libc" mips-bench-libc and tsar-bench-libc (bench-clock.c, musl)
FIGURES=(
	"null_syscall|null syscall, getppid (per call)|0.6"
	"mmap_munmap|6-argument syscall: mmap2 + munmap of a page (per pair)|1.0"
	"pipe_pingpong|pipe ping-pong between 2 processes (per round trip)|0.8"
	"yield_threads|sched_yield between 2 threads of one mm (per switch)|0.8"
	"page_fault|first touch of a fresh anonymous page (per fault)|1.0"
	"tlb_walk|TLB-refill walk over 8192 mapped pages (per touch)|1.0"
	"signal|signal to self: kill, handler, sigreturn|1.0"
	"fork_exit_wait|fork + exit + wait|1.0"
	"ring_2|token ring through pipes, 2 processes (per hop)|1.0"
	"ring_16|token ring, 16 processes (per hop)|1.0"
	"ring_128|token ring, 128 processes (per hop)|1.0"
	"ring_512|token ring, 512 processes, ASIDs roll over (per hop)|1.0"
	"timer_irq|timer interrupt, from a busy loop's slowdown (per tick)|1.0"
	"clock_gettime_libc|clock_gettime(CLOCK_MONOTONIC), musl: the vDSO (per call)|1.0|libc"
	"clock_gettime_syscall|the clock_gettime64 system call, musl's syscall() (per call)|1.0|libc"
)
# name|what is measured: bench-smp.c's, tsar SMP against tsar UP
SMP_FIGURES=(
	"smp_pipe_pingpong|pipe round trip, processes on CPUs 0 and 1"
	"smp_futex_wake|futex wake and answer, threads on CPUs 0 and 1"
	"smp_shootdown|mmap, touch, munmap; munmap's flush by IPI to 3 CPUs"
	"smp_fork_busy|fork + exit + wait, the other CPUs busy (*)"
)
DET_TARGETS="mips-bench tsar-bench mips-bench-libc tsar-bench-libc"
# name|what is measured: bench.c's figures that move with the page size,
# at 4 KiB (mips-bench, tsar-bench) and at 16 and 64 KiB (PAGE_TARGETS)
PAGE_FIGURES=(
	"page_fault|first touch of a fresh anonymous page (ns per fault)"
	"tlb_walk|TLB-refill walk, a word per page of 32 MiB (ns per touch)"
	"fork_exit_wait|fork + exit + wait (ns)"
	"mmap_munmap|mmap2 + munmap of a page (ns per pair)"
	"task_memory|kernel stack + page tables per process, 64 children (KiB)"
)
PAGE_SIZES="16 64"
PAGE_TARGETS="mips-bench-p16k tsar-bench-p16k mips-bench-p64k tsar-bench-p64k"
SMP_TARGETS="tsar-smp-bench-up tsar-smp-bench"

# run TARGET N [--det]: boots it; keeps its "bench:" lines.
run() {
	local t=$1 n=$2 log=$dir/$1-run$2.log
	if ! "$KIT_ROOT/ci/boot.sh" ${3:-} --log "$log" "$t" >"$dir/$t-run$n.verdict"; then
		cat "$dir/$t-run$n.verdict" >&2
		die "$t: the benchmark boot failed (console: $log)"
	fi
	sed -n 's/^bench: \([a-z0-9_]*\) \([0-9-]*\) [0-9]*\r*$/\1 \2/p' "$log" >"$dir/$t-run$n.txt"
}

for t in $DET_TARGETS; do
	"$KIT_ROOT/ci/build.sh" "$t" >/dev/null
	run "$t" 1 --det
	[ "$twice" = 0 ] || run "$t" 2 --det
done
for t in $SMP_TARGETS; do
	"$KIT_ROOT/ci/build.sh" "$t" >/dev/null
	run "$t" 1
done
# make test's --twice checks the 4 KiB kernels only: four kernels fewer.
[ "$twice" = 1 ] || for t in $PAGE_TARGETS; do
	"$KIT_ROOT/ci/build.sh" "$t" >/dev/null
	run "$t" 1 --det
done

# value TARGET NAME: the figure in tenths of a ns, or nothing.
value() {
	sed -n "s/^$2 //p" "$dir/$1-run1.txt"
}

ns() {
	[ -n "$1" ] && printf '%d.%d' $(($1 / 10)) $(($1 % 10))
}

csv=$dir/hotpaths.csv md=$dir/hotpaths.md svg=$dir/hotpaths.svg
echo "figure,what,mips_ns,tsar_ns,ratio,target" >"$csv"
{
	echo "| figure | arch/mips (ns) | tsar (ns) | tsar/mips | target |"
	echo "|---|---:|---:|---:|---:|"
} >"$md"
missing=0
printf '%-54s %12s %12s %9s %7s\n' "figure (guest ns = guest instructions)" "arch/mips" "tsar" "tsar/mips" "target"
for f in "${FIGURES[@]}"; do
	IFS='|' read -r name what target set <<<"$f"
	m=$(value "mips-bench${set:+-$set}" "$name") t=$(value "tsar-bench${set:+-$set}" "$name") ratio=""
	if [ -n "$m" ] && [ -n "$t" ] && [ "$m" -gt 0 ]; then
		ratio=$(awk -v t="$t" -v m="$m" 'BEGIN { printf "%.2f", t / m }')
	else
		missing=$((missing + 1))
	fi
	printf '%-54s %12s %12s %9s %7s\n' "$what" "$(ns "$m")" "$(ns "$t")" "${ratio:--}" "$target"
	echo "$name,\"$what\",$(ns "$m"),$(ns "$t"),$ratio,$target" >>"$csv"
	echo "| $what | $(ns "$m") | $(ns "$t") | ${ratio:--} | ≤ $target |" >>"$md"
done

# The chart: one bar per figure, its ratio, the target as a tick.
# (the "what" column may hold commas: the ratio and target are the last two)
awk -F, 'BEGIN { n = 0 } NR > 1 {
	name[n] = $1; ratio[n] = $(NF - 1) + 0; target[n] = $NF + 0; n++
} END {
	w = 720; bar = 22; top = 40; left = 200; scale = 160	# px per 1.0
	h = top + n * (bar + 8) + 40
	printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">\n", w, h
	printf "<text x=\"10\" y=\"20\" font-size=\"14\">tsar / arch/mips, guest instructions (lower is better; | = target)</text>\n"
	for (i = 0; i < n; i++) {
		y = top + i * (bar + 8)
		len = ratio[i] * scale; if (len > w - left - 60) len = w - left - 60
		color = ratio[i] <= target[i] ? "#4a8" : "#d64"
		printf "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n", left - 8, y + 15, name[i]
		printf "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>\n", left, y, len, bar, color
		printf "<text x=\"%.1f\" y=\"%d\">%.2f</text>\n", left + len + 4, y + 15, ratio[i]
		tx = left + target[i] * scale
		printf "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"black\" stroke-width=\"2\"/>\n", tx, y - 2, tx, y + bar + 2
	}
	x1 = left + scale
	printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\" stroke-dasharray=\"4\"/>\n", x1, top - 6, x1, h - 30
	printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">1.0</text>\n", x1, h - 14
	print "</svg>"
}' "$csv" >"$svg"
echo "tables: $md, $csv; chart: $svg"

# The page-size table: each figure at 4, 16 and 64 KiB, tsar against
# arch/mips built with the same page size.
if [ "$twice" = 0 ]; then
	pmd=$dir/pagesize.md
	{
		echo "| figure | page | arch/mips | tsar | tsar/mips |"
		echo "|---|---:|---:|---:|---:|"
	} >"$pmd"
	echo
	printf '%-58s %6s %10s %10s %9s\n' "figure, by page size (guest ns, or KiB)" "page" "arch/mips" "tsar" "tsar/mips"
	for f in "${PAGE_FIGURES[@]}"; do
		IFS='|' read -r name what <<<"$f"
		for kb in 4 $PAGE_SIZES; do
			sfx=-p${kb}k
			[ "$kb" != 4 ] || sfx=""
			m=$(value "mips-bench$sfx" "$name") t=$(value "tsar-bench$sfx" "$name") ratio=""
			if [ -n "$m" ] && [ -n "$t" ] && [ "$m" -gt 0 ]; then
				ratio=$(awk -v t="$t" -v m="$m" 'BEGIN { printf "%.2f", t / m }')
			else
				missing=$((missing + 1))
			fi
			# task_memory is in tenths of a byte: shown in KiB
			if [ "$name" = task_memory ]; then
				m=$(awk -v v="$m" 'BEGIN { if (v != "") printf "%.1f", v / 10240 }')
				t=$(awk -v v="$t" 'BEGIN { if (v != "") printf "%.1f", v / 10240 }')
			else
				m=$(ns "$m" || true) t=$(ns "$t" || true)
			fi
			printf '%-58s %3s KiB %10s %10s %9s\n' "$what" "$kb" "$m" "$t" "${ratio:--}"
			echo "| $what | $kb KiB | $m | $t | ${ratio:--} |" >>"$pmd"
		done
	done
	echo "table: $pmd"
fi

# The SMP table: no upstream column (no upstream SMP on this board).
smd=$dir/smp.md
{
	echo "| figure (wall time) | tsar UP, 1 CPU (ns) | tsar SMP, 4 CPUs (ns) | SMP/UP |"
	echo "|---|---:|---:|---:|"
} >"$smd"
echo
printf '%-54s %12s %12s %9s\n' "SMP, wall ns, tsar against tsar (no upstream SMP here)" "UP, 1 CPU" "SMP, 4" "SMP/UP"
for f in "${SMP_FIGURES[@]}"; do
	IFS='|' read -r name what <<<"$f"
	u=$(value tsar-smp-bench-up "$name") t=$(value tsar-smp-bench "$name") ratio=""
	if [ -n "$u" ] && [ -n "$t" ] && [ "$u" -gt 0 ]; then
		ratio=$(awk -v t="$t" -v u="$u" 'BEGIN { printf "%.2f", t / u }')
	else
		missing=$((missing + 1))
	fi
	printf '%-54s %12s %12s %9s\n' "$what" "$(ns "$u")" "$(ns "$t")" "${ratio:--}"
	echo "| $what | $(ns "$u") | $(ns "$t") | ${ratio:--} |" >>"$smd"
done
echo "(*) on the UP kernel the 3 busy processes share the one CPU with fork's; on SMP each has a vCPU of its own, but 4 vCPUs share this host's $(nproc) cores"
echo "(wall time on parallel vCPUs: these figures vary from run to run, and with the host's load)"

# The scaling, in wall time, on this machine.
if [ "$twice" = 0 ]; then
	"$KIT_ROOT/ci/build.sh" tsar-smp-scale >/dev/null
	slog=$dir/tsar-smp-scale.log
	"$KIT_ROOT/ci/boot.sh" --log "$slog" tsar-smp-scale >"$dir/tsar-smp-scale.verdict" ||
		{ cat "$dir/tsar-smp-scale.verdict" >&2; die "tsar-smp-scale: the scaling boot failed (console: $slog)"; }
	host=$(nproc)
	echo
	echo "scaling: one CPU-bound job over N threads, each on its own CPU, wall time (QEMU runs each vCPU on a host thread; this host has $host cores)"
	tr -d '\r' <"$slog" | awk -v host="$host" '$1 == "scale:" {
		n = $2; ms = $3; if (n == 1) one = ms
		ideal = n < host ? n : host
		printf "  %d CPU(s): %6d ms, speed-up %.2f (ideal %d)\n", n, ms, one / ms, ideal
	}' | tee "$dir/scaling.txt"
	[ -s "$dir/scaling.txt" ] || die "tsar-smp-scale printed no scale: line; see $slog"
fi

[ "$missing" = 0 ] || die "$missing figure(s) missing in a run; see $dir/*-run1.log"
if [ "$twice" = 1 ]; then
	for t in $DET_TARGETS; do
		if ! cmp -s "$dir/$t-run1.txt" "$dir/$t-run2.txt"; then
			diff "$dir/$t-run1.txt" "$dir/$t-run2.txt" | head -n 6
			echo "FAIL bench: two deterministic runs of $t differ"
			exit 1
		fi
	done
	echo "PASS bench: two runs of each kernel give the same figures ($(cat "$dir/tsar-bench-run1.txt" "$dir/tsar-bench-libc-run1.txt" | wc -l) rows), every row filled, the $(wc -l <"$dir/tsar-smp-bench-run1.txt") SMP ones too"
fi
