import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getCompanyInfo } from '../../web/src/lib/session/get-company-info.ts';
import { authHeaders, createPact, expectTokenFetch, portalClient } from '../src/pact.ts';

const { like, regex, integer } = MatchersV3;
const pact = createPact();

describe('getCompanyInfo', () => {
  it('reads the company of the signed-in garage user', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('garage 1 belongs to company 1, Pennine Motor Factors')
      .uponReceiving('a request for the company of the signed-in user')
      .withRequest('GET', '/api/user', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          CompanyID: integer(1),
          CompanyName: like('Pennine Motor Factors'),
          CurrencyCode: regex(/^[A-Z]{3}$/, 'GBP'),
          CompanyBrandingBlobStorageID: like('logo-company-1'),
          ConnectPlusColor: regex(/^#[0-9a-fA-F]{6}$/, '#1d4ed8'),
          UserID: integer(11),
        }),
      )
      .executeTest(async (server) => {
        const company = await getCompanyInfo(portalClient(server.url).client);
        expect(company.CompanyName).toBe('Pennine Motor Factors');
      });
  });
});
