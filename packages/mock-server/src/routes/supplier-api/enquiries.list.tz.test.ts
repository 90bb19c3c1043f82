import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import {
  enquiryHelpers,
  fixtureIds,
  idsOf,
  mockOnlyFields,
  type ApiEnquiry,
} from '../../testing/enquiries.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries, garages } = fixtures;
const { listEnquiries, storedWithin } = enquiryHelpers(() => app);

/** Stores an enquiry dated at the given instant, as the supplier's back office would. */
async function storeEnquiryAt(EnquiryId: number, GarageId: number, Date: string) {
  await app.world.db.enquiries.create({
    EnquiryId,
    GarageId,
    Reg: 'AB12 CDE',
    Parts: 'Wiper blades',
    Notes: '',
    Status: 'Waiting',
    MessageCount: 0,
    GarageUnread: 0,
    DatetimeCreated: Date,
    Date,
    Make: null,
    Model: null,
    Engine: null,
    GBox: null,
    Fuel: null,
    Document: null,
    Backordered: false,
  });
}

describe('getEnquiries', () => {
  it('lists the garage’s enquiries dated within the window, newest first, in the API shape', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await listEnquiries(headers, {
      StartDate: '2026-11-15',
      EndDate: '2026-11-19',
    });

    expect(response.statusCode).toBe(200);
    const list = response.json<ApiEnquiry[]>();
    expect(idsOf(list).filter((id) => fixtureIds.includes(id))).toEqual([
      enquiries.quoted,
      enquiries.order,
      enquiries.garageConfirmed,
      enquiries.ordered,
      enquiries.quotedBackordered,
    ]);
    expect(idsOf(list)).toEqual(
      storedWithin([garages.kirkstall], '2026-11-15T00:00:00Z', '2026-11-19T23:59:59.999Z'),
    );
    expect(list.find((enquiry) => enquiry.EnquiryId === enquiries.quoted)).toEqual({
      EnquiryId: enquiries.quoted,
      Reg: 'YK19 HBN',
      Parts: 'Front brake pads, front discs, wear sensor',
      Notes: '[SAME DAY] Ceramic pads if you have them\n\n(Ford, Focus)',
      Status: 'Quoted',
      MessageCount: 2,
      GarageUnread: 1,
      DatetimeCreated: '2026-11-19T10:00:00.000Z',
      Date: '2026-11-19T10:00:00.000Z',
      Make: 'Ford',
      Model: 'Focus',
      Engine: '1.0 EcoBoost',
      GBox: 'Manual',
      Fuel: 'Petrol',
      Document: 'QUO-000101',
      Eta: null,
      BlobStorageId: null,
    });
    for (const enquiry of list) {
      for (const field of mockOnlyFields) expect(enquiry).not.toHaveProperty(field);
    }
    expect(snapshot(app)).toBe(before);
  });

  it('covers both days whole, in UTC: first and last millisecond in, one either side out', async () => {
    const { headers } = await signIn(app, 'dave');
    const inside = [
      [90001, '2025-01-10T00:00:00.000Z'],
      [90002, '2025-01-11T23:59:59.999Z'],
      [90003, '2025-01-11T22:30:00.000-01:00'],
    ] as const;
    const outside = [
      [90004, '2025-01-09T23:59:59.999Z'],
      [90005, '2025-01-12T00:00:00.000Z'],
      [90006, '2025-01-11T23:30:00.000-01:00'],
    ] as const;
    for (const [id, date] of [...inside, ...outside])
      await storeEnquiryAt(id, garages.kirkstall, date);

    const response = await listEnquiries(headers, {
      StartDate: '2025-01-10',
      EndDate: '2025-01-11',
    });

    expect(response.statusCode).toBe(200);
    const ids = idsOf(response.json<ApiEnquiry[]>()).filter((id) => id >= 90001 && id <= 90006);
    expect(ids).toEqual([90002, 90003, 90001]);
  });

  it('lists a one-day window and breaks equal dates by the newer id', async () => {
    const { headers } = await signIn(app, 'dave');
    await storeEnquiryAt(90011, garages.kirkstall, '2025-03-04T08:00:00.000Z');
    await storeEnquiryAt(90012, garages.kirkstall, '2025-03-04T08:00:00.000Z');

    const response = await listEnquiries(headers, {
      StartDate: '2025-03-04',
      EndDate: '2025-03-04',
    });

    expect(idsOf(response.json<ApiEnquiry[]>()).filter((id) => id > 90010)).toEqual([90012, 90011]);
  });

  it('never lists another garage’s enquiries, even of the same account', async () => {
    const dave = await signIn(app, 'dave');
    const emma = await signIn(app, 'emma');
    const window = { StartDate: '2026-11-19', EndDate: '2026-11-19' };

    const daves = idsOf((await listEnquiries(dave.headers, window)).json<ApiEnquiry[]>());
    const emmas = idsOf((await listEnquiries(emma.headers, window)).json<ApiEnquiry[]>());

    expect(daves).toContain(enquiries.quoted);
    expect(daves).not.toContain(enquiries.headingleyWaiting);
    expect(emmas).toContain(enquiries.headingleyWaiting);
    expect(emmas).not.toContain(enquiries.quoted);
  });

  it('answers [] for a window with no enquiries', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await listEnquiries(headers, {
      StartDate: '2001-01-01',
      EndDate: '2001-12-31',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('rejects a window that runs backwards with 400, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await listEnquiries(headers, {
      StartDate: '2026-11-20',
      EndDate: '2026-11-19',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'body/StartDate must not be after body/EndDate',
    });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    [
      'a missing EndDate',
      { StartDate: '2026-11-01' },
      "body must have required property 'EndDate'",
    ],
    ['a number', { StartDate: 20261101, EndDate: '2026-11-20' }, 'body/StartDate must be string'],
    [
      'a UK-style date',
      { StartDate: '01/11/2026', EndDate: '2026-11-20' },
      'body/StartDate must match format "date"',
    ],
    [
      'a day that does not exist',
      { StartDate: '2026-11-01', EndDate: '2026-02-30' },
      'body/EndDate must match format "date"',
    ],
    [
      'a date-time',
      { StartDate: '2026-11-01T00:00:00Z', EndDate: '2026-11-20' },
      'body/StartDate must match format "date"',
    ],
    [
      'an unknown field',
      { StartDate: '2026-11-01', EndDate: '2026-11-20', Acct: 'PMF1001' },
      "body has unknown property 'Acct'",
    ],
  ])('rejects %s with 400 naming the field, changing nothing', async (_label, payload, message) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await listEnquiries(headers, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(snapshot(app)).toBe(before);
  });

  it('rejects a body that is not JSON with 415', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({
      method: 'POST',
      url: '/api/connectplus/enquiries',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'StartDate=2026-11-01',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Content-Type must be application/json' });
  });
});
