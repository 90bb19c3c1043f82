import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The cross-engine journeys (src/engines/): the same files in Firefox and in WebKit, a project
// each, each project with a mock of its own (its globalSetup). Vitest runs one project after the
// other, its files side by side, a worker a core; each worker starts one browser for the files
// it runs (isolate: false keeps the harness's worker fixtures from one file to the next).
const engineProject = (engine: 'firefox' | 'webkit') => ({
  test: {
    name: engine,
    include: ['src/engines/**/*.journey.ts'],
    environment: 'node',
    globalSetup: ['src/engines/global-setup.ts'],
    provide: { engine },
    isolate: false,
    // Reads of the page wait as the Chromium suite's assertions do (Playwright's 10 s), not
    // Vitest's 1 s: a lazy screen on a busy machine takes longer than that.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [engineProject('firefox'), engineProject('webkit')],
    maxWorkers: availableParallelism(),
  },
});
