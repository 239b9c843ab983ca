#!/usr/bin/env bash
# The Redis suites (sessions, cache, limits) need a Redis at 127.0.0.1:6379 and fail
# without one, so CI makes sure one answers: Debian's redis-server, started in-memory.
set -euo pipefail
answers() {
  command -v redis-cli >/dev/null && [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = PONG ]
}
if answers; then exit 0; fi
if ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" != 0 ]; then
    echo "Debian's redis-server is missing: run 'sudo apt-get install -y redis-server' and retry." >&2
    exit 1
  fi
  echo "Installing Debian's redis-server (needed by the Redis tests)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq redis-server >/dev/null
  if answers; then exit 0; fi  # the package's service may have started it
fi
echo "Starting redis-server on 127.0.0.1:6379 (no persistence)..."
redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
for _ in $(seq 1 50); do
  if answers; then exit 0; fi
  sleep 0.1
done
echo "Redis did not answer at 127.0.0.1:6379" >&2
exit 1
