// The signed-in garage's session data: company, user, the company lookup and the logo.
import {
  brandLogoStorageKey,
  getBrandLogo,
  getCompanyInfo,
  getCompanyLookup,
  getGarageUser,
} from '@garage/web/supplier-calls';
import { memoryStorage } from '@garage/web/testing';
import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authHeaders,
  createPact,
  expectTokenFetch,
  isoDateTime,
  portalClient,
  hostsAt,
} from '../src/pact.ts';

const { like, regex, integer, eachLike } = MatchersV3;
const pact = createPact();

/** A 1×1 PNG: the sample logo. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The browser APIs getBrandLogo uses that Node lacks: FileReader and a Storage. */
class NodeFileReader {
  result: string | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsDataURL(blob: Blob) {
    blob.arrayBuffer().then(
      (bytes) => {
        this.result = `data:${blob.type};base64,${Buffer.from(bytes).toString('base64')}`;
        this.onload?.();
      },
      (error: unknown) => {
        this.error = error as Error;
        this.onerror?.();
      },
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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

describe('getGarageUser', () => {
  it('reads the signed-in garage user, with the account code and branch', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('dave is a user of garage 1, Kirkstall Road Garage, with account PMF1001')
      .uponReceiving('a request for the signed-in garage user')
      .withRequest('GET', '/api/connectplus/garageuser', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          CompanyId: integer(1),
          CustomerKeyCode: like('PMF1001'),
          FactorBranch: like('LEE'),
          GarageName: like('Kirkstall Road Garage'),
          GarageUserName: like('dave.hughes'),
          Address: like('212 Kirkstall Road\nLeeds\nLS4 2AQ'),
          CreatedDatetime: isoDateTime('2024-02-11T09:30:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const { client, navigation } = portalClient(server.url);
        const user = await getGarageUser(client);
        expect(user.CustomerKeyCode).toBe('PMF1001');
        expect(user.FactorBranch).toBe('LEE');
        expect(navigation.toLogin).toBe(0);
      });
  });
});

describe('getCompanyLookup', () => {
  it('finds the company’s own API host', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('company 1 has its own API host')
      .uponReceiving('a lookup of company 1')
      .withRequest('GET', '/api/getCompany/1', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ CompanyDomain: like('garage-api.supplier.example') })),
      )
      .executeTest(async (server) => {
        const lookup = await getCompanyLookup(
          portalClient(server.url).client,
          hostsAt(server.url),
          1,
        );
        expect(lookup[0]?.CompanyDomain).toBe('garage-api.supplier.example');
      });
  });

  it('answers an empty list for an unknown company (the portal’s error page)', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('company 99 is not known')
      .uponReceiving('a lookup of company 99')
      .withRequest('GET', '/api/getCompany/99', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) => response.jsonBody([]))
      .executeTest(async (server) => {
        const lookup = await getCompanyLookup(
          portalClient(server.url).client,
          hostsAt(server.url),
          99,
        );
        expect(lookup).toEqual([]);
      });
  });
});

describe('getImage', () => {
  it('reads the company logo as image bytes, kept as a data URL', async () => {
    vi.stubGlobal('FileReader', NodeFileReader);
    const storage = memoryStorage();
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('company 1 has the logo image logo-company-1')
      .uponReceiving('a request for the logo image of company 1')
      .withRequest('GET', '/api/image/logo-company-1', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': regex(/^image\/[a-z+.-]+$/, 'image/png') })
          .body('image/png', png)
          .matchingRules({
            body: {
              path: '$',
              rules: [{ 'pact:matcher:type': 'contentType', value: 'image/png' }],
            },
          }),
      )
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        const dataUrl = await getBrandLogo(client, storage, 'logo-company-1');
        expect(dataUrl).toBe(`data:image/png;base64,${png.toString('base64')}`);
        expect(storage.getItem(brandLogoStorageKey)).toContain('logo-company-1');
      });
  });
});
