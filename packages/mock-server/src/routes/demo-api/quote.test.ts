import type { operations } from '@garage/api-types/demo-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { buildTestApp, snapshot, testNow } from '../../testing/test-app.ts';

type Quoted = operations['demoQuoteEnquiry']['responses'][200]['content']['application/json'];

const hour = 3_600_000;
const { enquiries } = fixtures;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(() => app.world.resetStore());
afterAll(() => app.close());

const quote = (Lines: object[]) =>
  app.inject({
    method: 'POST',
    url: `/__demo/enquiries/${enquiries.waiting}/quote`,
    payload: { Lines },
  });
const line = (fields: object = {}) => ({
  PartNumber: 'OF-VA-0012',
  Qty: 1,
  UnitPrice: '6.40',
  ...fields,
});
const storedDates = () =>
  app.world.db.quoteLines
    .findMany((q) => q.where({ EnquiryId: enquiries.waiting }), {
      orderBy: { ResponseDetailId: 'asc' },
    })
    .map((stored) => stored.DeliveryDate);

describe('POST /__demo/enquiries/{EnquiryId}/quote: DeliveryDate', () => {
  it('stores a line’s delivery date, and leaves it open when absent or null', async () => {
    const tomorrow = new Date(testNow + 24 * hour).toISOString();

    const response = await quote([
      line({ DeliveryDate: tomorrow }),
      line({ PartNumber: 'AF-VA-0440' }),
      line({ PartNumber: 'CF-VA-0001', DeliveryDate: null }),
    ]);

    expect(response.statusCode).toBe(200);
    expect(response.json<Quoted>().Lines.map((l) => l.DeliveryDate)).toEqual([
      tomorrow,
      null,
      null,
    ]);
    expect(storedDates()).toEqual([tomorrow, null, null]);
  });

  it('takes a date at the mock’s clock exactly', async () => {
    const now = new Date(testNow).toISOString();

    const response = await quote([line({ DeliveryDate: now })]);

    expect(response.statusCode).toBe(200);
    expect(storedDates()).toEqual([now]);
  });

  it('answers 400 naming the line for a date before the mock’s clock, changing nothing', async () => {
    const before = snapshot(app);

    const response = await quote([
      line({ DeliveryDate: new Date(testNow + hour).toISOString() }),
      line({ DeliveryDate: new Date(testNow - 1).toISOString() }),
    ]);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body/Lines/1/DeliveryDate');
    expect(snapshot(app)).toBe(before);
  });

  it('answers 400 for a date that is no date-time', async () => {
    const before = snapshot(app);

    const response = await quote([line({ DeliveryDate: 'tomorrow' })]);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body/Lines/0/DeliveryDate');
    expect(snapshot(app)).toBe(before);
  });
});
