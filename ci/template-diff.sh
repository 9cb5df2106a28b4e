#!/usr/bin/env bash
# template-diff.sh PROJECT VARIANT [TITLE]: every file of a generated port
# that holds no stub (no PORT-TODO marker) is reference-tsar's file, up to
# the arch name: compared with reference-tsar/arch/tsar/'s file of the same
# path (configs/<name>_defconfig with tsar_defconfig; patches/ with
# reference-tsar/patches/, TSAR in their names), comments left out (they
# may well speak of TSAR's hardware, the template's of the porter's).  Both
# are compared under one name, solve: the reference's "tsar" and "TSAR",
# the port's name (in lower and upper case) and its display name TITLE
# (the arch_title answer) become "solve" and "SOLVE", in the text and in
# the file names, so that one list serves ports of any name.  A line that
# still differs must be listed in ci/template-diff.allowed, under its file
# and for this variant, with the reason; an entry that no longer differs
# is stale.  Files with stubs are judged by what they become once filled
# (ci/template-solve.sh).  One check: PASS or FAIL last, with the diff of
# each file that differs beyond its list.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
[ $# = 2 ] || [ $# = 3 ] || die "usage: template-diff.sh PROJECT VARIANT [TITLE]"
proj=$1 variant=$2 title=${3:-}
arch=$(port_arch "$proj")
upper=${arch^^}
# A title is renamed as a literal word: letters, digits and blanks only.
[[ $title =~ ^[A-Za-z0-9\ ]*$ ]] || die "title '$title': letters, digits and blanks only"
ref=$KIT_ROOT/reference-tsar/arch/tsar
allowed=$KIT_ROOT/ci/template-diff.allowed
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# norm FILE: its lines without comments, blank lines or trailing blanks.
# C, assembly, linker scripts and device trees lose /* */ and // comments;
# the others (Makefile, Kconfig, defconfig, syscall.tbl) their # lines,
# but for a defconfig's "# CONFIG_X is not set", which is not a comment.
norm() {
	local hash=1
	case $1 in *.c | *.h | *.S | *.dts | *.dtsi | *.lds) hash=0 ;; esac
	awk -v hash=$hash '
	hash {
		if ($0 ~ /^[ \t]*#/ && $0 !~ /^# CONFIG_[A-Za-z0-9_]+ is not set$/)
			next
		sub(/[ \t]+$/, "")
		if ($0 != "")
			print
		next
	}
	{
		line = $0; out = ""
		while (line != "") {
			if (inc) {
				p = index(line, "*/")
				if (!p) { line = ""; break }
				line = substr(line, p + 2); inc = 0
				continue
			}
			p = index(line, "/*"); q = index(line, "//")
			if (q && (!p || q < p)) { out = out substr(line, 1, q - 1); break }
			if (!p) { out = out line; break }
			out = out substr(line, 1, p - 1); line = substr(line, p + 2); inc = 1
		}
		sub(/[ \t]+$/, "", out)
		if (out != "")
			print out
	}' "$1"
}

# The allowed lines of this variant, as "PATH<TAB>+|-<TAB>LINE", and the
# files allowed to differ whole (a variant of the template's own).
: >"$work/allowed"
: >"$work/whole"
awk -v variant="$variant" -v out="$work/allowed" -v whole="$work/whole" '
	function bad(msg) { printf "%s:%d: %s\n", FILENAME, FNR, msg; err = 1 }
	/^#/ || /^$/ { next }
	/^file / {
		if (!match($0, /^file [^ :\[]+( \[[a-z ]+\])?( whole)?: ./)) {
			bad("not \"file PATH [VARIANTS] [whole]: REASON\""); take = 0; next
		}
		path = $2
		take = 1
		if (match($0, /\[[a-z ]+\]/)) {
			take = index(" " substr($0, RSTART + 1, RLENGTH - 2) " ", " " variant " ") > 0
		}
		if (take && $0 ~ /^file [^:]* whole: /)
			print path >whole
		next
	}
	/^[-+] / {
		if (path == "") { bad("a line before any file"); next }
		if (take)
			print path "\t" substr($0, 1, 1) "\t" substr($0, 3) >out
		next
	}
	{ bad("neither a file, a - or + line, nor a comment") }
	END { exit err }' "$allowed" || die "fix $allowed"

: >"$work/got"
: >"$work/diffs"
nfiles=0
# compare PATH GEN REF: the generated file GEN (PATH: its path in the
# port) against the reference's REF, both renamed solve; in the allowed
# list by its path renamed so.
compare() {
	local f=${1//$arch/solve} gen=$2 r=$3
	f=${f//$upper/SOLVE}
	grep -q 'PORT-TODO' "$gen" && return 0
	nfiles=$((nfiles + 1))
	grep -qxF "$f" "$work/whole" && return 0
	if [ ! -e "$r" ]; then
		printf '%s\t+\t(the whole file: reference-tsar has no %s)\n' "$f" "${r#"$KIT_ROOT"/}" >>"$work/got"
		return 0
	fi
	norm "$r" | sed -e "s/tsar/solve/g" -e "s/TSAR/SOLVE/g" >"$work/ref"
	norm "$gen" | sed -e "s/$arch/solve/g" -e "s/$upper/SOLVE/g" ${title:+-e "s/$title/SOLVE/g"} >"$work/gen"
	if ! diff "$work/ref" "$work/gen" >"$work/d"; then
		sed -n -e "s|^< |$f\t-\t|p" -e "s|^> |$f\t+\t|p" "$work/d" >>"$work/got"
		{ echo "  --- ${r#"$KIT_ROOT"/} (renamed, without comments)"
		  echo "  +++ $f"
		  sed 's/^/  /' "$work/d"; } >>"$work/diffs.$(tr / _ <<<"$f")"
	fi
}

while IFS= read -r f; do
	f=${f#./}
	compare "$f" "$proj/arch/$arch/$f" "$ref/${f/#configs\/${arch}_defconfig/configs/tsar_defconfig}"
done < <(cd "$proj/arch/$arch" && find . \( -type f -o -type l \) | sort)
# The patches to generic files (their names hold the arch's, in capitals).
if [ -d "$proj/patches" ]; then
	while IFS= read -r f; do
		f=${f#./}
		compare "patches/$f" "$proj/patches/$f" "$KIT_ROOT/reference-tsar/patches/${f//$upper/TSAR}"
	done < <(cd "$proj/patches" && find . -type f | sort)
fi

sort -u "$work/got" >"$work/got.s"
sort -u "$work/allowed" >"$work/allowed.s"
comm -23 "$work/got.s" "$work/allowed.s" >"$work/unexpected"
comm -13 "$work/got.s" "$work/allowed.s" >"$work/stale"
rc=0
if [ -s "$work/unexpected" ]; then
	rc=1
	for f in $(cut -f1 "$work/unexpected" | sort -u); do
		echo "  $f differs from reference-tsar's beyond ci/template-diff.allowed ($variant):"
		grep -F "$f	" "$work/unexpected" | cut -f2- | sed 's/^\(.\)\t/    \1 /'
		cat "$work/diffs.$(tr / _ <<<"$f")" 2>/dev/null || true
	done
fi
if [ -s "$work/stale" ]; then
	rc=1
	echo "  allowed in ci/template-diff.allowed for $variant, but no longer different (remove them):"
	sed 's/^\([^\t]*\)\t\(.\)\t/    \1: \2 /' "$work/stale"
fi
if [ $rc = 0 ]; then
	echo "PASS template-diff $variant: the $nfiles files without a stub are reference-tsar's, but for $(wc -l <"$work/allowed.s") allowed lines and $(wc -l <"$work/whole") allowed files"
else
	echo "FAIL template-diff $variant: files without a stub differ from reference-tsar's (ci/template-diff.allowed lists what may)"
fi
exit $rc
