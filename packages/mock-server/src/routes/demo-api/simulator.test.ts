import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, snapshot } from '../../testing/test-app.ts';

const minute = 60_000;
const { enquiries } = fixtures;

// A fresh app per test: the simulator keeps its own timing, which a store reset does not undo.
let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp({
    demoApi: true,
    simulator: { quoteAfterMs: 2 * minute, dispatchAfterMs: 10 * minute },
  });
});
afterEach(() => app.close());

const set = (payload: object) => app.inject({ method: 'POST', url: '/__demo/simulator', payload });
const status = (EnquiryId: number) =>
  app.world.db.enquiries.findFirst((q) => q.where({ EnquiryId }), { strict: true }).Status;

describe('GET /__demo/simulator', () => {
  it('answers whether it runs and its timings, null for a supplier that never replies', async () => {
    const response = await app.inject({ url: '/__demo/simulator' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      running: true,
      quoteAfterMs: 2 * minute,
      dispatchAfterMs: 10 * minute,
      replyAfterMs: null,
    });
  });
});

describe('POST /__demo/simulator', () => {
  it('changes only what it is given, the new timings applying from the next step', async () => {
    const response = await set({ quoteAfterMs: 30 * minute, replyAfterMs: minute });
    app.world.clock.advance(3 * minute);
    const report = await app.world.simulator?.step();

    expect(response.json()).toEqual({
      running: true,
      quoteAfterMs: 30 * minute,
      dispatchAfterMs: 10 * minute,
      replyAfterMs: minute,
    });
    expect((await app.inject({ url: '/__demo/simulator' })).json()).toEqual(response.json());
    expect(report?.quoted).toEqual([]);
    expect(status(enquiries.waiting)).toBe('Waiting');
  });

  it('pauses: a step does nothing however long is waited', async () => {
    const paused = await set({ running: false });
    app.world.clock.advance(60 * minute);
    const before = snapshot(app);

    const report = await app.world.simulator?.step();

    expect(paused.json()).toMatchObject({ running: false });
    expect(report).toEqual({
      quoted: [],
      confirmed: [],
      dispatched: [],
      delivered: [],
      replied: [],
    });
    expect(snapshot(app)).toBe(before);
  });

  it('resumes timing afresh from now, so what came in meanwhile is not all answered at once', async () => {
    await set({ running: false });
    app.world.clock.advance(60 * minute);

    const resumed = await set({ running: true });
    const atOnce = await app.world.simulator?.step();
    app.world.clock.advance(2 * minute);
    const later = await app.world.simulator?.step();

    expect(resumed.json()).toMatchObject({ running: true });
    expect(atOnce?.quoted).toEqual([]);
    expect(later?.quoted).toContain(enquiries.waiting);
    expect(status(enquiries.waiting)).toBe('Quoted');
  });

  it('stops the supplier replying with replyAfterMs null', async () => {
    await set({ replyAfterMs: minute });

    const response = await set({ replyAfterMs: null });

    expect(response.json()).toMatchObject({ replyAfterMs: null });
  });

  it.each([
    ['an empty body', {}, 'body'],
    ['a setting it does not have', { speed: 2 }, 'body'],
    ['a negative timing', { quoteAfterMs: -1 }, 'body/quoteAfterMs'],
    ['a timing over a day', { dispatchAfterMs: 86_400_001 }, 'body/dispatchAfterMs'],
    ['running as text', { running: 'yes' }, 'body/running'],
  ])('answers 400 for %s, changing nothing', async (_, payload, field) => {
    const before = (await app.inject({ url: '/__demo/simulator' })).json();

    const response = await set(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
    expect((await app.inject({ url: '/__demo/simulator' })).json()).toEqual(before);
  });
});

describe('the simulator operations without a simulator', () => {
  it('answer 404, changing nothing', async () => {
    const plain = await buildTestApp({ demoApi: true });
    const before = snapshot(plain);

    const read = await plain.inject({ url: '/__demo/simulator' });
    const write = await plain.inject({
      method: 'POST',
      url: '/__demo/simulator',
      payload: { running: false },
    });

    for (const response of [read, write]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(
        'The mock runs without a simulator',
      );
    }
    expect(snapshot(plain)).toBe(before);
    await plain.close();
  });
});
