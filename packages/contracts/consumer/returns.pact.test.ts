// The account's returned parts, from the company's own API host (here Pact's mock server),
// through the portal's own API function and client.
import { getReturns } from '@garage/web/supplier-calls';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createPact,
  expectTokenFetch,
  isoDateTime,
  portalClient,
} from '../src/pact.ts';

const { eachLike, integer, like } = MatchersV3;
const pact = createPact();

const account = 'PMF1001';
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
