#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what it needs, then runs every check. A
# failing step does not stop the later ones; the run fails at the end, and its closing line
# `tests: N passed, N failed` counts each failed step that is not a test file as one failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
source "$(dirname "${BASH_SOURCE[0]}")/debian-packages.sh"

# Vitest writes one JSON report per run; the closing line adds them up.
reports="$(mktemp -d)"
# The operations and status codes the mock server's tests exercise, for the contract coverage.
coverage="$(mktemp -d)"
failed_steps=()

# A closing line in the plain form CI reads: 'N passed, N failed', over every test that ran.
# A file that failed before any of its tests ran (an import error) counts as one failure, and
# so does each failed step that is not a Vitest run (lint, a budget, an install).
summarise() {
  node -e '
    const fs = require("node:fs");
    const [dir, failedSteps] = process.argv.slice(1);
    let passed = 0;
    let failed = Number(failedSteps);
    for (const file of fs.readdirSync(dir).map((name) => `${dir}/${name}`)) {
      const r = JSON.parse(fs.readFileSync(file, "utf8"));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      failed += r.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    }
    console.log(`tests: ${passed} passed, ${failed} failed`);
  ' "$reports" "$1"
}
finish() {
  local status=$?
  local uncounted=0
  for name in "${failed_steps[@]}"; do
    # A Vitest run's own failures are in its report already.
    [[ "$name" == vitest:* ]] || uncounted=$((uncounted + 1))
  done
  if ((${#failed_steps[@]} > 0)); then
    printf '\nFailed steps: %s\n' "$(IFS=,; echo "${failed_steps[*]}" | sed 's/,/, /g')"
    status=1
  fi
  summarise "$uncounted"
  rm -rf "$reports" "$coverage"
  exit "$status"
}
trap finish EXIT

# took <name> <start>: how long a step took since <start> (a $SECONDS), to see what to speed up.
took() {
  printf -- '--- %s: %d s\n' "$1" $((SECONDS - $2))
}

# step <name> <command...>: prints a heading, runs the command, records a failure.
step() {
  local name="$1" start=$SECONDS
  shift
  printf '\n=== %s\n' "$name"
  "$@" || failed_steps+=("$name")
  took "$name" "$start"
}

vitest_step() {
  local name="$1" report="$2" start=$SECONDS
  shift 2
  printf '\n=== %s\n' "$name"
  pnpm exec vitest run "$@" --reporter=default --reporter=json \
    --outputFile.json="$reports/$report.json" || failed_steps+=("vitest:$name")
  took "$name" "$start"
}

step 'OpenAPI document lint (Redocly)' pnpm run --silent lint:openapi
step 'Generated API types up to date with the OpenAPI document' pnpm run --silent check:generated
step 'Typecheck (strict)' pnpm run --silent typecheck
step 'Lint (ESLint)' pnpm run --silent lint
step 'Format (Prettier)' pnpm run --silent format:check

# A worker a core: Vitest's default leaves one core to its own process, which has little to do
# once the files are transformed.
CONTRACT_COVERAGE_DIR="$coverage" vitest_step 'Unit tests (Vitest)' unit --project='!e2e' \
  --maxWorkers=100%

# The date-sensitive ones again, in zones either side of the UK's: 'today' must not move with
# the machine's zone (docs/rules.md#dates-and-times). They are the files named *.tz.test.ts(x).
# Both zones at once, one a core: each run spends most of its time importing. Their output is
# printed one after the other once both have ended.
zone_logs="$(mktemp -d)"
zone_runs=()
zones_start=$SECONDS
for zone in Asia/Tokyo America/Los_Angeles; do
  TZ="$zone" pnpm exec vitest run --project='!e2e' '.tz.test.' --reporter=default \
    --reporter=json --outputFile.json="$reports/dates-${zone/\//-}.json" \
    >"$zone_logs/${zone/\//-}" 2>&1 &
  zone_runs+=("$!:$zone")
done
for run in "${zone_runs[@]}"; do
  zone="${run#*:}"
  printf '\n=== %s\n' "Date-sensitive unit tests in $zone"
  wait "${run%%:*}" || failed_steps+=("vitest:Date-sensitive unit tests in $zone")
  cat "$zone_logs/${zone/\//-}"
done
took 'Date-sensitive unit tests, both zones' "$zones_start"
rm -rf "$zone_logs"

# Pact's own usage statistics stay off: no call home from a test run.
export PACT_DO_NOT_TRACK=true

# Written afresh in every run, from the portal's code as it is now.
rm -rf packages/contracts/pacts
vitest_step 'Contract tests: consumer pacts from the portal’s own API client (Pact)' \
  contracts-consumer --root packages/contracts --config vitest.consumer.config.ts
vitest_step 'Contract tests: provider verification, pact vs OpenAPI, breaking-change fixtures, verify-supplier' \
  contracts-provider --root packages/contracts --config vitest.provider.config.ts
step 'Breaking-change gate: openapi/supplier-api.yaml against the baseline, for the pact' \
  node packages/contracts/scripts/check-breaking.ts
step 'Contract coverage: operations and status codes exercised by the pact and the mock tests' \
  node packages/contracts/scripts/coverage-report.ts --mock-dir "$coverage" --min-operations 100

step 'Portal production build' pnpm --filter @garage/web build
step 'First-screen bundle budget' node scripts/check-bundle-size.mjs

# The browser tests open it at /console beside the portal (packages/e2e/src/console.e2e.ts).
step 'Supplier console build' pnpm --filter @garage/supplier-console build
step 'Chromium from Debian (for the browser tests)' ensure_chromium
step 'nginx from Debian (for the production static host)' ensure_nginx
vitest_step 'Browser tests (Chromium) and the production static host (nginx)' e2e --project=e2e
