#!/usr/bin/env bash
# Sourced, after bootstrap.sh, by the scripts that read the portal's pact (verify-supplier,
# contract-gate, nightly-supplier-check): on a fresh clone there is no pact yet, and the
# consumer tests write it from the portal's code.

# Pact's own usage reports, which it sends unless told not to.
export PACT_DO_NOT_TRACK=true

# ensure_pact <who is asking, for the message>: writes the pact unless it is there.
ensure_pact() {
  local root pact
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  pact="$root/packages/contracts/pacts/garage-parts-portal-parts-supplier-api.json"
  [[ -f "$pact" ]] && return 0
  echo "$1: writing the pact first (the consumer tests)" >&2
  (cd "$root" && pnpm exec vitest run --root packages/contracts --config vitest.consumer.config.ts >&2)
}
