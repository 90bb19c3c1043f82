import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCollections } from '../collections.ts';
import { seedStore } from './seed.ts';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The whole store as one JSON string: every collection, its records in store order, their keys
 * in the order written. Binary fields become their digest, as stringifying bytes says no more.
 */
async function seededJson(seed: number, now: number): Promise<string> {
  const db = createCollections();
  await seedStore(db, { seed, now });
  return JSON.stringify(
    Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all()])),
    function (this: Record<string, unknown>, key, value: unknown) {
      // `this[key]`, not `value`: a Buffer's toJSON has already run by the time `value` arrives.
      const raw = this[key];
      return raw instanceof Uint8Array ? `sha256:${sha256(raw)}` : value;
    },
  );
}

// Pinned here rather than taken from testing/test-app.ts, so these digests move only with the seed.
const friday10am = Date.parse('2026-11-20T10:00:00Z');
const beforeOpening = Date.parse('2026-03-02T06:10:00Z');

describe('seeded store digest', () => {
  // Pins the exact output, so refactoring the seed cannot quietly change the demo data. A change
  // to the data (or to Faker, pdf-lib or pngjs) is meant to update these, knowingly.
  it.each([
    [
      'seed 1, Friday 10:00',
      1,
      friday10am,
      'ca0e4de45c3a65261c7a50ad73091e1c3c4dad48913e9ea307f8f96ef80bf550',
    ],
    [
      'seed 7, Friday 10:00',
      7,
      friday10am,
      'ff09f45aaea90cd8c15a7fc285326d843f6d8398ccbf3eef18d770ad98dda381',
    ],
    [
      'seed 42, Friday 10:00',
      42,
      friday10am,
      'b5b8f3f0c45055903126410220c2e5930e2984dcc87841e3b5ea5483ace7eaf8',
    ],
    [
      'seed 7, before opening',
      7,
      beforeOpening,
      '1565cd28d9113a11cc480b1540e389bfa21f48f072ee2726e9c68aedc3e249bf',
    ],
  ])('%s gives the pinned data', async (_, seed, now, digest) => {
    expect(sha256(await seededJson(seed, now))).toBe(digest);
  });
});
