// @vitest-environment jsdom
import { parseRuntimeConfig } from '@garage/hosting/runtime-config';
import { describe, expect, it } from 'vitest';
import { sessionHosts, startSessionCalls, type SessionPage } from './start-session-calls.ts';
import { fakeSupplier, settled } from './testing/fake-supplier.ts';

const portal = 'http://portal.test';
const deviceId = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
const api = 'https://api.supplier.example';

const page = (pathname: string, changes: Partial<SessionPage> = {}): SessionPage => ({
  basePath: '',
  baseUrl: `${portal}/`,
  pathname,
  deviceId,
  embeddedConfig: null,
  now: new Date(2026, 9, 25, 9, 30),
  ...changes,
});

/** A supplier that knows the device: every session call answers as it should. */
const answers = (changes: Record<string, () => Response | Promise<Response>> = {}) => ({
  'GET /config.json': () => Response.json({ apiHost: api }),
  [`GET /api/authenticate/mobile/${deviceId}`]: () => Response.json({ token: 't-1' }),
  'GET /api/connectplus/garageuser': () => Response.json({ GarageName: 'Kirkstall Road' }),
  'GET /api/user': () => Response.json({ CompanyID: 7 }),
  'GET /api/getCompany/7': () => Response.json([{ CompanyDomain: 'none' }]),
  'POST /api/connectplus/enquiries': () => Response.json([]),
  ...changes,
});

const calls = (started: { method: string; url: string }[]) =>
  started.map(({ method, url }) => `${method} ${url}`);

async function start(at: SessionPage, supplier = fakeSupplier(answers())) {
  return settled(startSessionCalls(at, supplier.fetch));
}

describe('the session’s calls started with the HTML', () => {
  it.each(['/', '/enquiries', '/enquiries/101', '/Enquiries/101/'])(
    'on the Enquiries screen (%s): config, token, user, company, the garage’s enquiries, lookup',
    async (pathname) => {
      const started = await start(page(pathname));

      expect(calls(started)).toEqual([
        `GET ${portal}/config.json`,
        `GET ${api}/api/authenticate/mobile/${deviceId}`,
        `GET ${api}/api/connectplus/garageuser`,
        `GET ${api}/api/user`,
        `POST ${api}/api/connectplus/enquiries`,
        `GET ${api}/api/getCompany/7`,
      ]);
      expect(started.map(({ token }) => token)).toEqual([null, null, 't-1', 't-1', 't-1', 't-1']);
      expect(started[4]?.body).toBe('{"StartDate":"2026-09-19","EndDate":"2026-10-26"}');
    },
  );

  it.each(['/news', '/news/3', '/tracking', '/returns', '/settings'])(
    'on another signed-in screen (%s): the session’s calls, not the enquiries',
    async (pathname) => {
      const started = await start(page(pathname));

      expect(calls(started)).toEqual([
        `GET ${portal}/config.json`,
        `GET ${api}/api/authenticate/mobile/${deviceId}`,
        `GET ${api}/api/connectplus/garageuser`,
        `GET ${api}/api/user`,
        `GET ${api}/api/getCompany/7`,
      ]);
    },
  );

  it.each(['/login', '/error', '/LOGIN', '/nothing-here', '/enquiries/101/messages'])(
    'starts nothing on %s, which is no signed-in screen',
    (pathname) => {
      const supplier = fakeSupplier(answers());

      expect(startSessionCalls(page(pathname), supplier.fetch)).toEqual([]);
      expect(supplier.sent).toEqual([]);
    },
  );

  it('starts nothing for a device with no id: the app sends it to /login', () => {
    const supplier = fakeSupplier(answers());

    expect(startSessionCalls(page('/', { deviceId: null }), supplier.fetch)).toEqual([]);
    expect(supplier.sent).toEqual([]);
  });

  it('reads the route under the base path, and the config from there', async () => {
    const sandbox = { basePath: '/s/Zq3', baseUrl: `${portal}/s/Zq3/` };
    // As the demo's sandbox config names it: the API under the same path.
    const config = () => Response.json({ apiHost: `${portal}/s/Zq3` });
    const supplier = fakeSupplier(answers({ 'GET /config.json': config }));

    const started = await start(page('/s/Zq3/news/3', sandbox), supplier);

    expect(calls(started).slice(0, 2)).toEqual([
      `GET ${portal}/s/Zq3/config.json`,
      `GET ${portal}/s/Zq3/api/authenticate/mobile/${deviceId}`,
    ]);
    expect(startSessionCalls(page('/s/Zq3/login', sandbox), supplier.fetch)).toEqual([]);
    expect(startSessionCalls(page('/news/3', sandbox), supplier.fetch)).toEqual([]);
  });

  it.each([
    ['is not there', () => new Response('Not Found', { status: 404 })],
    ['is not JSON', () => new Response('{ apiHost')],
    ['names a host that is no URL', () => Response.json({ apiHost: 'api.supplier.example' })],
    ['names a host that is no text', () => Response.json({ mappingHost: 7 })],
  ])('stops after config.json when the file %s: the app reports it', async (_, config) => {
    const started = await start(page('/'), fakeSupplier(answers({ 'GET /config.json': config })));

    expect(calls(started)).toEqual([`GET ${portal}/config.json`]);
  });

  it('starts at the token with the config the page carries, fetching no config.json', async () => {
    const supplier = fakeSupplier(answers());
    const embeddedConfig = JSON.stringify({ apiHost: api });

    const started = await start(page('/', { embeddedConfig }), supplier);

    expect(calls(started)).toEqual([
      `GET ${api}/api/authenticate/mobile/${deviceId}`,
      `GET ${api}/api/connectplus/garageuser`,
      `GET ${api}/api/user`,
      `POST ${api}/api/connectplus/enquiries`,
      `GET ${api}/api/getCompany/7`,
    ]);
    expect(supplier.sent.map(({ url }) => url)).not.toContain(`${portal}/config.json`);
  });

  it.each([
    ['is not JSON', '{ apiHost'],
    ['names a host that is no URL', '{"apiHost":"api.supplier.example"}'],
  ])('starts nothing when the config the page carries %s: the app reports it', (_, text) => {
    const supplier = fakeSupplier(answers());

    expect(startSessionCalls(page('/', { embeddedConfig: text }), supplier.fetch)).toEqual([]);
    expect(supplier.sent).toEqual([]);
  });

  it('stops after the token call when the device is not activated, leaving its 406 for the app', async () => {
    const notActivated = () => Response.json({ message: 'not activated' }, { status: 406 });
    const supplier = fakeSupplier(
      answers({ [`GET /api/authenticate/mobile/${deviceId}`]: notActivated }),
    );

    const started = await start(page('/'), supplier);

    expect(calls(started)).toEqual([
      `GET ${portal}/config.json`,
      `GET ${api}/api/authenticate/mobile/${deviceId}`,
    ]);
    expect((await started[1]?.response)?.status).toBe(406);
  });

  it('asks for no lookup when the company call is refused', async () => {
    const refused = () => Response.json({ message: 'Token expired' }, { status: 401 });
    const started = await start(page('/news'), fakeSupplier(answers({ 'GET /api/user': refused })));

    expect(calls(started)).not.toContain(`GET ${api}/api/getCompany/7`);
    expect((await started[3]?.response)?.status).toBe(401);
  });

  it('keeps a network failure as its rejected answer, and starts nothing after it', async () => {
    const failed = () => Promise.reject(new TypeError('Failed to fetch'));
    const started = await start(
      page('/'),
      fakeSupplier(answers({ [`GET /api/authenticate/mobile/${deviceId}`]: failed })),
    );

    expect(calls(started)).toHaveLength(2);
    await expect(started[1]?.response).rejects.toThrow('Failed to fetch');
  });

  it('hands each answer on only once the calls that follow from it have been started', async () => {
    const started = startSessionCalls(page('/'), fakeSupplier(answers()).fetch);

    await started[0]?.response;
    expect(started).toHaveLength(2);
    await started[1]?.response;
    expect(started).toHaveLength(5);
    await started[3]?.response;
    expect(started).toHaveLength(6);
  });

  it('marks the user call as the one the company lookup follows, on the lookup’s host', async () => {
    const mapping = 'https://mapping.example';
    const config = () => Response.json({ apiHost: api, mappingHost: mapping });
    const started = await start(page('/'), fakeSupplier(answers({ 'GET /config.json': config })));

    expect(started.map(({ leadsTo }) => leadsTo)).toEqual([
      undefined,
      undefined,
      undefined,
      [`${mapping}/api/getCompany/`],
      undefined,
      undefined,
    ]);
  });

  it('leaves every answer’s body unread, for the app', async () => {
    const started = await start(page('/'));

    const bodies: unknown[] = await Promise.all(
      started.map(async (call) => (await call.response).json() as Promise<unknown>),
    );
    expect(bodies[1]).toEqual({ token: 't-1' });
    expect(bodies[3]).toEqual({ CompanyID: 7 });
  });
});

describe('the hosts the session’s calls go to', () => {
  it.each([
    {},
    { apiHost: '' },
    { apiHost: 'https://api.supplier.example/' },
    { apiHost: 'https://api.supplier.example/v2', mappingHost: 'https://mapping.example/' },
    { apiHost: 'https://api.supplier.example', mappingHost: '' },
    { mappingHost: 'https://mapping.example' },
    { apiHost: 'http://127.0.0.1:8080/s/Zq3', supportPhone: '0113 496 0000' },
  ])('are the portal’s for %j: the API host, and the lookup’s as the client sends it', (raw) => {
    const parsed = parseRuntimeConfig(raw);
    if (!parsed.ok) throw new Error(parsed.problems.join());
    const { apiHost, mappingHost } = parsed.config;

    expect(sessionHosts(raw)).toEqual({ api: apiHost, lookup: mappingHost || apiHost });
  });

  it.each([null, 'config', 7, { apiHost: 'ftp://api.example' }, { mappingHost: ['x'] }])(
    'are none for %j, which the portal refuses',
    (raw) => {
      expect(parseRuntimeConfig(raw).ok).toBe(false);
      expect(sessionHosts(raw)).toBeNull();
    },
  );
});
