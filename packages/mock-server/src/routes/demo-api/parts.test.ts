import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot } from '../../testing/test-app.ts';

type Part = {
  PartNumber: string;
  Description: string;
  TradePrice: string;
  RRP: string;
  Stock: { Branch: string; Qty: number }[];
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
afterAll(() => app.close());

const search = async (text: string, on = app) => {
  const response = await on.inject({ url: '/__demo/parts', query: { search: text } });
  expect(response.statusCode).toBe(200);
  return response.json<Part[]>();
};
const branches = ['LEE', 'BRD', 'YRK', 'HUD', 'LMK', 'ENN', 'GAL'];

describe('GET /__demo/parts', () => {
  it('finds a part by its number, with its prices and stock at every branch', async () => {
    const [part, ...others] = await search('bp-fo-1021');

    expect(others).toEqual([]);
    expect(part).toMatchObject({
      PartNumber: 'BP-FO-1021',
      Description: 'Front brake pads (Mintex) for Ford Focus',
    });
    expect(part?.TradePrice).toMatch(/^\d+\.\d{2}$/);
    expect(Number(part?.RRP)).toBeGreaterThan(Number(part?.TradePrice));
    expect(part?.Stock.map((stock) => stock.Branch)).toEqual(branches);
    expect(part?.Stock).toContainEqual({ Branch: 'LEE', Qty: 4 });
    expect(part?.Stock).toContainEqual({ Branch: 'HUD', Qty: 0 });
  });

  it('finds parts by description in any case', async () => {
    const pads = await search('BRAKE PADS');

    expect(pads.length).toBeGreaterThan(1);
    expect(pads.every((part) => /brake pads/i.test(part.Description))).toBe(true);
  });

  it('answers the first 20 matches by part number', async () => {
    // Every part that fits a vehicle says which: far more than 20 of them.
    const fitting = app.world.db.catalogue
      .all()
      .filter((part) => part.Description.includes(' for '))
      .map((part) => part.PartNumber)
      .sort();

    const found = await search(' for ');

    expect(fitting.length).toBeGreaterThan(20);
    expect(found.map((part) => part.PartNumber)).toEqual(fitting.slice(0, 20));
  });

  it('lists every part number of the seed’s quote lines and stock', async () => {
    const seeded = new Set([
      ...app.world.db.quoteLines.all().map((line) => line.PartNumber),
      ...app.world.db.stock.all().map((stock) => stock.Part),
    ]);

    for (const number of seeded) {
      expect((await search(number)).map((part) => part.PartNumber)).toContain(number);
    }
  });

  it('answers the same for the same seed', async () => {
    const other = await buildTestApp({ demoApi: true });

    expect(await search('disc', other)).toEqual(await search('disc'));
    await other.close();
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('no such part')).toEqual([]);
  });

  it.each([
    ['a one-character search', '/__demo/parts?search=b'],
    ['no search', '/__demo/parts'],
  ])('answers 400 naming querystring/search for %s, changing nothing', async (_, url) => {
    const before = snapshot(app);

    const response = await app.inject({ url });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('search');
    expect(snapshot(app)).toBe(before);
  });
});
