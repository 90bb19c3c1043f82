import { defineProject } from 'vitest/config';

// Provider verification and the contract checks; they read the pact the consumer tests wrote.
export default defineProject({
  test: {
    name: 'contracts-provider',
    include: ['provider/**/*.test.ts', 'checks/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // The files share their worker and its modules, which saves importing them once a file;
    // a file that needs the mock server builds its own.
    isolate: false,
  },
});
