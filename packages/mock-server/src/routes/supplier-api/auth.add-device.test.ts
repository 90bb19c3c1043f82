import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

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
