// The account's bulletins, from the company's own API host (here Pact's mock server), through
// the portal's own API function and client.
import { getBulletins } from '@garage/web/supplier-calls';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createPact,
  expectTokenFetch,
  isoDateTime,
  portalClient,
} from '../src/pact.ts';

const { arrayContaining, integer, like, nullValue, regex } = MatchersV3;
const pact = createPact();

const account = 'PMF1001';
/** An absolute http(s) URL the portal loads as it is. */
const absoluteUrl = (example: string) => regex(/^https?:\/\/\S+$/, example);

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
