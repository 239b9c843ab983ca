#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (never a downloaded browser build): its headless shell
# for the suites, the desktop build for the screenshots and the home page benchmark. Both come
# from Debian's chromium source package (docs/adr/0005-e2e-headless-shell.md).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Debian's ${need[*]} is missing: run 'sudo apt-get install -y ${need[*]}' and retry." >&2
  exit 1
fi
echo "Installing Debian's ${need[*]} (needed by the e2e tests)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${need[@]}" >/dev/null
