import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'openapi-checks',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
