import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, testNow } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
afterAll(() => app.close());

describe('GET /__demo/clock', () => {
  it('answers the mock’s time, as clock/advance does', async () => {
    const before = await app.inject({ url: '/__demo/clock' });
    const advanced = await app.inject({
      method: 'POST',
      url: '/__demo/clock/advance',
      payload: { ms: 90_000 },
    });
    const after = await app.inject({ url: '/__demo/clock' });

    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ now: new Date(testNow).toISOString(), nowMs: testNow });
    expect(after.json()).toEqual(advanced.json());
    expect(after.json()).toEqual({
      now: new Date(testNow + 90_000).toISOString(),
      nowMs: testNow + 90_000,
    });
  });
});

describe('GET /__demo/garages', () => {
  it('lists every garage with its company and account, by name', async () => {
    const response = await app.inject({ url: '/__demo/garages' });

    const garages = response.json<{ GarageId: number; GarageName: string }[]>();
    expect(response.statusCode).toBe(200);
    expect(garages).toHaveLength(app.world.db.garages.all().length);
    expect(garages.map((garage) => garage.GarageName)).toEqual(
      garages.map((garage) => garage.GarageName).sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(garages).toContainEqual({
      GarageId: fixtures.garages.limerick,
      GarageName: 'Dock Road Motors',
      CompanyId: fixtures.companies.shannon,
      CompanyName: 'Shannon Auto Parts',
      CustomerKeyCode: fixtures.accounts.shannon,
    });
    expect(garages.find((garage) => garage.GarageId === fixtures.garages.noAccount)).toMatchObject({
      CompanyName: 'Pennine Motor Factors',
      CustomerKeyCode: null,
    });
  });
});
