import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { demoApiHelpers } from '../../testing/demo-api.ts';
import { buildTestApp, signIn, snapshot, testNow } from '../../testing/test-app.ts';

const { enquiries, garages } = fixtures;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(async () => {
  app.world.faults.clear();
  await app.world.resetStore();
});
afterAll(() => app.close());

const { post } = demoApiHelpers(() => app);

describe('POST /__demo/clock/advance', () => {
  it('moves the clock the supplier API runs on', async () => {
    const { headers } = await signIn(app);
    const before = app.world.clock.now();

    const response = await post('/__demo/clock/advance', { ms: app.world.tokens.lifetimeMs + 1 });

    const nowMs = before + app.world.tokens.lifetimeMs + 1;
    expect(response.json()).toEqual({ now: new Date(nowMs).toISOString(), nowMs });
    expect(app.world.clock.now()).toBe(nowMs);
    expect((await app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
  });
});

describe('POST /__demo/clock/set', () => {
  // An app of its own: the clock, and the time later resets seed around, would outlast the test.
  let moved: FastifyInstance;
  beforeEach(async () => {
    moved = await buildTestApp({ demoApi: true });
  });
  afterEach(() => moved.close());

  const setClock = (at: string) =>
    moved.inject({ method: 'POST', url: '/__demo/clock/set', payload: { at } });
  const quotedDate = () =>
    Date.parse(
      moved.world.db.enquiries.findFirst((q) => q.where({ EnquiryId: enquiries.quoted }), {
        strict: true,
      }).Date,
    );

  it('sets the clock back or forth and seeds the store around it, as later resets do', async () => {
    const dayOld = quotedDate();
    const autumn = Date.parse('2026-10-25T00:30:00+01:00');

    const response = await setClock('2026-10-25T00:30:00+01:00');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ now: '2026-10-24T23:30:00.000Z', nowMs: autumn });
    expect(moved.world.clock.now()).toBe(autumn);
    // The seed's dates moved with the clock: the quoted enquiry is still a day old.
    expect(quotedDate() - autumn).toBe(dayOld - testNow);
    const seeded = snapshot(moved);
    await moved.inject({ method: 'POST', url: '/__demo/reset' });
    expect(snapshot(moved)).toBe(seeded);

    const later = Date.parse('2027-03-28T09:00:00+01:00');
    expect((await setClock('2027-03-28T09:00:00+01:00')).json()).toMatchObject({ nowMs: later });
    expect(quotedDate() - later).toBe(dayOld - testNow);
  });

  it('drops what the demo changed and the devices signed in, as a reset does', async () => {
    const { headers } = await signIn(moved);
    await moved.inject({
      method: 'POST',
      url: `/__demo/garages/${garages.kirkstall}/enquiries`,
      payload: { Reg: 'AB12 CDE', Parts: 'Wipers' },
    });
    const count = moved.world.db.enquiries.all().length;

    await setClock('2026-11-20T10:00:00Z');

    expect(moved.world.db.enquiries.all()).toHaveLength(count - 1);
    expect((await moved.inject({ url: '/api/user', headers })).statusCode).toBe(401);
  });
});

describe('POST /__demo/tokens/expire', () => {
  it('makes the portal’s next call a 401, and a refetched token works', async () => {
    const { deviceId, headers } = await signIn(app);

    const response = await post('/__demo/tokens/expire');
    const expired = await app.inject({ url: '/api/user', headers });
    const { token } = (await app.inject({ url: `/api/authenticate/mobile/${deviceId}` })).json<{
      token: string;
    }>();
    const refreshed = await app.inject({ url: '/api/user', headers: { token } });

    expect(response.json()).toEqual({ success: true });
    expect(expired.statusCode).toBe(401);
    expect(refreshed.statusCode).toBe(200);
  });
});
