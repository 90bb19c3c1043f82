import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries, users } = fixtures;

describe('without a token', () => {
  it.each([
    [
      'getEnquiryResponses',
      { method: 'GET', url: `/api/connectplus/response/${enquiries.quoted}` },
    ],
    [
      'getQuoteDetails',
      { method: 'GET', url: '/api/connectplus/getQuoDetails?document=QUO-000101' },
    ],
    [
      'getPartStock',
      { method: 'POST', url: '/api/factor/stock', payload: { parts: ['BP-FO-1021'] } },
    ],
    [
      'confirmQuoteLines',
      {
        method: 'POST',
        url: '/api/connectplus/response/conf',
        payload: [
          {
            Qty: 1,
            ResponseDetailID: 9001,
            UserID: users.dave,
            ResponseHeaderID: 601,
            EnquiryID: enquiries.quoted,
            Confirmed: 1,
          },
        ],
      },
    ],
  ] as const)('%s answers 401, changing nothing', async (_operation, request) => {
    const before = snapshot(app);

    const response = await app.inject(request);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(snapshot(app)).toBe(before);
  });
});
