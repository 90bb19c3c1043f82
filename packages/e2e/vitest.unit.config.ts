import { defineProject } from 'vitest/config';

// This package's unit tests (no browser, no build): they run with every other unit test.
export default defineProject({
  test: {
    name: 'e2e-unit',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
