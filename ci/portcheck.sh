#!/usr/bin/env bash
# portcheck.sh: the kit's porting checklist tool (checklists/portcheck),
# built on first use.
#   portcheck.sh status TARGET...   the port of the first target measured
#                                   with its vmlinux and every target's
#                                   boot log (out/TARGET.log)
#   portcheck.sh milestones TARGET  the checklist's milestones the last boot
#                                   of TARGET reached (out/TARGET.log), with
#                                   their guest timestamps, and the first one
#                                   it did not: a report, it never fails
#   portcheck.sh headers-table      regenerate checklists/headers.yaml from
#                                   the kernel tree (verdicts carried over)
#   portcheck.sh features TARGET    the port's column of the kernel tree's
#                                   Documentation/features, beside openrisc
#                                   and riscv, and its arch-support lines
#   portcheck.sh upstream TARGET    the port against the new-architecture
#                                   rules, with its upstream.reasons: a
#                                   report, it never fails
#   portcheck.sh ARGS...            portcheck itself (portcheck --help)
set -euo pipefail
. "$(dirname "$0")/lib.sh"
need_portcheck

case "${1:-}" in
status)
	shift
	[ $# -ge 1 ] || die "usage: portcheck.sh status TARGET... (the first one gives the port and its vmlinux)"
	load_target "$1"
	[ -n "$PORT" ] || die "$TARGET is an upstream baseline: the checklist measures the kit's ports"
	args=("$KIT_ROOT/$PORT/arch/$ARCH" --vmlinux "$IMAGE")
	[ -f "$IMAGE" ] || die "$TARGET: no kernel at $IMAGE; build it first with 'make build T=$TARGET'"
	# This run's logs only (ci/lib.sh, this_run_log).
	for t in "$@"; do
		log=$(this_run_log "$t") || exit 1
		args+=(--log "$log")
	done
	exec "$PORTCHECK" status "${args[@]}" ${KIT_STATUS_FORMAT:+--format "$KIT_STATUS_FORMAT"}
	;;
milestones)
	[ $# = 2 ] || die "usage: portcheck.sh milestones TARGET"
	load_target "$2"
	log=$KIT_OUT/$TARGET.log
	[ -f "$log" ] || die "no boot log of $TARGET at $log; boot it first with 'make boot'"
	# Every milestone not reached is listed as missing: the first one is enough.
	{ "$PORTCHECK" log "$log" --allow 'PORT-TODO\(' || true; } | grep -v '^ *missing: '
	;;
headers-table)
	require_tree
	exec "$PORTCHECK" table "$KSRC" --write
	;;
features)
	[ $# = 2 ] || die "usage: portcheck.sh features TARGET"
	load_target "$2"
	[ -n "$PORT" ] || die "$TARGET is an upstream baseline: its column is in the tree already"
	require_tree
	exec "$PORTCHECK" features "$KSRC" "$KIT_ROOT/$PORT/arch/$ARCH"
	;;
upstream)
	[ $# = 2 ] || die "usage: portcheck.sh upstream TARGET"
	load_target "$2"
	[ -n "$PORT" ] || die "$TARGET is an upstream baseline: the rules are for a new port"
	require_tree
	# Open rules are the report's content, not an error of the command.
	"$PORTCHECK" upstream "$KSRC" "$KIT_ROOT/$PORT/arch/$ARCH" || [ $? = 1 ]
	;;
*)
	exec "$PORTCHECK" "$@"
	;;
esac
