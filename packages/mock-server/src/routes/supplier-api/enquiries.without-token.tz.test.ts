import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { enquiryForm } from '../../testing/enquiries.ts';
import { buildTestApp, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries, accounts } = fixtures;

describe('without a token', () => {
  it.each([
    [
      'getEnquiries',
      {
        method: 'POST',
        url: '/api/connectplus/enquiries',
        payload: { StartDate: '2026-11-01', EndDate: '2026-11-20' },
      },
    ],
    [
      'getGlobalEnquiries',
      {
        method: 'GET',
        url: `/api/connectplus/getFactorEnquiries?StartDate=2026-11-01&EndDate=2026-11-20&Acct=${accounts.pennineLeeds}`,
      },
    ],
    ['createEnquiry', { method: 'POST', url: '/api/connectplus/enquiry', body: enquiryForm() }],
    [
      'getBackorderCheck',
      { method: 'GET', url: `/api/connectplus/backordered/check/${enquiries.quoted}` },
    ],
    [
      'getCantSupplyReasons',
      {
        method: 'GET',
        url: `/api/salesassist/cplusassist/cantsupply/${enquiries.cancelledWithReason}`,
      },
    ],
  ] as const)('%s answers 401, changing nothing', async (_operation, request) => {
    const before = snapshot(app);

    const response = await app.inject(request);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'A token header or Bearer token is required',
    });
    expect(snapshot(app)).toBe(before);
  });
});
