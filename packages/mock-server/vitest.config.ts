import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A worker runs its files one after another and keeps the modules they import: each file
    // builds its own app (buildTestApp), so only the modules' own caches are shared.
    isolate: false,
  },
});
