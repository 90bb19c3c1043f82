import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../store/data/fixtures.ts';
import { buildTestApp, signIn, snapshot, testNow } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries, users } = fixtures;

// The clock stands at 2026-11-20T10:00Z: same-day lines are due at 17:00 today, others at
// noon tomorrow.
const dueToday = '2026-11-20T17:00:00.000Z';
const dueTomorrow = '2026-11-21T12:00:00.000Z';

function quoteLine(ResponseDetailId: number) {
  return app.world.db.quoteLines.findFirst((q) => q.where({ ResponseDetailId }));
}

function enquiry(EnquiryId: number) {
  return app.world.db.enquiries.findFirst((q) => q.where({ EnquiryId }));
}

/** A confirmation of a seeded quote line exactly as the portal sends it. */
function confirmation(ResponseDetailID: number, overrides: Record<string, unknown> = {}) {
  const line = quoteLine(ResponseDetailID);
  if (!line) throw new Error(`no seeded quote line ${ResponseDetailID}`);
  return {
    Qty: line.Qty,
    ResponseDetailID,
    UserID: users.dave,
    ResponseHeaderID: line.ResponseHeaderId,
    EnquiryID: line.EnquiryId,
    Confirmed: 1,
    ...overrides,
  };
}

function confirm(headers: Record<string, string>, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/connectplus/response/conf',
    headers,
    payload: payload as Record<string, unknown>[],
  });
}

async function setStock(Part: string, Branch: string, Stock: number) {
  app.world.db.stock.deleteMany((q) => q.where({ Part, Branch }));
  await app.world.db.stock.create({ Part, Branch, Stock });
}

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

describe('getPartStock', () => {
  const stock = (headers: Record<string, string>, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/factor/stock',
      headers,
      payload: payload as Record<string, unknown>,
    });

  it('answers each requested part once, in request order, with its branches', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await stock(headers, {
      parts: ['BD-FO-2210', 'NO-SUCH-PART', 'BP-FO-1021', 'BD-FO-2210'],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          Part: 'BD-FO-2210',
          Branches: [
            { Branch: 'LEE', Stock: 0 },
            { Branch: 'BRD', Stock: 6 },
            { Branch: 'YRK', Stock: 1 },
          ],
        },
        { Part: 'NO-SUCH-PART', Branches: [] },
        {
          Part: 'BP-FO-1021',
          Branches: [
            { Branch: 'LEE', Stock: 4 },
            { Branch: 'BRD', Stock: 2 },
          ],
        },
      ],
    });
    expect(snapshot(app)).toBe(before);
  });

  it('answers the stock as it stands now', async () => {
    const { headers } = await signIn(app, 'dave');
    await setStock('BP-FO-1021', 'LEE', 0);

    const response = await stock(headers, { parts: ['BP-FO-1021'] });

    expect(response.json()).toEqual({
      data: [
        {
          Part: 'BP-FO-1021',
          Branches: [
            { Branch: 'BRD', Stock: 2 },
            { Branch: 'LEE', Stock: 0 },
          ],
        },
      ],
    });
  });

  it.each([
    ['an empty list', { parts: [] }, 'body/parts must NOT have fewer than 1 items'],
    ['no list', {}, "body must have required property 'parts'"],
    ['a part number that is no string', { parts: [42] }, 'body/parts/0 must be string'],
    ['a list that is a string', { parts: 'BP-FO-1021' }, 'body/parts must be array'],
    ['an empty part number', { parts: ['BP-FO-1021', ''] }, 'body/parts/1 must NOT have fewer'],
    [
      'more than 200 parts',
      { parts: Array.from({ length: 201 }, (_, i) => `P-${i}`) },
      'body/parts must NOT have more than 200 items',
    ],
    ['an unknown field', { parts: ['BP-FO-1021'], branch: 'LEE' }, "unknown property 'branch'"],
  ])('rejects %s with 400 naming the field', async (_label, payload, message) => {
    const { headers } = await signIn(app, 'dave');

    const response = await stock(headers, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('rejects a body that is not JSON with 415', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({
      method: 'POST',
      url: '/api/factor/stock',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'BP-FO-1021',
    });

    expect(response.statusCode).toBe(415);
  });
});

describe('confirmQuoteLines', () => {
  it('confirms the chosen lines with due dates from the caller’s branch stock', async () => {
    const { headers } = await signIn(app, 'dave');
    const quotedDate = enquiry(enquiries.quoted)?.Date;

    // 9001: LEE holds 4, 1 ordered. 9002: LEE holds 0 (BRD 6), 1 of the 2 quoted ordered.
    const response = await confirm(headers, [confirmation(9001), confirmation(9002, { Qty: 1 })]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(quoteLine(9001)).toMatchObject({ Confirmed: 1, Qty: 1, DeliveryDate: dueToday });
    expect(quoteLine(9002)).toMatchObject({ Confirmed: 1, Qty: 1, DeliveryDate: dueTomorrow });
    expect(quoteLine(9003)).toMatchObject({ Confirmed: 0, Qty: 1, DeliveryDate: null });
    expect(enquiry(enquiries.quoted)).toMatchObject({
      Status: 'Garage Confirmed',
      Date: quotedDate,
    });
  });

  it('shows the confirmed lines and the new status through the API', async () => {
    const { headers } = await signIn(app, 'dave');

    await confirm(headers, [confirmation(9003)]);

    const lines = await app.inject({
      url: `/api/connectplus/response/${enquiries.quoted}`,
      headers,
    });
    const listed = await app.inject({
      method: 'POST',
      url: '/api/connectplus/enquiries',
      headers,
      payload: { StartDate: '2026-11-19', EndDate: '2026-11-19' },
    });
    expect(lines.json()).toContainEqual(
      expect.objectContaining({ ResponseDetailId: 9003, Confirmed: 1, DeliveryDate: dueTomorrow }),
    );
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ EnquiryId: enquiries.quoted, Status: 'Garage Confirmed' }),
    );
  });

  it.each([
    ['stock equal to the quantity', 2, dueToday],
    ['stock one short of the quantity', 1, dueTomorrow],
  ])('is due today with %s at the own branch', async (_label, ownStock, due) => {
    const { headers } = await signIn(app, 'dave');
    await setStock('BD-FO-2210', 'LEE', ownStock);

    await confirm(headers, [confirmation(9002, { Qty: 2 })]);

    expect(quoteLine(9002)?.DeliveryDate).toBe(due);
  });

  it('is due tomorrow for a part the own branch does not stock at all', async () => {
    const { headers } = await signIn(app, 'dave');

    await confirm(headers, [confirmation(9092)]);

    expect(quoteLine(9092)).toMatchObject({ Confirmed: 1, DeliveryDate: dueTomorrow });
    expect(enquiry(enquiries.quotedBackordered)?.Status).toBe('Garage Confirmed');
  });

  it('reads the stock of the caller’s own branch', async () => {
    // Thornton Road is served from BRD, which holds the one alternator.
    const { headers } = await signIn(app, 'tom');

    const response = await confirm(headers, [confirmation(9301, { UserID: users.tom })]);

    expect(response.statusCode).toBe(200);
    expect(quoteLine(9301)?.DeliveryDate).toBe(dueToday);
  });

  it('takes the order of any user of the garage', async () => {
    const { headers } = await signIn(app, 'sam');

    const response = await confirm(headers, [confirmation(9001, { UserID: users.sam })]);

    expect(response.statusCode).toBe(200);
    expect(quoteLine(9001)?.Confirmed).toBe(1);
  });

  it('takes an order only once: the enquiry is no longer Quoted', async () => {
    const { headers } = await signIn(app, 'dave');
    await confirm(headers, [confirmation(9001)]);
    const before = snapshot(app);

    const response = await confirm(headers, [confirmation(9002)]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `enquiry ${enquiries.quoted} is Garage Confirmed, not Quoted`,
    });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    [
      'an unknown line',
      () => [confirmation(9001), { ...confirmation(9001), ResponseDetailID: 99_999 }],
      'body/1/ResponseDetailID: no quote line 99999',
    ],
    [
      'another garage’s line',
      () => [confirmation(9301)],
      'body/0/ResponseDetailID: no quote line 9301',
    ],
    [
      'another company’s line',
      () => [confirmation(9401)],
      'body/0/ResponseDetailID: no quote line 9401',
    ],
    [
      'lines of two of the caller’s enquiries',
      () => [confirmation(9001), confirmation(9091)],
      `body/1/ResponseDetailID: enquiry ${enquiries.quoted} has no quote line 9091`,
    ],
  ])('answers 404 for %s, changing nothing', async (_label, body, message) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await confirm(headers, body());

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    [
      'a header id of another quote',
      () => [confirmation(9001), confirmation(9002, { ResponseHeaderID: 604 })],
      'body/1/ResponseHeaderID does not match quote line 9002',
    ],
    [
      'an enquiry id that is not the line’s',
      () => [confirmation(9001, { EnquiryID: enquiries.quotedBackordered })],
      'body/0/EnquiryID does not match quote line 9001',
    ],
    [
      'another user’s id',
      () => [confirmation(9001, { UserID: users.sam }), confirmation(9002)],
      'body/0/UserID must be the caller’s own UserID',
    ],
    [
      'more than was quoted',
      () => [confirmation(9002, { Qty: 3 })],
      'body/0/Qty must be at most the quoted 2',
    ],
    [
      'the same line twice',
      () => [confirmation(9001), confirmation(9002), confirmation(9001)],
      'body/2/ResponseDetailID repeats quote line 9001',
    ],
    [
      'lines of an enquiry already confirmed',
      () => [confirmation(9042)],
      `enquiry ${enquiries.garageConfirmed} is Garage Confirmed, not Quoted`,
    ],
  ])('rejects %s with 400, changing nothing', async (_label, body, message) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await confirm(headers, body());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    ['an empty list', () => [], 'body must NOT have fewer than 1 items'],
    ['a single object, not a list', () => confirmation(9001), 'body must be array'],
    ['a Qty of 0', () => [confirmation(9001, { Qty: 0 })], 'body/0/Qty must be >= 1'],
    ['a Qty sent as text', () => [confirmation(9001, { Qty: '1' })], 'body/0/Qty must be integer'],
    [
      'Confirmed other than 1',
      () => [confirmation(9001, { Confirmed: 0 })],
      'body/0/Confirmed must be equal to constant',
    ],
    [
      'a missing UserID',
      () => [{ ...confirmation(9001), UserID: undefined }],
      "body/0 must have required property 'UserID'",
    ],
    [
      'an unknown field',
      () => [confirmation(9001, { Price: '38.50' })],
      "body/0 has unknown property 'Price'",
    ],
    [
      'the response spelling of an id',
      () => [confirmation(9001, { ResponseDetailId: 9001 })],
      "body/0 has unknown property 'ResponseDetailId'",
    ],
  ])('rejects %s with 400 naming the field, changing nothing', async (_label, body, message) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await confirm(headers, body());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
    expect(snapshot(app)).toBe(before);
  });

  it('rejects a body that is not JSON with 415, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await app.inject({
      method: 'POST',
      url: '/api/connectplus/response/conf',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ResponseDetailID=9001&Qty=1',
    });

    expect(response.statusCode).toBe(415);
    expect(snapshot(app)).toBe(before);
  });
});

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
