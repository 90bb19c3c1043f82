import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postGarageMessage } from '../domain/messages.ts';
import { fixtures } from '../store/data/fixtures.ts';
import { buildTestApp, signIn, testNow } from '../testing/test-app.ts';
import { createSimulator, type SimulatorOptions } from './simulator.ts';

const minute = 60_000;
const hour = 60 * minute;
const replyAfterMs = 5 * minute;
const options: SimulatorOptions = {
  quoteAfterMs: 2 * minute,
  dispatchAfterMs: 10 * minute,
  replyAfterMs,
};
const { enquiries, accounts } = fixtures;

// A fresh app per test: the simulator times everything by the clock, which a reset leaves alone.
let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const enquiry = (EnquiryId: number) =>
  app.world.db.enquiries.findFirst((q) => q.where({ EnquiryId }), { strict: true });
const linesOf = (EnquiryId: number) =>
  app.world.db.quoteLines.findMany((q) => q.where({ EnquiryId }), {
    orderBy: { ResponseDetailId: 'asc' },
  });

/** A multipart form as the portal sends it, with the caller's token headers. */
function form(headers: Record<string, string>, fields: Record<string, string>) {
  const boundary = 'simulator-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

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

describe('replying', () => {
  it('answers a garage message replyAfterMs after it, once, keeping the counts', async () => {
    const { headers } = await signIn(app);
    const simulator = createSimulator(app.world, options);
    const counts = enquiry(enquiries.quoted);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/connectplus/garage/message',
      ...form(headers, { EnquiryID: String(enquiries.quoted), Text: 'Any news on the discs?' }),
    });
    expect(sent.statusCode).toBe(200);

    app.world.clock.advance(replyAfterMs - 1);
    const early = await simulator.step();
    app.world.clock.advance(1);
    const due = await simulator.step();
    const again = await simulator.step();

    expect(early.replied).not.toContain(enquiries.quoted);
    expect(due.replied).toContain(enquiries.quoted);
    expect(again.replied).not.toContain(enquiries.quoted);
    expect(enquiry(enquiries.quoted)).toMatchObject({
      MessageCount: counts.MessageCount + 2,
      GarageUnread: counts.GarageUnread + 1,
    });
    const thread = await app.inject({ url: '/api/connectplus/garage/messages/101/true', headers });
    const [reply, question] = thread.json<{ Text: string; Garage: boolean; Factor: boolean }[]>();
    expect(reply).toMatchObject({ Garage: false, Factor: true, BlobStorageId: null });
    expect(reply?.Text).not.toBe('');
    expect(question).toMatchObject({ Text: 'Any news on the discs?', Garage: true });
  });

  it('does not answer when replies are off', async () => {
    const simulator = createSimulator(app.world, { ...options, replyAfterMs: undefined });
    const before = app.world.db.messages.all().length;
    const enquiry = app.world.db.enquiries.findFirst((q) =>
      q.where({ EnquiryId: enquiries.quoted }),
    );
    if (!enquiry) throw new Error('The seed has no quoted enquiry');
    await postGarageMessage(
      app.world.db,
      enquiry,
      { Text: 'Hello?', BlobStorageId: null },
      app.world.clock.now(),
    );
    app.world.clock.advance(hour);

    const report = await simulator.step();

    expect(report.replied).toEqual([]);
    expect(app.world.db.messages.all()).toHaveLength(before + 1);
  });
});

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
