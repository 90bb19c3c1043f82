import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../records/data/fixtures.ts';
import { form, hour, options } from '../testing/simulator.ts';
import { storeReads } from '../testing/store-reads.ts';
import { buildTestApp, signIn } from '../testing/test-app.ts';
import { createSimulator } from './simulator.ts';

const { enquiries } = fixtures;

// A fresh app per test: the simulator times everything by the clock, which a reset leaves alone.
let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const { enquiry, linesOf } = storeReads(() => app);

describe('quoting', () => {
  it('quotes a Waiting enquiry once it is quoteAfterMs old, not before', async () => {
    const simulator = createSimulator(app.world, options);

    app.world.clock.advance(options.quoteAfterMs - 1);
    const early = await simulator.step();
    app.world.clock.advance(1);
    const due = await simulator.step();

    expect(early.quoted).not.toContain(enquiries.waiting);
    expect(due.quoted).toContain(enquiries.waiting);
    expect(enquiry(enquiries.waiting)).toMatchObject({ Status: 'Quoted', Document: 'QUO-000102' });
  });

  it('gives 2 to 4 unconfirmed lines of stocked parts at realistic prices, with RRPs', async () => {
    const { headers } = await signIn(app);
    const stocked = new Set(app.world.db.stock.all().map((record) => record.Part));
    const simulator = createSimulator(app.world, options);
    app.world.clock.advance(options.quoteAfterMs);

    await simulator.step();

    const lines = linesOf(enquiries.waiting);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(new Set(lines.map((line) => line.PartNumber)).size).toBe(lines.length);
    for (const line of lines) {
      expect(stocked).toContain(line.PartNumber);
      expect(line).toMatchObject({
        EnquiryId: enquiries.waiting,
        ResponseHeaderId: enquiries.waiting + 500,
        Confirmed: 0,
        DeliveryDate: null,
        Document: 'QUO-000102',
      });
      expect(Number(line.UnitPrice)).toBeGreaterThanOrEqual(8.59);
      expect(Number(line.UnitPrice)).toBeLessThanOrEqual(168.49);
      expect(line.UnitPrice).toMatch(/^\d+\.\d9$/);
    }
    const responses = await app.inject({ url: '/api/connectplus/response/102', headers });
    expect(responses.json()).toEqual(lines);
    const details = await app.inject({
      url: '/api/connectplus/getQuoDetails?document=QUO-000102',
      headers,
    });
    const prices = details.json<{ Part: string; RRP: number }[]>();
    expect(prices.map((price) => price.Part)).toEqual(lines.map((line) => line.PartNumber));
    for (const [index, price] of prices.entries()) {
      expect(price.RRP).toBeGreaterThan(Number(lines[index]?.UnitPrice));
    }
  });

  it('chooses the same lines for the same enquiry every time', async () => {
    const other = await buildTestApp();
    const lines = async (target: FastifyInstance) => {
      const simulator = createSimulator(target.world, options);
      target.world.clock.advance(options.quoteAfterMs);
      await simulator.step();
      return target.world.db.quoteLines
        .findMany((q) => q.where({ EnquiryId: enquiries.waiting }))
        .map(({ PartNumber, Qty, UnitPrice, ResponseDetailNotes }) => ({
          PartNumber,
          Qty,
          UnitPrice,
          ResponseDetailNotes,
        }));
    };

    expect(await lines(app)).toEqual(await lines(other));
    await other.close();
  });

  it('times a new enquiry from when it was raised', async () => {
    const { headers } = await signIn(app);
    const simulator = createSimulator(app.world, options);
    app.world.clock.advance(hour);
    const created = await app.inject({
      method: 'POST',
      url: '/api/connectplus/enquiry',
      ...form(headers, {
        Status: 'Waiting',
        Notes: '',
        Parts: 'Brake pads',
        Reg: 'YK19 HBN',
        Consumables: 'false',
      }),
    });
    const { EnquiryId } = created.json<{ EnquiryId: number }>();

    app.world.clock.advance(options.quoteAfterMs - 1);
    const early = await simulator.step();
    app.world.clock.advance(1);
    const due = await simulator.step();

    expect(early.quoted).not.toContain(EnquiryId);
    expect(due.quoted).toContain(EnquiryId);
    expect(enquiry(EnquiryId).Status).toBe('Quoted');
  });

  it('takes an Order enquiry straight to Garage Confirmed with its lines confirmed', async () => {
    const simulator = createSimulator(app.world, options);
    app.world.clock.advance(options.quoteAfterMs);

    const report = await simulator.step();

    expect(report.confirmed).toContain(enquiries.order);
    expect(report.quoted).not.toContain(enquiries.order);
    expect(enquiry(enquiries.order)).toMatchObject({
      Status: 'Garage Confirmed',
      Document: 'QUO-000103',
    });
    const lines = linesOf(enquiries.order);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.Confirmed === 1)).toBe(true);
  });

  it('leaves enquiries in other states alone', async () => {
    const simulator = createSimulator(app.world, options);
    app.world.clock.advance(options.quoteAfterMs);

    const report = await simulator.step();

    for (const id of [enquiries.quoted, enquiries.cancelled, enquiries.archived]) {
      expect(report.quoted).not.toContain(id);
    }
    expect(enquiry(enquiries.cancelled).Status).toBe('Cancelled');
    expect(linesOf(enquiries.quoted).map((line) => line.ResponseDetailId)).toEqual([
      9001, 9002, 9003,
    ]);
  });
});
