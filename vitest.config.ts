import { defineConfig } from 'vitest/config';

// One run over every package: each package's own vitest.config.ts is a project. The browser
// journeys are the project 'e2e' (they need the portal's build: see scripts/test.sh); the
// e2e package's own unit tests are a separate project so they run with the other unit tests.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/e2e/vitest.unit.config.ts',
      'deploy/vitest.config.ts',
    ],
  },
});
