import type { Sandbox } from '@garage/api-types/demo-api';
import type { FastifyInstance, InjectOptions } from 'fastify';
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
