import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quoteHelpers } from '../../testing/quotes.ts';
import { buildTestApp, signIn, testNow } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { quoteLine, confirmation, confirm } = quoteHelpers(() => app);

describe('confirmQuoteLines: due days are London’s, whatever the machine’s zone', () => {
  afterEach(() => app.world.clock.set(testNow));

  it.each([
    // A UTC day would make these due yesterday (17:00 UTC) and today (noon UTC).
    [
      '00:30 on a summer night',
      '2026-07-03T00:30:00+01:00',
      '2026-07-03T16:00:00.000Z',
      '2026-07-04T11:00:00.000Z',
    ],
    [
      '23:55 on a summer night',
      '2026-07-02T23:55:00+01:00',
      '2026-07-02T16:00:00.000Z',
      '2026-07-03T11:00:00.000Z',
    ],
    // 23 hours: the clocks go forward at 01:00.
    [
      '00:30 on the spring change',
      '2026-03-29T00:30:00Z',
      '2026-03-29T16:00:00.000Z',
      '2026-03-30T11:00:00.000Z',
    ],
    // 25 hours: the clocks go back at 02:00 BST; 24 hours on is still the same day.
    [
      '00:30 on the autumn change',
      '2026-10-25T00:30:00+01:00',
      '2026-10-25T17:00:00.000Z',
      '2026-10-26T12:00:00.000Z',
    ],
    [
      '23:55 on its eve',
      '2026-10-24T23:55:00+01:00',
      '2026-10-24T16:00:00.000Z',
      '2026-10-25T12:00:00.000Z',
    ],
  ])(
    'at %s: 17:00 today from the own branch, noon tomorrow from another',
    async (_, at, today, tomorrow) => {
      app.world.clock.set(Date.parse(at));
      const { headers } = await signIn(app, 'dave');

      await confirm(headers, [confirmation(9001), confirmation(9002)]);

      expect(quoteLine(9001)?.DeliveryDate).toBe(today);
      expect(quoteLine(9002)?.DeliveryDate).toBe(tomorrow);
    },
  );
});
