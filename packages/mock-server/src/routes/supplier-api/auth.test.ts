import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failingLicenceCode, fixtures } from '../../store/data/fixtures.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const deviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
const activation = (EntryCode: string, overrides: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  url: '/api/authenticate/mobile/activate',
  payload: {
    DeviceID: deviceId,
    EntryCode,
    DeviceDescription: 'Desktop',
    OneSignalID: deviceId,
    ...overrides,
  },
});

describe('activateDevice', () => {
  it('answers 202 with a token for a known licence code and ties the device to its user', async () => {
    const response = await app.inject(activation(fixtures.licenceCodes.dave));

    expect(response.statusCode).toBe(202);
    const { token } = response.json<{ token: string }>();
    expect(token).not.toBe('');
    expect(app.world.db.devices.findFirst((q) => q.where({ DeviceId: deviceId }))).toMatchObject({
      UserID: fixtures.users.dave,
      Token: token,
    });
  });

  it('answers 404 for an unknown code, and changes nothing', async () => {
    const before = snapshot(app);

    const response = await app.inject(activation('12345678'));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Invalid license code',
    });
    expect(snapshot(app)).toBe(before);
  });

  it('answers 500 for the designated failing code', async () => {
    const response = await app.inject(activation(failingLicenceCode));

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ statusCode: 500 });
  });

  it.each([
    ['a 7-digit code', { EntryCode: '1234567' }, 'body/EntryCode must match pattern "^\\d{8}$"'],
    ['letters in the code', { EntryCode: '1234567a' }, 'body/EntryCode must match pattern'],
    ['another description', { DeviceDescription: 'Phone' }, 'body/DeviceDescription'],
    [
      'a device id that is no UUID',
      { DeviceID: 'abc', OneSignalID: 'abc' },
      'body/DeviceID must match format "uuid"',
    ],
    ['an unknown field', { Extra: 1 }, "body has unknown property 'Extra'"],
    [
      'OneSignalID not the device id',
      { OneSignalID: crypto.randomUUID() },
      'body/OneSignalID must equal body/DeviceID',
    ],
  ])(
    'rejects %s with 400 naming the field, and changes nothing',
    async (_label, overrides, message) => {
      const before = snapshot(app);

      const response = await app.inject(activation(fixtures.licenceCodes.dave, overrides));

      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect(snapshot(app)).toBe(before);
    },
  );

  it('rejects a missing field with 400 naming it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authenticate/mobile/activate',
      payload: { DeviceID: deviceId, DeviceDescription: 'Desktop', OneSignalID: deviceId },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      "body must have required property 'EntryCode'",
    );
  });

  it('rejects a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authenticate/mobile/activate',
      headers: { 'content-type': 'text/plain' },
      payload: 'EntryCode=20461379',
    });

    expect(response.statusCode).toBe(415);
  });
});

describe('activateDevice when codes are being guessed', () => {
  const minute = 60 * 1000;
  const wrongCodes = async (count: number, overrides: Record<string, unknown> = {}) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      statuses.push((await app.inject(activation(`9000000${i % 10}`, overrides))).statusCode);
    }
    return statuses;
  };

  it('answers 429 with Retry-After after 5 wrong codes from one device, even to the right code', async () => {
    expect(await wrongCodes(5)).toEqual([404, 404, 404, 404, 404]);
    const before = snapshot(app);

    const refused = await app.inject(activation(fixtures.licenceCodes.dave));

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many wrong licence codes from this device or network: try again in 900 seconds',
    });
    expect(snapshot(app)).toBe(before);
  });

  it('lets the device try again once its oldest wrong code has left the 15-minute window', async () => {
    await wrongCodes(1);
    app.world.clock.advance(10 * minute);
    await wrongCodes(4);

    const waiting = await app.inject(activation(fixtures.licenceCodes.dave));
    expect(waiting.headers['retry-after']).toBe(String(5 * 60));

    app.world.clock.advance(5 * minute);
    expect((await app.inject(activation(fixtures.licenceCodes.dave))).statusCode).toBe(202);
  });

  it('answers 429 after 10 wrong codes from one address across several devices', async () => {
    const device = () => {
      const id = crypto.randomUUID();
      return { DeviceID: id, OneSignalID: id };
    };
    for (let i = 0; i < 5; i += 1) expect(await wrongCodes(2, device())).toEqual([404, 404]);

    const another = device();
    const fresh = await app.inject(activation(fixtures.licenceCodes.dave, another));
    const elsewhere = await app.inject({
      ...activation(fixtures.licenceCodes.dave, another),
      remoteAddress: '192.0.2.7',
    });

    expect(fresh.statusCode).toBe(429);
    expect(elsewhere.statusCode).toBe(202);
  });

  it('counts only wrong codes: a right code clears its device, many right codes are never slowed', async () => {
    await wrongCodes(4);
    expect((await app.inject(activation(fixtures.licenceCodes.dave))).statusCode).toBe(202);
    expect(await wrongCodes(4)).toEqual([404, 404, 404, 404]);

    for (let i = 0; i < 30; i += 1) await signIn(app);
  });

  it('answers 429 without trying the supplier, so the failing code does not count either', async () => {
    await wrongCodes(5);

    expect((await app.inject(activation(failingLicenceCode))).statusCode).toBe(429);
  });
});

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

describe('addDevice', () => {
  it('registers the caller’s device with the company', async () => {
    const { deviceId: activated, headers } = await signIn(app);
    const registration = {
      DateTime: '2026-11-20T10:00:00.000Z',
      DeviceId: activated,
      UserId: fixtures.users.dave,
      OneSignalId: activated,
      CompanyId: fixtures.companies.pennine,
      Acct: fixtures.accounts.pennineLeeds,
    };

    const response = await app.inject({
      method: 'POST',
      url: '/api/garage/addDevice/',
      headers,
      payload: registration,
    });

    expect(response.statusCode).toBe(200);
    expect(app.world.db.deviceRegistrations.all()).toEqual([registration]);
  });

  it('refuses to register a device for another user with 403, changing nothing', async () => {
    const { deviceId: activated, headers } = await signIn(app);
    const before = snapshot(app);

    const response = await app.inject({
      method: 'POST',
      url: '/api/garage/addDevice/',
      headers,
      payload: {
        DateTime: '2026-11-20T10:00:00.000Z',
        DeviceId: activated,
        UserId: fixtures.users.tom,
        OneSignalId: activated,
        CompanyId: fixtures.companies.pennine,
        Acct: fixtures.accounts.pennineLeeds,
      },
    });

    expect(response.statusCode).toBe(403);
    expect(snapshot(app)).toBe(before);
  });
});
