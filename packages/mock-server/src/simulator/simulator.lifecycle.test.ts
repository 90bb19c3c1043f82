import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../records/data/fixtures.ts';
import { hour, options } from '../testing/simulator.ts';
import { storeReads } from '../testing/store-reads.ts';
import { buildTestApp, testNow } from '../testing/test-app.ts';
import { createSimulator } from './simulator.ts';

const { enquiries } = fixtures;

// A fresh app per test: the simulator times everything by the clock, which a reset leaves alone.
let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const { enquiry } = storeReads(() => app);

describe('timing of records older than the simulator', () => {
  it('counts from the simulator start, and from a restart after a reset', async () => {
    app.world.clock.advance(hour);
    const simulator = createSimulator(app.world, options);
    const atStart = await simulator.step();

    app.world.clock.advance(options.quoteAfterMs);
    await app.world.resetStore();
    simulator.restart();
    const afterRestart = await simulator.step();

    expect(Date.parse(enquiry(enquiries.waiting).DatetimeCreated)).toBeLessThan(testNow);
    expect(atStart.quoted).toEqual([]);
    expect(afterRestart.quoted).toEqual([]);
    expect(enquiry(enquiries.waiting).Status).toBe('Waiting');
  });
});

describe('as an app option', () => {
  it('is absent unless asked for', () => {
    expect(app.world.simulator).toBeNull();
  });

  it('gives the default world a simulator for tests to step', async () => {
    const withSimulator = await buildTestApp({ simulator: options });
    withSimulator.world.clock.advance(options.quoteAfterMs);

    const report = await withSimulator.world.simulator?.step();

    expect(report?.quoted).toContain(enquiries.waiting);
    await withSimulator.close();
  });

  it('steps on its own interval once the app is ready', async () => {
    const running = await buildTestApp({
      simulator: { quoteAfterMs: 0, dispatchAfterMs: hour, intervalMs: 5 },
    });
    const status = () =>
      running.world.db.enquiries.findFirst((q) => q.where({ EnquiryId: enquiries.waiting }))
        ?.Status;
    expect(status()).toBe('Waiting');

    await running.ready();

    await vi.waitFor(() => expect(status()).toBe('Quoted'), { timeout: 2000, interval: 5 });
    await running.close();
  });
});
