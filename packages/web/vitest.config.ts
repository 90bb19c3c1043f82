import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // For the test files that run in jsdom: it lacks the <dialog> methods.
    setupFiles: ['src/testing/dialog-polyfill.ts'],
  },
});
