#!/usr/bin/env bash
# Starts the simulator and the BFF, prints the URL, stops both on Ctrl-C.
# The simulator's world is kept in SIM_DB (default var/simulator.db) across restarts;
# `scripts/run.sh --reset` (or `make run RESET=1`) builds it afresh.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
SIM_PORT=${SIM_PORT:-9000}
BFF_PORT=${BFF_PORT:-8080}
export SIM_PORT BFF_PORT
export UPSTREAM_URL=${UPSTREAM_URL:-http://127.0.0.1:${SIM_PORT}}
export SIM_PUBLIC_URL=${SIM_PUBLIC_URL:-http://127.0.0.1:${SIM_PORT}}
export SITE_URL=${SITE_URL:-http://127.0.0.1:${BFF_PORT}}
# The BFF's session key survives a restart here, so players stay logged in (0600, made once).
export SESSION_SECRET_FILE=${SESSION_SECRET_FILE:-var/session-secret}
# The brand (fixtures/brands/<BRAND>.yaml) for both programs.
export BRAND=${BRAND:-default}
# The simulator's world (players, balances, orders, clock, snapshots beside it) likewise, one
# per brand: a world is built for its brand and refused by another.
if [ "$BRAND" = default ]; then world=var/simulator.db; else world=var/simulator-$BRAND.db; fi
export SIM_DB=${SIM_DB:-$world}
sim_args=()
if [ "${1:-}" = --reset ] || [ "${RESET:-}" = 1 ]; then sim_args+=(--reset); fi
mkdir -p var

pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  echo "Stopped."
}
trap stop INT TERM EXIT

wait_for() {  # url, name
  for _ in $(seq 1 100); do
    if ! kill -0 "${pids[-1]}" 2>/dev/null; then  # it refused to start: say why
      echo "$2 did not start:" >&2; tail -n 5 "var/$2.log" >&2; exit 1
    fi
    # Any HTTP status means it is serving (upstream paths answer 400 without a Merchant).
    code=$(curl -s -o /dev/null -w '%{http_code}' "$1" 2>/dev/null || true)
    if [ -n "$code" ] && [ "$code" != 000 ]; then return 0; fi
    sleep 0.1
  done
  echo "$2 did not start; see var/$2.log" >&2
  exit 1
}

"$PY" -m simulator ${sim_args[@]+"${sim_args[@]}"} >var/simulator.log 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:${SIM_PORT}/wps/system/status" simulator

"$PY" -m bff >var/bff.log 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:${BFF_PORT}/bff/health" bff

echo
echo "  Site:      http://127.0.0.1:${BFF_PORT}/  (brand: ${BRAND})"
echo "  Simulator: http://127.0.0.1:${SIM_PORT}/  (QA controls under /__sim/)"
echo "  World:     ${SIM_DB}  (kept across restarts; make run RESET=1 builds it afresh)"
echo "  Demo player: demo01 / demo1234   Agent: agent01 / demo1234   Logs: var/*.log   Ctrl-C stops both."
echo
wait -n "${pids[@]}"
