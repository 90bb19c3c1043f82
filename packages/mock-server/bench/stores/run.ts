// Benchmark (not a test) of the sandbox stores alone, without the mock: how long saving a
// sandbox of about 200 KB takes (done before every answer that changes one), and the check made
// before every request (confirm), per store. A step towards scripts/bench-sandboxes' figures of
// a request with a store against one without. BENCH_SAVES sets the saves per store (default 500).
import { startRedisServer } from '@garage/server-processes/redis-server';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSandboxStore, type StoreLocation } from '../../src/sandbox-stores/open-store.ts';
import type { SandboxStore } from '../../src/sandbox-stores/sandbox-store.ts';
import { percentile } from '../statistics.ts';

const saves = Number(process.env.BENCH_SAVES ?? 500);
const warmUp = 50;
const owner = 'bench:1';

/** About 200 KB of JSON, mostly an image's base64 as an export holds it, and some records. */
const document = JSON.stringify({
  version: 1,
  images: [{ id: 1, base64: randomBytes(140 * 1024).toString('base64') }],
  enquiries: Array.from({ length: 40 }, (_, id) => ({
    id,
    reg: 'AB12 CDE',
    note: 'Front pads and discs, please',
    lines: [{ part: 'Brake pads', quantity: 2 }],
  })),
});

/** Times `times` calls of `work`, after `warmUp` untimed ones; sorted, in ms. */
async function timed(times: number, work: (at: number) => Promise<unknown>): Promise<number[]> {
  for (let at = 0; at < warmUp; at += 1) await work(at);
  const spans: number[] = [];
  for (let at = warmUp; at < warmUp + times; at += 1) {
    const start = performance.now();
    await work(at);
    spans.push(performance.now() - start);
  }
  return spans.sort((a, b) => a - b);
}

type Figures = { save: number[]; confirm: number[] };
const sandboxes = 101;

/**
 * One sandbox saved over and over (as a busy visitor's would be) and confirmed as often, then
 * 100 more saved once each, for the size of the SQLite file.
 */
async function measure(store: SandboxStore): Promise<Figures> {
  const id = `bench-${store.kind}`;
  let { version } = await store.acquire(id, owner);
  const now = Date.now();
  const expiresAt = now + 3_600_000;
  const record = { document, label: 'Bench', createdAt: now, lastUsedAt: now, expiresAt };
  const save = await timed(saves, async () => {
    version = await store.save(id, owner, version, record);
  });
  const usage = { lastUsedAt: now, expiresAt };
  const confirm = await timed(saves, () => store.confirm(id, owner, version, usage));
  for (let at = 1; at < sandboxes; at += 1) {
    await store.acquire(`${id}-${at}`, owner);
    await store.save(`${id}-${at}`, owner, 0, record);
  }
  return { save, confirm };
}

const folder = mkdtempSync(join(tmpdir(), 'bench-stores-'));
const redis = await startRedisServer();
const locations: StoreLocation[] = [
  { kind: 'memory' },
  { kind: 'sqlite', folder },
  { kind: 'redis', url: redis.url },
];
const results: [string, Figures][] = [];
let sqliteBytes: number;
try {
  for (const location of locations) {
    const store = await openSandboxStore(location);
    try {
      results.push([location.kind, await measure(store)]);
    } finally {
      await store.close();
    }
  }
  // Closed, SQLite has moved its write-ahead log into the file and removed it.
  sqliteBytes = statSync(join(folder, 'sandboxes.sqlite')).size;
} finally {
  await redis.close();
  rmSync(folder, { recursive: true, force: true });
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const loads = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(`\nSandbox stores benchmark: ${cpus().length} CPUs, load average ${loads}`);
console.log(
  `save: one sandbox of ${(document.length / 1024).toFixed(0)} KB saved ${saves} times after ${warmUp} untimed; confirm: the check before each request, as often\n`,
);
const columns = (cells: string[]) => cells.map((cell) => cell.padEnd(12)).join(' ');
console.log(columns(['store', 'save p50', 'save p99', 'confirm p50', 'confirm p99']));
for (const [kind, { save, confirm }] of results) {
  const figures = [save, confirm].flatMap((spans) =>
    [0.5, 0.99].map((at) => percentile(spans, at)),
  );
  console.log(columns([kind, ...figures.map(ms)]));
}
console.log(
  `\nSQLite file per stored sandbox: ${(sqliteBytes / sandboxes / 1024).toFixed(0)} KB (${sandboxes} stored)`,
);
