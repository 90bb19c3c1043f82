import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'supplier-console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // jest-dom's matchers (toBeInTheDocument, toHaveTextContent...) say what a test expects.
    setupFiles: ['@testing-library/jest-dom/vitest'],
  },
});
