// What a valid request needs beyond its schema to reach a handler and get a 2xx: the seed's
// real ids (read from the store, so they follow the seed) and, for the few operations whose
// fields must agree with each other or with the caller, requests that make them agree.
import { Query } from '@msw/data';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { failingLicenceCode, fixtures } from '../records/data/fixtures.ts';
import { saveDemo } from '../world/saved-demo.ts';
import type { Parts } from './request.ts';
import type { Hints } from './schema-values.ts';

/** Who the fuzzer signs in as: Dave of Kirkstall Road Garage, on a device of its own. */
export const caller = {
  user: 'dave',
  deviceId: '0f5e8a52-6a0e-4c3b-9d1e-2b7f4c9a8e11',
  UserID: fixtures.users.dave,
  CompanyId: fixtures.companies.pennine,
  Acct: fixtures.accounts.pennineLeeds,
  GarageId: fixtures.garages.kirkstall,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

export type SeedValues = {
  hints: Hints;
  /**
   * Whether a request asks for the one 5xx the mock gives on purpose (the licence code that
   * fails activation): never sent as a valid request.
   */
  failsOnPurpose: (parts: Parts) => boolean;
  /** Requests of an operation whose fields agree, by operationId. */
  agreeing: Readonly<Record<string, (parts: Parts) => fc.Arbitrary<Parts>>>;
};

/** Dates from `from` to `to` days after the clock's time, as YYYY-MM-DD. */
function daysFromNow(now: number, from: number, to: number): fc.Arbitrary<string> {
  return fc
    .integer({ min: from, max: to })
    .map((days) => new Date(now + days * dayMs).toISOString().slice(0, 10));
}

export function seedValues(app: FastifyInstance): SeedValues {
  const { db, clock } = app.world;
  const own = db.enquiries.findMany(new Query((record) => record.GarageId === caller.GarageId));
  const others = db.enquiries.findMany(new Query((e) => e.GarageId !== caller.GarageId));
  // Own enquiries mostly, a few of other garages' (404), one that does not exist.
  const enquiryIds = [
    ...own.map((e) => e.EnquiryId),
    ...others.slice(0, 4).map((e) => e.EnquiryId),
    999_999,
  ];
  const accounts = Object.values(fixtures.accounts);
  const quoted = own.filter((e) => e.Status === 'Quoted').map((e) => e.EnquiryId);
  const quotedLines = quoted
    .map((EnquiryId) =>
      db.quoteLines.findMany(new Query((record) => record.EnquiryId === EnquiryId)),
    )
    .filter((lines) => lines.length > 0);
  const partNumbers = [...new Set(db.stock.all().map((row) => row.Part))];

  const hints: Hints = {
    id: [...enquiryIds, ...accounts],
    EnquiryId: enquiryIds,
    enqId: enquiryIds,
    EnquiryID: enquiryIds,
    CustomerKeyCode: accounts,
    Acct: accounts,
    CompanyID: Object.values(fixtures.companies),
    blobId: db.images.all().map((image) => image.Key),
    deviceId: [caller.deviceId],
    document: [...new Set([...own, ...others].flatMap((e) => (e.Document ? [e.Document] : [])))],
    parts: fc.subarray(partNumbers, { minLength: 1, maxLength: 10 }),
    StartDate: daysFromNow(clock.now(), -40, 0),
    EndDate: daysFromNow(clock.now(), 0, 2),
    EntryCode: Object.values(fixtures.licenceCodes),
  };

  const withBody = (parts: Parts, body: unknown): Parts => ({ ...parts, body });
  // A saved demo's records that agree with each other: the seed's companies with their logos,
  // garages and users, and nothing else (a fuzzed document rarely holds what its records name).
  const saved = saveDemo(app.world, clock.now());
  const agreeingRecords = Object.fromEntries(
    Object.entries(saved.records).map(([name, records]) => [
      name,
      ['companies', 'garages', 'users'].includes(name) ? records : [],
    ]),
  );
  const logos = saved.binaries.images.filter((image) => image.Key.startsWith('logo-'));
  const agreeing: SeedValues['agreeing'] = {
    demoImportSandbox: (parts) => {
      const body = parts.body as { simulator?: object | null };
      const simulator = body.simulator && { ...body.simulator, confirmedAt: [] };
      return fc.constant(
        withBody(parts, {
          ...body,
          records: agreeingRecords,
          binaries: { images: logos, assets: [] },
          faults: { nextId: 1, rules: [] },
          simulator,
        }),
      );
    },
    activateDevice: (parts) => {
      const body = parts.body as Record<string, unknown>;
      return fc.constant(withBody(parts, { ...body, OneSignalID: body.DeviceID }));
    },
    addDevice: (parts) =>
      fc.constant(
        withBody(parts, {
          ...(parts.body as Record<string, unknown>),
          DeviceId: caller.deviceId,
          UserId: caller.UserID,
          CompanyId: caller.CompanyId,
          Acct: caller.Acct,
        }),
      ),
    confirmQuoteLines: (parts) =>
      fc
        .constantFrom(...quotedLines)
        .chain((lines) => fc.subarray(lines, { minLength: 1 }))
        .chain((lines) =>
          fc.tuple(...lines.map((line) => fc.integer({ min: 1, max: line.Qty }))).map((qtys) =>
            withBody(
              parts,
              lines.map((line, index) => ({
                Qty: qtys[index],
                ResponseDetailID: line.ResponseDetailId,
                UserID: caller.UserID,
                ResponseHeaderID: line.ResponseHeaderId,
                EnquiryID: line.EnquiryId,
                Confirmed: 1,
              })),
            ),
          ),
        ),
  };
  const failsOnPurpose = (parts: Parts) =>
    (parts.body as { EntryCode?: unknown } | undefined)?.EntryCode === failingLicenceCode;
  return { hints, agreeing, failsOnPurpose };
}
