#!/usr/bin/env bash
# What the browser tests need before they run (pnpm --filter @garage/e2e browser-prerequisites):
# the portal's and the supplier console's production builds, made afresh (the harness serves
# them and does not rebuild a stale one), and Debian's Chromium, nginx and redis-server (the
# hosted demo's shared store), Firefox ESR, WebKitGTK's WebDriver and Xvfb (the cross-engine
# journeys), installed when missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
source "$root/scripts/debian-packages.sh"
pnpm --filter @garage/web build
pnpm --filter @garage/supplier-console build
ensure_chromium
ensure_firefox
ensure_webkit
ensure_nginx
ensure_redis
