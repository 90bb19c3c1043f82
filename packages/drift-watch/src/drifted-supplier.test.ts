// The drift watch in front of the real mock supplier started with each of its named drifts
// (docs/contract-drift.md): the report must name the drift precisely (operation, place, rule,
// what came) and nothing else, and the undrifted mock must give no difference at all.
import { loadOpenApiDocument, supplierApiPath } from '@garage/api-types/openapi';
import { drifts, type DriftName } from '@garage/mock-server/drifts';
import { fixtures } from '@garage/mock-server/seed-fixtures';
import { buildTestApp, signInAt } from '@garage/mock-server/testing';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { allHosts, buildDriftWatch } from './app.ts';
import type { DriftRecord } from './drift-log.ts';
import type { DriftReport, UndocumentedStatus } from './report.ts';

type Headers = Record<string, string>;
/** One call of the portal, through the proxy's main API host, signed in. */
type Call = (api: string, headers: Headers) => Promise<Response>;

const listEnquiries: Call = (api, headers) =>
  fetch(`${api}/api/connectplus/enquiries`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ StartDate: '2026-10-15', EndDate: '2026-11-21' }),
  });
const quoteLines: Call = (api, headers) =>
  fetch(`${api}/api/connectplus/response/${fixtures.enquiries.quoted}`, { headers });
const companyInfo: Call = (api, headers) => fetch(`${api}/api/user`, { headers });
const messages: Call = (api, headers) =>
  fetch(`${api}/api/connectplus/garage/messages/${fixtures.enquiries.quoted}/true`, { headers });
const raiseEnquiry: Call = (api, headers) => {
  const form = new FormData();
  const fields = { Status: 'Waiting', Notes: '', Parts: 'Wiper blades', Reg: 'YK19 HBN' };
  for (const [name, value] of Object.entries({ ...fields, Consumables: 'false' })) {
    form.set(name, value);
  }
  return fetch(`${api}/api/connectplus/enquiry`, { method: 'POST', headers, body: form });
};

type Reported = Omit<DriftRecord, 'firstSeen' | 'lastSeen'>;

type Expectation = {
  /** The calls that reach the drifted operation, once each, after signing in. */
  calls: Call[];
  /** The report's differences, each seen once (one call, however many items break it). */
  differences: Reported[];
  undocumentedStatuses?: Omit<UndocumentedStatus, 'firstSeen' | 'lastSeen'>[];
  /** The drifted value as it came, which neither report file may hold (only its type). */
  valueThatCame?: string;
};

const getEnquiries = {
  operationId: 'getEnquiries',
  method: 'POST',
  path: '/api/connectplus/enquiries',
  status: 200,
  in: 'response',
  count: 1,
} as const;

// What a maintainer reads in the report for each drift.
const expectations = {
  // Every enquiry of My Enquiries lacks the required GarageUnread. The document leaves Enquiry
  // open (no additionalProperties: false), so the new name GarageUnreadCount is no difference
  // and the report does not name it: it says what is missing, not what it became.
  'renamed-field': {
    calls: [listEnquiries],
    differences: [
      {
        ...getEnquiries,
        instancePath: '/*/GarageUnread',
        expected: { keyword: 'required', params: { missingProperty: 'GarageUnread' } },
        received: 'nothing',
      },
    ],
  },
  // Quote lines' UnitPrice is a number where Money is a string.
  'price-as-number': {
    calls: [quoteLines],
    differences: [
      {
        operationId: 'getEnquiryResponses',
        method: 'GET',
        path: '/api/connectplus/response/{id}',
        status: 200,
        in: 'response',
        instancePath: '/*/UnitPrice',
        expected: { keyword: 'type', params: { type: 'string' } },
        received: 'number',
        count: 1,
      },
    ],
    valueThatCame: '38.5',
  },
  // An enquiry's Status is none of EnquiryStatus's values; which value came stays out (redacted).
  'new-status': {
    calls: [listEnquiries],
    differences: [
      {
        ...getEnquiries,
        instancePath: '/*/Status',
        expected: {
          keyword: 'enum',
          params: {
            // The document's list, as the document has it.
            allowedValues: (await loadOpenApiDocument(supplierApiPath)).components?.schemas
              ?.EnquiryStatus?.enum,
          },
        },
        received: 'string',
      },
    ],
    valueThatCame: 'On Hold',
  },
  // The company info lacks the required CurrencyCode.
  'missing-required': {
    calls: [companyInfo],
    differences: [
      {
        operationId: 'getCompanyInfo',
        method: 'GET',
        path: '/api/user',
        status: 200,
        in: 'response',
        instancePath: '/CurrencyCode',
        expected: { keyword: 'required', params: { missingProperty: 'CurrencyCode' } },
        received: 'nothing',
        count: 1,
      },
    ],
  },
  // A new enquiry is answered 201, which createEnquiry does not list; the body of an
  // unlisted success status has no schema to check, so the status is the one difference.
  'undocumented-status': {
    calls: [raiseEnquiry],
    differences: [
      {
        operationId: 'createEnquiry',
        method: 'POST',
        path: '/api/connectplus/enquiry',
        status: 201,
        in: 'status',
        instancePath: '',
        expected: {
          keyword: 'status',
          params: { documented: ['200', '400', '401', '413', '415'] },
        },
        received: '201',
        count: 1,
      },
    ],
    undocumentedStatuses: [
      {
        operationId: 'createEnquiry',
        method: 'POST',
        path: '/api/connectplus/enquiry',
        status: 201,
        count: 1,
      },
    ],
  },
  // Messages' Datetime is a string, but not a date-time (it has no offset).
  'offset-less-date': {
    calls: [messages],
    differences: [
      {
        operationId: 'getEnquiryMessages',
        method: 'GET',
        path: '/api/connectplus/garage/messages/{id}/true',
        status: 200,
        in: 'response',
        instancePath: '/*/Datetime',
        expected: { keyword: 'format', params: { format: 'date-time' } },
        received: 'string',
        count: 1,
      },
    ],
    valueThatCame: '2026-11-19T15:00:00.000',
  },
} satisfies Record<DriftName, Expectation>;

/**
 * The mock (seed 1) with these drifts, a drift watch in front of all four of its hosts; signs
 * in and makes the calls through the watch, closes it and answers the report it wrote (and
 * the text of both its files, JSON and summary).
 */
async function reportOf(names: DriftName[], calls: Iterable<Call>) {
  const mock = await buildTestApp({ drifts: names });
  onTestFinished(() => mock.close());
  const origin = await mock.listen({ host: '127.0.0.1', port: 0 });
  const dir = await mkdtemp(join(tmpdir(), 'drifted-supplier-'));
  onTestFinished(() => rm(dir, { recursive: true }));
  const reportPath = join(dir, 'report.json');
  const watch = await buildDriftWatch({ upstreams: allHosts(origin), reportPath });
  try {
    const { api } = await watch.listen({ ports: allHosts(0) });
    const { headers } = await signInAt(api);
    for (const call of calls) {
      const response = await call(api, headers);
      // Read to the end: the watch checks an answer once all of it has gone by.
      await response.arrayBuffer();
      expect(response.ok).toBe(true);
    }
  } finally {
    await watch.close();
  }
  const json = await readFile(reportPath, 'utf8');
  const summary = await readFile(join(dir, 'report.txt'), 'utf8');
  return { report: JSON.parse(json) as DriftReport, written: json + summary };
}

const withoutTimes = <T extends { firstSeen: string; lastSeen: string }>({
  firstSeen: _first,
  lastSeen: _last,
  ...rest
}: T) => rest;

describe('the drift watch in front of the drifted mock supplier', () => {
  it('has an expectation for every drift the mock can make, so a new one is not left untested', () => {
    expect(Object.keys(expectations).sort()).toEqual(drifts.map(({ name }) => name).sort());
  });

  it.each(drifts)(
    '$name: the report names it, on $operationId, and nothing else',
    async (drift) => {
      const expected: Expectation = expectations[drift.name];

      const { report, written } = await reportOf([drift.name], expected.calls);

      expect(report.differences.map(withoutTimes)).toEqual(expected.differences);
      expect(report.undocumentedStatuses.map(withoutTimes)).toEqual(
        expected.undocumentedStatuses ?? [],
      );
      if (expected.valueThatCame) expect(written).not.toContain(expected.valueThatCame);
    },
  );

  it('the same calls to the mock without drifts give no difference', async () => {
    const calls = new Set(Object.values(expectations).flatMap(({ calls: list }) => list));

    const { report } = await reportOf([], calls);

    expect(report.summary.differences).toBe(0);
    expect(report.undocumentedStatuses).toEqual([]);
  });
});
