import { defineProject } from 'vitest/config';

// The pact consumer tests: one file at a time, since every file adds to the same pact file.
export default defineProject({
  test: {
    name: 'contracts-consumer',
    include: ['consumer/**/*.pact.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // The files share their worker and its modules (Pact's native core among them), which
    // saves importing them once a file; each file writes its own interactions all the same.
    isolate: false,
  },
});
