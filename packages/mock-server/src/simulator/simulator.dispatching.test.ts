import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../records/data/fixtures.ts';
import { hour, options } from '../testing/simulator.ts';
import { storeReads } from '../testing/store-reads.ts';
import { buildTestApp, signIn } from '../testing/test-app.ts';
import { createSimulator } from './simulator.ts';

const { enquiries, accounts } = fixtures;

// A fresh app per test: the simulator times everything by the clock, which a reset leaves alone.
let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const { enquiry, linesOf } = storeReads(() => app);

/** The garage orders every quote line of an enquiry, through the supplier API. */
async function confirmAll(EnquiryId: number, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/connectplus/response/conf',
    headers,
    payload: linesOf(EnquiryId).map((line) => ({
      Qty: line.Qty,
      ResponseDetailID: line.ResponseDetailId,
      UserID: fixtures.users.dave,
      ResponseHeaderID: line.ResponseHeaderId,
      EnquiryID: EnquiryId,
      Confirmed: 1,
    })),
  });
  expect(response.statusCode).toBe(200);
}

describe('dispatching', () => {
  it('dispatches dispatchAfterMs after the garage confirms, with a delivery in transit', async () => {
    const { headers } = await signIn(app);
    const simulator = createSimulator(app.world, options);
    app.world.clock.advance(options.quoteAfterMs);
    await simulator.step();
    await confirmAll(enquiries.waiting, headers);
    const confirmedLines = linesOf(enquiries.waiting);

    app.world.clock.advance(options.dispatchAfterMs - 1);
    const early = await simulator.step();
    app.world.clock.advance(1);
    const due = await simulator.step();

    const now = app.world.clock.now();
    expect(early.dispatched).not.toContain(enquiries.waiting);
    expect(due.dispatched).toContain(enquiries.waiting);
    const ordered = enquiry(enquiries.waiting);
    expect(ordered.Status).toBe('Ordered');
    const eta = Date.parse(ordered.Eta ?? '');
    expect(eta - now).toBeGreaterThanOrEqual(hour);
    expect(eta - now).toBeLessThanOrEqual(3 * hour);

    const delivery = app.world.db.deliveries.findFirst(
      (q) => q.where({ EnquiryId: enquiries.waiting }),
      {
        strict: true,
      },
    );
    expect(delivery).toMatchObject({
      CustomerKeyCode: accounts.pennineLeeds,
      Depot: fixtures.leedsDepot,
      Date: new Date(now).toISOString(),
      Eta: eta,
      Delivered: false,
      PartInfo: confirmedLines.map((line) => ({ Part: line.PartNumber, Qty: line.Qty })),
    });
    expect(delivery.Document[0]).toMatch(/^INV-/);
    expect(delivery.Document).toContain('QUO-000102');
    // Near Leeds: within about 7 km of the depot.
    expect(Math.abs(delivery.Loc[0] - fixtures.leedsDepot[0])).toBeLessThan(0.07);
    expect(Math.abs(delivery.Loc[1] - fixtures.leedsDepot[1])).toBeLessThan(0.11);
    expect(delivery.Loc).not.toEqual(fixtures.leedsDepot);

    const inTransit = await app.inject({
      url: `/api/run/getInTransit/${accounts.pennineLeeds}`,
      headers,
    });
    expect(inTransit.json()).toContainEqual({
      Document: delivery.Document,
      PartInfo: delivery.PartInfo,
      Eta: eta,
      Date: delivery.Date,
      Loc: delivery.Loc,
      DriverLoc: [{ Location: fixtures.leedsDepot }],
      Depot: fixtures.leedsDepot,
    });
  });

  it('times an order it confirmed itself from that confirmation', async () => {
    const simulator = createSimulator(app.world, options);
    app.world.clock.advance(options.quoteAfterMs);
    await simulator.step();

    app.world.clock.advance(options.dispatchAfterMs - 1);
    const early = await simulator.step();
    app.world.clock.advance(1);
    const due = await simulator.step();

    expect(early.dispatched).not.toContain(enquiries.order);
    expect(due.dispatched).toContain(enquiries.order);
    expect(enquiry(enquiries.order).Status).toBe('Ordered');
    const delivery = app.world.db.deliveries.findFirst((q) =>
      q.where({ EnquiryId: enquiries.order }),
    );
    expect(delivery?.PartInfo).toHaveLength(linesOf(enquiries.order).length);
  });

  it('ships only the lines the garage confirmed, due at the Eta', async () => {
    const simulator = createSimulator(app.world, options);
    app.world.clock.advance(options.dispatchAfterMs);

    const report = await simulator.step();

    expect(report.dispatched).toContain(enquiries.garageConfirmed);
    const delivery = app.world.db.deliveries.findFirst((q) =>
      q.where({ EnquiryId: enquiries.garageConfirmed }),
    );
    expect(delivery?.PartInfo).toEqual([{ Part: 'SA-NI-7781', Qty: 2 }]);
    const [shipped, left] = linesOf(enquiries.garageConfirmed);
    expect(shipped).toMatchObject({
      Confirmed: 1,
      DeliveryDate: enquiry(enquiries.garageConfirmed).Eta,
    });
    expect(left).toMatchObject({ Confirmed: 0, DeliveryDate: null });
  });
});

describe('delivering', () => {
  it('marks a delivery delivered once its Eta has passed', async () => {
    const simulator = createSimulator(app.world, options);
    const seeded = app.world.db.deliveries.findFirst((q) => q.where({ DeliveryId: 1 }), {
      strict: true,
    });

    app.world.clock.advance(seeded.Eta - app.world.clock.now() - 1);
    const early = await simulator.step();
    const stillOut = app.world.db.deliveries.findFirst((q) => q.where({ DeliveryId: 1 }));
    app.world.clock.advance(1);
    const due = await simulator.step();

    expect(early.delivered).not.toContain(1);
    expect(stillOut?.Delivered).toBe(false);
    expect(due.delivered).toContain(1);
    expect(app.world.db.deliveries.findFirst((q) => q.where({ DeliveryId: 1 }))?.Delivered).toBe(
      true,
    );
  });
});
