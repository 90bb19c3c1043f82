// Authentication: the device token the client fetches before its first call (and again once
// after a 401), licence activation, and the device registration with the company's own host.
import {
  activateDevice,
  addDevice,
  ApiError,
  DeviceNotActivatedError,
  getCompanyInfo,
} from '@garage/web/supplier-calls';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createPact,
  deviceId,
  expectTokenFetch,
  isoDateTime,
  portalClient,
} from '../src/pact.ts';

const { like, regex, integer, uuid, boolean } = MatchersV3;
const pact = createPact();

/** The supplier's error body (statusCode, error, message), with the message as a sample. */
const errorBody = (statusCode: number, error: string, message: string) => ({
  statusCode: integer(statusCode),
  error: like(error),
  message: like(message),
});

/** What the portal posts to activate this device with a licence code. */
const activationRequest = (code: string) => ({
  DeviceID: uuid(deviceId),
  EntryCode: regex(/^\d{8}$/, code),
  DeviceDescription: 'Desktop',
  OneSignalID: uuid(deviceId),
});

describe('getDeviceToken', () => {
  // Its 200 answer is expectTokenFetch, added by every test of an authenticated call.
  it('answers 406 for a device not activated: the portal goes to login', async () => {
    await pact
      .addInteraction()
      .given('device 6f1c2b9e is not activated')
      .uponReceiving('a token request for a device that is not activated')
      .withRequest('GET', `/api/authenticate/mobile/${deviceId}`)
      .willRespondWith(406, (response) =>
        response.jsonBody(errorBody(406, 'Not Acceptable', 'This device has not been activated')),
      )
      .executeTest(async (server) => {
        const { client, navigation } = portalClient(server.url);
        // The call the token was fetched for is never made: it rejects, and login is shown.
        await expect(getCompanyInfo(client)).rejects.toBeInstanceOf(DeviceNotActivatedError);
        expect(navigation.toLogin).toBe(1);
      });
  });
});

describe('a token the supplier rejects', () => {
  it('is refetched once and the call retried; a second 401 goes to login', async () => {
    // Matched twice: before the first call and after its 401.
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('the supplier rejects the token device 6f1c2b9e sends')
      .uponReceiving('a request for the company with a token the supplier rejects')
      .withRequest('GET', '/api/user', (request) => request.headers(authHeaders))
      .willRespondWith(401, (response) =>
        response.jsonBody(errorBody(401, 'Unauthorized', 'Unknown token')),
      )
      .executeTest(async (server) => {
        const { client, navigation } = portalClient(server.url);
        const failure = await getCompanyInfo(client).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(401);
        expect(navigation.toLogin).toBe(1);
      });
  });
});

describe('activateDevice', () => {
  it('activates the device with a valid licence code (202 with a token)', async () => {
    await pact
      .addInteraction()
      .given('licence code 20461379 belongs to dave of garage 1')
      .uponReceiving('an activation with a valid licence code')
      .withRequest('POST', '/api/authenticate/mobile/activate', (request) =>
        request.jsonBody(activationRequest('20461379')),
      )
      .willRespondWith(202, (response) => response.jsonBody({ token: like('a-fresh-token') }))
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        expect(await activateDevice(client, deviceId, '20461379')).toEqual({ kind: 'activated' });
      });
  });

  it('answers 404 for a code no licence has: Invalid license code', async () => {
    await pact
      .addInteraction()
      .given('no licence has code 99999999')
      .uponReceiving('an activation with an unknown licence code')
      .withRequest('POST', '/api/authenticate/mobile/activate', (request) =>
        request.jsonBody(activationRequest('99999999')),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(errorBody(404, 'Not Found', 'Invalid license code')),
      )
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        expect(await activateDevice(client, deviceId, '99999999')).toEqual({
          kind: 'invalid-code',
        });
      });
  });

  it('answers 429 with Retry-After after too many wrong codes, even to a valid one', async () => {
    await pact
      .addInteraction()
      .given('device 6f1c2b9e has sent 5 wrong licence codes in the last minute')
      .uponReceiving('an activation from a device that has sent too many wrong codes')
      .withRequest('POST', '/api/authenticate/mobile/activate', (request) =>
        request.jsonBody(activationRequest('20461379')),
      )
      .willRespondWith(429, (response) =>
        response
          .headers({ 'Retry-After': regex(/^[1-9]\d*$/, '900') })
          .jsonBody(
            errorBody(429, 'Too Many Requests', 'Too many wrong licence codes: try again later'),
          ),
      )
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        expect(await activateDevice(client, deviceId, '20461379')).toEqual({
          kind: 'throttled',
          waitSeconds: 900,
        });
      });
  });

  it('answers 500 when the supplier fails to activate', async () => {
    await pact
      .addInteraction()
      .given('activation with licence code 50000500 fails')
      .uponReceiving('an activation the supplier fails')
      .withRequest('POST', '/api/authenticate/mobile/activate', (request) =>
        request.jsonBody(activationRequest('50000500')),
      )
      .willRespondWith(500, (response) =>
        response.jsonBody(
          errorBody(500, 'Internal Server Error', 'The licence service failed to activate'),
        ),
      )
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        expect(await activateDevice(client, deviceId, '50000500')).toEqual({ kind: 'failed' });
      });
  });
});

describe('addDevice', () => {
  it('registers the activated device with the company’s own API host', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('dave of garage 1 has customer account PMF1001 with company 1')
      .uponReceiving('a registration of the activated device')
      .withRequest('POST', '/api/garage/addDevice/', (request) =>
        request.headers(authHeaders).jsonBody({
          DateTime: isoDateTime('2025-03-01T10:15:00.000Z'),
          DeviceId: uuid(deviceId),
          UserId: integer(11),
          OneSignalId: uuid(deviceId),
          CompanyId: integer(1),
          Acct: like('PMF1001'),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true) }))
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        // The company host is the lookup's CompanyDomain: here the pact mock server.
        await expect(
          addDevice(client, server.url, {
            DateTime: new Date().toISOString(),
            DeviceId: deviceId,
            UserId: 11,
            OneSignalId: deviceId,
            CompanyId: 1,
            Acct: 'PMF1001',
          }),
        ).resolves.toBeUndefined();
      });
  });
});
