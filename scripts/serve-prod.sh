#!/usr/bin/env bash
# npm run serve:prod: the portal's production build behind the production nginx configuration
# (deploy/) on a local port. Arguments go to deploy/serve.ts: --config <config.json>
# (default: the build's own), --port (default 8080), --host, --dist.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" >&2
source "$(dirname "${BASH_SOURCE[0]}")/debian-packages.sh"
ensure_nginx
pnpm --filter @garage/web build >&2
exec node deploy/serve.ts "$@"
