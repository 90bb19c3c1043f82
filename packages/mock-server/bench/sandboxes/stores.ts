// The sandboxes benchmark's store figures (not a test; docs/demo-sandboxes.md, "Stores"), each
// beside its target: what saving before every answer adds to a write's p99 at 10 connections,
// SQLite and Redis against memory, and to the list's (nothing changed: nothing written); the
// first request to a sandbox after a restart with 500 stored; the room each takes; and the
// export and import of a busy sandbox. The p99s beside their targets are of a steady load
// (BENCH_RATE a second, default 500; paced.ts), the latency a request sees; each load is also
// run flat out, for the rate each store's process serves and its CPU per request.
// BENCH_SECONDS (default 10) and BENCH_ROUNDS (default 2) set the loads, as in run.ts.
// Its parts are in stores/: the stores (setups.ts), the runs (writes.ts, export-import.ts,
// restart.ts) and the table (figures.ts).
import { cpus, loadavg } from 'node:os';
import { startMock } from './mock-process.ts';
import { exportAndImport } from './stores/export-import.ts';
import { printFigures, type Kind, type Row } from './stores/figures.ts';
import { afterRestart, sampled, stored } from './stores/restart.ts';
import { startStoreSetups } from './stores/setups.ts';
import { writesAndList } from './stores/writes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * The steady load's rate: a fifth to a half of what each store's process answers flat out,
 * so that a request's p99 is what it costs, not the queue of a process run flat out.
 */
const steadyRate = Number(process.env.BENCH_RATE ?? 500);
const loadBefore = loadavg();

const stores = await startStoreSetups();
const rows: Row[] = [];

try {
  // Writes and the list, the three stores' processes side by side and their runs alternating,
  // so a change in the machine's load weighs on all alike; each round's difference counts.
  const kinds: Kind[] = ['memory', 'sqlite', 'redis'];
  const mocks = await Promise.all(kinds.map((kind) => startMock(stores.storeArgs(kind))));
  try {
    rows.push(...(await writesAndList(mocks, kinds, { seconds, rounds, steadyRate })));

    // Export and import of a busy sandbox: 100 enquiries raised and 200 messages sent in it.
    const sqliteMock = mocks[1];
    if (sqliteMock) rows.push(...(await exportAndImport(sqliteMock.origin)));
  } finally {
    await Promise.all(mocks.map((mock) => mock.stop()));
  }

  // After a restart: 500 sandboxes stored, the process started again, the first request to
  // each of 100 of them. And the room each takes in the store.
  for (const kind of ['sqlite', 'redis'] as const) {
    rows.push(...(await afterRestart(kind, stores)));
  }
} finally {
  await stores.close();
}

printFigures(
  {
    seconds,
    rounds,
    cpus: cpus().length,
    loadBefore,
    loadAfter: loadavg(),
    stored,
    sampled,
  },
  rows,
);
