import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signIn, snapshot } from '../testing/test-app.ts';
import { createWorld } from './world.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the store', () => {
  it('comes back exactly as seeded after changes and a reset', async () => {
    await app.world.resetStore();
    const seeded = snapshot(app);
    const { headers } = await signIn(app);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      Status: 'Waiting',
      Notes: '[SAME DAY] ',
      Parts: 'Wiper blades',
      Reg: 'YK19 HBN',
      Consumables: 'false',
    })) {
      form.append(name, value);
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/connectplus/enquiry',
      headers,
      body: form,
    });
    expect(created.statusCode).toBe(200);
    expect(snapshot(app)).not.toBe(seeded);

    await app.world.resetStore();

    expect(snapshot(app)).toBe(seeded);
  });

  it('holds the same records in a second app built with the same seed and clock', async () => {
    const twin = await buildTestApp();

    expect(snapshot(twin)).toBe(snapshot(app));
    await twin.close();
  });
});

describe('a world whose clock starts at a given time', () => {
  // Under load, building a world takes milliseconds of real time, which a running clock counts:
  // records seeded at the clock's time then differed from one build of a sandbox's id to the
  // next (another process, a restart) by however long each build took.
  it('is seeded at that time however long building it takes, and so is its reset', async () => {
    let realTime = Date.parse('2026-11-24T09:00:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => (realTime += 7));
    const clockStart = Date.parse('2026-12-07T10:00:00Z');
    try {
      const world = await createWorld({
        id: null,
        label: null,
        seed: 1,
        clockStart,
        tokenLifetimeMs: 3_600_000,
      });
      expect(world.seededAt).toBe(clockStart);

      await world.reset();

      expect(world.seededAt).toBe(clockStart);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
