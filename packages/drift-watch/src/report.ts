// The report: the differences recorded, the undocumented statuses and the answers that did not
// come whole on their own, and what the traffic never exercised, as JSON and as a plain-text
// summary beside it. Like the record, it holds no values: only the document's rules and the
// types of what came.
import { writeFile } from 'node:fs/promises';
import type { DriftLog, DriftRecord, Seen } from './drift-log.ts';

type OperationRef = { operationId: string; method: string; path: string };

/** An operation as the document has it, with the statuses it lists. */
export type DocumentedOperation = OperationRef & { statuses: number[] };

export type UndocumentedStatus = OperationRef & Seen & { status: number };

/** An answer that did not come whole: its status if one came, and what came, by its kind. */
export type BrokenAnswer = OperationRef & Seen & { status: number | null; received: string };

export type DriftReport = {
  writtenAt: string;
  summary: {
    /** Distinct differences (one per operation, status, place and rule), however often seen. */
    differences: number;
    /** Operations with at least one difference. */
    operations: number;
    operationsNotExercised: number;
    statusesNotExercised: number;
    /** Distinct answers that did not come whole (listed, but no difference). */
    brokenAnswers: number;
  };
  differences: DriftRecord[];
  undocumentedStatuses: UndocumentedStatus[];
  brokenAnswers: BrokenAnswer[];
  notExercised: {
    /** Documented operations never answered through the proxy. */
    operations: OperationRef[];
    /** Per operation answered, the documented statuses it was never answered with. */
    statuses: (OperationRef & { statuses: number[] })[];
  };
};

const ref = ({ operationId, method, path }: OperationRef): OperationRef => ({
  operationId,
  method,
  path,
});

// An answer that did not come whole is an outage of the host, as a 5xx is, not a change of its
// contract: listed on its own, no difference, so --fail-on-drift does not fail on it.
const isBroken = (record: DriftRecord) => record.expected.keyword === 'answer';

export function driftReport(log: DriftLog, operations: DocumentedOperation[]): DriftReport {
  const differences = log.differences.filter((record) => !isBroken(record));
  const brokenAnswers = log.differences
    .filter(isBroken)
    .map(({ status, received, count, firstSeen, lastSeen, ...operation }) => ({
      ...ref(operation),
      status,
      received,
      count,
      firstSeen,
      lastSeen,
    }));
  const answered = log.answeredStatuses;
  // Every status the document does not list, server errors too (which are no difference).
  const undocumentedStatuses = operations.flatMap((operation) =>
    [...(answered.get(operation.operationId) ?? [])]
      .filter(([status]) => !operation.statuses.includes(status))
      .map(([status, seen]) => ({ ...ref(operation), status, ...seen })),
  );
  const statuses = operations.flatMap((operation) => {
    const seen = answered.get(operation.operationId);
    const missing = operation.statuses.filter((status) => !seen?.has(status));
    return seen && missing.length > 0 ? [{ ...ref(operation), statuses: missing }] : [];
  });
  const notExercised = {
    operations: operations.filter(({ operationId }) => !answered.has(operationId)).map(ref),
    statuses,
  };
  return {
    writtenAt: log.now(),
    summary: {
      differences: differences.length,
      operations: new Set(differences.map(({ operationId }) => operationId)).size,
      operationsNotExercised: notExercised.operations.length,
      statusesNotExercised: statuses.reduce((sum, { statuses: list }) => sum + list.length, 0),
      brokenAnswers: brokenAnswers.length,
    },
    differences,
    undocumentedStatuses,
    brokenAnswers,
    notExercised,
  };
}

const named = ({ operationId, method, path }: OperationRef) => `${operationId} (${method} ${path})`;

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function differenceLine(difference: DriftRecord): string {
  const { status, expected, received, count } = difference;
  const where = `${difference.in}${difference.instancePath || ' (whole)'}`;
  const says = `${expected.keyword} ${JSON.stringify(expected.params)}`;
  const seen = `${named(difference)} ${status ?? 'request'} ${where}`;
  return `${seen}: document says ${says}; came ${received}; ${counted(count, 'time')}`;
}

const countLine = ({ summary }: DriftReport) =>
  summary.differences === 0
    ? 'No differences'
    : `${counted(summary.differences, 'difference')} in ${counted(summary.operations, 'operation')}`;

/** The differences alone, a line each, then the count: what a failing run has to say. */
export const differencesText = (report: DriftReport): string =>
  [...report.differences.map(differenceLine), countLine(report)].join('\n');

/** The report as plain text: one line per difference, what was not exercised, the counts. */
export function summaryText(report: DriftReport): string {
  const { notExercised, brokenAnswers } = report;
  return [
    ...report.differences.map(differenceLine),
    ...(brokenAnswers.length > 0
      ? [
          'Answers that did not come whole:',
          ...brokenAnswers.map(
            (broken) =>
              `  ${named(broken)} ${broken.status ?? 'no status'}: ${broken.received}; ${counted(broken.count, 'time')}`,
          ),
        ]
      : []),
    ...(notExercised.operations.length > 0
      ? ['Operations not exercised:', ...notExercised.operations.map((op) => `  ${named(op)}`)]
      : []),
    ...(notExercised.statuses.length > 0
      ? [
          'Documented statuses not seen:',
          ...notExercised.statuses.map((op) => `  ${named(op)}: ${op.statuses.join(', ')}`),
        ]
      : []),
    countLine(report),
  ].join('\n');
}

/** Where the text summary goes: beside the JSON, named after it. */
export const textReportPath = (jsonPath: string) => `${jsonPath.replace(/\.json$/i, '')}.txt`;

/** Writes the report as JSON and its summary as text; fails saying which path and why. */
export async function writeReport(path: string, report: DriftReport): Promise<void> {
  const files: [string, string][] = [
    [path, `${JSON.stringify(report, null, 2)}\n`],
    [textReportPath(path), `${summaryText(report)}\n`],
  ];
  for (const [file, text] of files) {
    try {
      await writeFile(file, text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot write the drift report to ${file}: ${reason}`, { cause: error });
    }
  }
}

/** The exit code in CI mode: 1 when anything differed; operations not exercised alone pass. */
export const exitCode = (report: DriftReport, failOnDrift: boolean): 0 | 1 =>
  failOnDrift && report.differences.length > 0 ? 1 : 0;
