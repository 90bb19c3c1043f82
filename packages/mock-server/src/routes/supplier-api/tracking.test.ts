import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../records/data/fixtures.ts';
import { itIsAnAccountKeyedRead } from '../../testing/account-keyed-read.ts';
import { buildTestApp, signIn, testNow } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(async () => {
  // Tests here move the clock; each starts back at the test time.
  app.world.clock.advance(testNow - app.world.clock.now());
  await app.world.resetStore();
});
afterAll(() => app.close());

const minute = 60_000;
const hour = 60 * minute;
const iso = (ms: number) => new Date(ms).toISOString();
const { pennineLeeds, pennineBradford } = fixtures.accounts;
const url = (account: string) => `/api/run/getInTransit/${account}`;
const depot: [number, number] = [53.8, -1.5];
const drop: [number, number] = [53.9, -1.7];

type Delivery = Parameters<FastifyInstance['world']['db']['deliveries']['create']>[0];
type Listed = { Document: string[]; DriverLoc: { Location: [number, number] }[] };

/** A delivery to Leeds leaving the depot now, due in 2 hours, unless `fields` say otherwise. */
function delivery(DeliveryId: number, fields: Partial<Delivery> = {}) {
  return app.world.db.deliveries.create({
    DeliveryId,
    CustomerKeyCode: pennineLeeds,
    EnquiryId: null,
    Document: [`INV-${DeliveryId}`],
    PartInfo: [{ Part: `P-${DeliveryId}`, Qty: 1 }],
    Date: iso(testNow),
    Eta: testNow + 2 * hour,
    Depot: depot,
    Loc: drop,
    Delivered: false,
    ...fields,
  });
}

async function listed(headers: Record<string, string>): Promise<Listed[]> {
  const response = await app.inject({ url: url(pennineLeeds), headers });
  expect(response.statusCode).toBe(200);
  return response.json<Listed[]>();
}

function expectAt(position: [number, number] | undefined, expected: [number, number]) {
  expect(position?.[0]).toBeCloseTo(expected[0], 9);
  expect(position?.[1]).toBeCloseTo(expected[1], 9);
}

describe('getInTransit', () => {
  it('lists the account’s deliveries still on the way, soonest ETA first, in the API shape', async () => {
    app.world.db.deliveries.clear();
    await delivery(1, { Eta: testNow + 3 * hour, Document: ['INV-1', 'INV-1B'], EnquiryId: 105 });
    await delivery(2, { Eta: testNow + 1 * hour });
    await delivery(3, {
      Eta: testNow + 2 * hour,
      PartInfo: [
        { Part: 'TB-SK-5520', Qty: 1 },
        { Part: 'CL-SK-0301', Qty: 3 },
      ],
    });
    await delivery(4, { Delivered: true });
    await delivery(5, { Date: iso(testNow - 3 * hour), Eta: testNow - 1 });
    await delivery(6, { CustomerKeyCode: pennineBradford });
    const { headers } = await signIn(app, 'dave');

    const response = await app.inject({ url: url(pennineLeeds), headers });

    expect(response.statusCode).toBe(200);
    const atDepot = [{ Location: depot }];
    expect(response.json()).toEqual([
      {
        Document: ['INV-2'],
        PartInfo: [{ Part: 'P-2', Qty: 1 }],
        Eta: testNow + 1 * hour,
        Date: iso(testNow),
        Loc: drop,
        DriverLoc: atDepot,
        Depot: depot,
      },
      {
        Document: ['INV-3'],
        PartInfo: [
          { Part: 'TB-SK-5520', Qty: 1 },
          { Part: 'CL-SK-0301', Qty: 3 },
        ],
        Eta: testNow + 2 * hour,
        Date: iso(testNow),
        Loc: drop,
        DriverLoc: atDepot,
        Depot: depot,
      },
      {
        Document: ['INV-1', 'INV-1B'],
        PartInfo: [{ Part: 'P-1', Qty: 1 }],
        Eta: testNow + 3 * hour,
        Date: iso(testNow),
        Loc: drop,
        DriverLoc: atDepot,
        Depot: depot,
      },
    ]);
  });

  it('moves the driver from the depot to the drop as the clock runs, then drops the delivery at its ETA', async () => {
    app.world.db.deliveries.clear();
    // Due within the token's lifetime, so one sign-in lasts the journey.
    await delivery(1, { Eta: testNow + 40 * minute });
    const { headers } = await signIn(app, 'dave');

    const atDispatch = await listed(headers);
    app.world.clock.advance(20 * minute);
    const halfway = await listed(headers);
    app.world.clock.advance(20 * minute - 1);
    const justBeforeEta = await listed(headers);
    app.world.clock.advance(1);
    const atEta = await listed(headers);

    expect(atDispatch[0]?.DriverLoc).toEqual([{ Location: depot }]);
    expectAt(halfway[0]?.DriverLoc[0]?.Location, [53.85, -1.6]);
    expect(justBeforeEta[0]?.DriverLoc[0]?.Location[0]).toBeCloseTo(drop[0], 6);
    expect(justBeforeEta[0]?.DriverLoc[0]?.Location[1]).toBeCloseTo(drop[1], 6);
    expect(atEta).toEqual([]);
  });

  it('keeps a van not yet dispatched at its depot', async () => {
    app.world.db.deliveries.clear();
    await delivery(1, { Date: iso(testNow + 1 * hour), Eta: testNow + 3 * hour });
    const { headers } = await signIn(app, 'dave');

    expect((await listed(headers))[0]?.DriverLoc).toEqual([{ Location: depot }]);
  });

  it('shows the seeded delivery of enquiry 105 a third of the way from the Leeds depot', async () => {
    const { headers } = await signIn(app, 'dave');

    const seeded = (await listed(headers)).find((d) => d.Document[0] === 'INV-778201');

    const [lat, lon] = fixtures.leedsDepot;
    expectAt(seeded?.DriverLoc[0]?.Location, [
      lat + (53.8112 - lat) / 3,
      lon + (-1.5852 - lon) / 3,
    ]);
  });

  it('answers every garage of the account alike', async () => {
    app.world.db.deliveries.clear();
    await delivery(1);
    const dave = await signIn(app, 'dave');
    const emma = await signIn(app, 'emma');

    const fromKirkstall = await listed(dave.headers);
    const fromHeadingley = await listed(emma.headers);

    expect(fromKirkstall).toHaveLength(1);
    expect(fromHeadingley).toEqual(fromKirkstall);
  });

  itIsAnAccountKeyedRead(() => app, url, 'id');
});
