// Vans in transit to the account, read from the company's own API host (here Pact's mock
// server) through the portal's own API function and client.
import { getInTransit } from '@garage/web/supplier-calls';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createPact,
  expectTokenFetch,
  isoDateTime,
  portalClient,
} from '../src/pact.ts';

const { arrayContaining, eachLike, integer, like, number } = MatchersV3;
const pact = createPact();

const account = 'PMF1001';
/** A position as [latitude, longitude]: exactly two numbers. */
const latLon = (lat: number, lon: number) => [number(lat), number(lon)];

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
