// Contract coverage: every operation of openapi/supplier-api.yaml × its documented status
// codes, marked with what exercises it: the consumer pact (method, path and status of each
// interaction) and the mock server's tests (the (operationId, status) lines the test apps
// append to CONTRACT_COVERAGE_DIR, see packages/mock-server/src/testing/test-app.ts).
//
//   node packages/contracts/scripts/coverage-report.ts [--pact FILE] [--mock-dir DIR] [--min-operations PCT]
//
// Prints the table and the totals; exits 1 only when --min-operations is given and the share
// of operations with a pact interaction is below it.
import { loadOpenApiDocument } from '@garage/api-types/openapi';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { matchOperation, operationsOf, type OpenApiDocument } from '../checks/openapi.ts';
import { defaultPactFile, readPact, type PactDocument } from '../checks/pact-file.ts';

export type Exercised = Set<string>; // `${operationId} ${status}`

export type CoverageRow = {
  operationId: string;
  method: string;
  path: string;
  status: string;
  pact: boolean;
  mockTests: boolean;
};
export type Coverage = {
  rows: CoverageRow[];
  operations: number;
  operationsWithPact: number;
  /** Statuses seen in the pact or the tests that the document does not list. */
  undocumented: string[];
  /** Pact interactions that match no operation. */
  unmatched: string[];
  mockRecorded: boolean;
};

export function pactExercises(
  document: OpenApiDocument,
  pact: PactDocument,
): { exercised: Exercised; unmatched: string[] } {
  const operations = operationsOf(document);
  const exercised: Exercised = new Set();
  const unmatched: string[] = [];
  for (const interaction of pact.interactions) {
    const operation = matchOperation(
      operations,
      interaction.request.method,
      interaction.request.path,
    );
    if (operation) exercised.add(`${operation.operationId} ${interaction.response.status}`);
    else
      unmatched.push(
        `${interaction.request.method} ${interaction.request.path} (${interaction.description})`,
      );
  }
  return { exercised, unmatched };
}

/** Every (operationId, status) line the mock server's test apps recorded in dir. */
export function readMockRecords(dir: string): Exercised {
  const exercised: Exercised = new Set();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const { operationId, status } = JSON.parse(line) as { operationId: string; status: number };
      exercised.add(`${operationId} ${status}`);
    }
  }
  return exercised;
}

export function buildCoverage(
  document: OpenApiDocument,
  pact: Exercised,
  mockTests: Exercised | undefined,
  unmatched: string[] = [],
): Coverage {
  const rows: CoverageRow[] = [];
  const documented = new Set<string>();
  const operations = operationsOf(document);
  for (const { operationId, method, path, operation } of operations) {
    for (const status of Object.keys(operation.responses)) {
      const key = `${operationId} ${status}`;
      documented.add(key);
      rows.push({
        operationId,
        method,
        path,
        status,
        pact: pact.has(key),
        mockTests: mockTests?.has(key) ?? false,
      });
    }
  }
  const operationsWithPact = operations.filter(({ operationId }) =>
    rows.some((row) => row.operationId === operationId && row.pact),
  ).length;
  const undocumented = [...new Set([...pact, ...(mockTests ?? [])])]
    // Only this document's operations: the mock's demo API has its own document.
    .filter(
      (key) =>
        !documented.has(key) &&
        operations.some(({ operationId }) => key.startsWith(`${operationId} `)),
    )
    .sort();
  return {
    rows,
    operations: operations.length,
    operationsWithPact,
    undocumented,
    unmatched,
    mockRecorded: mockTests !== undefined,
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '0' : ((100 * part) / whole).toFixed(0);

export function formatCoverage(coverage: Coverage): string {
  const mark = (row: CoverageRow) =>
    row.pact && row.mockTests
      ? 'pact, mock-tests'
      : row.pact
        ? 'pact'
        : row.mockTests
          ? 'mock-tests'
          : 'none';
  const header = ['operation', 'method path', 'status', 'exercised by'];
  const body = coverage.rows.map((row) => [
    row.operationId,
    `${row.method} ${row.path}`,
    row.status,
    mark(row),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const count = (test: (row: CoverageRow) => boolean) => coverage.rows.filter(test).length;
  const statuses = coverage.rows.length;
  const missing = [...new Set(coverage.rows.map((row) => row.operationId))].filter(
    (operationId) => !coverage.rows.some((row) => row.operationId === operationId && row.pact),
  );
  const lines = [
    'Contract coverage: operations × documented status codes',
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...body.map(line),
    '',
    `Operations with a pact interaction: ${coverage.operationsWithPact}/${coverage.operations} (${percent(coverage.operationsWithPact, coverage.operations)}%)`,
    `Status codes exercised by the pact: ${count((r) => r.pact)}/${statuses} (${percent(
      count((r) => r.pact),
      statuses,
    )}%)`,
    coverage.mockRecorded
      ? `Status codes exercised by mock-server tests: ${count((r) => r.mockTests)}/${statuses} (${percent(
          count((r) => r.mockTests),
          statuses,
        )}%)`
      : 'Status codes exercised by mock-server tests: not recorded (run them with CONTRACT_COVERAGE_DIR set)',
    `Status codes exercised by neither: ${count((r) => !r.pact && !r.mockTests)}/${statuses}`,
  ];
  if (missing.length > 0)
    lines.push(`Operations without a pact interaction: ${missing.join(', ')}`);
  if (coverage.undocumented.length > 0)
    lines.push(`Exercised but not documented: ${coverage.undocumented.join(', ')}`);
  if (coverage.unmatched.length > 0)
    lines.push(`Pact interactions matching no operation: ${coverage.unmatched.join('; ')}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pact: { type: 'string', default: defaultPactFile },
      'mock-dir': { type: 'string', default: process.env.CONTRACT_COVERAGE_DIR },
      'min-operations': { type: 'string' },
    },
  });
  const document = await loadOpenApiDocument();
  const { exercised, unmatched } = existsSync(values.pact)
    ? pactExercises(document, readPact(values.pact))
    : { exercised: new Set<string>(), unmatched: [] };
  if (!existsSync(values.pact))
    console.log(`(no pact at ${values.pact}: run the consumer tests first)`);
  const mockDir = values['mock-dir'];
  const mock = mockDir && existsSync(mockDir) ? readMockRecords(mockDir) : undefined;
  const coverage = buildCoverage(document, exercised, mock, unmatched);
  console.log(formatCoverage(coverage));
  const minimum = values['min-operations'];
  if (
    minimum !== undefined &&
    (100 * coverage.operationsWithPact) / coverage.operations < Number(minimum)
  ) {
    console.log(`\nBelow the minimum: ${minimum}% of operations must have a pact interaction.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
