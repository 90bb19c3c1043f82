#!/usr/bin/env bash
# npm run dev: the portal from its sources with hot reload (Vite's dev server), and the mock
# supplier behind it. Vite proxies the supplier's paths to the mock, so the portal runs on one
# origin as in the demo. PORT (default 5173) is the portal's; MOCK_PORT (default 4010) the
# mock's, which takes the demo's other variables and flags too (README, "The demo").
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

port="${PORT:-5173}"
mock_port="${MOCK_PORT:-4010}"

# The mock serves the API; the portal comes from Vite, with hot reload.
PORT="$mock_port" node packages/mock-server/src/server.ts --no-web "$@" &
mock=$!
trap 'kill "$mock" 2>/dev/null || true' EXIT INT TERM

# Vite starts once the mock listens, so the first page finds the API (bash's /dev/tcp).
for _ in $(seq 1 200); do
  (exec 3<>"/dev/tcp/127.0.0.1/$mock_port") 2>/dev/null && break
  kill -0 "$mock" 2>/dev/null || exit 1
  sleep 0.2
done
echo "Garage Parts Portal (dev, hot reload): http://127.0.0.1:$port/"
MOCK_URL="http://127.0.0.1:$mock_port" pnpm --filter @garage/web exec vite --port "$port" --strictPort
