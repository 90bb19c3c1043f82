import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { itIsAnAccountKeyedRead } from '../../testing/account-keyed-read.ts';
import { buildTestApp, signIn, testNow } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const day = 24 * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const { pennineLeeds, pennineBradford } = fixtures.accounts;
const url = (account: string) => `/api/garage/returnparts/list/${account}`;

type Returned = { DateTime: string; Parts: { PartNo: string; Qty: number; Reason: string }[] };

function returned(CustomerKeyCode: string, daysAgo: number, PartNo: string) {
  return app.world.db.returns.create({
    CustomerKeyCode,
    DateTime: iso(testNow - daysAgo * day),
    Parts: [{ PartNo, Qty: 1, Reason: 'Not required' }],
  });
}

describe('getReturns', () => {
  it('lists the account’s returns, oldest first, in the API shape', async () => {
    app.world.db.returns.clear();
    await returned(pennineLeeds, 2, 'RECENT');
    await app.world.db.returns.create({
      CustomerKeyCode: pennineLeeds,
      DateTime: iso(testNow - 30 * day),
      Parts: [
        { PartNo: 'OLDEST', Qty: 2, Reason: 'Wrong part supplied' },
        { PartNo: 'OLDEST-2', Qty: 1, Reason: 'Damaged in transit' },
      ],
    });
    await returned(pennineLeeds, 10, 'MIDDLE');
    await returned(pennineBradford, 5, 'BRADFORD');
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: url(pennineLeeds), headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        DateTime: iso(testNow - 30 * day),
        Parts: [
          { PartNo: 'OLDEST', Qty: 2, Reason: 'Wrong part supplied' },
          { PartNo: 'OLDEST-2', Qty: 1, Reason: 'Damaged in transit' },
        ],
      },
      {
        DateTime: iso(testNow - 10 * day),
        Parts: [{ PartNo: 'MIDDLE', Qty: 1, Reason: 'Not required' }],
      },
      {
        DateTime: iso(testNow - 2 * day),
        Parts: [{ PartNo: 'RECENT', Qty: 1, Reason: 'Not required' }],
      },
    ]);
  });

  it('orders by time, not by how the time is written', async () => {
    app.world.db.returns.clear();
    // Stored newest first; 09:00 at UTC+1 sorts after 08:30Z as text, yet happened before it.
    await app.world.db.returns.create({
      CustomerKeyCode: pennineLeeds,
      DateTime: '2026-11-19T08:30:00Z',
      Parts: [{ PartNo: 'SECOND', Qty: 1, Reason: 'Not required' }],
    });
    await app.world.db.returns.create({
      CustomerKeyCode: pennineLeeds,
      DateTime: '2026-11-19T09:00:00+01:00',
      Parts: [{ PartNo: 'FIRST', Qty: 1, Reason: 'Not required' }],
    });
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: url(pennineLeeds), headers });

    expect(response.json<Returned[]>().map((r) => r.Parts[0]?.PartNo)).toEqual(['FIRST', 'SECOND']);
  });

  it('includes the seeded returns of the Leeds account', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: url(pennineLeeds), headers });

    const records = response.json<Returned[]>();
    expect(records).toContainEqual({
      DateTime: iso(testNow - 20 * day),
      Parts: [{ PartNo: 'BP-FO-1021', Qty: 1, Reason: 'Wrong part supplied' }],
    });
    expect(records.map((r) => r.Parts[0]?.PartNo)).toContain('OF-VA-0012');
  });

  it('answers an empty list for an account with no returns', async () => {
    app.world.db.returns.clear();
    await returned(pennineLeeds, 1, 'LEEDS');
    const { headers } = await signIn(app, 'tom');

    const response = await app.inject({ url: url(pennineBradford), headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  itIsAnAccountKeyedRead(() => app, url, 'id');
});
