import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { demoApiHelpers } from '../../testing/demo-api.ts';
import { storeReads } from '../../testing/store-reads.ts';
import { buildTestApp, signIn } from '../../testing/test-app.ts';

const hour = 3_600_000;
const { enquiries, accounts } = fixtures;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoApi: true });
});
beforeEach(async () => {
  app.world.faults.clear();
  await app.world.resetStore();
});
afterAll(() => app.close());

const { post, listed } = demoApiHelpers(() => app);
const { linesOf } = storeReads(() => app);

describe('POST /__demo/enquiries/{EnquiryId}/dispatch', () => {
  it('orders the confirmed lines and puts them on a van the portal tracks', async () => {
    const { headers } = await signIn(app);
    const now = app.world.clock.now();

    const response = await post('/__demo/enquiries/104/dispatch');

    expect(response.statusCode).toBe(200);
    const { Enquiry, Delivery } = response.json<{
      Enquiry: { Status: string; Eta: string };
      Delivery: { DeliveryId: number; Eta: number; Document: string[] };
    }>();
    expect(Enquiry.Status).toBe('Ordered');
    expect(Delivery.Eta).toBe(Date.parse(Enquiry.Eta));
    expect(Delivery.Eta - now).toBeGreaterThanOrEqual(hour);
    expect(Delivery.Eta - now).toBeLessThanOrEqual(3 * hour);
    expect(Delivery).toMatchObject({
      CustomerKeyCode: accounts.pennineLeeds,
      EnquiryId: enquiries.garageConfirmed,
      PartInfo: [{ Part: 'SA-NI-7781', Qty: 2 }],
      Date: new Date(now).toISOString(),
      Depot: fixtures.leedsDepot,
      Delivered: false,
    });
    expect(
      app.world.db.deliveries.findFirst((q) => q.where({ DeliveryId: Delivery.DeliveryId })),
    ).toEqual(Delivery);
    expect(await listed(enquiries.garageConfirmed, headers)).toMatchObject({
      Status: 'Ordered',
      Eta: Enquiry.Eta,
    });
    const inTransit = await app.inject({
      url: `/api/run/getInTransit/${accounts.pennineLeeds}`,
      headers,
    });
    expect(inTransit.json()).toContainEqual(
      expect.objectContaining({
        Document: Delivery.Document,
        Eta: Delivery.Eta,
        DriverLoc: [{ Location: fixtures.leedsDepot }],
      }),
    );
    expect(linesOf(enquiries.garageConfirmed)).toMatchObject([
      { PartNumber: 'SA-NI-7781', Confirmed: 1, DeliveryDate: Enquiry.Eta },
      { PartNumber: 'TM-NI-0090', Confirmed: 0, DeliveryDate: null },
    ]);
  });

  it('ships every line of an enquiry with none confirmed', async () => {
    const response = await post('/__demo/enquiries/101/dispatch');

    expect(response.json()).toMatchObject({
      Delivery: {
        PartInfo: [
          { Part: 'BP-FO-1021', Qty: 1 },
          { Part: 'BD-FO-2210', Qty: 2 },
          { Part: 'WS-FO-0450', Qty: 1 },
        ],
      },
    });
    expect(linesOf(enquiries.quoted).every((line) => line.Confirmed === 1)).toBe(true);
  });

  it('orders without a delivery for a garage that has no customer account', async () => {
    await post('/__demo/enquiries/501/quote', {
      Lines: [{ PartNumber: 'EX-FO-0100', Qty: 1, UnitPrice: '64.00' }],
    });
    const deliveries = app.world.db.deliveries.all().length;

    const response = await post('/__demo/enquiries/501/dispatch');

    expect(response.json()).toMatchObject({ Enquiry: { Status: 'Ordered' }, Delivery: null });
    expect(app.world.db.deliveries.all()).toHaveLength(deliveries);
  });
});

describe('POST /__demo/deliveries/{DeliveryId}/deliver', () => {
  it('takes the delivery off the garage’s in-transit list', async () => {
    const { headers } = await signIn(app);
    const tracked = async () =>
      (await app.inject({ url: `/api/run/getInTransit/${accounts.pennineLeeds}`, headers })).json<
        unknown[]
      >().length;
    const before = await tracked();

    const response = await post('/__demo/deliveries/1/deliver');
    const again = await post('/__demo/deliveries/1/deliver');

    expect(response.json()).toMatchObject({ DeliveryId: 1, Delivered: true });
    expect(again.statusCode).toBe(200);
    expect(await tracked()).toBe(before - 1);
  });
});
