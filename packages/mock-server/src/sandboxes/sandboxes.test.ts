import type { Sandbox } from '@garage/api-types/demo-api';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtures } from '../store/data/fixtures.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { SandboxesOptions } from '../app.ts';

let app: FastifyInstance;
let realNow = Date.parse('2026-11-24T09:00:00Z');

async function hosted(options: SandboxesOptions = {}) {
  app = await buildTestApp({ demoApi: true, sandboxes: { now: () => realNow, ...options } });
  return app;
}
afterEach(async () => {
  await app.close();
  realNow = Date.parse('2026-11-24T09:00:00Z');
});

async function create(body: object = {}): Promise<Sandbox> {
  const response = await app.inject({ method: 'POST', url: '/__demo/sandboxes', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Sandbox>();
}

/** A request inside a sandbox: `prefix` '' is the default one. */
const inside = (prefix: string, options: InjectOptions & { url: string }) =>
  app.inject({ ...options, url: `${prefix}${options.url}` });

const prefixOf = (sandbox: Sandbox) => `/s/${sandbox.id ?? ''}`;

async function activate(prefix: string, code: string, deviceId = crypto.randomUUID()) {
  return inside(prefix, {
    method: 'POST',
    url: '/api/authenticate/mobile/activate',
    payload: {
      DeviceID: deviceId,
      EntryCode: code,
      DeviceDescription: 'Desktop',
      OneSignalID: deviceId,
    },
  });
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

const raiseEnquiry = (prefix: string, token: string, Reg: string) =>
  inside(prefix, {
    method: 'POST',
    url: '/api/connectplus/enquiry',
    headers: { token },
    body: form({
      Status: 'Waiting',
      Notes: 'Pads\n\n(Ford, Focus)',
      Parts: 'Front pads',
      Reg,
      Consumables: 'false',
    }),
  });

const sendMessage = (prefix: string, token: string, EnquiryID: number, Text: string) =>
  inside(prefix, {
    method: 'POST',
    url: '/api/connectplus/garage/message',
    headers: { token },
    body: form({ EnquiryID: String(EnquiryID), Text }),
  });

describe('two sandboxes', () => {
  it('keep apart everything one visitor does: enquiries, messages, clock, faults and wrong codes', async () => {
    await hosted();
    const a = prefixOf(await create({ label: 'Smith Motors' }));
    const b = prefixOf(await create());

    // Setting the clock seeds the store around it, so it comes first.
    await inside(a, {
      method: 'POST',
      url: '/__demo/clock/set',
      payload: { at: '2026-12-01T14:00:00Z' },
    });
    const signedIn = await activate(a, fixtures.licenceCodes.dave);
    expect(signedIn.statusCode).toBe(202);
    const { token } = signedIn.json<{ token: string }>();
    const raised = await raiseEnquiry(a, token, 'AB12 CDE');
    expect(raised.statusCode, raised.body).toBe(200);
    const { EnquiryId } = raised.json<{ EnquiryId: number }>();
    expect((await sendMessage(a, token, EnquiryId, 'Only in sandbox A')).statusCode).toBe(200);
    await inside(a, {
      method: 'POST',
      url: '/__demo/faults',
      payload: { pathPattern: '/api/news/**', status: 503 },
    });
    // Ten wrong codes from ten devices on one address lock that address out, in A only.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await activate(a, '12345678')).statusCode).toBe(404);
    }
    expect((await activate(a, fixtures.licenceCodes.dave)).statusCode).toBe(429);

    const clockB = await inside(b, { method: 'GET', url: '/__demo/clock' });
    expect(clockB.json<{ now: string }>().now).not.toBe('2026-12-01T14:00:00.000Z');
    expect((await inside(b, { method: 'GET', url: '/__demo/faults' })).json()).toEqual([]);
    const inB = await activate(b, fixtures.licenceCodes.dave);
    expect(inB.statusCode).toBe(202);
    const enquiriesA = await inside(a, { method: 'GET', url: '/__demo/enquiries' });
    const enquiriesB = await inside(b, { method: 'GET', url: '/__demo/enquiries' });
    expect(enquiriesA.json<unknown[]>().length).toBe(enquiriesB.json<unknown[]>().length + 1);
    expect(JSON.stringify(enquiriesB.json())).not.toContain('AB12 CDE');
    const messagesB = await inside(b, { method: 'GET', url: `/__demo/enquiries/${EnquiryId}` });
    expect(messagesB.body).not.toContain('Only in sandbox A');
    // The default world saw none of it either.
    expect((await inside('', { method: 'GET', url: '/__demo/faults' })).json()).toEqual([]);
    expect(
      (await inside('', { method: 'GET', url: '/__demo/enquiries' })).json<unknown[]>(),
    ).toHaveLength(enquiriesB.json<unknown[]>().length);
  });
});

describe('a token', () => {
  it('works only in the sandbox that issued it', async () => {
    await hosted();
    const a = prefixOf(await create());
    const b = prefixOf(await create());
    const { token } = (await activate(a, fixtures.licenceCodes.dave)).json<{ token: string }>();
    const garage = (prefix: string) =>
      inside(prefix, { method: 'GET', url: '/api/connectplus/garageuser', headers: { token } });

    expect((await garage(a)).statusCode).toBe(200);
    for (const elsewhere of [b, '']) {
      const refused = await garage(elsewhere);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        message: 'The token belongs to another demo sandbox',
      });
    }
  });
});

describe('an id that names no live sandbox', () => {
  const ended = {
    statusCode: 404,
    message: 'This demo has ended or never existed: start a new one at /start',
  };

  it('is a 404 saying the demo ended, as JSON to the API and as a page to a browser', async () => {
    await hosted();
    const { id } = await create();
    const forged = `${(id ?? '').slice(0, -2)}${(id ?? '').endsWith('AA') ? 'BB' : 'AA'}`;
    for (const unknown of [forged, 'not-an-id', 'A'.repeat(40), 'a%2Fb', 'a\\b']) {
      const api = await app.inject({ method: 'GET', url: `/s/${unknown}/__demo/sandbox` });
      expect(api.statusCode, unknown).toBe(404);
      expect(api.json(), unknown).toMatchObject(ended);
    }
    const page = await app.inject({
      method: 'GET',
      url: `/s/${forged}/enquiries`,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>This demo has ended</h1>');
    expect(page.body).toContain('<a class="button" href="/start">Start a new demo</a>');
  });

  it('never falls back to the default world or another sandbox', async () => {
    await hosted();
    const forged = 'x'.repeat(60);
    const response = await app.inject({
      method: 'POST',
      url: `/s/${forged}/__demo/faults`,
      payload: { pathPattern: '/api/**', status: 500 },
    });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__demo/faults' })).json()).toEqual([]);
  });

  it('is refused when a path steps out of its prefix', async () => {
    await hosted();
    const prefix = prefixOf(await create());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Sent as they are: a browser or app.inject would resolve the dots before sending.
    const rawStatus = (path: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    for (const path of [
      `${prefix}/../__demo/faults`,
      `${prefix}/api/%2e%2e/__demo/faults`,
      `${prefix}/./__demo/faults`,
      `${prefix}/__demo%2Ffaults`,
      `${prefix}/__demo%5cfaults`,
    ]) {
      expect(await rawStatus(path), path).toBe(404);
    }
    expect(await rawStatus(`${prefix}/__demo/faults`)).toBe(200);
  });
});

describe('the lifecycle', () => {
  it('starts with no body at all, from the defaults', async () => {
    await hosted();
    const response = await app.inject({ method: 'POST', url: '/__demo/sandboxes' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ label: null, seed: 1, clockStart: null });
  });

  it('answers a new sandbox with its URLs and licence codes, and lists it once used', async () => {
    await hosted();
    const sandbox = await create({
      label: 'Smith Motors',
      seed: 7,
      clockStart: '2026-12-01T09:00:00Z',
    });

    expect(sandbox.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(sandbox.portalUrl).toBe(`http://localhost:80/s/${sandbox.id ?? ''}/`);
    expect(sandbox.consoleUrl).toBe(`http://localhost:80/s/${sandbox.id ?? ''}/console/`);
    expect(sandbox.licences.map((licence) => licence.LicenceCode)).toContain(
      fixtures.licenceCodes.dave,
    );
    expect(sandbox).toMatchObject({
      label: 'Smith Motors',
      seed: 7,
      clockStart: '2026-12-01T09:00:00.000Z',
    });
    // Built on first use, where a balancer sends it.
    expect((await app.inject({ method: 'GET', url: '/__demo/sandboxes' })).json()).toEqual([]);

    const clock = await inside(prefixOf(sandbox), { method: 'GET', url: '/__demo/clock' });
    // Its clock runs from where it started.
    expect(clock.json<{ now: string }>().now).toMatch(/^2026-12-01T09:00:0\d/);
    const listed = (await app.inject({ method: 'GET', url: '/__demo/sandboxes' })).json<
      unknown[]
    >();
    expect(listed).toEqual([
      expect.objectContaining({
        id: sandbox.id,
        label: 'Smith Motors',
        expiresAt: '2026-11-24T11:00:00.000Z',
      }),
    ]);
  });

  it('lists the sandboxes only outside them: no visitor sees another’s id', async () => {
    await hosted();
    const prefix = prefixOf(await create());
    const listed = await app.inject({ method: 'GET', url: `${prefix}/__demo/sandboxes` });
    expect(listed.statusCode).toBe(404);
    expect(listed.json()).toMatchObject({
      message: 'The sandboxes are listed only at /__demo/sandboxes',
    });
  });

  it('ends a sandbox nobody used for two hours, and keeps one in use', async () => {
    await hosted();
    const idle = prefixOf(await create());
    const busy = prefixOf(await create());
    const use = (prefix: string) => inside(prefix, { method: 'GET', url: '/__demo/sandbox' });
    await use(idle);
    for (let minutes = 0; minutes < 150; minutes += 30) {
      realNow += 30 * 60_000;
      expect((await use(busy)).statusCode).toBe(200);
    }
    expect((await use(idle)).statusCode).toBe(404);
    expect((await use(busy)).statusCode).toBe(200);
  });

  it('ends an id nobody opened within the idle time', async () => {
    await hosted();
    const unopened = prefixOf(await create());
    realNow += 2 * 60 * 60_000 + 1000;
    expect((await inside(unopened, { method: 'GET', url: '/__demo/sandbox' })).statusCode).toBe(
      404,
    );
  });

  it('resets a whole sandbox: store, clock and fault rules, at the same address', async () => {
    await hosted();
    const sandbox = await create({ clockStart: '2026-12-01T09:00:00Z' });
    const prefix = prefixOf(sandbox);
    await activate(prefix, fixtures.licenceCodes.dave);
    await inside(prefix, {
      method: 'POST',
      url: '/__demo/clock/advance',
      payload: { ms: 3_600_000 },
    });
    await inside(prefix, {
      method: 'POST',
      url: '/__demo/faults',
      payload: { pathPattern: '/api/**', latencyMs: 10 },
    });

    const reset = await inside(prefix, { method: 'POST', url: '/__demo/sandbox/reset' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: sandbox.id });
    expect((await inside(prefix, { method: 'GET', url: '/__demo/clock' })).json()).toMatchObject({
      now: expect.stringMatching(/^2026-12-01T09:00:0/) as unknown,
    });
    expect((await inside(prefix, { method: 'GET', url: '/__demo/faults' })).json()).toEqual([]);
  });

  it('ends a sandbox on delete, but never the default one', async () => {
    await hosted();
    const prefix = prefixOf(await create());
    expect(
      (await inside(prefix, { method: 'POST', url: '/__demo/sandbox/delete' })).statusCode,
    ).toBe(200);
    expect((await inside(prefix, { method: 'GET', url: '/__demo/sandbox' })).statusCode).toBe(404);
    const defaultWorld = await app.inject({ method: 'POST', url: '/__demo/sandbox/delete' });
    expect(defaultWorld.statusCode).toBe(409);
  });

  it('pushes out the least recently used idle sandbox when full, and answers 503 when none is idle', async () => {
    await hosted({ max: 2, inUseWithinMs: 10 * 60_000 });
    const first = prefixOf(await create());
    const second = prefixOf(await create());
    const use = (prefix: string) => inside(prefix, { method: 'GET', url: '/__demo/sandbox' });
    await use(first);
    await use(second);

    const full = await app.inject({ method: 'POST', url: '/__demo/sandboxes', payload: {} });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('600');

    realNow += 5 * 60_000;
    await use(second);
    realNow += 6 * 60_000;
    const third = prefixOf(await create());
    expect((await use(third)).statusCode).toBe(200);
    expect((await use(first)).statusCode).toBe(404);
    expect((await use(second)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field and starts nothing', async () => {
    await hosted({ creations: { max: 3, windowMs: 60_000 } });
    const cases: [object, string][] = [
      [{ seed: 0 }, 'body/seed'],
      [{ seed: 'one' }, 'body/seed'],
      [{ clockStart: 'tomorrow' }, 'body/clockStart'],
      [{ clockStart: '1999-12-31T23:00:00Z' }, 'body/clockStart'],
      [{ label: '' }, 'body/label'],
      [{ label: 'x'.repeat(61) }, 'body/label'],
      [{ label: 'Smith\u0007' }, 'body/label'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/__demo/sandboxes',
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(body)).toContain(field);
    }
    // None of them used up the address's allowance.
    for (let created = 0; created < 3; created += 1) await create();
  });

  it('limits creations from one address with 429 and Retry-After', async () => {
    await hosted({ creations: { max: 2, windowMs: 60_000 } });
    await create();
    await create();
    const refused = await app.inject({ method: 'POST', url: '/__demo/sandboxes', payload: {} });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many demos started from this address/,
    );
  });
});

describe('without sandboxes', () => {
  it('has no /s/ paths and no sandboxes to start', async () => {
    app = await buildTestApp({ demoApi: true });
    expect((await app.inject({ method: 'POST', url: '/__demo/sandboxes' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/s/abc/__demo/sandbox' })).statusCode).toBe(
      404,
    );
    const own = await app.inject({ method: 'GET', url: '/__demo/sandbox' });
    expect(own.json()).toMatchObject({ id: null, expiresAt: null });
  });
});

describe('behind the hosted demo’s balancer', () => {
  it('names the process that answered, on every answer, when it has a name', async () => {
    app = await buildTestApp({
      demoApi: true,
      sandboxes: { now: () => realNow },
      processName: 'mock-2',
    });
    const sandbox = await create();
    const answers = [
      await inside(prefixOf(sandbox), { method: 'GET', url: '/__demo/clock' }),
      await inside('', { method: 'GET', url: '/__demo/faults' }),
      // An ended or made-up sandbox, and a path nobody serves.
      await inside('/s/AAAAAAAAAAAAAAAAAAAAAAAA', { method: 'GET', url: '/__demo/clock' }),
      await inside('', { method: 'GET', url: '/no-such-path' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 404]);
    for (const answer of answers) expect(answer.headers['x-mock-process']).toBe('mock-2');
  });

  it('sends no such header from a process without a name', async () => {
    await hosted();
    const answer = await inside(prefixOf(await create()), { method: 'GET', url: '/__demo/clock' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).not.toHaveProperty('x-mock-process');
  });
});
