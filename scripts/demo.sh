#!/usr/bin/env bash
# The demo, from a fresh clone: installs what it needs, builds the portal and serves it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

port="${PORT:-4173}"
host="${HOST:-127.0.0.1}"
pnpm --filter @garage/web build
echo
echo "Garage Parts Portal demo: http://$host:$port/"
exec pnpm --filter @garage/web exec vite preview --host "$host" --port "$port" --strictPort
