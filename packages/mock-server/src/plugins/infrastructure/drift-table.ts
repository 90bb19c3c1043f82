// The named drifts a mock started with --drift makes to its own answers, so a checker of live
// traffic against openapi/supplier-api.yaml has a drifted supplier to catch
// (docs/contract-drift.md). The package exports this file as "@garage/mock-server/drifts".
import type { operations } from '@garage/api-types';

type OperationId = keyof operations;

/** The JSON body an operation answers with 200, as the document types it. */
type Answer<Op extends OperationId> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type Drift = {
  name: DriftName;
  /** What changes, in words a report can quote. */
  description: string;
  /** The operation whose successful answers change. */
  operationId: OperationId;
  /** The status it answers instead of the documented one; the same when absent. */
  status?: number;
  /** The JSON body as it goes out; the same when absent. */
  transform?: (body: unknown) => unknown;
};

/**
 * A drift whose transform reads the body as its operation's answer. The body is what the
 * operation's handler answered, which the test suite checks against the document before any
 * drift runs, so the one cast here holds.
 */
function drift<Op extends OperationId>(
  definition: Omit<Drift, 'name' | 'operationId' | 'transform'> & {
    operationId: Op;
    transform?: (body: Answer<Op>) => unknown;
  },
) {
  return definition as Omit<Drift, 'name'>;
}

/** The same record with one key renamed, in the place it had. */
function renameKey(record: object, from: string, to: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key === from ? to : key, value]),
  );
}

const table = {
  'renamed-field': drift({
    description: 'My Enquiries list: every enquiry has GarageUnreadCount in place of GarageUnread',
    operationId: 'getEnquiries',
    transform: (enquiries) =>
      enquiries.map((enquiry) => renameKey(enquiry, 'GarageUnread', 'GarageUnreadCount')),
  }),
  'price-as-number': drift({
    description:
      'Quote lines: UnitPrice is a JSON number (38.5) instead of a Money string ("38.50")',
    operationId: 'getEnquiryResponses',
    transform: (lines) => lines.map((line) => ({ ...line, UnitPrice: Number(line.UnitPrice) })),
  }),
  'new-status': drift({
    description:
      "My Enquiries list: the first enquiry's Status is 'On Hold', which EnquiryStatus does not list",
    operationId: 'getEnquiries',
    transform: ([first, ...rest]) => (first ? [{ ...first, Status: 'On Hold' }, ...rest] : []),
  }),
  'missing-required': drift({
    description: 'Company info: the required CurrencyCode is left out',
    operationId: 'getCompanyInfo',
    transform: ({ CurrencyCode: _, ...info }) => info,
  }),
  'undocumented-status': drift({
    // A create answered the way many web frameworks answer one, though the document says 200.
    description:
      'Raising an enquiry answers 201 Created, which the document does not list, with the same body',
    operationId: 'createEnquiry',
    status: 201,
  }),
  'offset-less-date': drift({
    description:
      'Enquiry messages: every Datetime loses its offset (2026-11-19T15:00:00.000, no Z)',
    operationId: 'getEnquiryMessages',
    transform: (messages) =>
      messages.map((message) => ({
        ...message,
        Datetime: message.Datetime.replace(/(Z|[+-]\d\d:\d\d)$/, ''),
      })),
  }),
};

export type DriftName = keyof typeof table;

/** Every drift, in the order of docs/contract-drift.md. */
export const drifts: readonly Drift[] = Object.entries(table).map(([name, definition]) => ({
  name: name as DriftName,
  ...definition,
}));

const isDriftName = (name: string): name is DriftName => Object.hasOwn(table, name);

/**
 * The drifts named on the command line or in DRIFT, each value one name or several joined by
 * commas; an unknown name stops the start, listing the known ones.
 */
export function driftNames(values: readonly string[]): DriftName[] {
  const names = values
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.find((name) => !isDriftName(name));
  if (unknown !== undefined) {
    throw new Error(
      `Unknown drift '${unknown}': the known drifts are ${Object.keys(table).join(', ')}`,
    );
  }
  return [...new Set(names.filter(isDriftName))];
}
