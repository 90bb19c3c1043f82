import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'supplier-console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
