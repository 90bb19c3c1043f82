import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'uk-time',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
