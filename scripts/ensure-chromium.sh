#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (never a downloaded browser build).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Debian's chromium is missing: run 'sudo apt-get install -y chromium' and retry." >&2
  exit 1
fi
echo "Installing Debian's chromium (needed by the e2e tests)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
