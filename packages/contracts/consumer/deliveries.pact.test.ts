// The account's deliveries and what goes with them: vans in transit, returns and bulletins (on
// the company's own API host, here Pact's mock server) and the garage's saved part lists, each
// through the portal's own API functions and client.
import { getPartLists } from '@garage/web/features/enquiries/api/get-part-lists';
import { groupPartLists } from '@garage/web/features/enquiries/lib/part-lists';
import { getBulletins } from '@garage/web/features/news/api/get-bulletins';
import { getReturns } from '@garage/web/features/returns/api/get-returns';
import { getInTransit } from '@garage/web/features/tracking/api/get-in-transit';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createPact,
  expectTokenFetch,
  isoDateTime,
  portalClient,
} from '../src/pact.ts';

const { arrayContaining, eachLike, integer, like, nullValue, number, regex } = MatchersV3;
const pact = createPact();

const account = 'PMF1001';

/** A position as [latitude, longitude]: exactly two numbers. */
const latLon = (lat: number, lon: number) => [number(lat), number(lon)];
/** An absolute http(s) URL the portal loads as it is. */
const absoluteUrl = (example: string) => regex(/^https?:\/\/\S+$/, example);

/** A van on its way, with the fields the tracking map reads; Depot is optional. */
const delivery = {
  Document: eachLike('INV-778201'),
  PartInfo: eachLike({ Part: like('TB-SK-5520'), Qty: integer(1) }),
  Eta: integer(1_795_255_200_000),
  Date: isoDateTime('2026-11-20T09:00:00.000Z'),
  Loc: latLon(53.8112, -1.5852),
  DriverLoc: eachLike({ Location: latLon(53.8001, -1.5611) }),
};

describe('getInTransit', () => {
  it('reads the vans on their way to the account', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('account PMF1001 has a van on its way')
      .uponReceiving('a request for the deliveries in transit to account PMF1001')
      .withRequest('GET', `/api/run/getInTransit/${account}`, (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike(delivery)))
      .executeTest(async (server) => {
        const vans = await getInTransit(portalClient(server.url).client, server.url, account);
        expect(vans[0]?.Loc).toHaveLength(2);
        expect(vans[0]?.Depot).toBeUndefined();
      });
  });

  it('reads the depot a van set off from when the supplier sends it', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('account PMF1001 has a van on its way from the Leeds depot')
      .uponReceiving('a request for the deliveries in transit to account PMF1001, with depots')
      .withRequest('GET', `/api/run/getInTransit/${account}`, (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(arrayContaining({ ...delivery, Depot: latLon(53.7946, -1.5486) })),
      )
      .executeTest(async (server) => {
        const vans = await getInTransit(portalClient(server.url).client, server.url, account);
        expect(vans[0]?.Depot).toEqual([53.7946, -1.5486]);
      });
  });
});

describe('getReturns', () => {
  it('reads the account’s returned parts', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('account PMF1001 has returned parts')
      .uponReceiving('a request for the returns of account PMF1001')
      .withRequest('GET', `/api/garage/returnparts/list/${account}`, (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            DateTime: isoDateTime('2026-10-31T10:00:00.000Z'),
            Parts: eachLike({
              PartNo: like('BP-FO-1021'),
              Qty: integer(1),
              Reason: like('Wrong part supplied'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const returns = await getReturns(portalClient(server.url).client, server.url, account);
        expect(returns[0]?.Parts[0]?.Reason).toBe('Wrong part supplied');
      });
  });
});

describe('getBulletins', () => {
  it('reads the account’s bulletins, with and without a document', async () => {
    const bulletin = (fields: Record<string, unknown>) => ({
      BulletinId: integer(1),
      Title: like('Winter battery check: money off Varta and Bosch batteries'),
      ThumbnailPath: absoluteUrl('https://garage-api.supplier.example/assets/1/thumbnail.png'),
      FilePath: absoluteUrl('https://garage-api.supplier.example/assets/1/document.pdf'),
      ExpiryTime: isoDateTime('2026-12-20T09:00:00.000Z'),
      UploadedAt: isoDateTime('2026-11-01T09:00:00.000Z'),
      ...fields,
    });
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('account PMF1001 has current bulletins, one of them without a document')
      .uponReceiving('a request for the bulletins of account PMF1001')
      .withRequest('GET', `/api/promotions/${account}`, (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          arrayContaining(
            bulletin({}),
            bulletin({
              BulletinId: integer(4),
              Title: like('Free delivery on orders over £50'),
              ThumbnailPath: absoluteUrl(
                'https://garage-api.supplier.example/assets/4/thumbnail.png',
              ),
              FilePath: nullValue(),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const bulletins = await getBulletins(portalClient(server.url).client, server.url, account);
        expect(bulletins.map((item) => item.FilePath === null)).toEqual([false, true]);
      });
  });
});

describe('getPartLists', () => {
  it('reads the garage’s saved part lists, one entry per part', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('garage 1 has saved part lists Full service and Front brakes')
      .uponReceiving('a request for the saved part lists of garage 1')
      .withRequest('GET', '/api/connectplus/partlist', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({ PartGroup: like('Full service'), PartList: like('Oil filter') }, 2),
        ),
      )
      .executeTest(async (server) => {
        const entries = await getPartLists(portalClient(server.url).client);
        expect(groupPartLists(entries).get('Full service')).toEqual(['Oil filter', 'Oil filter']);
      });
  });
});
