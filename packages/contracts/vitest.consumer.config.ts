import { defineProject } from 'vitest/config';

// The pact consumer tests: one file at a time, since every file adds to the same pact file.
export default defineProject({
  test: {
    name: 'contracts-consumer',
    include: ['consumer/**/*.pact.test.ts'],
    environment: 'node',
    fileParallelism: false,
  },
});
