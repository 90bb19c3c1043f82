import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCollections } from './collections.ts';
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
      'c61ef046b4e3ebecdc26010bcd84925d751830718d48b28f99775622de4d7e9a',
    ],
    [
      'seed 7, Friday 10:00',
      7,
      friday10am,
      'a93565aa8595b38b7efec1ceccdd0cee4198da9ae0d56425bf14e4443bc9ed60',
    ],
    [
      'seed 42, Friday 10:00',
      42,
      friday10am,
      '20666fbbcd59846e2c1cb7fe9519d1bf4acc1cfd10810fd8f6080dd5b6614fbf',
    ],
    [
      'seed 7, before opening',
      7,
      beforeOpening,
      '329e1bccb0a99dbc87eace223cb576923ebacf0bed48b4cd5c111ee2fbf08f7c',
    ],
  ])('%s gives the pinned data', async (_, seed, now, digest) => {
    expect(sha256(await seededJson(seed, now))).toBe(digest);
  });
});
