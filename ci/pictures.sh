#!/usr/bin/env bash
# pictures.sh [--check]: the porting guide's pictures, drawn from real runs
# (make pictures).
#
#   docs/pictures/boot-sequence.svg  the milestones portcheck found in a boot
#       of tsar-malta on the deterministic clock, in order, grouped by boot
#       step, with their guest timestamps (graphviz)
#   docs/pictures/memory-map.svg     the virtual map mem_init prints in that
#       boot ("Memory layout:"), and the physical memory and UART the same
#       boot reports (graphviz)
#   docs/pictures/hotpaths.svg       make bench's chart (ci/bench.sh), and
#       its table in docs/11-hot-paths.md (between the marker comments)
#
# Without options: builds and boots tsar-malta, runs ci/bench.sh, and writes
# the three files.  --check (make test): draws them again from the logs this
# test run already made (ci/det-check.sh's first boot, ci/bench.sh's chart)
# and checks that the committed ones are the same, byte for byte; all runs
# are deterministic, so a difference means the code changed and the
# pictures were not redrawn.  One check: PASS or FAIL last.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

check=0
[ "${1:-}" = --check ] && check=1 && shift
[ $# = 0 ] || die "usage: pictures.sh [--check]"
require_tool dot graphviz
need_portcheck
PC=$KIT_OUT/portcheck/portcheck
work=$KIT_OUT/pictures
dest=$KIT_ROOT/docs/pictures
mkdir -p "$work"

chart=$KIT_OUT/bench/hotpaths.svg
if [ $check = 1 ]; then
	log=$KIT_OUT/tsar-malta-det1.log
	[ -s "$log" ] && [ -s "$chart" ] ||
		die "no deterministic boot log or bench chart yet: pictures.sh --check runs after det-check.sh tsar-malta and bench.sh (make test)"
else
	log=$work/tsar-malta-det.log
	"$KIT_ROOT/ci/build.sh" tsar-malta
	"$KIT_ROOT/ci/boot.sh" --det --log "$log" tsar-malta
	"$KIT_ROOT/ci/bench.sh"
fi

# dot's own input, kept beside the SVG (out/pictures/*.dot) for reading.
boot_sequence() {
	"$PC" log "$log" --format json >"$work/milestones.json" || true
	awk '
	function esc(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return s }
	function field(s, k,   r) {
		if (!match(s, "\"" k "\": (\"([^\"\\\\]|\\\\.)*\"|[0-9]+|null)"))
			return ""
		r = substr(s, RSTART + length(k) + 4, RLENGTH - length(k) - 4)
		sub(/^"/, "", r); sub(/"$/, "", r)
		gsub(/\\"/, "\"", r); gsub(/\\\\/, "\\", r)
		return r
	}
	# the checklist: which boot step (phase) each item belongs to
	FNR == NR {
		if ($0 ~ /^  - id: /) { ph = $3; order[++nph] = ph }
		else if ($0 ~ /^    title: / && ph != "") { t = $0; sub(/^    title: /, "", t); title[ph] = t }
		else if ($0 ~ /^      - id: /) phase[$3] = ph
		next
	}
	/"item": / {
		it = field($0, "item"); ln = field($0, "line")
		if (ln == "null" || ln == "") { missing[phase[it]]++; next }
		n++; item[n] = it; line[n] = ln + 0; us[n] = field($0, "usec") + 0; text[n] = field($0, "text")
		inph[phase[it]] = inph[phase[it]] " " n
	}
	END {
		print "digraph boot {"
		print "  graph [rankdir=TB, fontname=\"Helvetica\", fontsize=11, nodesep=0.2, ranksep=0.25, label=\"The boot of tsar-malta on QEMU malta (24Kc), deterministic clock: the milestones portcheck log found, in order.\\nTimestamps are printk guest time; with -icount shift=0 one guest microsecond is 1000 guest instructions. Before time_init the clock does not run (0.000000).\", labelloc=b];"
		print "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#eef3fb\", fontname=\"Helvetica\", fontsize=10];"
		print "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\"];"
		prev = ""
		for (p = 1; p <= nph; p++) {
			ph = order[p]
			if (ph == "build" || ph == "headers") continue
			printf "  subgraph cluster_%s {\n    label=\"%s\"; labeljust=l; style=rounded; color=\"#888888\";\n", ph, esc(title[ph])
			k = split(inph[ph], ids, " ")
			if (k == 0) {
				printf "    %s_none [label=\"no console line of its own:\\nmeasured in the code (stubs, symbols)\", fillcolor=\"#f4f4f4\", fontcolor=\"#555555\"];\n", ph
				node[ph] = ph "_none"
				if (prev != "") printf "    %s -> %s [style=dashed];\n", prev, node[ph]
				prev = node[ph]
			}
			for (j = 1; j <= k; j++) {
				i = ids[j]; t = text[i]
				if (length(t) > 64) t = substr(t, 1, 61) "..."
				printf "    m%d [label=\"[%11.6f] %s\\n%s, log line %d\"];\n", i, us[i] / 1e6, esc(t), item[i], line[i]
				if (prev != "") {
					if (prevus != "" && us[i] > prevus) printf "    %s -> m%d [label=\" +%d us\"];\n", prev, i, us[i] - prevus
					else printf "    %s -> m%d;\n", prev, i
				}
				prev = "m" i; prevus = us[i]
			}
			if (missing[ph])
				printf "    %s_later [label=\"%d milestone(s) of this step come from\\nnolibc-test and the robustness program (tsar-nolibc, tsar-robust)\", fillcolor=\"#f4f4f4\", fontcolor=\"#555555\"];\n", ph, missing[ph]
			print "  }"
		}
		print "}"
	}' "$KIT_ROOT/checklists/checklist.yaml" "$work/milestones.json" >"$work/boot-sequence.dot"
	dot -Tsvg "$work/boot-sequence.dot" -o "$work/boot-sequence.svg"
}

memory_map() {
	awk '
	function hex(s,   i, v) {
		v = 0
		for (i = 3; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
		return v
	}
	function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); return s }
	{ sub(/\r$/, ""); sub(/^\[ *[0-9.]+\] /, "") }
	/^Memory layout:/ { inlay = 1; next }
	inlay && /^ +[.a-z]+ *: 0x[0-9a-f]+ - 0x[0-9a-f]+/ {
		name = $1; lo = $3; hi = $5
		note = $0; sub(/^[^(]*\(/, "", note); sub(/\)$/, "", note)
		if (name ~ /^\./) { sec[++ns] = name; slo[ns] = lo; shi[ns] = hi; snote[ns] = note }
		else { seg[++nv] = name; vlo[nv] = lo; vhi[nv] = hi; vnote[nv] = note }
		next
	}
	{ inlay = 0 }
	/^  node +[0-9]+: \[mem 0x[0-9a-f]+-0x[0-9a-f]+\]/ {
		r = $0; sub(/.*\[mem /, "", r); sub(/\].*/, "", r); split(r, a, "-")
		ram[++nr] = a[1] " - " a[2]
	}
	/^earlycon: .* at MMIO 0x[0-9a-f]+/ {
		u = $0; sub(/.* at MMIO /, "", u); sub(/ .*/, "", u); uart = u
		n = $0; sub(/^earlycon: /, "", n); sub(/ at .*/, "", n); uartname = n
	}
	/^Machine model: / { model = $0; sub(/^Machine model: /, "", model) }
	END {
		if (!nv || !nr) { print "memory-map: no Memory layout / memory node lines in the log" > "/dev/stderr"; exit 1 }
		# highest address first, as memory maps are drawn
		for (i = 1; i <= nv; i++) for (j = i + 1; j <= nv; j++)
			if (hex(vlo[j]) > hex(vlo[i])) {
				t = seg[i]; seg[i] = seg[j]; seg[j] = t; t = vlo[i]; vlo[i] = vlo[j]; vlo[j] = t
				t = vhi[i]; vhi[i] = vhi[j]; vhi[j] = t; t = vnote[i]; vnote[i] = vnote[j]; vnote[j] = t
			}
		for (i = 1; i <= ns; i++) for (j = i + 1; j <= ns; j++)
			if (hex(slo[j]) > hex(slo[i])) {
				t = sec[i]; sec[i] = sec[j]; sec[j] = t; t = slo[i]; slo[i] = slo[j]; slo[j] = t
				t = shi[i]; shi[i] = shi[j]; shi[j] = t; t = snote[i]; snote[i] = snote[j]; snote[j] = t
			}
		print "digraph memory {"
		print "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.6, labelloc=b, label=\"The reference port on " esc(model) ": what mem_init prints (\\\"Memory layout:\\\") and the memory and UART the same boot reports.\"];"
		print "  node [shape=plaintext, fontname=\"Helvetica\", fontsize=10];"
		print "  edge [color=\"#555555\", fontname=\"Helvetica\", fontsize=9];"
		printf "  virt [label=<<table border=\"0\" cellborder=\"1\" cellspacing=\"0\" cellpadding=\"6\">\n"
		printf "    <tr><td colspan=\"2\" bgcolor=\"#dddddd\"><b>virtual (32-bit)</b></td></tr>\n"
		for (i = 1; i <= nv; i++) {
			color = seg[i] == "user" ? "#fdf1dc" : (seg[i] == "lowmem" ? "#e4f1e4" : "#eef3fb")
			printf "    <tr><td bgcolor=\"%s\" align=\"left\"><b>%s</b><br/>%s</td><td port=\"%s\" bgcolor=\"%s\" align=\"left\">%s<br/>%s</td></tr>\n", color, seg[i], esc(vnote[i]), seg[i], color, vhi[i], vlo[i]
			if (seg[i] == "lowmem")
				for (s = 1; s <= ns; s++)
					printf "    <tr><td bgcolor=\"#f7fbf7\" align=\"right\">kernel %s (%s)</td><td bgcolor=\"#f7fbf7\" align=\"left\">%s - %s</td></tr>\n", sec[s], esc(snote[s]), slo[s], shi[s]
		}
		print "  </table>>];"
		printf "  phys [label=<<table border=\"0\" cellborder=\"1\" cellspacing=\"0\" cellpadding=\"6\">\n"
		printf "    <tr><td bgcolor=\"#dddddd\"><b>physical</b></td></tr>\n"
		if (uart != "")
			printf "    <tr><td port=\"io\" bgcolor=\"#fbeeee\" align=\"left\"><b>%s</b> UART at %s</td></tr>\n", esc(uartname), uart
		for (i = nr; i >= 1; i--)
			printf "    <tr><td port=\"ram%d\" bgcolor=\"#e4f1e4\" align=\"left\"><b>RAM</b> %s</td></tr>\n", i, ram[i]
		print "  </table>>];"
		for (i = 1; i <= nv; i++) {
			if (seg[i] == "lowmem") printf "  virt:lowmem:e -> phys:ram1:w [label=\"direct map (kseg0, cached)\"];\n"
			if (seg[i] == "ioremap" && uart != "") printf "  virt:ioremap:e -> phys:io:w [label=\"ioremap (kseg1, uncached)\"];\n"
			if (seg[i] == "vmalloc") printf "  virt:vmalloc:e -> phys:ram1:w [style=dashed, label=\"page tables, TLB refill\"];\n"
			if (seg[i] == "user") printf "  virt:user:e -> phys:ram1:w [style=dashed, label=\"page tables, TLB refill\"];\n"
		}
		print "}"
	}' "$log" >"$work/memory-map.dot"
	dot -Tsvg "$work/memory-map.dot" -o "$work/memory-map.svg"
}

# The chapter with make bench's table in place of the one it holds.
bench_table() {
	local table=${chart%.svg}.md chapter=$KIT_ROOT/docs/11-hot-paths.md
	[ -s "$table" ] || die "no bench table at $table"
	grep -q '^<!-- make pictures writes this table' "$chapter" ||
		die "$chapter has lost the marker comment of its generated table"
	awk -v table="$table" '
		/^<!-- end of the table make pictures writes -->/ { skip = 0 }
		!skip { print }
		/^<!-- make pictures writes this table/ {
			while ((getline l < table) > 0) print l
			skip = 1
		}' "$chapter" >"$work/11-hot-paths.md"
}

boot_sequence
memory_map
cp "$chart" "$work/hotpaths.svg"
bench_table

pictures="boot-sequence.svg memory-map.svg hotpaths.svg"
if [ $check = 0 ]; then
	mkdir -p "$dest"
	for p in $pictures; do
		cp "$work/$p" "$dest/$p"
	done
	cp "$work/11-hot-paths.md" "$KIT_ROOT/docs/11-hot-paths.md"
	echo "pictures: $(for p in $pictures; do printf '%s ' "docs/pictures/$p"; done)drawn from $log and $chart; the table of docs/11-hot-paths.md from ${chart%.svg}.md"
	exit 0
fi
stale=""
for p in $pictures; do
	cmp -s "$work/$p" "$dest/$p" || stale="$stale pictures/$p"
done
cmp -s "$work/11-hot-paths.md" "$KIT_ROOT/docs/11-hot-paths.md" || stale="$stale 11-hot-paths.md (its table)"
if [ -z "$stale" ]; then
	echo "PASS pictures: docs/pictures/ and the table of docs/11-hot-paths.md are what this run draws ($pictures)"
else
	echo "FAIL pictures: in docs/,$stale differ from what this run draws (out/pictures/): run 'make pictures' and commit them"
	exit 1
fi
