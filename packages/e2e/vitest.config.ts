import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

// Browser journeys: one mock for the run (globalSetup), a sandbox of it for each file, so the
// files run side by side, a worker a core. Each worker starts one Chromium for the files it
// runs (isolate: false keeps the harness's worker fixtures from one file to the next).
export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['src/global-setup.ts'],
    maxWorkers: availableParallelism(),
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
