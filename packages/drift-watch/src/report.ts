// The report: the differences recorded, the undocumented statuses on their own, and what the
// traffic never exercised, as JSON and as a plain-text summary beside it. Like the record, it
// holds no values: only the document's rules and the types of what came.
import { writeFile } from 'node:fs/promises';
import type { DriftLog, DriftRecord } from './drift-log.ts';

type OperationRef = { operationId: string; method: string; path: string };

/** An operation as the document has it, with the statuses it lists. */
export type DocumentedOperation = OperationRef & { statuses: number[] };

export type UndocumentedStatus = OperationRef & {
  status: number;
  count: number;
  firstSeen: string;
  lastSeen: string;
};

export type DriftReport = {
  writtenAt: string;
  summary: {
    /** Distinct differences (one per operation, status, place and rule), however often seen. */
    differences: number;
    /** Operations with at least one difference. */
    operations: number;
    operationsNotExercised: number;
    statusesNotExercised: number;
  };
  differences: DriftRecord[];
  undocumentedStatuses: UndocumentedStatus[];
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

export function driftReport(log: DriftLog, operations: DocumentedOperation[]): DriftReport {
  const differences = log.differences;
  const answered = log.answeredStatuses;
  const undocumentedStatuses = differences.flatMap((difference) =>
    difference.in === 'status' && difference.status !== null
      ? [
          {
            ...ref(difference),
            status: difference.status,
            count: difference.count,
            firstSeen: difference.firstSeen,
            lastSeen: difference.lastSeen,
          },
        ]
      : [],
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
    },
    differences,
    undocumentedStatuses,
    notExercised,
  };
}

const named = ({ operationId, method, path }: OperationRef) => `${operationId} (${method} ${path})`;

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function differenceLine(difference: DriftRecord): string {
  const { status, expected, received, count } = difference;
  const where = `${difference.in}${difference.instancePath || ' (whole)'}`;
  const says = `${expected.keyword} ${JSON.stringify(expected.params)}`;
  const when = status ?? (difference.in === 'status' ? 'no answer' : 'request');
  const seen = `${named(difference)} ${when} ${where}`;
  return `${seen}: document says ${says}; came ${received}; ${counted(count, 'time')}`;
}

/** The report as plain text: one line per difference, what was not exercised, the counts. */
export function summaryText(report: DriftReport): string {
  const { summary, notExercised } = report;
  return [
    ...report.differences.map(differenceLine),
    ...(notExercised.operations.length > 0
      ? ['Operations not exercised:', ...notExercised.operations.map((op) => `  ${named(op)}`)]
      : []),
    ...(notExercised.statuses.length > 0
      ? [
          'Documented statuses not seen:',
          ...notExercised.statuses.map((op) => `  ${named(op)}: ${op.statuses.join(', ')}`),
        ]
      : []),
    summary.differences === 0
      ? 'No differences'
      : `${counted(summary.differences, 'difference')} in ${counted(summary.operations, 'operation')}`,
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
