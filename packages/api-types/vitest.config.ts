import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-types',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
