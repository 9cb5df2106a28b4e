#!/usr/bin/env bash
# lava-lab.sh: a LAVA lab on this machine, to prove the board-farm path.
#
#   lava-lab.sh up             install (once) and start lava-server (its
#                              PostgreSQL, gunicorn on 127.0.0.1 only, the
#                              scheduler) and a lava-worker; register the
#                              kit's device types and devices
#   lava-lab.sh run TARGET...  submit each target's job (ci/lava-run.sh
#                              --job-only writes it) with lavacli, wait for
#                              it, read its results back: one line per test
#                              case, then `N passed, N failed`
#   lava-lab.sh health TARGET  make the target's job the health check of its
#                              device type, and have the scheduler run it
#   lava-lab.sh down           stop what `up` started
#   lava-lab.sh check TARGET...  up, health (first target), run, down: one
#                              check, PASS or FAIL last
#
# No systemd runs here, so the services are started by hand, as their units
# would (/lib/systemd/system/lava-*.service); the server's logs go where
# theirs do (/var/log/lava-server/kit-*.log).  The tokens (the user's API
# token, the worker's) are made at each `up` and kept with the worker's log
# and lavacli's configuration in ~/.cache/arch-port-kit/lava-lab/, never in
# the repository.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

LAB=$KIT_CACHE/lava-lab
LOGS=/var/log/lava-server
PORT=${KIT_LAVA_PORT:-8917}
URL=http://127.0.0.1:$PORT
WORKER=kit-worker
USER_NAME=kit
PY=/usr/bin/python3
CONFIG=/etc/lava-server/dispatcher-config
export XDG_CONFIG_HOME=$LAB/config	# lavacli's identities

need_root() {
	[ "$(id -u)" = 0 ] || die "the LAVA lab runs services as root and lavaserver; run this as root"
}

# write_job TARGET: the target's job, out/lava/TARGET/job.yaml, written and
# checked by ci/lava-run.sh --job-only, or stop: it has said why in one line
# (nothing built, an unknown target, lava-dispatcher missing).  Called in
# conditions too, where set -e does not stop the script: hence the exit.
write_job() {
	"$KIT_ROOT/ci/lava-run.sh" --job-only "$1" >/dev/null || exit 1
}

# need_lab: health and run talk to the lab `up` started.
need_lab() {
	command -v lavacli >/dev/null 2>&1 && [ -f "$LAB/api.token" ] &&
		curl -fsS "$URL/api/v0.2/system/version/" >/dev/null 2>&1 ||
		die "the LAVA lab is not up on $URL; start it with 'ci/lava-lab.sh up' (or run 'ci/lava-lab.sh check TARGET...')"
}

install_lab() {
	local missing=() p
	for p in lava-server lavacli postgresql gunicorn; do
		dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' || missing+=("$p")
	done
	[ ${#missing[@]} -gt 0 ] || return 0
	command -v apt-get >/dev/null || die "no apt-get: install by hand: ${missing[*]}"
	note "installing ${missing[*]} (once)"
	export DEBIAN_FRONTEND=noninteractive
	mkdir -p "$LAB"
	# lava-server's postinst creates its database: PostgreSQL must run.
	if dpkg-query -W -f='${Status}\n' postgresql 2>/dev/null | grep -q 'ok installed'; then
		start_postgres
	else
		apt-get -q -y install --no-install-recommends postgresql >>"$LAB/apt.log" 2>&1 ||
			die "apt-get install postgresql failed (see $LAB/apt.log)"
		start_postgres
	fi
	apt-get -q -y -o DPkg::Lock::Timeout=600 install --no-install-recommends "${missing[@]}" >>"$LAB/apt.log" 2>&1 || {
		apt-get -q update >>"$LAB/apt.log" 2>&1 &&
			apt-get -q -y install --no-install-recommends "${missing[@]}" >>"$LAB/apt.log" 2>&1
	} || die "apt-get install ${missing[*]} failed (see $LAB/apt.log)"
}

# The cluster lava-server's database lives in; started only if it was down,
# and then stopped again by `down`.
start_postgres() {
	local version cluster status
	read -r version cluster _ status _ < <(pg_lsclusters -h | head -n 1) ||
		die "no PostgreSQL cluster (pg_lsclusters shows none); create one with pg_createcluster"
	if [ "$status" != online ]; then
		pg_ctlcluster "$version" "$cluster" start
		echo "$version $cluster" >"$LAB/postgres.started"
	fi
}

# start NAME COMMAND...: run a service in the background, its pid kept.
start() {
	local name=$1
	shift
	"$@" >"$LAB/$name.out" 2>&1 &
	echo $! >"$LAB/$name.pid"
}

stop() {
	local name=$1 pid
	[ -f "$LAB/$name.pid" ] || return 0
	pid=$(cat "$LAB/$name.pid")
	kill "$pid" 2>/dev/null || true
	for _ in $(seq 50); do
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	kill -9 "$pid" 2>/dev/null || true
	rm -f "$LAB/$name.pid"
}

manage() {
	lava-server manage "$@"
}

up() {
	need_root
	require_tool lava-run lava-dispatcher
	require_tool curl curl
	mkdir -p "$LAB" "$XDG_CONFIG_HOME"
	chmod 700 "$XDG_CONFIG_HOME"
	install_lab
	start_postgres
	stop gunicorn
	stop scheduler
	stop worker
	# The server's services write their logs as lavaserver, where the
	# package's units have them.
	mkdir -p "$LOGS"
	chown lavaserver:lavaserver "$LOGS"
	start gunicorn gunicorn3 lava_server.wsgi --log-file "$LOGS/kit-gunicorn.log" -u lavaserver -g lavaserver \
		--worker-class sync --workers 1 --bind "127.0.0.1:$PORT" --timeout 120
	start scheduler lava-server manage lava-scheduler --level INFO --log-file "$LOGS/kit-scheduler.log"
	for _ in $(seq 100); do
		curl -fsS "$URL/api/v0.2/system/version/" >/dev/null 2>&1 && break
		sleep 0.2
	done
	curl -fsS "$URL/api/v0.2/system/version/" >/dev/null 2>&1 ||
		die "lava-server does not answer on $URL (see $LOGS/kit-gunicorn.log, $LAB/gunicorn.out)"

	# A user with a fresh token; the worker with a fresh token.
	manage users list 2>/dev/null | grep -E "^\* $USER_NAME( |$)" >/dev/null ||
		manage users add --superuser --staff --passwd "$(head -c 18 /dev/urandom | base64)" "$USER_NAME" >/dev/null
	(umask 077 && manage tokens add --user "$USER_NAME" | tail -n 1 >"$LAB/api.token")
	manage workers list 2>/dev/null | grep -E "^\* $WORKER( |$)" >/dev/null || manage workers add "$WORKER" >/dev/null
	# `workers add` makes a worker's token once; a new one at each start.
	(umask 077 && manage shell -c "
from django.utils.crypto import get_random_string
from lava_scheduler_app.models import Worker
w = Worker.objects.get(hostname='$WORKER')
w.token = get_random_string(32)
w.save()
print(w.token)" | tail -n 1 >"$LAB/worker.token") || die "no new token for worker $WORKER"

	# The device types (the stock qemu one, and qemu-or1k made from it) and
	# the kit's devices, on this worker.
	"$PY" "$KIT_ROOT/ci/lava/render.py" device-type qemu-or1k >"$CONFIG/device-types/qemu-or1k.jinja2"
	local type device
	for type in qemu qemu-or1k; do
		manage device-types list 2>/dev/null | grep -E "^\* $type( |$)" >/dev/null || manage device-types add "$type" >/dev/null
	done
	for device in kit-qemu01:qemu kit-qemu-or1k01:qemu-or1k; do
		cp "$KIT_ROOT/ci/lava/devices/${device%%:*}.jinja2" "$CONFIG/devices/"
		manage devices list 2>/dev/null | grep -E "^\* ${device%%:*}( |$)" >/dev/null ||
			manage devices add --device-type "${device#*:}" --worker "$WORKER" "${device%%:*}" >/dev/null
		manage devices update --health UNKNOWN "${device%%:*}" >/dev/null 2>&1 || true
	done
	start worker lava-worker --name "$WORKER" --url "$URL/" --token-file "$LAB/worker.token" \
		--log-file "$LAB/worker.log" --level INFO --worker-dir "$LAB/worker"
	lavacli identities add --uri "$URL/RPC2" --username "$USER_NAME" \
		--token "$(cat "$LAB/api.token")" kit >/dev/null
	note "LAVA lab up on $URL (logs and tokens in $LAB)"
}

# health TARGET: the target's job becomes the health check of its device
# type (what a lab runs on a device before it trusts it with jobs, and
# after any doubt); the device is marked Unknown and the scheduler must run
# the check and find the device Good.
health() {
	local target=$1 type device i h
	write_job "$target"
	need_lab
	type=$("$PY" -c 'import sys, yaml; print(yaml.safe_load(open(sys.argv[1]))["device_type"])' \
		"$KIT_OUT/lava/$target/job.yaml" 2>/dev/null) ||
		die "no device type in $KIT_OUT/lava/$target/job.yaml; write it again with 'ci/lava-run.sh --job-only $target'"
	case "$type" in
	qemu) device=kit-qemu01 ;;
	qemu-or1k) device=kit-qemu-or1k01 ;;
	*) die "no device of the kit's for device type '$type' of $target's job; the kit's are qemu and qemu-or1k" ;;
	esac
	mkdir -p "$CONFIG/health-checks"
	cp "$KIT_OUT/lava/$target/job.yaml" "$CONFIG/health-checks/$type.yaml"
	manage devices update --health UNKNOWN "$device" >/dev/null
	for i in $(seq "${KIT_LAVA_LAB_TIMEOUT:-900}"); do
		h=$(lavacli -i kit devices show "$device" --yaml 2>"$LAB/lavacli.err" |
			"$PY" -c 'import sys, yaml; print(yaml.safe_load(sys.stdin)["health"])' 2>/dev/null) || h=""
		case "$h" in
		Good) echo "lava lab: health check of $device ($target's job): Good, after ${i}s"; return 0 ;;
		Bad | Looping | Maintenance | Retired) break ;;
		esac
		sleep 1
	done
	echo "lava lab: health check of $device ($target's job): ${h:-no answer}"
	lab_trouble
	return 1
}

# job_state ID: "STATE HEALTH" of a job, as the server says.
job_state() {
	lavacli -i kit jobs show "$1" --yaml 2>"$LAB/lavacli.err" |
		"$PY" -c 'import sys, yaml; j = yaml.safe_load(sys.stdin); print(j["state"], j["health"])' 2>>"$LAB/lavacli.err"
}

# retry OUT CMD...: a lavacli call, tried again for up to a minute before
# it counts as failed: a refused or reset call says the server was busy or
# restarting a worker, not what became of the job.  The last error is in
# $LAB/lavacli.err.
retry() {
	local out=$1 i
	shift
	for i in $(seq 12); do
		"$@" >"$out" 2>"$LAB/lavacli.err" && return 0
		sleep 5
	done
	return 1
}

# lab_trouble: why the lab did not answer, in a few lines: lavacli's last
# error and the end of gunicorn's log.
lab_trouble() {
	sed -n '$s/^/    lavacli: /p' "$LAB/lavacli.err" 2>/dev/null
	tail -n 3 "$LOGS/kit-gunicorn.log" 2>/dev/null | sed 's/^/    gunicorn: /'
}

run() {
	local target id state health out rc=0 end s
	[ $# -ge 1 ] || die "usage: lava-lab.sh run TARGET..."
	for target in "$@"; do
		write_job "$target"
	done
	need_lab
	for target in "$@"; do
		out=$KIT_OUT/lava/$target
		id=$(lavacli -i kit jobs submit "$out/job.yaml") ||
			die "lavacli could not submit $out/job.yaml"
		echo "lava lab $target: job $id on $URL"
		# Polled here rather than with `lavacli jobs wait`, which gives
		# up at the first call the server does not answer.
		state="Unknown Unknown"
		end=$((SECONDS + ${KIT_LAVA_LAB_TIMEOUT:-900}))
		while [ "$SECONDS" -lt "$end" ]; do
			s=$(job_state "$id") && state=$s
			[ "${state%% *}" != Finished ] || break
			sleep 5
		done
		read -r state health <<<"$state"
		if [ "$state" != Finished ]; then
			echo "  job $id did not finish in ${KIT_LAVA_LAB_TIMEOUT:-900} s (state $state, health $health)"
			lab_trouble
			rc=1
			continue
		fi
		retry "$out/lab-lava.log" lavacli -i kit jobs logs "$id" --raw || true
		retry "$out/lab-results.yaml" lavacli -i kit results "$id" --yaml || {
			echo "  lavacli could not read back the results of job $id (state $state, health $health)"
			lab_trouble
			rc=1
			continue
		}
		"$PY" "$KIT_ROOT/ci/lava/results.py" --server "$health" "$out/job.yaml" "$out/lab-results.yaml" "$out" || rc=1
	done
	return "$rc"
}

down() {
	stop worker
	stop scheduler
	stop gunicorn
	if [ -f "$LAB/postgres.started" ]; then
		read -r version cluster <"$LAB/postgres.started"
		pg_ctlcluster "$version" "$cluster" stop || true
		rm -f "$LAB/postgres.started"
	fi
	note "LAVA lab down"
}

case "${1:-}" in
up) up ;;
run) shift && run "$@" ;;
health) [ $# -eq 2 ] || die "usage: lava-lab.sh health TARGET"; health "$2" ;;
down) down ;;
check)
	shift
	[ $# -ge 1 ] || die "usage: lava-lab.sh check TARGET..."
	need_root
	# Every job written first: a target not built, or not a target, stops
	# the check here, before a server is started for it.
	for target in "$@"; do
		write_job "$target"
	done
	trap down EXIT
	up
	if health "$1" && run "$@"; then
		echo "PASS lava lab: $* submitted with lavacli, run by lava-server's worker, results read back"
	else
		echo "FAIL lava lab: $* (logs in $LAB)"
		exit 1
	fi
	;;
*) die "usage: lava-lab.sh up | run TARGET... | health TARGET | down | check TARGET..." ;;
esac
