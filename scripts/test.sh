#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what it needs, then runs every check, each
# through the script a person would run on its own (docs/testing.md). A failing step does not
# stop the later ones; the run fails at the end, and its closing line `tests: N passed, N failed`
# counts each failed step that is not a Vitest run as one failure (scripts/test-steps.sh).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
source "$(dirname "${BASH_SOURCE[0]}")/test-steps.sh"
source "$(dirname "${BASH_SOURCE[0]}")/debian-packages.sh"

step 'OpenAPI document lint (Redocly)' pnpm run --silent lint:openapi
step 'Generated API types up to date with the OpenAPI document' pnpm run --silent check:generated
# The static checks at once: each is mostly one process busy on one core, so on two cores the
# three take little longer than ESLint, the longest, alone. Meanwhile what the tests need from
# Debian is installed if missing, which waits mostly on the network: Redis (the mock's Redis
# store tests start a redis-server of their own), Chromium, Firefox ESR, WebKitGTK and nginx (the
# browser tests).
step_in_background 'Typecheck (strict)' pnpm run --silent typecheck
step_in_background 'Lint (ESLint, Stylelint, knip)' pnpm run --silent lint
step_in_background 'Format (Prettier)' pnpm run --silent format:check
step_in_background 'Test prerequisites from Debian: Redis, rsync, Chromium, Firefox ESR, WebKitGTK, nginx' \
  ensure_test_packages
steps_in_background_ended

# Every package's unit tests in one Vitest run, quicker than a run per package: one pool of
# workers, a worker a core. The mock server's tests record the operations and status codes they
# exercise, for the contract coverage below.
coverage="$(mktemp -d)"
CONTRACT_COVERAGE_DIR="$coverage" vitest_step 'Unit tests (Vitest)' unit pnpm run --silent test:unit

# The date-sensitive ones again, in zones either side of the UK's: 'today' must not move with
# the machine's zone (docs/rules.md#dates-and-times). They are the files named *.tz.test.ts(x).
vitest_step_in_zones 'Date-sensitive unit tests' dates 'Asia/Tokyo America/Los_Angeles' \
  pnpm run --silent test:dates

vitest_step 'Contract tests: consumer pacts from the portal’s own API client (Pact)' \
  contracts-consumer pnpm --filter @garage/contracts run test:consumer
vitest_step 'Contract tests: provider verification, pact vs OpenAPI, breaking-change fixtures, verify-supplier' \
  contracts-provider pnpm --filter @garage/contracts run test:provider
step 'Breaking-change gate: openapi/supplier-api.yaml against the baseline, for the pact' \
  pnpm --filter @garage/contracts run check:breaking
CONTRACT_COVERAGE_DIR="$coverage" \
  step 'Contract coverage: operations and status codes exercised by the pact and the mock tests' \
  pnpm --filter @garage/contracts run coverage
rm -rf "$coverage"

# The portal's and the supplier console's builds, Chromium, Firefox ESR, WebKitGTK, nginx and
# redis-server (installed when missing).
step 'Browser test prerequisites: the builds, Chromium, Firefox ESR, WebKitGTK, nginx, redis-server' \
  pnpm --filter @garage/e2e run browser-prerequisites
step 'First-screen bundle budget' pnpm run --silent check:bundle-size
vitest_step 'Browser tests (Chromium), the production static host (nginx), the hosted demo on Redis' e2e \
  pnpm --filter @garage/e2e run test:browser
# The same garage's steps in Firefox ESR and WebKitGTK (packages/e2e/src/engines/): one engine
# after the other, its files side by side, a worker a core.
vitest_step 'Browser tests in Firefox and WebKit' engines pnpm --filter @garage/e2e run test:engines
