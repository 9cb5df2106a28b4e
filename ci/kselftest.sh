#!/usr/bin/env bash
# kselftest.sh ARCH HEADERS MUSL: the kernel's own selftests that
# ci/kselftest.list names, for the port ARCH, each a static program built
# with $CROSS_COMPILE and $USER_CFLAGS against musl (MUSL: the directory
# ci/musl.sh prints) and the port's installed uapi headers HEADERS.
# Prints the directory that holds them, COLLECTION/NAME, and
# kselftest.list, the order reference-tsar/user/kselftest-init.sh runs
# them in.
#
# The sources are the kernel tree's tools/testing/selftests, unchanged,
# and so are the flags: each test is compiled as its Makefile (and
# lib.mk) compile it, with its Makefile's extra sources (recipe below),
# from the same text with the same flags for every arch, so that a port's
# results can be set against upstream's (ARCH=mips).  What musl lacks
# comes only from the kit's shims, through the compiler's flags: a header
# put before every test (the kernel's system call numbers, made here),
# and, in ci/kselftest/, headers put before the few tests that need them
# or found by them, and objects linked into two.  Linked through a gcc
# specs file (musl_specs, ci/lib.sh), as BusyBox.  Built once per set of
# inputs (the selected sources, the headers, musl's build, the compiler,
# the flags, this script, its list and its shims), moved into place
# whole.  The directory is what /kselftest must hold, modes and the
# symbolic link included (exec/ holds execveat's files besides).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

[ $# = 3 ] || die "usage: kselftest.sh ARCH HEADERS MUSL (MUSL: the directory ci/musl.sh prints)"
arch=$1 hdrs=$2 musl=$3
need_musl_inputs "$arch" "$hdrs" "$musl"
require_tree
use_ccache "${CROSS_COMPILE}gcc"

sel=$KSRC/tools/testing/selftests
list=$KIT_ROOT/ci/kselftest.list
shim=$KIT_ROOT/ci/kselftest
mapfile -t tests < <(awk '!/^#/ && NF {print $1 "/" $2}' "$list")
[ ${#tests[@]} != 0 ] || die "${list#"$KIT_ROOT"/} names no test"

# recipe COLLECTION NAME: the test's source directory (dir), its sources
# there (srcs), its Makefile's CFLAGS (cflags) and LDLIBS (libs), and the
# kit's shims: objects it links (shims, in ci/kselftest/), and what its
# flags gain for glibc's ways that musl does not share (cflags).
recipe() {
	dir=$sel/$1 srcs=("$2.c") cflags=() libs=() shims=()
	case $1 in
	timers)
		# shellcheck disable=SC2054 # a linker flag's commas
		cflags=(-O3 -Wl,-no-as-needed -Wall)
		libs=(-lrt -lpthread -lm)
		case $2 in
		# glibc's struct sigevent and strerror_r().
		posix_timers) cflags+=(-include "$shim/posix_timers.h") ;;
		# select() and struct timeval, which glibc's <stdlib.h>
		# brings along.
		set-timer-lat) cflags+=(-include sys/select.h) ;;
		# O_RDONLY, which glibc's <mqueue.h> brings along.
		mqueue-lat) cflags+=(-include fcntl.h) ;;
		esac
		;;
	futex)
		dir=$sel/futex/functional
		cflags=(-g -O2 -Wall -pthread -I"$sel/futex/include" -I"$sel")
		libs=(-lpthread -lrt)
		# Their timeouts, musl's 64-bit struct timespec, to the call
		# that takes it.
		cflags+=(-include "$shim/futex_time64.h")
		# glibc's <error.h>.
		[ "$2" != futex_waitv ] || cflags+=(-I"$shim/glibc")
		;;
	sigaltstack)
		cflags=(-Wall)
		# musl declares getcontext() and the rest, and has none.
		shims=(ucontext.c)
		;;
	exec) cflags=(-Wall -Wno-nonnull) ;;
	# Its -lcap is for clone3_cap_checkpoint_restore alone, left out.
	clone3) cflags=(-g -std=gnu99) ;;
	kcmp) ;;
	mm)
		srcs+=(vm_util.c thp_settings.c)
		cflags=(-Wall -O2 -I"$KSRC" -isystem "$KSRC/tools/include/uapi" -U_FORTIFY_SOURCE)
		libs=(-lrt -lpthread -lm)
		# <sys/prctl.h> and <linux/prctl.h> together.
		[ "$2" != mdwe_test ] || cflags+=(-include "$shim/prctl.h")
		;;
	size)
		# Its own _start, without musl's start files: it is the entry
		# (ld's default on mips is __start, which musl's crt1.o
		# defines), and entered without t9 set, from which PIC code
		# would find its GOT.
		# shellcheck disable=SC2054 # a linker flag's commas
		cflags=(-static -ffreestanding -nostartfiles -s -fno-pic -Wl,-e,_start)
		;;
	vDSO)
		# Their time structs, the vDSO's own layouts.
		cflags=(-std=gnu99 -O2 -include "$shim/time32.h")
		case $2 in
		vdso_test_gettimeofday | vdso_test_abi) srcs+=(parse_vdso.c) ;;
		vdso_test_correctness)
			# Its dlopen() of the vDSO, which static musl cannot
			# do, answered by upstream's parser.
			srcs+=(parse_vdso.c)
			shims=(dlfcn.c)
			cflags+=(-I"$dir")
			libs=(-ldl)
			;;
		esac
		;;
	*) die "${list#"$KIT_ROOT"/} names $1/$2, which ci/kselftest.sh has no recipe for; add one from its Makefile" ;;
	esac
	[ -f "$dir/$2.c" ] || die "${list#"$KIT_ROOT"/} names $1/$2, and $dir has no $2.c"
}

collections=$(printf '%s\n' "${tests[@]%/*}" | sort -u)
key=$({
	# The selected collections' whole directories, the headers every
	# test includes, the tools' uapi copies mm takes.
	for c in $collections; do
		(cd "$sel" && find "$c" -type f | sort | xargs sha1sum)
	done
	(cd "$sel" && sha1sum kselftest.h kselftest_harness.h)
	(cd "$KSRC/tools/include/uapi" && find . -type f | sort | xargs sha1sum)
	(cd "$hdrs" && find . -type f | sort | xargs sha1sum)
	(cd "$shim" && find . -type f | sort | xargs sha1sum)
	echo "$musl"
	"${CROSS_COMPILE}gcc" --version | head -n 1
	echo "$USER_CFLAGS"
	cat "$0" "$list"
} | sha1sum | cut -c1-12)
out=$KIT_CACHE/userspace/kselftest-$arch-$key
userspace_cached "$out"
tmp=$(mktemp -d "$KIT_CACHE/userspace/.kselftest.XXXXXX")
log=$tmp/build.log
# A failed build's log is kept, under a name no finished build has.
failed_log=$KIT_CACHE/userspace/.kselftest-$arch.log
trap '[ $? = 0 ] || cp "$log" "$failed_log" 2>/dev/null || :; rm -rf "$tmp"' EXIT
musl_specs "$musl" >"$tmp/musl.specs"
# The system call numbers of the kernel the tests run on, put before
# every test.  musl's <sys/syscall.h> lacks some that tests name (1.2.3's
# mips list ends before futex_waitv; for tsar it calls the 32-bit time
# calls clock_gettime32, clock_getres_time32, ...), as __NR_x or SYS_x.
# One way for every arch, from HEADERS: the kernel's <asm/unistd.h>, and
# SYS_x for each of its __NR_x that musl has no SYS_x for.  A system
# header, where the kernel's and musl's definitions of the same number
# meet without a warning.
{
	echo '#pragma GCC system_header'
	echo '#include <sys/syscall.h>'
	echo '#include <asm/unistd.h>'
	sed -n 's/^#define __NR_\([a-z0-9_]*\)[ \t].*/\1/p' "$hdrs"/asm/unistd*.h | sort -u |
		awk '{ printf "#if defined(__NR_%s) && !defined(SYS_%s)\n#define SYS_%s __NR_%s\n#endif\n", $1, $1, $1, $1 }'
} >"$tmp/syscalls.h"
# Every test's: musl's headers, then the kernel's, the system call
# numbers, kselftest.h's directory, and lib.mk's _GNU_SOURCE.
# shellcheck disable=SC2206 # USER_CFLAGS is a word list
common=($USER_CFLAGS -nostdinc -isystem "$musl/include" -isystem "$hdrs" -specs="$tmp/musl.specs" -static
	-include "$tmp/syscalls.h" -I"$sel" -D_GNU_SOURCE=)

note "building ${#tests[@]} kernel selftests for $arch (once for these inputs, under a minute)"
dest=$tmp/dest
broken=()
for t in "${tests[@]}"; do
	c=${t%/*} n=${t#*/}
	recipe "$c" "$n"
	mkdir -p "$dest/$c"
	bin=$dest/$c/$n
	echo "== $t" >>"$log"
	if ! "${CROSS_COMPILE}gcc" "${common[@]}" "${cflags[@]}" "${srcs[@]/#/$dir/}" "${shims[@]/#/$shim/}" \
		"${libs[@]}" -o "$bin" >>"$log" 2>&1; then
		broken+=("$t")
		continue
	fi
	need_static_softfp "$bin" "$t for $arch" "$log" "$failed_log"
done
if [ ${#broken[@]} != 0 ]; then
	grep -E 'error|undefined' "$log" | head -n 5 >&2
	die "kernel selftests for $arch that do not build: ${broken[*]}; see $failed_log"
fi
# execveat's files, made as exec/Makefile makes them (its TEST_GEN_FILES
# and TEST_FILES): the program under two more names, one of them not
# executable, a script (for /bin/bash, as upstream's), a directory, and
# the Makefile itself, a file it must not be able to execute.
if [ -f "$dest/exec/execveat" ]; then
	ln -s execveat "$dest/exec/execveat.symlink"
	cp "$dest/exec/execveat" "$dest/exec/execveat.denatured"
	chmod -x "$dest/exec/execveat.denatured"
	# shellcheck disable=SC2016 # the script's own $*
	printf '#!/bin/bash\nexit $*\n' >"$dest/exec/script"
	chmod +x "$dest/exec/script"
	mkdir "$dest/exec/subdir"
	cp "$sel/exec/Makefile" "$dest/exec/"
fi
cp "$list" "$log" "$dest/"
userspace_install "$dest" "$out"
