import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'drift-watch',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
