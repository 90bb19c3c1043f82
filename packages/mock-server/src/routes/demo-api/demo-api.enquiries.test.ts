import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { demoApiHelpers, pngBytes } from '../../testing/demo-api.ts';
import { storeReads } from '../../testing/store-reads.ts';
import { buildTestApp, signIn } from '../../testing/test-app.ts';

const { enquiries, garages } = fixtures;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(async () => {
  app.world.faults.clear();
  await app.world.resetStore();
});
afterAll(() => app.close());

const { post, listed } = demoApiHelpers(() => app);
const { enquiry, linesOf } = storeReads(() => app);

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
