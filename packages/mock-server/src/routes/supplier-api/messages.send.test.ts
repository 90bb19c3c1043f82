import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { messageForm, messageHelpers, threadUrl, type ApiMessage } from '../../testing/messages.ts';
import { buildTestApp, signIn, testNow } from '../../testing/test-app.ts';
import { png } from '../../testing/uploads.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
// One test moves the clock on: each starts at testNow again, whatever ran before it.
beforeEach(() => {
  app.world.clock.set(testNow);
  return app.world.resetStore();
});
afterAll(() => app.close());

const { enquiries } = fixtures;
const { send, enquiry } = messageHelpers(() => app);

function storedMessages(EnquiryId: number) {
  return app.world.db.messages.findMany((q) => q.where({ EnquiryId }));
}

describe('sendMessage', () => {
  it('stores the garage’s message and counts it without marking it unread', async () => {
    const { headers } = await signIn(app, 'dave');
    const expectedId = Math.max(...app.world.db.messages.all().map((m) => m.MessageId)) + 1;

    // Shift+Enter lines travel as CRLF in a form; they are stored as LF, the ends trimmed.
    const response = await send(
      headers,
      messageForm({
        EnquiryID: String(enquiries.quoted),
        Text: '  Can you send the discs too?\nThanks  ',
      }),
    );

    expect(response.statusCode).toBe(200);
    const expected = {
      MessageId: expectedId,
      Text: 'Can you send the discs too?\nThanks',
      Datetime: new Date(testNow).toISOString(),
      BlobStorageId: null,
      Garage: true,
      Factor: false,
    };
    expect(response.json()).toEqual(expected);
    expect(app.world.db.messages.findFirst((q) => q.where({ MessageId: expectedId }))).toEqual({
      ...expected,
      EnquiryId: enquiries.quoted,
    });
    expect(enquiry(enquiries.quoted)).toMatchObject({ MessageCount: 3, GarageUnread: 1 });
  });

  it('puts the message at the head of the thread', async () => {
    const { headers } = await signIn(app, 'dave');
    app.world.clock.advance(60_000);

    const sent = (
      await send(headers, messageForm({ EnquiryID: String(enquiries.quoted), Text: 'Any update?' }))
    ).json<ApiMessage>();

    const thread = (await app.inject({ url: threadUrl(enquiries.quoted), headers })).json<
      ApiMessage[]
    >();
    expect(thread[0]).toEqual(sent);
    expect(thread).toHaveLength(3);
  });

  it('keeps MessageCount equal to the messages stored', async () => {
    const { headers } = await signIn(app, 'dave');

    for (const Text of ['One', 'Two', 'Three']) {
      await send(headers, messageForm({ EnquiryID: String(enquiries.waiting), Text }));
    }

    expect(enquiry(enquiries.waiting)).toMatchObject({ MessageCount: 3, GarageUnread: 0 });
    expect(storedMessages(enquiries.waiting)).toHaveLength(3);
  });

  it('sends an image alone, stored and served under the next blob id of the enquiry', async () => {
    const { headers } = await signIn(app, 'dave');

    const first = await send(
      headers,
      messageForm({ EnquiryID: String(enquiries.quoted), Text: '' }, { bytes: png }),
    );
    const second = await send(
      headers,
      messageForm({ EnquiryID: String(enquiries.quoted), Text: 'And this' }, { bytes: png }),
    );

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Text: '', BlobStorageId: `enq-${enquiries.quoted}-1` });
    expect(second.json()).toMatchObject({
      Text: 'And this',
      BlobStorageId: `enq-${enquiries.quoted}-2`,
    });
    const stored = app.world.db.images.findFirst((q) =>
      q.where({ Key: `enq-${enquiries.quoted}-1` }),
    );
    expect(stored?.ContentType).toBe('image/png');
    const image = await app.inject({ url: `/api/image/enq-${enquiries.quoted}-2`, headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(png);
    expect(enquiry(enquiries.quoted)?.MessageCount).toBe(4);
  });

  it('numbers a message image after the enquiry’s own image', async () => {
    const { headers } = await signIn(app, 'dave');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      Status: 'Waiting',
      Notes: '',
      Parts: 'Pads',
      Reg: 'YK19 HBN',
      Consumables: 'false',
    })) {
      form.set(name, value);
    }
    form.set('Image', new Blob([png], { type: 'image/png' }), 'car.png');
    const created = (
      await app.inject({ method: 'POST', url: '/api/connectplus/enquiry', headers, body: form })
    ).json<{ EnquiryId: number; BlobStorageId: string }>();

    const response = await send(
      headers,
      messageForm({ EnquiryID: String(created.EnquiryId), Text: 'Another angle' }, { bytes: png }),
    );

    expect(created.BlobStorageId).toBe(`enq-${created.EnquiryId}-1`);
    expect(response.json()).toMatchObject({ BlobStorageId: `enq-${created.EnquiryId}-2` });
  });
});
