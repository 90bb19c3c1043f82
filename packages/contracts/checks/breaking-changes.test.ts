// The breaking-change gate, proved on fixture mutations of the baseline: each row changes a
// copy of the baseline document and states the verdict the gate must give.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { compareDocuments, portalCalls, type PortalCall } from './breaking-changes.ts';
import {
  dereferenceOpenApiDocument,
  loadOpenApiDocument,
  readRawOpenApiDocument,
} from '@garage/api-types/openapi';
import { baselineFile, supplierApiFile } from './openapi.ts';
import { defaultPactFile, readPact } from './pact-file.ts';

/** A fixed list of the portal's calls, so the verdicts do not move as the real pact grows. */
const calls: PortalCall[] = [
  {
    description: 'a token request',
    method: 'GET',
    path: '/api/authenticate/mobile/6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
    status: 200,
    responseBody: { token: 't' },
  },
  {
    description: 'the company',
    method: 'GET',
    path: '/api/user',
    status: 200,
    responseBody: { CompanyID: 1, CompanyName: 'Pennine Motor Factors', CurrencyCode: 'GBP' },
  },
  {
    description: 'the quote lines of enquiry 101',
    method: 'GET',
    path: '/api/connectplus/response/101',
    status: 200,
    responseBody: [{ ResponseDetailId: 1, PartNumber: 'BP-1', Qty: 1, UnitPrice: '12.50' }],
  },
  {
    description: 'the enquiries of the window',
    method: 'POST',
    path: '/api/connectplus/enquiries',
    status: 200,
    responseBody: [{ EnquiryId: 101, Status: 'Quoted' }],
  },
  { description: 'a new enquiry', method: 'POST', path: '/api/connectplus/enquiry', status: 200 },
];

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   each case edits the raw YAML document in place, before it is read into types */
type Raw = Record<string, any>;
const schemas = (raw: Raw) => raw.components.schemas;

const cases: {
  name: string;
  mutate: (raw: Raw) => void;
  verdict: 'fail' | 'pass';
  /** Text every breaking finding (fail) or some notice (pass) must contain. */
  expect: RegExp[];
}[] = [
  {
    name: 'remove a response field the portal reads',
    mutate: (raw) => delete schemas(raw).CompanyInfo.properties.CompanyName,
    verdict: 'fail',
    expect: [
      /getCompanyInfo .*response 200 \$\.CompanyName: removed from the response; the pact reads it/,
    ],
  },
  {
    name: "change UnitPrice's type (Money string to number)",
    mutate: (raw) => {
      schemas(raw).Money = { type: 'number', minimum: 0 };
    },
    verdict: 'fail',
    expect: [
      /getEnquiryResponses .*response 200 \$\[\]\.UnitPrice: type changed from string to number/,
    ],
  },
  {
    name: 'make an optional request field required',
    mutate: (raw) => schemas(raw).NewEnquiry.required.push('Image'),
    verdict: 'fail',
    expect: [
      /createEnquiry .*request body multipart\/form-data \$\.Image: was optional, now required/,
    ],
  },
  {
    name: 'rename a path',
    mutate: (raw) => {
      raw.paths['/api/users'] = raw.paths['/api/user'];
      delete raw.paths['/api/user'];
    },
    verdict: 'fail',
    expect: [/getCompanyInfo \(GET \/api\/user\): path: moved to GET \/api\/users/],
  },
  {
    name: 'remove an enum value the portal sends',
    mutate: (raw) => {
      schemas(raw).NewEnquiry.properties.Status.enum = ['Waiting'];
    },
    verdict: 'fail',
    expect: [/createEnquiry .*\$\.Status: no longer accepts "Order"/],
  },
  {
    name: 'add a required query parameter',
    mutate: (raw) => {
      raw.paths['/api/user'].get.parameters = [
        { name: 'Branch', in: 'query', required: true, schema: { type: 'string' } },
      ];
    },
    verdict: 'fail',
    expect: [/getCompanyInfo .*query parameter Branch: new required parameter/],
  },
  {
    name: 'add an optional response field',
    mutate: (raw) => {
      schemas(raw).CompanyInfo.properties.Nickname = { type: 'string' };
    },
    verdict: 'pass',
    expect: [/getCompanyInfo .*\$\.Nickname: new response property \(additive\)/],
  },
  {
    name: 'add a new operation',
    mutate: (raw) => {
      raw.paths['/api/connectplus/favourites'] = {
        get: { operationId: 'getFavourites', responses: { '200': { description: 'Favourites.' } } },
      };
    },
    verdict: 'pass',
    expect: [/getFavourites \(GET \/api\/connectplus\/favourites\): path: new operation/],
  },
  {
    name: 'change an operation the portal never calls',
    mutate: (raw) => {
      delete schemas(raw).Bulletin.properties.Title;
      schemas(raw).Bulletin.properties.BulletinId.type = 'string';
    },
    verdict: 'pass',
    expect: [
      /getBulletins .*\$\[\]\.Title: removed from the response.*\[the portal does not call this operation\]/,
      /getBulletins .*\$\[\]\.BulletinId: type changed from integer to string.*\[the portal does not call/,
    ],
  },
  {
    name: 'remove an enum value from a response',
    mutate: (raw) => {
      schemas(raw).EnquiryStatus.enum = schemas(raw).EnquiryStatus.enum.filter(
        (value: string) => value !== 'Archived',
      );
    },
    verdict: 'pass',
    expect: [/getEnquiries .*\$\[\]\.Status: no longer answers "Archived"/],
  },
];
/* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   the raw document is edited above only */

/** The baseline read afresh, with `mutate` applied before its $refs are resolved. */
async function baselineWith(mutate: (raw: Raw) => void = () => {}) {
  const raw = await readRawOpenApiDocument(baselineFile);
  mutate(raw);
  return dereferenceOpenApiDocument(raw, baselineFile);
}

const baseline = await loadOpenApiDocument(baselineFile);

describe('the breaking-change gate', () => {
  it('finds nothing when nothing changed', async () => {
    expect(compareDocuments(baseline, await baselineWith(), calls)).toEqual({
      checked: [
        'getDeviceToken (GET /api/authenticate/mobile/{deviceId})',
        'getCompanyInfo (GET /api/user)',
        'getEnquiries (POST /api/connectplus/enquiries)',
        'getEnquiryResponses (GET /api/connectplus/response/{id})',
        'createEnquiry (POST /api/connectplus/enquiry)',
      ],
      breaking: [],
      notices: [],
    });
  });

  it.each(cases)('$name: $verdict', async ({ mutate, verdict, expect: patterns }) => {
    const result = compareDocuments(baseline, await baselineWith(mutate), calls);
    const lines = (findings: typeof result.breaking) =>
      findings.map((f) => `${f.operation}: ${f.field}: ${f.why}`);
    if (verdict === 'fail') {
      expect(result.breaking.length, lines(result.notices).join('\n')).toBeGreaterThan(0);
      for (const pattern of patterns)
        expect(lines(result.breaking)).toContainEqual(expect.stringMatching(pattern));
    } else {
      expect(lines(result.breaking)).toEqual([]);
      for (const pattern of patterns)
        expect(lines(result.notices)).toContainEqual(expect.stringMatching(pattern));
    }
  });

  it('passes the current document against the baseline for the real pact', async () => {
    expect(existsSync(defaultPactFile), 'no pact: run the consumer tests first').toBe(true);
    const result = compareDocuments(
      baseline,
      await loadOpenApiDocument(supplierApiFile),
      portalCalls(readPact()),
    );
    expect(result.breaking).toEqual([]);
  });
});
