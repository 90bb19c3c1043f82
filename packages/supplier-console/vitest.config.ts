import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'supplier-console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // For the test files that run in jsdom: it lacks the <dialog> methods. jest-dom's matchers
    // (toBeInTheDocument, toHaveTextContent...) say what a test expects.
    setupFiles: ['@garage/app-kit/testing/dialog-polyfill', '@testing-library/jest-dom/vitest'],
  },
});
