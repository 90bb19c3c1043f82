import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A worker runs its files one after another, sharing its jsdom window and packages; the
    // setup gives each file fresh modules, storage and page (src/testing/setup-per-file.ts).
    isolate: false,
    // For the test files that run in jsdom: it lacks the <dialog> methods. jest-dom's matchers
    // (toBeInTheDocument, toHaveTextContent...) say what a test expects of the page.
    setupFiles: [
      'src/testing/setup-per-file.ts',
      '@garage/app-kit/testing/dialog-polyfill',
      '@testing-library/jest-dom/vitest',
    ],
  },
});
