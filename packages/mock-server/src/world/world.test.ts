import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, snapshot } from '../testing/test-app.ts';

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
