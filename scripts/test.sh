#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what it needs, then runs every check.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
source "$(dirname "${BASH_SOURCE[0]}")/debian-packages.sh"

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

# Vitest writes one JSON report per run; the closing line adds them up.
reports="$(mktemp -d)"
# The operations and status codes the mock server's tests exercise, for the contract coverage.
coverage="$(mktemp -d)"
# A closing line in the plain form CI reads: 'N passed, N failed', over every test that ran.
# A file that failed before any of its tests ran (an import error) counts as one failure.
summarise() {
  node -e '
    const fs = require("node:fs");
    let passed = 0;
    let failed = 0;
    for (const file of fs.readdirSync(process.argv[1]).map((name) => `${process.argv[1]}/${name}`)) {
      const r = JSON.parse(fs.readFileSync(file, "utf8"));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      failed += r.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    }
    console.log(`tests: ${passed} passed, ${failed} failed`);
  ' "$reports"
}
trap 'status=$?; [[ -n "$(ls -A "$reports")" ]] && summarise; rm -rf "$reports" "$coverage"; exit $status' EXIT

# A failing unit test or budget does not stop the later steps, so one run shows every
# failure; the script still fails at the end.
failed=0

step 'Unit tests (Vitest)'
CONTRACT_COVERAGE_DIR="$coverage" pnpm exec vitest run --project='!e2e' --reporter=default \
  --reporter=json --outputFile.json="$reports/unit.json" || failed=1

# Pact's own usage statistics stay off: no call home from a test run.
export PACT_DO_NOT_TRACK=true

step 'Contract tests: consumer pacts from the portal’s own API client (Pact)'
# Written afresh in every run, from the portal's code as it is now.
rm -rf packages/contracts/pacts
pnpm exec vitest run --root packages/contracts --config vitest.consumer.config.ts \
  --reporter=default --reporter=json --outputFile.json="$reports/contracts-consumer.json" || failed=1

step 'Contract tests: provider verification, pact vs OpenAPI, breaking-change fixtures, verify-supplier'
pnpm exec vitest run --root packages/contracts --config vitest.provider.config.ts \
  --reporter=default --reporter=json --outputFile.json="$reports/contracts-provider.json" || failed=1

step 'Breaking-change gate: openapi/supplier-api.yaml against the baseline, for the pact'
node packages/contracts/scripts/check-breaking.ts || failed=1

step 'Contract coverage: operations and status codes exercised by the pact and the mock tests'
node packages/contracts/scripts/coverage-report.ts --mock-dir "$coverage" --min-operations 100 || failed=1

step 'Portal production build'
pnpm --filter @garage/web build

step 'First-screen bundle budget'
node scripts/check-bundle-size.mjs || failed=1

step 'Browser tests (Chromium) and the production static host (nginx)'
ensure_chromium
ensure_nginx
pnpm exec vitest run --project=e2e --reporter=default --reporter=json \
  --outputFile.json="$reports/e2e.json" || failed=1

exit "$failed"
