import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, signIn } from '../../testing/test-app.ts';
import { driftNames, drifts, type DriftName } from './drift-table.ts';

// Each test asks the same of the mock as it is and of one started with drifts (both seeded
// alike, clocks frozen alike), and compares the two answers.
let plain: FastifyInstance;
const driftedApps = new Map<string, FastifyInstance>();
beforeAll(async () => {
  plain = await buildTestApp();
});
beforeEach(() =>
  Promise.all([plain, ...driftedApps.values()].map((app) => app.world.resetStore())),
);
afterAll(() => Promise.all([plain, ...driftedApps.values()].map((app) => app.close())));

async function driftedApp(names: DriftName[]) {
  const key = names.join(',');
  const existing = driftedApps.get(key);
  if (existing) return existing;
  const app = await buildTestApp({ drifts: names });
  driftedApps.set(key, app);
  return app;
}

type Ask = (
  app: FastifyInstance,
  headers: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** The same request, signed in as Dave, to the plain mock and to one with the drifts. */
async function askBoth(names: DriftName[], ask: Ask) {
  const drifted = await driftedApp(names);
  const before = await ask(plain, (await signIn(plain)).headers);
  const after = await ask(drifted, (await signIn(drifted)).headers);
  expect(before.statusCode).toBe(200);
  return { before, after };
}

const listEnquiries: Ask = (app, headers) =>
  app.inject({
    method: 'POST',
    url: '/api/connectplus/enquiries',
    headers,
    payload: { StartDate: '2026-10-15', EndDate: '2026-11-21' },
  });
const quoteLines: Ask = (app, headers) =>
  app.inject({ url: `/api/connectplus/response/${fixtures.enquiries.quoted}`, headers });
const messages: Ask = (app, headers) =>
  app.inject({
    url: `/api/connectplus/garage/messages/${fixtures.enquiries.quoted}/true`,
    headers,
  });

function enquiryForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = {
    Status: 'Waiting',
    Notes: '',
    Parts: 'Wiper blades',
    Reg: 'YK19 HBN',
    ...fields,
  };
  for (const [name, value] of Object.entries({ ...values, Consumables: 'false' })) {
    form.set(name, value);
  }
  return form;
}

type Fields = Record<string, unknown>;

describe('without drifts', () => {
  it('the mock answers as the document says', async () => {
    const { headers } = await signIn(plain);

    const lines = (await quoteLines(plain, headers)).json<Fields[]>();
    const list = (await listEnquiries(plain, headers)).json<Fields[]>();

    expect(lines.map((line) => line.UnitPrice)).toEqual(['38.50', '27.95', '6.20']);
    expect(list[0]).toMatchObject({ GarageUnread: 0, Status: 'Ordered' });
  });
});

describe('renamed-field', () => {
  it('renames GarageUnread to GarageUnreadCount on every enquiry of My Enquiries', async () => {
    const { before, after } = await askBoth(['renamed-field'], listEnquiries);

    const expected = before.json<Fields[]>().map(({ GarageUnread, ...enquiry }) => ({
      ...enquiry,
      GarageUnreadCount: GarageUnread,
    }));
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(expected);
    expect(after.body).not.toContain('"GarageUnread"');
    // In the place it had, as a supplier's renamed property would be.
    expect(Object.keys(after.json<Fields[]>()[0] ?? {})).toEqual(
      Object.keys(before.json<Fields[]>()[0] ?? {}).map((key) =>
        key === 'GarageUnread' ? 'GarageUnreadCount' : key,
      ),
    );
  });
});

describe('price-as-number', () => {
  it('sends every quote line’s UnitPrice as a number', async () => {
    const { before, after } = await askBoth(['price-as-number'], quoteLines);

    const lines = after.json<Fields[]>();
    expect(after.statusCode).toBe(200);
    expect(lines.map((line) => line.UnitPrice)).toEqual([38.5, 27.95, 6.2]);
    expect(after.body).toContain('"UnitPrice":38.5,');
    expect(lines.map(({ UnitPrice: _, ...line }) => line)).toEqual(
      before.json<Fields[]>().map(({ UnitPrice: _, ...line }) => line),
    );
  });
});

describe('new-status', () => {
  it('gives the first enquiry of My Enquiries the status On Hold, and only that one', async () => {
    const { before, after } = await askBoth(['new-status'], listEnquiries);

    const [first, ...rest] = after.json<Fields[]>();
    const [firstBefore, ...restBefore] = before.json<Fields[]>();
    expect(after.statusCode).toBe(200);
    expect(first).toEqual({ ...firstBefore, Status: 'On Hold' });
    expect(rest).toEqual(restBefore);
  });
});

describe('missing-required', () => {
  it('leaves CurrencyCode out of the company info', async () => {
    const { before, after } = await askBoth(['missing-required'], (app, headers) =>
      app.inject({ url: '/api/user', headers }),
    );

    const { CurrencyCode, ...rest } = before.json<Fields>();
    expect(CurrencyCode).toBe('GBP');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(rest);
  });
});

describe('undocumented-status', () => {
  const create: Ask = (app, headers) =>
    app.inject({ method: 'POST', url: '/api/connectplus/enquiry', headers, body: enquiryForm() });

  it('answers a new enquiry with 201 and the same body as the documented 200', async () => {
    const { before, after } = await askBoth(['undocumented-status'], create);

    expect(after.statusCode).toBe(201);
    expect(after.json()).toEqual(before.json());
  });

  it('leaves the operation’s error answers alone', async () => {
    const app = await driftedApp(['undocumented-status']);
    const { headers } = await signIn(app);

    const response = await app.inject({
      method: 'POST',
      url: '/api/connectplus/enquiry',
      headers,
      body: enquiryForm({ Reg: '!' }),
    });

    expect(response.statusCode).toBe(400);
  });
});

describe('offset-less-date', () => {
  it('drops the offset of every message’s Datetime', async () => {
    const { before, after } = await askBoth(['offset-less-date'], messages);

    const thread = after.json<Fields[]>();
    expect(after.statusCode).toBe(200);
    expect(thread.map((message) => message.Datetime)).toEqual([
      '2026-11-19T15:00:00.000',
      '2026-11-19T14:00:00.000',
    ]);
    expect(thread.map(({ Datetime: _, ...message }) => message)).toEqual(
      before.json<Fields[]>().map(({ Datetime: _, ...message }) => message),
    );
  });
});

describe('several drifts', () => {
  it('on one operation all apply', async () => {
    const { after } = await askBoth(['renamed-field', 'new-status'], listEnquiries);

    const [first, second] = after.json<Fields[]>();
    expect(first).toMatchObject({ Status: 'On Hold', GarageUnreadCount: 0 });
    expect(second).toHaveProperty('GarageUnreadCount');
    expect(second).not.toHaveProperty('GarageUnread');
  });
});

describe('in hosted mode', () => {
  it('every sandbox answers with the drifts too', async () => {
    const app = await buildTestApp({ demoApi: true, sandboxes: {}, drifts: ['missing-required'] });
    try {
      const created = await app.inject({ method: 'POST', url: '/__demo/sandboxes', payload: {} });
      const prefix = `/s/${created.json<{ id: string }>().id}`;
      const deviceId = crypto.randomUUID();
      const activated = await app.inject({
        method: 'POST',
        url: `${prefix}/api/authenticate/mobile/activate`,
        payload: {
          DeviceID: deviceId,
          EntryCode: fixtures.licenceCodes.dave,
          DeviceDescription: 'Desktop',
          OneSignalID: deviceId,
        },
      });
      const { token } = activated.json<{ token: string }>();

      const info = await app.inject({ url: `${prefix}/api/user`, headers: { token } });

      expect(info.statusCode).toBe(200);
      expect(info.json()).toMatchObject({ CompanyName: 'Pennine Motor Factors' });
      expect(info.json()).not.toHaveProperty('CurrencyCode');
    } finally {
      await app.close();
    }
  });
});

describe('naming drifts', () => {
  it('takes repeated names and names joined by commas, each once', () => {
    expect(driftNames(['price-as-number', 'new-status,price-as-number', ''])).toEqual([
      'price-as-number',
      'new-status',
    ]);
    expect(driftNames([])).toEqual([]);
  });

  it('lists every drift with what it changes and where', () => {
    expect(drifts.map(({ name, operationId }) => [name, operationId])).toEqual([
      ['renamed-field', 'getEnquiries'],
      ['price-as-number', 'getEnquiryResponses'],
      ['new-status', 'getEnquiries'],
      ['missing-required', 'getCompanyInfo'],
      ['undocumented-status', 'createEnquiry'],
      ['offset-less-date', 'getEnquiryMessages'],
    ]);
  });

  const known =
    'the known drifts are renamed-field, price-as-number, new-status, missing-required, undocumented-status, offset-less-date';
  const server = fileURLToPath(new URL('../../server.ts', import.meta.url));

  it.each([
    ['--drift', ['--drift', 'price-as-number', '--drift', 'on-hold'], {}],
    ['DRIFT', [], { DRIFT: 'price-as-number,on-hold' }],
  ])(
    'an unknown name in %s stops the server at start, listing the known ones',
    async (_, args, env) => {
      const started = promisify(execFile)(
        process.execPath,
        [server, '--no-web', '--port', '0', ...args],
        // Were the name taken, the server would listen until killed.
        { env: { ...process.env, ...env }, timeout: 20_000 },
      );

      await expect(started).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`Unknown drift 'on-hold': ${known}`),
      });
    },
    30_000,
  );
});
