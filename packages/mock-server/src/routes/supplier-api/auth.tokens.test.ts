import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

/** A device no test activates. */
const deviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';

describe('getDeviceToken', () => {
  it('answers 406 for a device never activated', async () => {
    const response = await app.inject({ url: `/api/authenticate/mobile/${deviceId}` });

    expect(response.statusCode).toBe(406);
  });

  it('gives an activated device its current token', async () => {
    const { deviceId: activated, token } = await signIn(app);

    const response = await app.inject({ url: `/api/authenticate/mobile/${activated}` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token });
  });

  it('replaces a token past its lifetime with a new one that works', async () => {
    const { deviceId: activated, token } = await signIn(app);
    app.world.clock.advance(app.world.tokens.lifetimeMs + 1);

    const refreshed = (await app.inject({ url: `/api/authenticate/mobile/${activated}` })).json<{
      token: string;
    }>().token;
    const withNew = await app.inject({ url: '/api/user', headers: { token: refreshed } });

    expect(refreshed).not.toBe(token);
    expect(withNew.statusCode).toBe(200);
  });

  it('rejects a device id that is not a UUID with 400', async () => {
    const response = await app.inject({ url: '/api/authenticate/mobile/not-a-uuid' });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('params/deviceId');
  });
});

describe('tokens on other calls', () => {
  it('are accepted in the token header and as a Bearer token', async () => {
    const { token } = await signIn(app);

    const viaHeader = await app.inject({ url: '/api/user', headers: { token } });
    const viaBearer = await app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });

    expect(viaHeader.statusCode).toBe(200);
    expect(viaBearer.statusCode).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'forged' }],
    ['a malformed authorization', { authorization: 'Basic abc' }],
  ])('answer 401 with %s', async (_label, headers) => {
    const response = await app.inject({ url: '/api/user', headers });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('answer 401 once the token has expired', async () => {
    const { headers } = await signIn(app);
    app.world.clock.advance(app.world.tokens.lifetimeMs + 1);

    const response = await app.inject({ url: '/api/user', headers });

    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe('Token expired');
  });

  it('answer 401 after every token is expired at once', async () => {
    const { headers } = await signIn(app);

    await app.world.tokens.expireAll();

    expect((await app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
  });

  it('are checked before the body: no token and a bad body is a 401', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/connectplus/enquiries',
      payload: { StartDate: 'yesterday' },
    });

    expect(response.statusCode).toBe(401);
  });
});
