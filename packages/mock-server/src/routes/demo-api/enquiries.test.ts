import type { operations } from '@garage/api-types/demo-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, snapshot, testNow } from '../../testing/test-app.ts';

const minute = 60_000;
const { enquiries, garages } = fixtures;

type Detail = operations['demoGetEnquiry']['responses'][200]['content']['application/json'];
type Dispatched =
  operations['demoDispatchEnquiry']['responses'][200]['content']['application/json'];
type Listed = {
  EnquiryId: number;
  GarageId: number;
  GarageName: string;
  Status: string;
  DatetimeCreated: string;
  Unanswered: number;
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const post = (url: string, payload?: object) => app.inject({ method: 'POST', url, payload });
const list = async (query = '') => {
  const response = await app.inject({ url: `/__demo/enquiries${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Listed[]>();
};
/** A message on the thread, `minutes` after the test's start. */
const message = (EnquiryId: number, minutes: number, fromGarage: boolean) =>
  app.world.db.messages.create({
    MessageId: 9000 + app.world.db.messages.all().length,
    EnquiryId,
    Text: fromGarage ? 'Any news?' : 'On its way.',
    Datetime: new Date(testNow + minutes * minute).toISOString(),
    BlobStorageId: null,
    Garage: fromGarage,
    Factor: !fromGarage,
  });

describe('GET /__demo/enquiries', () => {
  it('lists every garage’s enquiries, newest first, each with its garage’s name', async () => {
    const listed = await list();

    expect(listed).toHaveLength(app.world.db.enquiries.all().length);
    expect(new Set(listed.map((enquiry) => enquiry.GarageId))).toEqual(
      new Set(Object.values(garages)),
    );
    const created = listed.map((enquiry) => Date.parse(enquiry.DatetimeCreated));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(listed.find((enquiry) => enquiry.EnquiryId === enquiries.limerickQuoted)).toMatchObject({
      GarageName: 'Dock Road Motors',
      Status: 'Quoted',
      Reg: '191 D 12345',
    });
  });

  it('puts the higher id first among enquiries raised at the same time', async () => {
    const first = await post(`/__demo/garages/${garages.headingley}/enquiries`, {
      Reg: 'AB12 CDE',
      Parts: 'Wipers',
    });
    const second = await post(`/__demo/garages/${garages.kirkstall}/enquiries`, {
      Reg: 'AB12 CDF',
      Parts: 'Bulbs',
    });

    const [newest, next] = await list();

    expect([newest?.EnquiryId, next?.EnquiryId]).toEqual([
      second.json<Listed>().EnquiryId,
      first.json<Listed>().EnquiryId,
    ]);
  });

  it('filters by garage and by status, together', async () => {
    const bradford = await list(`?GarageId=${garages.bradford}`);
    const quotedInLeeds = await list(`?GarageId=${garages.kirkstall}&Status=Quoted`);

    expect(bradford.length).toBeGreaterThan(0);
    expect(bradford.every((enquiry) => enquiry.GarageId === garages.bradford)).toBe(true);
    expect(quotedInLeeds.map((enquiry) => enquiry.EnquiryId)).toContain(enquiries.quoted);
    expect(
      quotedInLeeds.every((e) => e.GarageId === garages.kirkstall && e.Status === 'Quoted'),
    ).toBe(true);
  });

  it('counts the garage’s messages since the supplier last wrote, all when it never has', async () => {
    await message(enquiries.waiting, 1, true);
    await message(enquiries.waiting, 2, true);
    // The fixture thread of enquiry 101 ends with the supplier's answer; the garage writes again.
    await message(enquiries.quoted, 1, true);
    const before = await list();
    await message(enquiries.quoted, 2, false);
    await message(enquiries.quoted, 3, true);

    const after = await list();

    const unanswered = (listed: Listed[], id: number) =>
      listed.find((enquiry) => enquiry.EnquiryId === id)?.Unanswered;
    expect(unanswered(before, enquiries.waiting)).toBe(2);
    expect(unanswered(before, enquiries.quoted)).toBe(1);
    expect(unanswered(after, enquiries.quoted)).toBe(1);
    expect(unanswered(before, enquiries.order)).toBe(0);
  });

  it('answers 404 naming querystring/GarageId for a garage nobody has, changing nothing', async () => {
    const before = snapshot(app);

    const response = await app.inject({ url: '/__demo/enquiries?GarageId=999' });

    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toContain('querystring/GarageId');
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    ['a status the supplier has not', '?Status=Lost', 'querystring/Status'],
    ['a garage id below 1', '?GarageId=0', 'querystring/GarageId'],
  ])('answers 400 for %s', async (_, query, field) => {
    const before = snapshot(app);

    const response = await app.inject({ url: `/__demo/enquiries${query}` });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
    expect(snapshot(app)).toBe(before);
  });
});

describe('GET /__demo/enquiries/{EnquiryId}', () => {
  it('answers the enquiry with its quote lines and its thread, oldest first', async () => {
    const response = await app.inject({ url: `/__demo/enquiries/${enquiries.quoted}` });

    const detail = response.json<Detail>();
    expect(response.statusCode).toBe(200);
    expect(detail.Enquiry).toMatchObject({
      EnquiryId: enquiries.quoted,
      GarageName: 'Kirkstall Road Garage',
      Unanswered: 0,
      Backordered: false,
    });
    expect(detail.Lines.map((line) => line.PartNumber)).toEqual([
      'BP-FO-1021',
      'BD-FO-2210',
      'WS-FO-0450',
    ]);
    expect(detail.Messages.map((m) => m.MessageId)).toEqual([1, 2]);
    expect(detail.Delivery).toBeNull();
    expect(detail.CantSupplyReason).toBeNull();
  });

  it('answers the currency of the garage’s company, euros for an Irish garage', async () => {
    const leeds = await app.inject({ url: `/__demo/enquiries/${enquiries.quoted}` });
    const limerick = await app.inject({ url: `/__demo/enquiries/${enquiries.limerickQuoted}` });

    expect(leeds.json<{ CurrencyCode: string }>().CurrencyCode).toBe('GBP');
    expect(limerick.json<{ CurrencyCode: string }>().CurrencyCode).toBe('EUR');
  });

  it('answers the delivery of a dispatched enquiry as dispatch answered it', async () => {
    const dispatched = await post(`/__demo/enquiries/${enquiries.garageConfirmed}/dispatch`);

    const response = await app.inject({ url: `/__demo/enquiries/${enquiries.garageConfirmed}` });

    expect(response.json<Detail>().Delivery).toEqual(dispatched.json<Dispatched>().Delivery);
    expect(response.json<Detail>().Enquiry.Status).toBe('Ordered');
  });

  it('answers why the supplier cannot supply', async () => {
    const response = await app.inject({
      url: `/__demo/enquiries/${enquiries.cancelledWithReason}`,
    });

    expect(response.json<Detail>().CantSupplyReason).toBe(
      'Discontinued by the manufacturer; no pattern part available.',
    );
  });

  it.each([
    [404, '/__demo/enquiries/99999', 'No enquiry 99999'],
    [400, '/__demo/enquiries/0', 'params/EnquiryId'],
  ])('answers %i for %s, changing nothing', async (status, url, text) => {
    const before = snapshot(app);

    const response = await app.inject({ url });

    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toContain(text);
    expect(snapshot(app)).toBe(before);
  });
});
