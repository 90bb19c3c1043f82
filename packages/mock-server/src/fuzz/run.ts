// scripts/fuzz-mock-server: the fuzzer's cases (src/fuzz/) through app.inject, many more than
// the Vitest property runs, every one to the end rather than stopping at the first failure.
// Prints the answers by operation and status, and each distinct problem with its request;
// exits 1 on any 5xx or broken property. `--seed` repeats a run exactly.
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { buildTestApp } from '../testing/test-app.ts';
import { describeCase } from './cases.ts';
import { startSandboxSession } from './sandbox-session.ts';
import { startSession } from './session.ts';

function whole(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number`);
  return value;
}

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' } },
});
const runs = whole('runs', values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : whole('seed', values.seed);

const app = await buildTestApp();
const hosted = await buildTestApp({
  demoApi: true,
  sandboxes: { creations: { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 } },
});
// The supplier's operations, then the demo API's sandbox operations (a fifth as many cases).
const sessions = [
  { session: await startSession(app), runs },
  { session: await startSandboxSession(hosted), runs: Math.ceil(runs / 5) },
];
const counts = new Map<string, Map<number, number>>();
const problems = new Map<string, string>();
let serverErrors = 0;
let failedCases = 0;
const started = performance.now();

// The property never throws: every case runs, and each distinct problem is kept with the
// first request that showed it.
for (const { session, runs: sessionRuns } of sessions) {
  await fc.assert(
    fc.asyncProperty(session.cases, async (fuzzCase) => {
      const { status, problems: found } = await session.run(fuzzCase);
      const byStatus = counts.get(fuzzCase.operationId) ?? new Map<number, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      counts.set(fuzzCase.operationId, byStatus);
      if (status >= 500) serverErrors += 1;
      if (found.length > 0) failedCases += 1;
      for (const problem of found) {
        const key = `${fuzzCase.operationId}: ${problem.replace(/\d+/g, 'N').slice(0, 120)}`;
        if (!problems.has(key)) problems.set(key, `${problem}\n  ${describeCase(fuzzCase)}`);
      }
    }),
    { numRuns: sessionRuns, seed },
  );
}
await app.close();
await hosted.close();

const statuses = [
  ...new Set([...counts.values()].flatMap((byStatus) => [...byStatus.keys()])),
].sort();
const rows = sessions
  .flatMap(({ session }) => session.operations)
  .map(({ operationId }) => {
    const byStatus = counts.get(operationId) ?? new Map<number, number>();
    const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
    return [
      operationId,
      ...statuses.map((status) => String(byStatus.get(status) ?? '')),
      String(total),
    ];
  });
const totals = statuses.map((status) =>
  [...counts.values()].reduce((sum, byStatus) => sum + (byStatus.get(status) ?? 0), 0),
);
rows.push(['total', ...totals.map(String), String(totals.reduce((sum, count) => sum + count, 0))]);
const header = ['operation', ...statuses.map(String), 'total'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    .join('  ');

console.log(
  `Fuzzed the mock supplier: ${runs} cases, and ${sessions[1]?.runs ?? 0} on its sandboxes, seed ${seed}, ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`\n5xx answers: ${serverErrors}`);
console.log(`cases breaking a property: ${failedCases}`);
for (const problem of problems.values()) console.log(`\n${problem}`);
if (serverErrors > 0 || failedCases > 0) {
  console.log(`\nRepeat with: scripts/fuzz-mock-server --runs ${runs} --seed ${seed}`);
  process.exitCode = 1;
}
