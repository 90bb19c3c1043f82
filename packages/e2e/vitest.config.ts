import { defineProject } from 'vitest/config';

// Browser journeys: one worker runs the files one after another, so the mock server and the
// Chromium started by the harness's worker fixtures serve every file (2 cores: Chromium and
// the server need them more than a second test file does).
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The portal answers after a few requests; a second of polling is too short on a busy CI.
    expect: { poll: { timeout: 10_000 } },
  },
});
