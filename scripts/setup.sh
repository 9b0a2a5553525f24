#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine:
# the npm packages from package-lock.json, and Debian's Chromium for the
# end-to-end tests (Playwright drives /usr/bin/chromium; it never downloads a browser).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
fi

# `npm ci` refuses this lock file here: the registry this machine reaches lacks other
# platforms' optional packages (@swc/core-darwin-*, …), which npm ci wants listed.
# `npm install` installs exactly what package-lock.json pins.
npm install --no-audit --no-fund
