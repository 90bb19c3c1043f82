import { loadOpenApiDocument, mockDemoApiPath } from '@garage/api-types/openapi';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failingLicenceCode, fixtures } from '../../store/data/fixtures.ts';
import { buildTestApp, signIn, snapshot, testNow } from '../../testing/test-app.ts';
import { demoHandlers } from './index.ts';

const hour = 3_600_000;
const { enquiries, garages, accounts } = fixtures;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(async () => {
  app.world.faults.clear();
  await app.world.resetStore();
});
afterAll(() => app.close());

const post = (url: string, payload?: object) => app.inject({ method: 'POST', url, payload });
const enquiry = (EnquiryId: number) =>
  app.world.db.enquiries.findFirst((q) => q.where({ EnquiryId }), { strict: true });
const linesOf = (EnquiryId: number) =>
  app.world.db.quoteLines.findMany((q) => q.where({ EnquiryId }), {
    orderBy: { ResponseDetailId: 'asc' },
  });
const pngBytes = PNG.sync.write(new PNG({ width: 2, height: 2 }));

/** The garage's enquiry as its list shows it (the window covers the seed and today). */
async function listed(EnquiryId: number, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/connectplus/enquiries',
    headers,
    payload: { StartDate: '2026-10-01', EndDate: '2026-12-31' },
  });
  return response
    .json<{ EnquiryId: number; Status: string }[]>()
    .find((item) => item.EnquiryId === EnquiryId);
}

describe('the demo API', () => {
  it('is not served unless the app is built with demoApi', async () => {
    const plain = await buildTestApp();

    const licences = await plain.inject({ url: '/__demo/licences' });
    const reset = await plain.inject({ method: 'POST', url: '/__demo/reset' });

    expect(licences.statusCode).toBe(404);
    expect(reset.statusCode).toBe(404);
    await plain.close();
  });

  it('has a handler for exactly the operations of its document', async () => {
    const operationIds = Object.values((await loadOpenApiDocument(mockDemoApiPath)).paths).flatMap(
      (methods) => Object.values(methods).map((operation) => operation.operationId),
    );

    expect(operationIds.sort()).toEqual(Object.keys(demoHandlers).sort());
  });

  it('needs no token and is never faulted', async () => {
    await post('/__demo/faults', { pathPattern: '/**', status: 500 });

    const response = await app.inject({ url: '/__demo/faults' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([{ pathPattern: '/**', matched: 0 }]);
  });
});

describe('POST /__demo/reset', () => {
  it('brings back exactly the seed', async () => {
    const seed = snapshot(app);
    await post('/__demo/enquiries/101/cancel', { Reason: 'Gone' });
    await post('/__demo/garages/1/enquiries', { Reg: 'AB12 CDE', Parts: 'Wipers' });
    expect(snapshot(app)).not.toBe(seed);

    const response = await post('/__demo/reset');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(snapshot(app)).toBe(seed);
  });

  it('makes a running simulator time the seed afresh', async () => {
    const withSimulator = await buildTestApp({
      demoApi: true,
      simulator: { quoteAfterMs: hour, dispatchAfterMs: hour },
    });
    withSimulator.world.clock.advance(hour);

    await withSimulator.inject({ method: 'POST', url: '/__demo/reset' });
    const report = await withSimulator.world.simulator?.step();

    expect(report?.quoted).toEqual([]);
    await withSimulator.close();
  });
});

describe('GET /__demo/licences', () => {
  it('lists every seeded user’s code with the garage, and marks the failing code', async () => {
    const response = await app.inject({ url: '/__demo/licences' });

    const licences = response.json<{ LicenceCode: string; Fails: boolean }[]>();
    expect(response.statusCode).toBe(200);
    expect(licences).toHaveLength(app.world.db.users.all().length + 1);
    expect(licences).toContainEqual({
      LicenceCode: fixtures.licenceCodes.dave,
      Fails: false,
      UserID: fixtures.users.dave,
      GarageUserName: 'dave.hughes',
      GarageName: 'Kirkstall Road Garage',
    });
    expect(licences.at(-1)).toEqual({
      LicenceCode: failingLicenceCode,
      Fails: true,
      UserID: null,
      GarageUserName: null,
      GarageName: null,
    });
  });
});

describe('POST /__demo/clock/advance', () => {
  it('moves the clock the supplier API runs on', async () => {
    const { headers } = await signIn(app);
    const before = app.world.clock.now();

    const response = await post('/__demo/clock/advance', { ms: app.world.tokens.lifetimeMs + 1 });

    const nowMs = before + app.world.tokens.lifetimeMs + 1;
    expect(response.json()).toEqual({ now: new Date(nowMs).toISOString(), nowMs });
    expect(app.world.clock.now()).toBe(nowMs);
    expect((await app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
  });
});

describe('POST /__demo/clock/set', () => {
  // An app of its own: the clock, and the time later resets seed around, would outlast the test.
  let moved: FastifyInstance;
  beforeEach(async () => {
    moved = await buildTestApp({ demoApi: true });
  });
  afterEach(() => moved.close());

  const setClock = (at: string) =>
    moved.inject({ method: 'POST', url: '/__demo/clock/set', payload: { at } });
  const quotedDate = () =>
    Date.parse(
      moved.world.db.enquiries.findFirst((q) => q.where({ EnquiryId: enquiries.quoted }), {
        strict: true,
      }).Date,
    );

  it('sets the clock back or forth and seeds the store around it, as later resets do', async () => {
    const dayOld = quotedDate();
    const autumn = Date.parse('2026-10-25T00:30:00+01:00');

    const response = await setClock('2026-10-25T00:30:00+01:00');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ now: '2026-10-24T23:30:00.000Z', nowMs: autumn });
    expect(moved.world.clock.now()).toBe(autumn);
    // The seed's dates moved with the clock: the quoted enquiry is still a day old.
    expect(quotedDate() - autumn).toBe(dayOld - testNow);
    const seeded = snapshot(moved);
    await moved.inject({ method: 'POST', url: '/__demo/reset' });
    expect(snapshot(moved)).toBe(seeded);

    const later = Date.parse('2027-03-28T09:00:00+01:00');
    expect((await setClock('2027-03-28T09:00:00+01:00')).json()).toMatchObject({ nowMs: later });
    expect(quotedDate() - later).toBe(dayOld - testNow);
  });

  it('drops what the demo changed and the devices signed in, as a reset does', async () => {
    const { headers } = await signIn(moved);
    await moved.inject({
      method: 'POST',
      url: `/__demo/garages/${garages.kirkstall}/enquiries`,
      payload: { Reg: 'AB12 CDE', Parts: 'Wipers' },
    });
    const count = moved.world.db.enquiries.all().length;

    await setClock('2026-11-20T10:00:00Z');

    expect(moved.world.db.enquiries.all()).toHaveLength(count - 1);
    expect((await moved.inject({ url: '/api/user', headers })).statusCode).toBe(401);
  });
});

describe('POST /__demo/tokens/expire', () => {
  it('makes the portal’s next call a 401, and a refetched token works', async () => {
    const { deviceId, headers } = await signIn(app);

    const response = await post('/__demo/tokens/expire');
    const expired = await app.inject({ url: '/api/user', headers });
    const { token } = (await app.inject({ url: `/api/authenticate/mobile/${deviceId}` })).json<{
      token: string;
    }>();
    const refreshed = await app.inject({ url: '/api/user', headers: { token } });

    expect(response.json()).toEqual({ success: true });
    expect(expired.statusCode).toBe(401);
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('POST /__demo/garages/{GarageId}/enquiries', () => {
  it('raises an enquiry the garage’s own list then shows', async () => {
    const { headers } = await signIn(app);

    const response = await post(`/__demo/garages/${garages.kirkstall}/enquiries`, {
      Reg: 'ab12 cde',
      Parts: 'Wiper blades',
      Make: 'Ford',
    });

    expect(response.statusCode).toBe(201);
    const created = response.json<{ EnquiryId: number }>();
    const now = new Date(app.world.clock.now()).toISOString();
    expect(created).toMatchObject({
      GarageId: garages.kirkstall,
      Reg: 'AB12 CDE',
      Parts: 'Wiper blades',
      Notes: '',
      Status: 'Waiting',
      MessageCount: 0,
      GarageUnread: 0,
      DatetimeCreated: now,
      Date: now,
      Make: 'Ford',
      Model: null,
      Document: null,
      Backordered: false,
    });
    expect(created.EnquiryId).toBe(
      Math.max(...app.world.db.enquiries.all().map((record) => record.EnquiryId)),
    );
    expect(await listed(created.EnquiryId, headers)).toMatchObject({
      Reg: 'AB12 CDE',
      Status: 'Waiting',
    });
  });

  it('raises an order when asked', async () => {
    const response = await post(`/__demo/garages/${garages.headingley}/enquiries`, {
      Reg: 'CONSUMABLES',
      Parts: 'Brake cleaner x12',
      Notes: 'For Friday',
      Status: 'Order',
    });

    expect(response.json()).toMatchObject({
      GarageId: garages.headingley,
      Status: 'Order',
      Notes: 'For Friday',
    });
  });
});

describe('POST /__demo/enquiries/{EnquiryId}/quote', () => {
  const lines = [
    { PartNumber: 'OF-VA-0012', Qty: 1, UnitPrice: '7.45', ResponseDetailNotes: 'Mann', RRP: 9.99 },
    { PartNumber: 'AF-VA-0440', Qty: 2, UnitPrice: '12.80' },
  ];

  it('makes the enquiry Quoted with the lines and prices the portal reads', async () => {
    const { headers } = await signIn(app);

    const response = await post('/__demo/enquiries/102/quote', { Lines: lines });

    expect(response.statusCode).toBe(200);
    const stored = linesOf(enquiries.waiting);
    expect(response.json()).toEqual({
      Enquiry: { ...enquiry(enquiries.waiting) },
      Lines: stored,
    });
    expect(enquiry(enquiries.waiting)).toMatchObject({ Status: 'Quoted', Document: 'QUO-000102' });
    expect(await listed(enquiries.waiting, headers)).toMatchObject({ Status: 'Quoted' });
    const quoted = await app.inject({ url: '/api/connectplus/response/102', headers });
    expect(quoted.json()).toMatchObject([
      {
        EnquiryId: 102,
        ResponseHeaderId: 602,
        PartNumber: 'OF-VA-0012',
        Qty: 1,
        UnitPrice: '7.45',
        ResponseDetailNotes: 'Mann',
        DeliveryDate: null,
        Confirmed: 0,
        Document: 'QUO-000102',
      },
      { PartNumber: 'AF-VA-0440', Qty: 2, UnitPrice: '12.80', ResponseDetailNotes: null },
    ]);
    const prices = await app.inject({
      url: '/api/connectplus/getQuoDetails?document=QUO-000102',
      headers,
    });
    expect(prices.json()).toEqual([{ Part: 'OF-VA-0012', RRP: 9.99 }]);
  });

  it('replaces the lines and prices of an enquiry quoted before', async () => {
    const { headers } = await signIn(app);

    await post('/__demo/enquiries/101/quote', {
      Lines: [{ PartNumber: 'BP-FO-1021', Qty: 1, UnitPrice: '36.00', RRP: 49.99 }],
    });

    expect(linesOf(enquiries.quoted)).toMatchObject([
      { PartNumber: 'BP-FO-1021', UnitPrice: '36.00', Document: 'QUO-000101' },
    ]);
    const prices = await app.inject({
      url: '/api/connectplus/getQuoDetails?document=QUO-000101',
      headers,
    });
    expect(prices.json()).toEqual([{ Part: 'BP-FO-1021', RRP: 49.99 }]);
  });
});

describe('POST /__demo/enquiries/{EnquiryId}/messages', () => {
  it('adds a supplier message the garage sees, one more unread', async () => {
    const { headers } = await signIn(app);
    const MessageId =
      Math.max(...app.world.db.messages.all().map((record) => record.MessageId)) + 1;
    const { MessageCount, GarageUnread } = enquiry(enquiries.quoted);

    const response = await post('/__demo/enquiries/101/messages', { Text: 'Discs arrive at 3pm' });

    expect(response.statusCode).toBe(201);
    const now = new Date(app.world.clock.now()).toISOString();
    expect(response.json()).toEqual({
      MessageId,
      EnquiryId: enquiries.quoted,
      Text: 'Discs arrive at 3pm',
      Datetime: now,
      BlobStorageId: null,
      Garage: false,
      Factor: true,
    });
    expect(await listed(enquiries.quoted, headers)).toMatchObject({
      MessageCount: MessageCount + 1,
      GarageUnread: GarageUnread + 1,
    });
    const thread = await app.inject({ url: '/api/connectplus/garage/messages/101/true', headers });
    const newestFirst = thread.json<{ MessageId: number; Text: string }[]>();
    expect(newestFirst).toHaveLength(MessageCount + 1);
    expect(newestFirst[0]).toMatchObject({ MessageId, Text: 'Discs arrive at 3pm', Factor: true });
  });

  it('stores a base64 PNG the portal reads with getImage, and reuses a stored one', async () => {
    const { headers } = await signIn(app);

    const withImage = await post('/__demo/enquiries/102/messages', {
      Text: 'Is this the one?',
      Image: pngBytes.toString('base64'),
    });
    const { BlobStorageId } = withImage.json<{ BlobStorageId: string }>();
    const reused = await post('/__demo/enquiries/101/messages', { Text: '', BlobStorageId });
    const image = await app.inject({ url: `/api/image/${BlobStorageId}`, headers });

    expect(withImage.statusCode).toBe(201);
    expect(BlobStorageId).toEqual(expect.any(String));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
    expect(reused.json()).toMatchObject({ Text: '', BlobStorageId });
    expect(enquiry(enquiries.waiting)).toMatchObject({ MessageCount: 1, GarageUnread: 1 });
  });
});

describe('POST /__demo/enquiries/{EnquiryId}/cancel', () => {
  it('cancels with the cant-supply reason the portal shows', async () => {
    const { headers } = await signIn(app);

    const response = await post('/__demo/enquiries/102/cancel', {
      Reason: 'No longer made for this engine.',
    });

    expect(response.json()).toMatchObject({ EnquiryId: 102, Status: 'Cancelled' });
    expect(await listed(enquiries.waiting, headers)).toMatchObject({ Status: 'Cancelled' });
    const reasons = await app.inject({
      url: '/api/salesassist/cplusassist/cantsupply/102',
      headers,
    });
    expect(reasons.json()).toEqual([{ Reason: 'No longer made for this engine.' }]);
  });

  it('cancels without a reason, leaving no cant-supply record', async () => {
    const response = await post('/__demo/enquiries/101/cancel', {});

    expect(response.json()).toMatchObject({ Status: 'Cancelled' });
    expect(app.world.db.cantSupply.findMany((q) => q.where({ EnquiryId: 101 }))).toEqual([]);
  });
});

describe('POST /__demo/enquiries/{EnquiryId}/backorder', () => {
  it.each([
    [enquiries.waiting, true],
    [enquiries.quotedBackordered, false],
  ])('sets enquiry %i’s flag to %s, as the backorder check answers', async (id, flag) => {
    const { headers } = await signIn(app);

    const response = await post(`/__demo/enquiries/${id}/backorder`, { Backordered: flag });
    const check = await app.inject({
      url: `/api/connectplus/backordered/check/${id}`,
      headers,
    });

    expect(response.json()).toMatchObject({ EnquiryId: id, Backordered: flag });
    expect(check.json()).toEqual({ exists: flag });
  });
});

describe('POST /__demo/enquiries/{EnquiryId}/dispatch', () => {
  it('orders the confirmed lines and puts them on a van the portal tracks', async () => {
    const { headers } = await signIn(app);
    const now = app.world.clock.now();

    const response = await post('/__demo/enquiries/104/dispatch');

    expect(response.statusCode).toBe(200);
    const { Enquiry, Delivery } = response.json<{
      Enquiry: { Status: string; Eta: string };
      Delivery: { DeliveryId: number; Eta: number; Document: string[] };
    }>();
    expect(Enquiry.Status).toBe('Ordered');
    expect(Delivery.Eta).toBe(Date.parse(Enquiry.Eta));
    expect(Delivery.Eta - now).toBeGreaterThanOrEqual(hour);
    expect(Delivery.Eta - now).toBeLessThanOrEqual(3 * hour);
    expect(Delivery).toMatchObject({
      CustomerKeyCode: accounts.pennineLeeds,
      EnquiryId: enquiries.garageConfirmed,
      PartInfo: [{ Part: 'SA-NI-7781', Qty: 2 }],
      Date: new Date(now).toISOString(),
      Depot: fixtures.leedsDepot,
      Delivered: false,
    });
    expect(
      app.world.db.deliveries.findFirst((q) => q.where({ DeliveryId: Delivery.DeliveryId })),
    ).toEqual(Delivery);
    expect(await listed(enquiries.garageConfirmed, headers)).toMatchObject({
      Status: 'Ordered',
      Eta: Enquiry.Eta,
    });
    const inTransit = await app.inject({
      url: `/api/run/getInTransit/${accounts.pennineLeeds}`,
      headers,
    });
    expect(inTransit.json()).toContainEqual(
      expect.objectContaining({
        Document: Delivery.Document,
        Eta: Delivery.Eta,
        DriverLoc: [{ Location: fixtures.leedsDepot }],
      }),
    );
    expect(linesOf(enquiries.garageConfirmed)).toMatchObject([
      { PartNumber: 'SA-NI-7781', Confirmed: 1, DeliveryDate: Enquiry.Eta },
      { PartNumber: 'TM-NI-0090', Confirmed: 0, DeliveryDate: null },
    ]);
  });

  it('ships every line of an enquiry with none confirmed', async () => {
    const response = await post('/__demo/enquiries/101/dispatch');

    expect(response.json()).toMatchObject({
      Delivery: {
        PartInfo: [
          { Part: 'BP-FO-1021', Qty: 1 },
          { Part: 'BD-FO-2210', Qty: 2 },
          { Part: 'WS-FO-0450', Qty: 1 },
        ],
      },
    });
    expect(linesOf(enquiries.quoted).every((line) => line.Confirmed === 1)).toBe(true);
  });

  it('orders without a delivery for a garage that has no customer account', async () => {
    await post('/__demo/enquiries/501/quote', {
      Lines: [{ PartNumber: 'EX-FO-0100', Qty: 1, UnitPrice: '64.00' }],
    });
    const deliveries = app.world.db.deliveries.all().length;

    const response = await post('/__demo/enquiries/501/dispatch');

    expect(response.json()).toMatchObject({ Enquiry: { Status: 'Ordered' }, Delivery: null });
    expect(app.world.db.deliveries.all()).toHaveLength(deliveries);
  });
});

describe('POST /__demo/deliveries/{DeliveryId}/deliver', () => {
  it('takes the delivery off the garage’s in-transit list', async () => {
    const { headers } = await signIn(app);
    const tracked = async () =>
      (await app.inject({ url: `/api/run/getInTransit/${accounts.pennineLeeds}`, headers })).json<
        unknown[]
      >().length;
    const before = await tracked();

    const response = await post('/__demo/deliveries/1/deliver');
    const again = await post('/__demo/deliveries/1/deliver');

    expect(response.json()).toMatchObject({ DeliveryId: 1, Delivered: true });
    expect(again.statusCode).toBe(200);
    expect(await tracked()).toBe(before - 1);
  });
});

describe('faults through the demo API', () => {
  it('adds a rule that fails supplier calls, lists it and clears it', async () => {
    const { headers } = await signIn(app);

    const added = await post('/__demo/faults', { pathPattern: '/api/connectplus/*', status: 503 });
    const failed = await app.inject({ url: '/api/connectplus/garageuser', headers });
    const listed = await app.inject({ url: '/__demo/faults' });
    const cleared = await post('/__demo/faults/clear');
    const passed = await app.inject({ url: '/api/connectplus/garageuser', headers });

    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: 1,
      pathPattern: '/api/connectplus/*',
      latencyMs: 0,
      errorRate: 1,
      status: 503,
      matched: 0,
      failed: 0,
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json<{ message: string }>().message).toMatch(/^Injected fault/);
    expect(listed.json()).toMatchObject([{ id: 1, matched: 1, failed: 1 }]);
    expect(cleared.json()).toEqual({ cleared: 1 });
    expect(passed.statusCode).toBe(200);
  });

  it('adds a latency-only rule', async () => {
    const response = await post('/__demo/faults', { pathPattern: '/api/user', latencyMs: 40 });

    expect(response.json()).toMatchObject({ latencyMs: 40, errorRate: 0 });
  });
});

describe('refusals, each leaving the store as it was', () => {
  const tooLong = 'x'.repeat(2001);
  it.each([
    [
      'an unknown enquiry to quote',
      '/__demo/enquiries/999/quote',
      { Lines: [{ PartNumber: 'A', Qty: 1, UnitPrice: '1' }] },
      404,
      'No enquiry 999',
    ],
    [
      'an Ordered enquiry to quote',
      '/__demo/enquiries/105/quote',
      { Lines: [{ PartNumber: 'A', Qty: 1, UnitPrice: '1' }] },
      409,
      'Enquiry 105 is Ordered',
    ],
    [
      'a comma in a price',
      '/__demo/enquiries/102/quote',
      { Lines: [{ PartNumber: 'A', Qty: 1, UnitPrice: '12,50' }] },
      400,
      'body/Lines/0/UnitPrice must match pattern',
    ],
    [
      'a quote without lines',
      '/__demo/enquiries/102/quote',
      { Lines: [] },
      400,
      'body/Lines must NOT have fewer than 1 items',
    ],
    [
      'a line without Qty',
      '/__demo/enquiries/102/quote',
      { Lines: [{ PartNumber: 'A', UnitPrice: '1' }] },
      400,
      "body/Lines/0 must have required property 'Qty'",
    ],
    [
      'a negative RRP',
      '/__demo/enquiries/102/quote',
      { Lines: [{ PartNumber: 'A', Qty: 1, UnitPrice: '1', RRP: -1 }] },
      400,
      'body/Lines/0/RRP must be >= 0',
    ],
    [
      'an enquiry id that is no number',
      '/__demo/enquiries/abc/quote',
      { Lines: [] },
      400,
      'params/EnquiryId',
    ],
    [
      'a message on an unknown enquiry',
      '/__demo/enquiries/999/messages',
      { Text: 'Hi' },
      404,
      'No enquiry 999',
    ],
    [
      'a message that is too long',
      '/__demo/enquiries/101/messages',
      { Text: tooLong },
      400,
      'body/Text must NOT have more than 2000 characters',
    ],
    [
      'an empty message',
      '/__demo/enquiries/101/messages',
      { Text: '' },
      400,
      'body/Text must not be empty without an image',
    ],
    [
      'an image that is no PNG',
      '/__demo/enquiries/101/messages',
      { Text: 'x', Image: Buffer.from('GIF89a....').toString('base64') },
      400,
      'body/Image must be a base64 PNG',
    ],
    [
      'an image that is no base64',
      '/__demo/enquiries/101/messages',
      { Text: 'x', Image: 'not base64!' },
      400,
      'body/Image must match pattern',
    ],
    [
      'an unknown stored image',
      '/__demo/enquiries/101/messages',
      { Text: 'x', BlobStorageId: 'nope' },
      400,
      'body/BlobStorageId names no stored image',
    ],
    [
      'both image kinds',
      '/__demo/enquiries/101/messages',
      { Text: 'x', Image: pngBytes.toString('base64'), BlobStorageId: 'nope' },
      400,
      'body must not have both Image and BlobStorageId',
    ],
    [
      'an unknown field on a message',
      '/__demo/enquiries/101/messages',
      { Text: 'x', Garage: true },
      400,
      "body has unknown property 'Garage'",
    ],
    ['a cancel of an unknown enquiry', '/__demo/enquiries/999/cancel', {}, 404, 'No enquiry 999'],
    [
      'a cancel of a Cancelled enquiry',
      '/__demo/enquiries/107/cancel',
      { Reason: 'Again' },
      409,
      'Enquiry 107 is Cancelled',
    ],
    [
      'an empty reason',
      '/__demo/enquiries/102/cancel',
      { Reason: '' },
      400,
      'body/Reason must NOT have fewer than 1 characters',
    ],
    [
      'a backorder flag that is no boolean',
      '/__demo/enquiries/102/backorder',
      { Backordered: 'yes' },
      400,
      'body/Backordered must be boolean',
    ],
    [
      'a backorder flag on an unknown enquiry',
      '/__demo/enquiries/999/backorder',
      { Backordered: true },
      404,
      'No enquiry 999',
    ],
    [
      'a dispatch of an unknown enquiry',
      '/__demo/enquiries/999/dispatch',
      undefined,
      404,
      'No enquiry 999',
    ],
    [
      'a dispatch without quote lines',
      '/__demo/enquiries/102/dispatch',
      undefined,
      409,
      'Enquiry 102 has no quote lines to dispatch',
    ],
    [
      'a dispatch of an Ordered enquiry',
      '/__demo/enquiries/105/dispatch',
      undefined,
      409,
      'Enquiry 105 is Ordered',
    ],
    ['an unknown delivery', '/__demo/deliveries/999/deliver', undefined, 404, 'No delivery 999'],
    [
      'an enquiry for an unknown garage',
      '/__demo/garages/99/enquiries',
      { Reg: 'AB12 CDE', Parts: 'Wipers' },
      404,
      'No garage 99',
    ],
    [
      'an enquiry with a bad Reg',
      '/__demo/garages/1/enquiries',
      { Reg: 'A!', Parts: 'Wipers' },
      400,
      'body/Reg must match pattern',
    ],
    [
      'an enquiry without Parts',
      '/__demo/garages/1/enquiries',
      { Reg: 'AB12 CDE' },
      400,
      "body must have required property 'Parts'",
    ],
    [
      'an enquiry in another status',
      '/__demo/garages/1/enquiries',
      { Reg: 'AB12 CDE', Parts: 'W', Status: 'Ordered' },
      400,
      'body/Status must be one of "Waiting", "Order"',
    ],
    ['a clock moved back', '/__demo/clock/advance', { ms: -1 }, 400, 'body/ms must be >= 1'],
    [
      'a clock set to a day without a time',
      '/__demo/clock/set',
      { at: '2026-10-25' },
      400,
      'body/at must match format "date-time"',
    ],
    [
      'a clock set to a time without its offset',
      '/__demo/clock/set',
      { at: '2026-10-25T00:30:00' },
      400,
      'body/at must match format "date-time"',
    ],
    [
      'a clock moved by a fraction',
      '/__demo/clock/advance',
      { ms: 1.5 },
      400,
      'body/ms must be integer',
    ],
    [
      'a fault without a leading slash',
      '/__demo/faults',
      { pathPattern: 'api/*', status: 500 },
      400,
      'body/pathPattern must match pattern "^/"',
    ],
    [
      'a fault rate above 1',
      '/__demo/faults',
      { pathPattern: '/api/*', errorRate: 2 },
      400,
      'body/errorRate must be <= 1',
    ],
    [
      'a fault status that is no error',
      '/__demo/faults',
      { pathPattern: '/api/*', status: 200 },
      400,
      'body/status must be >= 400',
    ],
    [
      'a fault that does nothing',
      '/__demo/faults',
      { pathPattern: '/api/*' },
      400,
      "body must have required property 'latencyMs'",
    ],
  ] as const)('refuses %s', async (_label, url, payload, status, message) => {
    const before = snapshot(app);
    const faultsBefore = app.world.faults.list();
    const clockBefore = app.world.clock.now();

    const response = await post(url, payload);

    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(snapshot(app)).toBe(before);
    expect(app.world.faults.list()).toEqual(faultsBefore);
    expect(app.world.clock.now()).toBe(clockBefore);
  });
});
