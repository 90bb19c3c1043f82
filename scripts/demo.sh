#!/usr/bin/env bash
# The demo, from a fresh clone: installs what it needs, builds the portal and the supplier
# console and serves them with the mock supplier on one origin (both URLs printed, with licence
# codes to activate with).
# PORT, HOST, SEED, CLOCK_START and TOKEN_LIFETIME_MINUTES, and any arguments (npm start --
# --mapping-port 4011 ...), are passed on to the mock server.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

pnpm --filter @garage/web build
pnpm --filter @garage/supplier-console build
exec node packages/mock-server/src/server.ts "$@"
