#!/usr/bin/env bash
# Makes sure a Docker engine answers, for CI and local development.
#
#   docker/start-engine.sh            -> stdout: the PID of the dockerd this script started, or nothing when an
#                                        engine was already answering (then there is nothing for you to stop)
#
# Steps: 1. if `docker info` answers: done (prints nothing on stdout).
#        2. if dockerd is not installed: `apt-get update` once, then `apt-get install -y docker.io` (Debian/Ubuntu).
#        3. start `dockerd --bridge=none --iptables=false --ip-masq=false` in the background (its own session, log in
#           $AGGBENCH_DOCKERD_LOG, default /tmp/aggbench-dockerd.log), wait until `docker info` answers
#           (at most $AGGBENCH_DOCKERD_WAIT_SECONDS, default 60), print its PID.
# Stop it later by that PID only:  kill <pid>
# The flags keep dockerd from touching the host's network set-up (no docker0 bridge, no iptables rules): containers
# use --network host, which is what the benchmark uses by default.
# Progress goes to stderr; exit status 1 with a message naming the problem when no engine could be started.
set -euo pipefail

LOG="${AGGBENCH_DOCKERD_LOG:-/tmp/aggbench-dockerd.log}"
WAIT_SECONDS="${AGGBENCH_DOCKERD_WAIT_SECONDS:-60}"

say() { echo "start-engine.sh: $*" >&2; }
die() { say "$*"; exit 1; }

engine_answers() { command -v docker >/dev/null 2>&1 && timeout 10 docker info >/dev/null 2>&1; }

as_root() {
  if [[ "$(id -u)" == "0" ]]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"
  else die "need root (or sudo) to run: $*"
  fi
}

if engine_answers; then
  say "a Docker engine already answers ($(docker info --format '{{.ServerVersion}}' 2>/dev/null || echo '?')); not starting one"
  exit 0
fi

if ! command -v dockerd >/dev/null 2>&1 || ! command -v docker >/dev/null 2>&1; then
  command -v apt-get >/dev/null 2>&1 || die "no Docker engine and no apt-get to install one; install Docker, then retry"
  say "installing Debian's docker.io (apt-get update, then apt-get install)..."
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 || die "apt-get update failed"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends docker.io >&2 \
    || die "apt-get install docker.io failed"
fi

PIDFILE=/var/run/docker.pid   # dockerd's default; it writes its own PID there
say "starting dockerd --bridge=none --iptables=false --ip-masq=false (log: $LOG)"
# setsid: dockerd gets its own session, so it survives the end of this script and is not hit by the caller's Ctrl-C.
if [[ "$(id -u)" == "0" ]]; then
  setsid dockerd --bridge=none --iptables=false --ip-masq=false >"$LOG" 2>&1 </dev/null &
else
  command -v sudo >/dev/null 2>&1 || die "need root (or sudo) to start dockerd"
  sudo -n setsid dockerd --bridge=none --iptables=false --ip-masq=false >"$LOG" 2>&1 </dev/null &
fi
LAUNCHER=$!

# The PID to report is dockerd's own (from its pidfile), not that of a wrapper (sudo, setsid's fork).
dockerd_pid() {
  local pid
  pid=$(cat "$PIDFILE" 2>/dev/null || true)
  [[ -n "$pid" && "$(cat "/proc/$pid/comm" 2>/dev/null)" == "dockerd" ]] && echo "$pid"
}

for ((i = 0; i < WAIT_SECONDS * 2; i++)); do
  if timeout 5 docker info >/dev/null 2>&1; then
    PID=$(dockerd_pid) || true
    [[ -n "$PID" ]] || die "the engine answers, but $PIDFILE does not name a running dockerd; stop the launcher (PID $LAUNCHER) yourself"
    say "engine answers after ~$((i / 2)) s (dockerd PID $PID)"
    echo "$PID"
    exit 0
  fi
  if ! kill -0 "$LAUNCHER" 2>/dev/null; then
    tail -20 "$LOG" >&2 || true
    die "dockerd exited before answering (see $LOG)"
  fi
  sleep 0.5
done
tail -20 "$LOG" >&2 || true
PID=$(dockerd_pid) || PID=$LAUNCHER
kill "$PID" 2>/dev/null || true
die "dockerd did not answer within ${WAIT_SECONDS} s (see $LOG); stopped it (PID $PID)"
