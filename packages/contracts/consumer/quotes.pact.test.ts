// The quote screens' calls: quote lines, recommended prices, branch stock and ordering lines,
// each through the portal's own API functions and client.
import type { QuoteLine } from '@garage/api-types';
import {
  ApiError,
  confirmQuoteLines,
  getEnquiryResponses,
  getPartStock,
  getQuoteDetails,
  lineConfirmations,
} from '@garage/web/supplier-calls';
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

/** The supplier's money: a non-negative numeric string (the contract's Money). */
const money = (example: string) => regex(/^\d+(\.\d{1,4})?$/, example);
const quoteDocument = (example: string) => regex(/^QUO-\d{6}$/, example);

/** A quote line as the portal reads it; the fields that vary per line come from `fields`. */
function quoteLine(fields: Record<string, unknown>) {
  return {
    ResponseDetailId: integer(9001),
    ResponseHeaderId: integer(601),
    EnquiryId: integer(101),
    PartNumber: like('BP-FO-1021'),
    Qty: integer(1),
    UnitPrice: money('38.50'),
    ResponseDetailNotes: like('Mintex ceramic'),
    DeliveryDate: nullValue(),
    Confirmed: integer(0),
    Document: quoteDocument('QUO-000101'),
    ...fields,
  };
}

const errorBody = (statusCode: number, error: string, message: string) => ({
  statusCode: integer(statusCode),
  error: like(error),
  message: like(message),
});

describe('getEnquiryResponses', () => {
  it('reads the quote lines of a quoted enquiry, with and without notes', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('garage 1 has a quoted enquiry 101 with 3 quote lines, one without notes')
      .uponReceiving('a request for the quote lines of quoted enquiry 101')
      .withRequest('GET', '/api/connectplus/response/101', (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          arrayContaining(
            quoteLine({}),
            quoteLine({
              ResponseDetailId: integer(9002),
              PartNumber: like('BD-FO-2210'),
              Qty: integer(2),
              UnitPrice: money('27.95'),
              ResponseDetailNotes: nullValue(),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const lines = await getEnquiryResponses(portalClient(server.url).client, 101);
        expect(lines.map((line) => line.UnitPrice)).toEqual(['38.50', '27.95']);
        expect(lines[1]?.ResponseDetailNotes).toBeNull();
      });
  });

  it('reads the due date of an ordered line beside a line not ordered', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('garage 1 has a confirmed enquiry 104 with one line ordered and due and one not')
      .uponReceiving('a request for the quote lines of confirmed enquiry 104')
      .withRequest('GET', '/api/connectplus/response/104', (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          arrayContaining(
            quoteLine({
              ResponseDetailId: integer(9041),
              ResponseHeaderId: integer(604),
              EnquiryId: integer(104),
              PartNumber: like('SA-NI-7781'),
              Qty: integer(2),
              UnitPrice: money('64.00'),
              ResponseDetailNotes: like('Monroe, pair'),
              DeliveryDate: isoDateTime('2026-11-21T10:00:00.000Z'),
              Confirmed: 1,
              Document: quoteDocument('QUO-000104'),
            }),
            quoteLine({
              ResponseDetailId: integer(9042),
              ResponseHeaderId: integer(604),
              EnquiryId: integer(104),
              PartNumber: like('TM-NI-0090'),
              Qty: integer(2),
              UnitPrice: money('9.80'),
              ResponseDetailNotes: like('Top mounts'),
              Confirmed: 0,
              Document: quoteDocument('QUO-000104'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const lines = await getEnquiryResponses(portalClient(server.url).client, 104);
        expect(lines.map((line) => line.Confirmed)).toEqual([1, 0]);
        expect(Date.parse(lines[0]?.DeliveryDate ?? '')).not.toBeNaN();
      });
  });

  it('reads no quote lines for an enquiry not quoted yet', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('garage 1 has a waiting enquiry 102 with no quote lines yet')
      .uponReceiving('a request for the quote lines of waiting enquiry 102')
      .withRequest('GET', '/api/connectplus/response/102', (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) => response.jsonBody([]))
      .executeTest(async (server) => {
        expect(await getEnquiryResponses(portalClient(server.url).client, 102)).toEqual([]);
      });
  });
});

describe('getQuoteDetails', () => {
  it('reads the recommended retail prices of a quote document', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('garage 1 has quote document QUO-000101 with recommended prices for 2 parts')
      .uponReceiving('a request for the recommended prices of quote document QUO-000101')
      .withRequest('GET', '/api/connectplus/getQuoDetails', (request) =>
        request.query({ document: 'QUO-000101' }).headers(authHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ Part: like('BP-FO-1021'), RRP: number(54.99) }, 2)),
      )
      .executeTest(async (server) => {
        const prices = await getQuoteDetails(portalClient(server.url).client, 'QUO-000101');
        expect(prices).toHaveLength(2);
        expect(prices[0]?.RRP).toBe(54.99);
      });
  });
});

describe('getPartStock', () => {
  it('reads the branch stock of parts, one of them stocked at no branch', async () => {
    const parts = ['BP-FO-1021', 'BD-FO-2210', 'DPF-BM-9002'];
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('parts BP-FO-1021 and BD-FO-2210 are stocked at branches and DPF-BM-9002 at none')
      .uponReceiving('a request for the branch stock of three parts')
      .withRequest('POST', '/api/factor/stock', (request) =>
        request.headers(authHeaders).jsonBody({ parts }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: arrayContaining(
            {
              Part: 'BP-FO-1021',
              Branches: eachLike({ Branch: like('LEE'), Stock: integer(4) }),
            },
            {
              Part: 'BD-FO-2210',
              Branches: eachLike({ Branch: like('BRD'), Stock: integer(6) }),
            },
            { Part: 'DPF-BM-9002', Branches: [] },
          ),
        }),
      )
      .executeTest(async (server) => {
        const { data } = await getPartStock(portalClient(server.url).client, parts);
        expect(data.map((record) => record.Part)).toEqual(parts);
        expect(data[2]?.Branches).toEqual([]);
      });
  });
});

describe('confirmQuoteLines', () => {
  /** Two of enquiry 101's quote lines as the quote selection view holds them. */
  const selected: QuoteLine[] = [
    {
      ResponseDetailId: 9001,
      ResponseHeaderId: 601,
      EnquiryId: 101,
      PartNumber: 'BP-FO-1021',
      Qty: 1,
      UnitPrice: '38.50',
      ResponseDetailNotes: 'Mintex ceramic',
      DeliveryDate: null,
      Confirmed: 0,
      Document: 'QUO-000101',
    },
    {
      ResponseDetailId: 9002,
      ResponseHeaderId: 601,
      EnquiryId: 101,
      PartNumber: 'BD-FO-2210',
      Qty: 2,
      UnitPrice: '27.95',
      ResponseDetailNotes: null,
      DeliveryDate: null,
      Confirmed: 0,
      Document: 'QUO-000101',
    },
  ];
  /** A confirmation as lineConfirmations builds it, with its ids as matchers. */
  const confirmation = (line: QuoteLine) => ({
    Qty: integer(line.Qty),
    ResponseDetailID: integer(line.ResponseDetailId),
    UserID: integer(11),
    ResponseHeaderID: integer(line.ResponseHeaderId),
    EnquiryID: integer(line.EnquiryId),
    Confirmed: 1,
  });

  it('orders two quote lines of quoted enquiry 101', async () => {
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('garage 1 has a quoted enquiry 101 with 3 quote lines, one without notes')
      .uponReceiving('an order of two quote lines of quoted enquiry 101 by dave')
      .withRequest('POST', '/api/connectplus/response/conf', (request) =>
        request.headers(authHeaders).jsonBody(selected.map(confirmation)),
      )
      .willRespondWith(200, (response) => response.jsonBody({ success: like(true) }))
      .executeTest(async (server) => {
        const answer = await confirmQuoteLines(
          portalClient(server.url).client,
          lineConfirmations(selected, 11),
        );
        expect(answer.success).toBe(true);
      });
  });

  it('is refused with 404 for a quote line that is not the garage’s', async () => {
    const otherGarages: QuoteLine = {
      ResponseDetailId: 9301,
      ResponseHeaderId: 801,
      EnquiryId: 301,
      PartNumber: 'AL-AU-4410',
      Qty: 1,
      UnitPrice: '189.00',
      ResponseDetailNotes: 'Bosch exchange',
      DeliveryDate: null,
      Confirmed: 0,
      Document: 'QUO-000301',
    };
    expectTokenFetch(pact);
    await pact
      .addInteraction()
      .given('quote line 9301 belongs to garage 3, not to garage 1')
      .uponReceiving('an order by dave of quote line 9301 of another garage')
      .withRequest('POST', '/api/connectplus/response/conf', (request) =>
        request.headers(authHeaders).jsonBody([confirmation(otherGarages)]),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(errorBody(404, 'Not Found', 'body/0/ResponseDetailID: no quote line')),
      )
      .executeTest(async (server) => {
        const { client, navigation } = portalClient(server.url);
        const failure = await confirmQuoteLines(client, lineConfirmations([otherGarages], 11)).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(404);
        expect(navigation.toLogin).toBe(0);
      });
  });
});
