import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { messageForm, messageHelpers } from '../../testing/messages.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';
import { maxImageBytes, png, pngOfSize } from '../../testing/uploads.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { enquiries } = fixtures;
const { send } = messageHelpers(() => app);

describe('sendMessage', () => {
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
