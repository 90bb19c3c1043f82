import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type LoginNavigation } from './api-client.ts';
import { DeviceNotActivatedError, TokenFetchError } from './auth-token.ts';
import { toFormData } from './form-data.ts';
import { textFields } from '../testing/form-fields.ts';

const api = 'http://api.test';
const deviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
const tokenUrl = `${api}/api/authenticate/mobile/:deviceId`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Hands out token-1, token-2, ... and records each device id it was asked for. */
function issueTokens() {
  const askedFor: string[] = [];
  server.use(
    http.get(tokenUrl, ({ params }) => {
      askedFor.push(String(params.deviceId));
      return HttpResponse.json({ token: `token-${askedFor.length}` });
    }),
  );
  return askedFor;
}

/** Refuses the first token fetch with `status`, then hands out `token`; counts the fetches. */
function refuseFirstTokenFetch(status: number, token: string) {
  const fetches = { count: 0 };
  server.use(
    http.get(tokenUrl, () =>
      ++fetches.count === 1 ? new HttpResponse(null, { status }) : HttpResponse.json({ token }),
    ),
  );
  return fetches;
}

/** The user endpoint, answering 200 only to the tokens it accepts. */
function userEndpoint(accepts: (token: string | null) => boolean) {
  const seen: { token: string | null; authorization: string | null }[] = [];
  server.use(
    http.get(`${api}/api/user`, ({ request }) => {
      const token = request.headers.get('token');
      seen.push({ token, authorization: request.headers.get('authorization') });
      return accepts(token)
        ? HttpResponse.json(company)
        : HttpResponse.json(
            { statusCode: 401, error: 'Unauthorized', message: 'Token expired' },
            { status: 401 },
          );
    }),
  );
  return seen;
}

const company = {
  CompanyID: 7,
  CompanyName: 'Northern Motor Factors',
  CurrencyCode: 'GBP',
  CompanyBrandingBlobStorageID: 'logo-7',
  ConnectPlusColor: '#1d4ed8',
  UserID: 42,
};

let navigation: LoginNavigation & { onLogin: boolean };
beforeEach(() => {
  navigation = {
    onLogin: false,
    isOnLogin: () => navigation.onLogin,
    goToLogin: vi.fn(),
  };
});

function client() {
  return createApiClient({ baseUrl: api, getDeviceId: () => deviceId, navigation });
}

describe('device token', () => {
  it('is fetched for the device at the first request and reused after', async () => {
    const askedFor = issueTokens();
    userEndpoint(() => true);
    const apiClient = client();

    await Promise.all([apiClient.GET('/api/user'), apiClient.GET('/api/user')]);
    await apiClient.GET('/api/user');

    expect(askedFor).toEqual([deviceId]);
  });

  it('is sent both as the token header and as a Bearer authorization', async () => {
    issueTokens();
    const seen = userEndpoint(() => true);

    const { data } = await client().GET('/api/user');

    expect(data).toEqual(company);
    expect(seen).toEqual([{ token: 'token-1', authorization: 'Bearer token-1' }]);
  });
});

describe('a 401 answer', () => {
  it('refetches the token once and retries the request, which then succeeds', async () => {
    const askedFor = issueTokens();
    const seen = userEndpoint((token) => token === 'token-2');

    const { data, response } = await client().GET('/api/user');

    expect(response.status).toBe(200);
    expect(data).toEqual(company);
    expect(askedFor).toHaveLength(2);
    expect(seen.map((s) => s.token)).toEqual(['token-1', 'token-2']);
    expect(navigation.goToLogin).not.toHaveBeenCalled();
  });

  it('retries a JSON body intact', async () => {
    issueTokens();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${api}/api/connectplus/enquiries`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('token') === 'token-2'
          ? HttpResponse.json([])
          : new HttpResponse(null, { status: 401 });
      }),
    );
    const window = { StartDate: '2026-10-17', EndDate: '2026-11-23' };

    const { data } = await client().POST('/api/connectplus/enquiries', { body: window });

    expect(data).toEqual([]);
    expect(bodies).toEqual([window, window]);
  });

  it('twice in a row sends the user to /login once and returns the 401', async () => {
    const askedFor = issueTokens();
    userEndpoint(() => false);

    const { data, error, response } = await client().GET('/api/user');

    expect(response.status).toBe(401);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ message: 'Token expired' });
    expect(askedFor).toHaveLength(2);
    expect(navigation.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('on concurrent requests refetches the token only once', async () => {
    const askedFor = issueTokens();
    userEndpoint((token) => token === 'token-2');
    const apiClient = client();

    const results = await Promise.all([apiClient.GET('/api/user'), apiClient.GET('/api/user')]);

    expect(results.map((r) => r.response.status)).toEqual([200, 200]);
    expect(askedFor).toHaveLength(2);
  });
});

describe('token fetch failures', () => {
  it('406 (device not activated) goes to /login and rejects the request', async () => {
    server.use(http.get(tokenUrl, () => new HttpResponse(null, { status: 406 })));
    userEndpoint(() => true);

    await expect(client().GET('/api/user')).rejects.toBeInstanceOf(DeviceNotActivatedError);
    expect(navigation.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('406 while already on /login does not navigate again', async () => {
    server.use(http.get(tokenUrl, () => new HttpResponse(null, { status: 406 })));
    navigation.onLogin = true;

    await expect(client().GET('/api/user')).rejects.toBeInstanceOf(DeviceNotActivatedError);
    expect(navigation.goToLogin).not.toHaveBeenCalled();
  });

  it('any other failure is rethrown to the caller, without navigating', async () => {
    server.use(
      http.get(tokenUrl, () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Service Unavailable', message: 'Down for maintenance' },
          { status: 503 },
        ),
      ),
    );

    const failure = await client()
      .GET('/api/user')
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(TokenFetchError);
    expect(failure).toMatchObject({ status: 503, body: { message: 'Down for maintenance' } });
    expect(navigation.goToLogin).not.toHaveBeenCalled();
  });

  it('a 406 answers the calls after it on the way to /login, without asking again', async () => {
    let asked = 0;
    server.use(
      http.get(tokenUrl, () => {
        asked += 1;
        return new HttpResponse(null, { status: 406 });
      }),
    );
    userEndpoint(() => true);
    const apiClient = client();

    await expect(apiClient.GET('/api/user')).rejects.toBeInstanceOf(DeviceNotActivatedError);
    await expect(apiClient.GET('/api/user')).rejects.toBeInstanceOf(DeviceNotActivatedError);
    await expect(apiClient.GET('/api/user')).rejects.toBeInstanceOf(DeviceNotActivatedError);

    expect(asked).toBe(1);
    expect(navigation.goToLogin).toHaveBeenCalledTimes(3);
  });

  it('on /login a refused device is asked about again, as it may have been activated elsewhere', async () => {
    const fetches = refuseFirstTokenFetch(406, 'activated-elsewhere');
    const seen = userEndpoint(() => true);
    const apiClient = client();
    await expect(apiClient.GET('/api/user')).rejects.toBeInstanceOf(DeviceNotActivatedError);

    navigation.onLogin = true;
    const { response } = await apiClient.GET('/api/user');

    expect(response.status).toBe(200);
    expect(fetches.count).toBe(2);
    expect(seen.map((s) => s.token)).toEqual(['activated-elsewhere']);
  });

  it('another failure is not remembered: the next request fetches the token again', async () => {
    refuseFirstTokenFetch(503, 'second-try');
    const seen = userEndpoint(() => true);
    const apiClient = client();

    await expect(apiClient.GET('/api/user')).rejects.toBeInstanceOf(TokenFetchError);
    const { response } = await apiClient.GET('/api/user');

    expect(response.status).toBe(200);
    expect(seen.map((s) => s.token)).toEqual(['second-try']);
  });
});

describe('licence activation', () => {
  const activation = {
    DeviceID: deviceId,
    EntryCode: '20461379',
    DeviceDescription: 'Desktop' as const,
    OneSignalID: deviceId,
  };

  it('is sent without fetching a token first, as a device being activated has none', async () => {
    server.use(http.get(tokenUrl, () => new HttpResponse(null, { status: 406 })));
    let authorization: string | null = 'unset';
    server.use(
      http.post(`${api}/api/authenticate/mobile/activate`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ token: 'fresh' }, { status: 202 });
      }),
    );

    const { data, response } = await client().POST('/api/authenticate/mobile/activate', {
      body: activation,
    });

    expect(response.status).toBe(202);
    expect(data).toEqual({ token: 'fresh' });
    expect(authorization).toBeNull();
    expect(navigation.goToLogin).not.toHaveBeenCalled();
  });

  it.each([
    [202, ['token-2'], 2],
    [404, [], 1],
  ])(
    'answered %i after a 406, lets the token be asked for again only if accepted',
    async (status, tokensSent, tokenFetches) => {
      const fetches = refuseFirstTokenFetch(406, 'token-2');
      server.use(
        http.post(`${api}/api/authenticate/mobile/activate`, () =>
          status === 202
            ? HttpResponse.json({ token: 'fresh' }, { status })
            : HttpResponse.json({ message: 'Invalid license code' }, { status }),
        ),
      );
      const seen = userEndpoint(() => true);
      const apiClient = client();
      await expect(apiClient.GET('/api/user')).rejects.toBeInstanceOf(DeviceNotActivatedError);

      await apiClient.POST('/api/authenticate/mobile/activate', { body: activation });
      await apiClient.GET('/api/user').catch(() => undefined);

      expect(seen.map((s) => s.token)).toEqual(tokensSent);
      expect(fetches.count).toBe(tokenFetches);
    },
  );
});

describe('calls on other hosts', () => {
  it('go to the host given per call and carry the token there too', async () => {
    issueTokens();
    const mapping = 'http://mapping.test';
    let token: string | null = null;
    server.use(
      http.get(`${mapping}/api/getCompany/:companyId`, ({ request, params }) => {
        token = request.headers.get('token');
        return HttpResponse.json([{ CompanyDomain: `garage-${String(params.companyId)}.test` }]);
      }),
    );

    const { data } = await client().GET('/api/getCompany/{CompanyID}', {
      baseUrl: mapping,
      params: { path: { CompanyID: 7 } },
    });

    expect(data).toEqual([{ CompanyDomain: 'garage-7.test' }]);
    expect(token).toBe('token-1');
  });
});

describe('multipart calls', () => {
  it('send the enquiry fields and the image as form data, and survive a retry', async () => {
    issueTokens();
    const received: { fields: Record<string, string>; image: string }[] = [];
    server.use(
      http.post(`${api}/api/connectplus/enquiry`, async ({ request }) => {
        const form = await request.formData();
        const image = form.get('Image');
        received.push({
          fields: textFields(form),
          image: image instanceof Blob ? `${image.type}:${await image.text()}` : 'missing',
        });
        return request.headers.get('token') === 'token-2'
          ? HttpResponse.json({ EnquiryId: 1 })
          : new HttpResponse(null, { status: 401 });
      }),
    );
    const body = {
      Status: 'Waiting' as const,
      Notes: '[SAME DAY] Front pads please',
      Parts: 'Brake pads',
      Reg: 'YK19 ABC',
      Consumables: false,
      Image: new Blob(['png-bytes'], { type: 'image/png' }),
    };

    const { response } = await client().POST('/api/connectplus/enquiry', {
      body,
      bodySerializer: toFormData,
    });

    expect(response.status).toBe(200);
    const expected = {
      fields: {
        Status: 'Waiting',
        Notes: '[SAME DAY] Front pads please',
        Parts: 'Brake pads',
        Reg: 'YK19 ABC',
        Consumables: 'false',
      },
      image: 'image/png:png-bytes',
    };
    expect(received).toEqual([expected, expected]);
  });
});
