import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'app-kit',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // jsdom lacks the <dialog> methods.
    setupFiles: ['src/testing/dialog-polyfill.ts'],
  },
});
