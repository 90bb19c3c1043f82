import type { Sandbox } from '../lib/demo-types.ts';

/** A sandbox as /__demo/sandbox answers it: one for 'Acme Motors', ending after 2 h unused. */
export function makeSandbox(overrides: Partial<Sandbox> = {}): Sandbox {
  return {
    id: 'AbC123_-xyz0123456789Q',
    label: 'Acme Motors',
    createdAt: '2026-03-10T09:00:00.000Z',
    lastUsedAt: '2026-03-10T09:30:00.000Z',
    expiresAt: '2026-03-10T11:30:00.000Z',
    portalUrl: 'http://console.test/s/AbC123_-xyz0123456789Q/',
    consoleUrl: 'http://console.test/s/AbC123_-xyz0123456789Q/console/',
    seed: 1,
    clockStart: null,
    licences: [],
    ...overrides,
  };
}
