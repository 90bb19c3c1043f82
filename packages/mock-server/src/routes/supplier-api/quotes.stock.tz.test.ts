import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quoteHelpers } from '../../testing/quotes.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const { setStock } = quoteHelpers(() => app);

describe('getPartStock', () => {
  const stock = (headers: Record<string, string>, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/factor/stock',
      headers,
      payload: payload as Record<string, unknown>,
    });

  it('answers each requested part once, in request order, with its branches', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await stock(headers, {
      parts: ['BD-FO-2210', 'NO-SUCH-PART', 'BP-FO-1021', 'BD-FO-2210'],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          Part: 'BD-FO-2210',
          Branches: [
            { Branch: 'LEE', Stock: 0 },
            { Branch: 'BRD', Stock: 6 },
            { Branch: 'YRK', Stock: 1 },
          ],
        },
        { Part: 'NO-SUCH-PART', Branches: [] },
        {
          Part: 'BP-FO-1021',
          Branches: [
            { Branch: 'LEE', Stock: 4 },
            { Branch: 'BRD', Stock: 2 },
          ],
        },
      ],
    });
    expect(snapshot(app)).toBe(before);
  });

  it('answers the stock as it stands now', async () => {
    const { headers } = await signIn(app, 'dave');
    await setStock('BP-FO-1021', 'LEE', 0);

    const response = await stock(headers, { parts: ['BP-FO-1021'] });

    expect(response.json()).toEqual({
      data: [
        {
          Part: 'BP-FO-1021',
          Branches: [
            { Branch: 'BRD', Stock: 2 },
            { Branch: 'LEE', Stock: 0 },
          ],
        },
      ],
    });
  });

  it.each([
    ['an empty list', { parts: [] }, 'body/parts must NOT have fewer than 1 items'],
    ['no list', {}, "body must have required property 'parts'"],
    ['a part number that is no string', { parts: [42] }, 'body/parts/0 must be string'],
    ['a list that is a string', { parts: 'BP-FO-1021' }, 'body/parts must be array'],
    ['an empty part number', { parts: ['BP-FO-1021', ''] }, 'body/parts/1 must NOT have fewer'],
    [
      'more than 200 parts',
      { parts: Array.from({ length: 201 }, (_, i) => `P-${i}`) },
      'body/parts must NOT have more than 200 items',
    ],
    ['an unknown field', { parts: ['BP-FO-1021'], branch: 'LEE' }, "unknown property 'branch'"],
  ])('rejects %s with 400 naming the field', async (_label, payload, message) => {
    const { headers } = await signIn(app, 'dave');

    const response = await stock(headers, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('rejects a body that is not JSON with 415', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({
      method: 'POST',
      url: '/api/factor/stock',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'BP-FO-1021',
    });

    expect(response.statusCode).toBe(415);
  });
});
