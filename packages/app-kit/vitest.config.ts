import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'app-kit',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // jsdom lacks the <dialog> methods. jest-dom's matchers say what a test expects of the page.
    setupFiles: ['src/testing/dialog-polyfill.ts', '@testing-library/jest-dom/vitest'],
  },
});
