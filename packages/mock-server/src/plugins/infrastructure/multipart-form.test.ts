// A form body that cannot be read as the contract's form answers a 400 (or 413) naming `body`
// and what is wrong, never a 500, and changes nothing. Found by the fuzzer (src/fuzz/): a
// truncated form or one without a boundary answered 500 with busboy's own words.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';
import { png } from '../../testing/uploads.ts';

let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(async () => {
  await app.world.resetStore();
  ({ headers } = await signIn(app));
});
afterAll(() => app.close());

const boundary = 'test-boundary';
const field = (name: string, value: string, type = '') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type}\r\n${value}\r\n`;
const file = (name: string, bytes = png.toString('latin1')) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n`;
const end = `--${boundary}--\r\n`;
const message = field('EnquiryID', '101') + field('Text', 'Any news?');
const withBoundary = `multipart/form-data; boundary=${boundary}`;
const truncated = 'body is truncated multipart data: its closing boundary is missing';
const noBoundary =
  'body must be multipart/form-data with a boundary of 1 to 70 characters in Content-Type';

it.each([
  { name: 'a form cut short', payload: message, status: 400, expected: truncated },
  {
    name: 'a file cut short',
    payload: message + file('Image').slice(0, 150),
    status: 400,
    expected: truncated,
  },
  {
    name: 'a form of another boundary',
    payload: message + end,
    type: 'multipart/form-data; boundary=other',
    status: 400,
    expected: truncated,
  },
  {
    name: 'a form without a boundary',
    payload: message + end,
    type: 'multipart/form-data',
    status: 400,
    expected: noBoundary,
  },
  {
    name: 'an empty boundary',
    payload: message + end,
    type: 'multipart/form-data; boundary=',
    status: 400,
    expected: noBoundary,
  },
  {
    name: 'a boundary of 71 characters',
    payload: message + end,
    type: `multipart/form-data; boundary=${'b'.repeat(71)}`,
    status: 400,
    expected: noBoundary,
  },
  {
    name: 'two files',
    payload: message + file('Image') + file('Other') + end,
    status: 400,
    expected: 'body must have at most 1 file',
  },
  {
    name: 'more than 1000 parts',
    payload: message + field('x', 'y').repeat(1000) + end,
    status: 413,
    expected: 'body must have at most 1000 parts',
  },
  {
    name: 'a field named after an Object property',
    payload: field('constructor', 'x') + message + end,
    status: 400,
    expected: 'body must not name a field after an Object property',
  },
  {
    name: 'a JSON field that is not JSON',
    payload:
      field('Text', '{nope', 'Content-Type: application/json\r\n') +
      field('EnquiryID', '101') +
      end,
    status: 400,
    expected: 'body must be valid JSON in a field whose type is JSON',
  },
  {
    name: 'the image as a text field',
    payload: message + field('Image', 'not a file') + end,
    status: 400,
    expected: 'body/Image must be a file, not a text field',
  },
  {
    name: 'the text as a file',
    payload: field('EnquiryID', '101') + file('Text') + end,
    status: 400,
    expected: 'body/Text must be a text field, not a file',
  },
  {
    name: 'an unknown file field',
    payload: message + file('Photo') + end,
    status: 400,
    expected: "body has unknown file field 'Photo'",
  },
])(
  '$name answers $status naming body and changes nothing',
  async ({ payload, type, status, expected }) => {
    const before = snapshot(app);

    const response = await app.inject({
      method: 'POST',
      url: '/api/connectplus/garage/message',
      headers: { ...headers, 'content-type': type ?? withBoundary },
      payload: Buffer.from(payload, 'latin1'),
    });

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      statusCode: status,
      error: expect.any(String),
      message: expected,
    });
    expect(snapshot(app)).toBe(before);
  },
);

it('reads the same form whole, so each case above breaks only what it names', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/connectplus/garage/message',
    headers: { ...headers, 'content-type': withBoundary },
    payload: Buffer.from(message + file('Image') + end, 'latin1'),
  });

  expect(response.statusCode).toBe(200);
});
