// The restart benchmark (not a test; docs/demo-sandboxes.md, "What a crash costs"): how long the
// first request to a stored sandbox takes once the process that held it is gone, each figure
// beside its target. `sandboxes` sandboxes are started and used just before the holder goes,
// so each holds a running lease (those used in its last second: a holder gives up the lease of
// a sandbox idle for a fifth of a lease):
// - the holder stopped (SIGTERM: its leases given up) and started again, SQLite and Redis;
// - the holder killed (SIGKILL: its leases still running) and started again: SQLite with no
//   process name (the dead holder told by its pid), Redis with the same MOCK_PROCESS_NAME (its
//   earlier run told by its name);
// - Redis, two processes: one killed, every one of its sandboxes asked for at once from the
//   other; the time from the kill to each answer.
// BENCH_SANDBOXES sets how many (default 100).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { percentile } from '../statistics.ts';
import { startMock } from './mock-process.ts';
import { loads, ms, names, printTable, timed, type Row } from './stores/figures.ts';
import { startStoreSetups, type StoreSetups } from './stores/setups.ts';
import { startSandbox } from './visitor.ts';

const sandboxes = Number(process.env.BENCH_SANDBOXES ?? 100);
const leaseSeconds = 5;
// The same in every process, so that each reads the others' sandbox ids.
const secret = randomBytes(32).toString('base64url');
const target = 50;

type Mock = Awaited<ReturnType<typeof startMock>>;
type Gone = 'SIGTERM' | 'SIGKILL';

/** `sandboxes` sandboxes started on `mock`, then each used, so each holds a running lease. */
async function heldSandboxes(mock: Mock): Promise<string[]> {
  const ids: string[] = [];
  for (let visitor = 1; visitor <= sandboxes; visitor += 1) {
    ids.push((await startSandbox(mock.origin, visitor)).id);
  }
  for (const id of ids) await timed(() => fetch(`${mock.origin}/s/${id}/__demo/sandbox`));
  return ids;
}

const p95Row = (figure: string, spans: number[], withTarget: boolean): Row => {
  const p95 = percentile(
    [...spans].sort((a, b) => a - b),
    0.95,
  );
  return [figure, ms(p95), withTarget ? `<= ${target} ms` : '', withTarget ? p95 <= target : null];
};

/** The holder goes (`gone`) and is started again; the first request to each of its sandboxes. */
async function restarted(
  kind: 'sqlite' | 'redis',
  gone: Gone,
  name: string | null,
  stores: StoreSetups,
): Promise<Row[]> {
  const args = stores.storeArgs(kind);
  const env = {
    SANDBOX_SECRET: secret,
    STORE_LEASE_SECONDS: String(leaseSeconds),
    ...(name === null ? {} : { MOCK_PROCESS_NAME: name }),
  };
  const holder = await startMock(args, env);
  const ids = await heldSandboxes(holder);
  await holder.signal(gone);
  const again = await startMock(args, env);
  const spans: number[] = [];
  try {
    for (const id of ids)
      spans.push(await timed(() => fetch(`${again.origin}/s/${id}/__demo/sandbox`)));
  } finally {
    await again.stop();
  }
  const how = gone === 'SIGTERM' ? 'stopped (SIGTERM)' : 'killed (SIGKILL)';
  const named = name === null ? 'no name' : 'same name';
  const met = gone === 'SIGTERM' || kind === 'sqlite';
  // The slowest is the very first request: a lease waited out shows there, as the later ones
  // come after the time it took.
  return [
    p95Row(`${names[kind]}: ${how}, restarted (${named}): first request p95`, spans, met),
    [`${names[kind]}: ${how}, restarted: the slowest`, ms(Math.max(...spans)), '', null],
  ];
}

/** Two processes on Redis: one killed, its sandboxes all asked for at once from the other. */
async function elsewhere(stores: StoreSetups): Promise<Row[]> {
  const args = ['--store', stores.redisUrl];
  const env = { SANDBOX_SECRET: secret, STORE_LEASE_SECONDS: String(leaseSeconds) };
  const [first, second] = await Promise.all([
    startMock(args, { ...env, MOCK_PROCESS_NAME: 'mock-1' }),
    startMock(args, { ...env, MOCK_PROCESS_NAME: 'mock-2' }),
  ]);
  try {
    const ids = await heldSandboxes(first);
    await first.kill();
    const killed = performance.now();
    const answered = await Promise.all(
      ids.map(async (id) => {
        await timed(() => fetch(`${second.origin}/s/${id}/__demo/sandbox`));
        return performance.now() - killed;
      }),
    );
    answered.sort((a, b) => a - b);
    // The first answer shows whether a lease was waited out; the last, what restoring every
    // sandbox at once costs the one process that takes them on.
    return [
      [
        'Redis: another process, from the kill to the first answer',
        ms(answered[0] ?? NaN),
        '',
        null,
      ],
      p95Row('Redis: another process, from the kill to each answer, p95', answered, false),
      [
        'Redis: another process, from the kill to the last answer',
        ms(answered.at(-1) ?? NaN),
        '',
        null,
      ],
    ];
  } finally {
    await second.stop();
  }
}

const loadBefore = loadavg();
const stores = await startStoreSetups();
const rows: Row[] = [];
try {
  for (const kind of ['sqlite', 'redis'] as const) {
    rows.push(...(await restarted(kind, 'SIGTERM', 'mock-1', stores)));
  }
  rows.push(...(await restarted('sqlite', 'SIGKILL', null, stores)));
  rows.push(...(await restarted('redis', 'SIGKILL', 'mock-1', stores)));
  rows.push(...(await elsewhere(stores)));
} finally {
  await stores.close();
}

console.log(
  `\nRestart benchmark: ${sandboxes} sandboxes held, leases of ${leaseSeconds} s, ${cpus().length} CPUs`,
);
console.log(`load average before: ${loads(loadBefore)}, after: ${loads(loadavg())}`);
console.log('first request: GET /s/{id}/__demo/sandbox, one sandbox at a time\n');
printTable(rows, 72);
