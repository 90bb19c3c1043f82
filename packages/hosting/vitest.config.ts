import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'hosting',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
