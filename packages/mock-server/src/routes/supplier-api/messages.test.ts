import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../store/data/fixtures.ts';
import { buildTestApp, signIn, snapshot, testNow } from '../../testing/test-app.ts';
import { maxImageBytes, png, pngOfSize } from '../../testing/uploads.ts';

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

type ApiMessage = { MessageId: number; BlobStorageId: string | null } & Record<string, unknown>;

const threadUrl = (id: number | string) => `/api/connectplus/garage/messages/${id}/true`;

/** A message form; a field given as undefined is left out. */
function messageForm(
  fields: Record<string, string | undefined>,
  image?: { bytes: Uint8Array; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, value);
  }
  if (image) {
    form.set(
      'Image',
      new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }),
      'photo.png',
    );
  }
  return form;
}

function send(headers: Record<string, string>, form: FormData) {
  return app.inject({
    method: 'POST',
    url: '/api/connectplus/garage/message',
    headers,
    body: form,
  });
}

function enquiry(EnquiryId: number) {
  return app.world.db.enquiries.findFirst((q) => q.where({ EnquiryId }));
}

function storedMessages(EnquiryId: number) {
  return app.world.db.messages.findMany((q) => q.where({ EnquiryId }));
}

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

  it('rejects blank text without an image with 400, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await send(
      headers,
      messageForm({ EnquiryID: String(enquiries.quoted), Text: ' \n\t ' }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'body/Text must not be blank when there is no body/Image',
    });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    ['another garage’s enquiry', enquiries.headingleyWaiting],
    ['another company’s enquiry', enquiries.limerickQuoted],
    ['an unknown enquiry', 999_999],
  ])('answers 404 for %s, changing nothing', async (_label, id) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await send(
      headers,
      messageForm({ EnquiryID: String(id), Text: 'Hello' }, { bytes: png }),
    );

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `No enquiry ${id}`,
    });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    ['text claiming to be a PNG', Buffer.from('definitely not a picture')],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')],
  ])('refuses %s with 415 naming the field, changing nothing', async (_label, bytes) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await send(
      headers,
      messageForm({ EnquiryID: String(enquiries.quoted), Text: 'See attached' }, { bytes }),
    );

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'body/Image must be a PNG, JPEG, GIF or WebP image',
    });
    expect(snapshot(app)).toBe(before);
  });

  it('refuses an image of 5 MB and a byte with 413 and the error body, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);
    const oversized = pngOfSize(maxImageBytes + 1);

    const response = await send(
      headers,
      messageForm({ EnquiryID: String(enquiries.quoted), Text: 'Big one' }, { bytes: oversized }),
    );

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'body/Image must be 5 MB or less',
    });
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    [
      'an EnquiryID that is no number',
      { EnquiryID: 'abc', Text: 'Hi' },
      'body/EnquiryID must be integer',
    ],
    ['an EnquiryID of 0', { EnquiryID: '0', Text: 'Hi' }, 'body/EnquiryID must be >= 1'],
    ['a missing EnquiryID', { Text: 'Hi' }, "body must have required property 'EnquiryID'"],
    [
      'a missing Text',
      { EnquiryID: String(enquiries.quoted) },
      "body must have required property 'Text'",
    ],
    [
      'Text over 2000 characters',
      { EnquiryID: String(enquiries.quoted), Text: 'x'.repeat(2001) },
      'body/Text must NOT have more than 2000 characters',
    ],
    [
      'an unknown field',
      { EnquiryID: String(enquiries.quoted), Text: 'Hi', Garage: 'false' },
      "body has unknown property 'Garage'",
    ],
  ])('rejects %s with 400 naming the field, changing nothing', async (_label, fields, message) => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await send(headers, messageForm(fields));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(snapshot(app)).toBe(before);
  });

  it('rejects a JSON body with 415, changing nothing', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await app.inject({
      method: 'POST',
      url: '/api/connectplus/garage/message',
      headers,
      payload: { EnquiryID: enquiries.quoted, Text: 'Hi' },
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Content-Type must be multipart/form-data' });
    expect(snapshot(app)).toBe(before);
  });
});

describe('without a token', () => {
  it.each([
    ['getEnquiryMessages', { method: 'GET', url: threadUrl(enquiries.quoted) }],
    [
      'sendMessage',
      {
        method: 'POST',
        url: '/api/connectplus/garage/message',
        body: messageForm({ EnquiryID: String(enquiries.quoted), Text: 'Hi' }),
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
