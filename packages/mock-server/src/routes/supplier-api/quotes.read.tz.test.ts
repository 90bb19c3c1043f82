import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries } = fixtures;

describe('getEnquiryResponses', () => {
  it('answers the quote lines of the caller’s enquiry, by line id', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await app.inject({
      url: `/api/connectplus/response/${enquiries.quoted}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        ResponseDetailId: 9001,
        ResponseHeaderId: 601,
        EnquiryId: enquiries.quoted,
        PartNumber: 'BP-FO-1021',
        Qty: 1,
        UnitPrice: '38.50',
        ResponseDetailNotes: 'Mintex ceramic',
        DeliveryDate: null,
        Confirmed: 0,
        Document: 'QUO-000101',
      },
      expect.objectContaining({ ResponseDetailId: 9002, PartNumber: 'BD-FO-2210', Qty: 2 }),
      expect.objectContaining({ ResponseDetailId: 9003, PartNumber: 'WS-FO-0450' }),
    ]);
    expect(snapshot(app)).toBe(before);
  });

  it('orders by line id, not by when a line was stored', async () => {
    const { headers } = await signIn(app, 'dave');
    await app.world.db.quoteLines.create({
      ResponseDetailId: 8999,
      ResponseHeaderId: 601,
      EnquiryId: enquiries.quoted,
      PartNumber: 'BF-GEN-0001',
      Qty: 1,
      UnitPrice: '7.00',
      ResponseDetailNotes: null,
      DeliveryDate: null,
      Confirmed: 0,
      Document: 'QUO-000101',
    });

    const response = await app.inject({
      url: `/api/connectplus/response/${enquiries.quoted}`,
      headers,
    });

    expect(
      response.json<{ ResponseDetailId: number }[]>().map((line) => line.ResponseDetailId),
    ).toEqual([8999, 9001, 9002, 9003]);
  });

  it('answers [] before the supplier has quoted', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({
      url: `/api/connectplus/response/${enquiries.waiting}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['another garage’s quoted enquiry', enquiries.bradfordQuoted],
    ['another company’s quoted enquiry', enquiries.limerickQuoted],
    ['an unknown enquiry', 999_999],
  ])('answers 404 for %s, changing nothing', async (_label, id) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await app.inject({ url: `/api/connectplus/response/${id}`, headers });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `No enquiry ${id}`,
    });
    expect(snapshot(app)).toBe(before);
  });

  it('rejects an id that is not a number with 400 naming the parameter', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: '/api/connectplus/response/first', headers });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'params/id must be integer' });
  });
});

describe('getQuoteDetails', () => {
  const details = (headers: Record<string, string>, document?: string) =>
    app.inject({
      url: '/api/connectplus/getQuoDetails',
      headers,
      query: document === undefined ? {} : { document },
    });

  it('answers the recommended prices of the caller’s quote document', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await details(headers, 'QUO-000101');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { Part: 'BP-FO-1021', RRP: 54.99 },
      { Part: 'BD-FO-2210', RRP: 39.99 },
    ]);
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    ['another garage of the same account', 'emma', 'QUO-000101'],
    ['another account', 'dave', 'QUO-000301'],
    ['another company', 'dave', 'QUO-000401'],
    ['nobody', 'dave', 'QUO-999999'],
  ] as const)('answers [] for a document of %s', async (_label, user, document) => {
    const { headers } = await signIn(app, user);

    const response = await details(headers, document);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['a missing document', undefined, "querystring must have required property 'document'"],
    ['an empty document', '', 'querystring/document must NOT have fewer than 1 characters'],
    [
      'a document over 50 characters',
      'Q'.repeat(51),
      'querystring/document must NOT have more than 50 characters',
    ],
  ])('rejects %s with 400 naming the parameter', async (_label, document, message) => {
    const { headers } = await signIn(app, 'dave');

    const response = await details(headers, document);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
  });
});
