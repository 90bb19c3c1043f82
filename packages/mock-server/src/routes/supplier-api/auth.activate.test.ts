import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failingLicenceCode, fixtures } from '../../records/data/fixtures.ts';
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
