// The garage's saved part lists, through the portal's own API function and client.
import { getPartLists, groupPartLists } from '@garage/web/supplier-calls';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { authHeaders, createPact, expectTokenFetch, portalClient } from '../src/pact.ts';

const { eachLike, like } = MatchersV3;
const pact = createPact();
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
