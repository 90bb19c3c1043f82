// Requests Fastify itself refuses (a body it cannot read, a path its router cannot take) answer
// the contract's ErrorBody naming the part and the rule, and change nothing. Found by the
// fuzzer (src/fuzz/): Fastify's own words named neither, and the router's errors left in a
// body of their own.
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AtCapacityError,
  ConflictError,
  type DomainError,
  InvalidInputError,
  NotFoundError,
  NotPermittedError,
  TooManyError,
  UnsupportedTypeError,
} from '../../domain/errors.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';
import { errorsPlugin } from './errors.ts';

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

const enquiries = '/api/connectplus/enquiries';
const json = (payload: string, type = 'application/json'): InjectOptions => ({
  method: 'POST',
  url: enquiries,
  headers: { 'content-type': type },
  payload,
});

describe('a body Fastify cannot read', () => {
  const invalidJson =
    'body must be valid JSON (and have no __proto__ or constructor.prototype key)';
  it.each([
    {
      name: 'JSON that does not parse',
      request: json('{"StartDate":'),
      statusCode: 400,
      message: invalidJson,
    },
    {
      name: 'JSON with a __proto__ key',
      request: json('{"__proto__":{"x":1}}'),
      statusCode: 400,
      message: invalidJson,
    },
    {
      name: 'an empty JSON body',
      request: json(''),
      statusCode: 400,
      message: 'body must not be empty when Content-Type is application/json',
    },
    {
      name: 'a body over the limit',
      request: json(`"${'x'.repeat(1024 * 1024)}"`),
      statusCode: 413,
      message: 'body must be at most 1048576 bytes',
    },
    {
      name: 'a media type with no parser',
      request: json('<a/>', 'application/xml'),
      statusCode: 415,
      message: 'Content-Type must be application/json',
    },
    {
      name: 'a form body without a Content-Type',
      request: { method: 'POST', url: '/api/connectplus/garage/message', payload: 'EnquiryID=101' },
      statusCode: 415,
      message: 'Content-Type must be multipart/form-data',
    },
    {
      name: 'a body shorter than its Content-Length',
      request: {
        ...json('{}'),
        headers: { 'content-type': 'application/json', 'content-length': '9' },
      },
      statusCode: 400,
      message: 'Content-Length must be the size of body in bytes',
    },
  ] satisfies { name: string; request: InjectOptions; statusCode: number; message: string }[])(
    '$name answers $statusCode naming it',
    async ({ request, statusCode, message }) => {
      const before = snapshot(app);

      const response = await app.inject({
        ...request,
        headers: { ...headers, ...request.headers },
      });

      expect(response.statusCode).toBe(statusCode);
      expect(response.json()).toEqual({ statusCode, error: expect.any(String), message });
      expect(snapshot(app)).toBe(before);
    },
  );

  it('names the media type sent where a route has no contract', async () => {
    const bare = Fastify();
    await bare.register(errorsPlugin);
    bare.post('/thing', async () => ({}));

    const response = await bare.inject({
      method: 'POST',
      url: '/thing',
      headers: { 'content-type': 'application/xml' },
      payload: '<thing/>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: "Content-Type 'application/xml' is not accepted here",
    });
  });
});

describe('a path the router cannot take', () => {
  it.each([
    [
      'a parameter over 1000 characters',
      `/api/image/${'x'.repeat(3000)}`,
      414,
      'params: a path parameter must have at most 1000 characters',
    ],
    [
      'broken percent-encoding',
      '/api/image/%ZZ',
      400,
      "params: a path parameter must be valid percent-encoding ('%' and two hex digits)",
    ],
  ])('%s answers %i as an ErrorBody', async (_name, url, statusCode, message) => {
    const response = await app.inject({ url, headers });

    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toEqual({ statusCode, error: expect.any(String), message });
  });

  it('leaves a parameter the document limits to its own check, naming it', async () => {
    const response = await app.inject({ url: `/api/image/${'x'.repeat(1000)}`, headers });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'params/blobId must NOT have more than 200 characters',
    });
  });
});

// Everything below the HTTP layer throws domain errors, which name no status: each kind is
// answered with its own here, in the one place that decides it.
describe('a domain error', () => {
  it.each([
    {
      error: new InvalidInputError('body/StartDate must not be after body/EndDate'),
      statusCode: 400,
    },
    { error: new NotPermittedError('Customer account X is not the caller’s'), statusCode: 403 },
    { error: new NotFoundError('No enquiry 7'), statusCode: 404 },
    { error: new ConflictError('The default sandbox cannot be ended'), statusCode: 409 },
    { error: new UnsupportedTypeError('body/Image must be a PNG'), statusCode: 415 },
    { error: new TooManyError('Too many: try again in 30 seconds', 30), statusCode: 429 },
    { error: new AtCapacityError('Full: try again in 60 seconds', 60), statusCode: 503 },
  ] satisfies { error: DomainError; statusCode: number }[])(
    '$error.name answers $statusCode with its message',
    async ({ error, statusCode }) => {
      const bare = Fastify();
      await bare.register(errorsPlugin);
      bare.get('/thing', async () => {
        throw error;
      });

      const response = await bare.inject({ url: '/thing' });

      expect(response.statusCode).toBe(statusCode);
      expect(response.json()).toEqual({
        statusCode,
        error: expect.any(String),
        message: error.message,
      });
      expect(response.headers['retry-after']).toBe(error.retryAfterSeconds?.toString());
    },
  );
});
