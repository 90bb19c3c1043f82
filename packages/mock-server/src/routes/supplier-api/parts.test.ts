import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, signIn, snapshot } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const url = '/api/connectplus/partlist';
const { kirkstall, headingley } = fixtures.garages;

async function saved(GarageId: number, entries: [string, string][]) {
  for (const [PartGroup, PartList] of entries) {
    await app.world.db.partLists.create({ GarageId, PartGroup, PartList });
  }
}

describe('getPartLists', () => {
  it('answers the caller’s garage’s entries in stored order, in the API shape', async () => {
    app.world.db.partLists.clear();
    await saved(kirkstall, [
      ['Timing belt', 'Water pump'],
      ['Brakes', 'Pads'],
      ['Timing belt', 'Belt kit'],
    ]);
    await saved(headingley, [['Clutch', 'Clutch kit']]);
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { PartGroup: 'Timing belt', PartList: 'Water pump' },
      { PartGroup: 'Brakes', PartList: 'Pads' },
      { PartGroup: 'Timing belt', PartList: 'Belt kit' },
    ]);
  });

  it('keeps lists to their garage, even within one customer account', async () => {
    app.world.db.partLists.clear();
    await saved(kirkstall, [['Brakes', 'Pads']]);
    const { headers } = await signIn(app, 'emma');

    const response = await app.inject({ url, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('includes the seeded lists of Kirkstall', async () => {
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url, headers });

    expect(response.json()).toEqual(
      expect.arrayContaining([
        { PartGroup: 'Full service', PartList: 'Oil filter' },
        { PartGroup: 'Front brakes', PartList: 'Wear sensor' },
      ]),
    );
  });

  it('changes nothing when read', async () => {
    const { headers } = await signIn(app, 'dave');
    const before = snapshot(app);

    const response = await app.inject({ url, headers });

    expect(response.statusCode).toBe(200);
    expect(snapshot(app)).toBe(before);
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'forged' }],
  ])('answers 401 with %s', async (_label, headers) => {
    const response = await app.inject({ url, headers });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});
