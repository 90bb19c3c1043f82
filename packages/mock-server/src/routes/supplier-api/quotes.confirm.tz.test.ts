import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { quoteHelpers } from '../../testing/quotes.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

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

const { quoteLine, confirmation, confirm, setStock } = quoteHelpers(() => app);

function enquiry(EnquiryId: number) {
  return app.world.db.enquiries.findFirst((q) => q.where({ EnquiryId }));
}

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
