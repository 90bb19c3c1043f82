#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what it needs, then runs every check.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

step() {
  printf '\n=== %s\n' "$1"
}

step 'OpenAPI document lint (Redocly)'
pnpm run --silent lint:openapi

step 'Generated API types up to date with the OpenAPI document'
pnpm run --silent check:generated

step 'Typecheck (strict)'
pnpm run --silent typecheck

step 'Lint (ESLint)'
pnpm run --silent lint

step 'Format (Prettier)'
pnpm run --silent format:check

step 'Unit tests (Vitest)'
results="$(mktemp)"
trap 'rm -f "$results"' EXIT
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$results"

# A closing line in the plain form CI reads: 'N passed, N failed'.
node -e '
  const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
' "$results"
