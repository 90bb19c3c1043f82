// Enquiries: the garage's own list, the account-wide list, raising one (multipart), its
// backorder flag and the reason a cancelled one cannot be supplied.
import {
  createEnquiry,
  getBackorderCheck,
  getCantSupplyReasons,
  getEnquiries,
  getGlobalEnquiries,
  globalEnquiriesWindow,
  myEnquiriesWindow,
} from '@garage/web/supplier-calls';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createPact,
  expectTokenFetch,
  isoDate,
  isoDateTime,
  multipartExample,
  portalClient,
  hostsAt,
} from '../src/pact.ts';

const { like, regex, integer, eachLike, boolean } = MatchersV3;
const pact = createPact();

const registration = /^[A-Z0-9 ]{3,30}$/;
const enquiryStatus = /^(Waiting|Order|Garage Confirmed|Ordered|Quoted|Cancelled|Archived)$/;

/**
 * A window wide enough to hold every seeded enquiry whenever the pact is replayed; the portal's
 * own window (36 or 5 days back to tomorrow) is matched by its date format.
 */
const sampleWindow = {
  StartDate: isoDate('2020-01-01'),
  EndDate: isoDate('2099-12-31'),
};

/**
 * An Enquiry as the lists return it: the fields every enquiry has a value for. Make, Model,
 * Engine, GBox, Fuel, Document, Eta and BlobStorageId may be null on any item (a consumables
 * enquiry has no vehicle, an unquoted one no document), and Pact has no "string or null"
 * matcher, so a list template leaves them out.
 */
const enquiry = (sample: {
  EnquiryId: number;
  Reg: string;
  Parts: string;
  Notes: string;
  Status: string;
}) => ({
  EnquiryId: integer(sample.EnquiryId),
  Reg: regex(registration, sample.Reg),
  Parts: like(sample.Parts),
  Notes: like(sample.Notes),
  Status: regex(enquiryStatus, sample.Status),
  MessageCount: integer(2),
  GarageUnread: integer(1),
  DatetimeCreated: isoDateTime('2025-03-01T10:15:00.000Z'),
  Date: isoDateTime('2025-03-01T10:15:00.000Z'),
});

const quoted101 = {
  EnquiryId: 101,
  Reg: 'YK19 HBN',
  Parts: 'Front brake pads, front discs, wear sensor',
  Notes: '[SAME DAY] Ceramic pads if you have them\n\n(Ford, Focus)',
  Status: 'Quoted',
};

describe('getEnquiries', () => {
  it('lists the garage’s own enquiries dated within the window', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('garage 1 has a quoted enquiry 101')
      .uponReceiving('a request for the garage’s own enquiries within a window')
      .withRequest('POST', '/api/connectplus/enquiries', (request) =>
        request.headers(authHeaders).jsonBody(sampleWindow),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike(enquiry(quoted101))))
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        const enquiries = await getEnquiries(client, myEnquiriesWindow(new Date()));
        expect(enquiries[0]).toMatchObject({ EnquiryId: 101, Status: 'Quoted' });
      });
  });
});

describe('getGlobalEnquiries', () => {
  it('lists the enquiries of every garage of the customer account', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('account PMF1001 has enquiry 101 of garage 1 and enquiry 201 of garage 2')
      .uponReceiving('a request for the enquiries of customer account PMF1001')
      .withRequest('GET', '/api/connectplus/getFactorEnquiries', (request) =>
        request.headers(authHeaders).query({ ...sampleWindow, Acct: like('PMF1001') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike(
            enquiry({
              EnquiryId: 201,
              Reg: 'DN19 RSO',
              Parts: 'Brake fluid 1L, bleed nipple',
              Notes: '[SAME DAY] \n\n(Kia, Sportage)',
              Status: 'Waiting',
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        const enquiries = await getGlobalEnquiries(
          client,
          'PMF1001',
          globalEnquiriesWindow(new Date()),
        );
        expect(enquiries[0]).toMatchObject({ EnquiryId: 201, Reg: 'DN19 RSO' });
      });
  });
});

describe('createEnquiry', () => {
  const newEnquiry = {
    Status: 'Waiting',
    Notes: '[SAME DAY] Ceramic pads please\n\n(Ford, Focus)',
    Parts: 'Front brake pads',
    Reg: 'YK19 HBN',
    Consumables: false,
  } as const;

  it('raises an enquiry as multipart form data and answers it as stored', async () => {
    const { contentType, body, contentTypeHeader } = await multipartExample(newEnquiry);
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('garage 1 can raise a new enquiry')
      .uponReceiving('a new quote request for a vehicle, as multipart form data')
      .withRequest('POST', '/api/connectplus/enquiry', (request) =>
        request
          .headers({
            ...authHeaders,
            'Content-Type': contentTypeHeader,
          })
          .body(contentType, body)
          .matchingRules({
            body: [
              { path: '$.Status', rules: [regex(/^(Waiting|Order)$/, 'Waiting')] },
              { path: '$.Notes', rules: [like(newEnquiry.Notes)] },
              { path: '$.Parts', rules: [like(newEnquiry.Parts)] },
              { path: '$.Reg', rules: [regex(registration, newEnquiry.Reg)] },
              { path: '$.Consumables', rules: [regex(/^(true|false)$/, 'false')] },
            ],
          }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          enquiry({
            EnquiryId: 1001,
            Reg: newEnquiry.Reg,
            Parts: newEnquiry.Parts,
            Notes: newEnquiry.Notes,
            Status: 'Waiting',
          }),
        ),
      )
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        // Other values than the pact's sample: each part is matched by its rule, and the mock
        // server rejects a missing part or one that breaks its rule (a lower-case Reg, say).
        const created = await createEnquiry(client, {
          Status: 'Waiting',
          Notes: '[NEXT DAY] Front pads\n\n(Vauxhall, Astra)',
          Parts: 'Front brake pads, pair',
          Reg: 'LS68 WKD',
          Consumables: false,
        });
        expect(created).toMatchObject({ Status: 'Waiting', Reg: newEnquiry.Reg });
      });
  });
});

describe('getBackorderCheck', () => {
  it('says whether an enquiry has parts on back order', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('enquiry 109 of garage 1 has parts on back order')
      .uponReceiving('a backorder check of enquiry 109')
      .withRequest('GET', '/api/connectplus/backordered/check/109', (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) => response.jsonBody({ exists: boolean(true) }))
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        expect(await getBackorderCheck(client, 109)).toEqual({ exists: true });
      });
  });
});

describe('getCantSupplyReasons', () => {
  it('gives the reason a cancelled enquiry cannot be supplied, on the supplier host', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('enquiry 106 of garage 1 was cancelled with a reason')
      .uponReceiving('a request for the cant-supply reasons of enquiry 106')
      .withRequest('GET', '/api/salesassist/cplusassist/cantsupply/106', (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            Reason: like('Discontinued by the manufacturer; no pattern part available.'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        const reasons = await getCantSupplyReasons(client, hostsAt(server.url), 106);
        expect(reasons[0]?.Reason).toMatch(/Discontinued/);
      });
  });

  it('answers an empty list for an enquiry cancelled without a reason', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('enquiry 107 of garage 1 was cancelled without a reason')
      .uponReceiving('a request for the cant-supply reasons of enquiry 107')
      .withRequest('GET', '/api/salesassist/cplusassist/cantsupply/107', (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) => response.jsonBody([]))
      .executeTest(async (server) => {
        const { client } = portalClient(server.url);
        expect(await getCantSupplyReasons(client, hostsAt(server.url), 107)).toEqual([]);
      });
  });
});
