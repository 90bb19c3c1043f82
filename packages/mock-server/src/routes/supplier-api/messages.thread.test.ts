import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { messageForm, messageHelpers, threadUrl, type ApiMessage } from '../../testing/messages.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries } = fixtures;
const { send, enquiry } = messageHelpers(() => app);

describe('getEnquiryMessages', () => {
  it('answers the thread newest first in the API shape and marks it read', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: threadUrl(enquiries.quoted), headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        MessageId: 2,
        Text: 'Yes, Mintex ceramic. Discs are coming from Bradford.',
        Datetime: '2026-11-19T15:00:00.000Z',
        BlobStorageId: null,
        Garage: false,
        Factor: true,
      },
      {
        MessageId: 1,
        Text: 'Do you have ceramic pads for this one?',
        Datetime: '2026-11-19T14:00:00.000Z',
        BlobStorageId: null,
        Garage: true,
        Factor: false,
      },
    ]);
    expect(enquiry(enquiries.quoted)).toMatchObject({ GarageUnread: 0, MessageCount: 2 });
  });

  it('orders by time, not by id', async () => {
    const { headers } = await signIn(app, 'dave');
    await app.world.db.messages.create({
      MessageId: 9_000,
      EnquiryId: enquiries.quoted,
      Text: 'Back-filled from the phone log',
      Datetime: '2026-11-19T09:00:00.000Z',
      BlobStorageId: null,
      Garage: false,
      Factor: true,
    });

    const response = await app.inject({ url: threadUrl(enquiries.quoted), headers });

    expect(response.json<ApiMessage[]>().map((message) => message.MessageId)).toEqual([
      2, 1, 9_000,
    ]);
  });

  it('puts the later of two messages sent in the same instant first', async () => {
    const { headers } = await signIn(app, 'dave');
    const first = await send(
      headers,
      messageForm({ EnquiryID: String(enquiries.waiting), Text: 'A' }),
    );
    const second = await send(
      headers,
      messageForm({ EnquiryID: String(enquiries.waiting), Text: 'B' }),
    );

    const response = await app.inject({ url: threadUrl(enquiries.waiting), headers });

    expect(response.json()).toEqual([second.json(), first.json()]);
  });

  it('answers [] for an enquiry without messages', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: threadUrl(enquiries.waiting), headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['another garage’s enquiry', enquiries.headingleyWaiting],
    ['another company’s enquiry', enquiries.limerickQuoted],
    ['an unknown enquiry', 999_999],
  ])('answers 404 for %s and marks nothing read', async (_label, id) => {
    const { headers } = await signIn(app, 'dave');
    await app.world.db.enquiries.update(
      (q) => q.where({ EnquiryId: enquiries.headingleyWaiting }),
      {
        data(record) {
          record.GarageUnread = 1;
        },
      },
    );
    const before = snapshot(app);

    const response = await app.inject({ url: threadUrl(id), headers });

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

    const response = await app.inject({ url: threadUrl('latest'), headers });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'params/id must be integer' });
  });
});
