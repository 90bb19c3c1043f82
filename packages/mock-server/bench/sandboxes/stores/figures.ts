// The store benchmark's figures (../stores.ts): each a row, measured beside its target, and
// the table they are printed as.
export type Kind = 'memory' | 'sqlite' | 'redis';
/** What is measured, as measured, its target ('' for none), and whether it was met (null: none). */
export type Row = [string, string, string, boolean | null];
export const names: Record<Kind, string> = { memory: 'memory', sqlite: 'SQLite', redis: 'Redis' };

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** How long a request takes to be answered whole; a refusal stops the benchmark. */
export async function timed(work: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await work();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return performance.now() - start;
}

export type RunDescription = {
  seconds: number;
  rounds: number;
  cpus: number;
  /** The load average before the runs and after them. */
  loadBefore: number[];
  loadAfter: number[];
  stored: number;
  sampled: number;
};

/** A load average's three figures, as printed. */
export const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

/** The rows as a table: each figure padded to `width`, then measured, target and met. */
export function printTable(rows: Row[], width: number): void {
  console.log(`${'figure'.padEnd(width)} ${'measured'.padEnd(20)} ${'target'.padEnd(10)} met`);
  for (const [figure, measured, target, met] of rows) {
    const mark = met === null ? '' : met ? 'met' : 'MISSED';
    console.log(`${figure.padEnd(width)} ${measured.padEnd(20)} ${target.padEnd(10)} ${mark}`);
  }
}

/** How the figures were measured, then the table of them. */
export function printFigures(run: RunDescription, rows: Row[]): void {
  console.log(`\nSandbox stores benchmark: ${run.seconds} s per load run, ${run.cpus} CPUs`);
  console.log(`load average before: ${loads(run.loadBefore)}, after: ${loads(run.loadAfter)}`);
  console.log(
    `writes and list: signed-in garages in 20 sandboxes round-robin, 10 connections, a process per store, ${run.rounds} rounds alternating, each store against memory in the same round`,
  );
  console.log(
    `after a restart: ${run.stored} sandboxes started, the process restarted, the first request (GET /s/{id}/__demo/sandbox) to ${run.sampled} of them, one at a time\n`,
  );
  printTable(rows, 44);
}
