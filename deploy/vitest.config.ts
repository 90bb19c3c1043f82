import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'deploy',
    include: ['*.test.ts'],
    environment: 'node',
  },
});
