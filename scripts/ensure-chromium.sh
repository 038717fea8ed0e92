#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the browser tests; installs it when we may.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium ontbreekt; installeren met apt-get (Debian-pakket 'chromium')…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium is not installed at $CHROMIUM: run 'sudo apt-get install -y chromium' (Debian) or set CHROMIUM_PATH to a Chromium binary, then run the tests again." >&2
exit 1
