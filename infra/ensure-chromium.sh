#!/usr/bin/env bash
# Debian's Chromium for the browser tests (no browser downloads: playwright-core drives this one).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
SUDO=""; [ "$(id -u)" != 0 ] && SUDO="sudo"
echo "[portal] instalando chromium (apt-get)" >&2
$SUDO apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >&2
