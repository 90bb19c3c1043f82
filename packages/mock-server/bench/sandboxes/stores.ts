// The sandboxes benchmark's store figures (not a test; docs/demo-sandboxes.md, "Stores"), each
// beside its target: what saving before every answer adds to a write's p99 at 10 connections,
// SQLite and Redis against memory, and to the list's (nothing changed: nothing written); the
// first request to a sandbox after a restart with 500 stored; the room each takes; and the
// export and import of a busy sandbox. The p99s beside their targets are of a steady load
// (BENCH_RATE a second, default 500; paced.ts), the latency a request sees; each load is also
// run flat out, for the rate each store's process serves and its CPU per request.
// BENCH_SECONDS (default 10) and BENCH_ROUNDS (default 2) set the loads, as in run.ts.
import { startRedisServer } from '@garage/deploy/redis-server';
import { createClient } from '@redis/client';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtures } from '../../src/store/data/fixtures.ts';
import {
  createEnquiryLoad,
  listLoad,
  sendMessageLoad,
  type Load,
  type LoadResult,
} from './load.ts';
import { startMock } from './mock-process.ts';
import { median, percentile } from '../statistics.ts';
import { endSandboxes, signedInSandboxes, signIn, startSandbox, type SignedIn } from './visitor.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * The steady load's rate: a fifth to a half of what each store's process answers flat out,
 * so that a request's p99 is what it costs, not the queue of a process run flat out.
 */
const steadyRate = Number(process.env.BENCH_RATE ?? 500);
const stored = 500;
const sampled = 100;
const loadBefore = loadavg();
const secret = randomBytes(32).toString('base64url');

type Kind = 'memory' | 'sqlite' | 'redis';
type Row = [string, string, string, boolean | null];
const names: Record<Kind, string> = { memory: 'memory', sqlite: 'SQLite', redis: 'Redis' };
const storeNames = 'memory / SQLite / Redis';
/** What each store may add to a write's p99 (the targets). */
const allowedMs: Record<Kind, number> = { memory: 0, sqlite: 1, redis: 2 };

const ms = (value: number) => `${value.toFixed(1)} ms`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

async function timed(work: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await work();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return performance.now() - start;
}

const redis = await startRedisServer();
const folders: string[] = [];
const sqliteFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-sandboxes-'));
  folders.push(folder);
  return folder;
};
const storeArgs = (kind: Kind): string[] =>
  kind === 'memory' ? [] : ['--store', kind === 'sqlite' ? `sqlite:${sqliteFolder()}` : redis.url];
const rows: Row[] = [];

try {
  // Writes and the list, the three stores' processes side by side and their runs alternating,
  // so a change in the machine's load weighs on all alike; each round's difference counts.
  const kinds: Kind[] = ['memory', 'sqlite', 'redis'];
  const mocks = await Promise.all(kinds.map((kind) => startMock(storeArgs(kind))));
  const p99s = new Map<string, number[]>();
  const flatP99s = new Map<string, number[]>();
  // Each load twice: flat out (each connection sends again as soon as it is answered), for the
  // rate served and the CPU a request takes; and steadily, for the p99 a request sees.
  const flat: Load = { connections: 10, seconds };
  const steady: Load = { connections: 10, seconds, rate: steadyRate };
  try {
    // The list in 20 sandboxes nobody writes to; each write run in 50 fresh sandboxes of its
    // own, ended after it, so that what one run wrote (a longer list, a bigger document, the
    // simulator's work falling due) weighs on no other.
    const listed = await Promise.all(mocks.map((mock) => signedInSandboxes(mock.origin, 20)));
    let visitor = 100;
    const sandboxesFor = (name: string, at: number, origin: string) => {
      if (name === 'enquiry list') return Promise.resolve(listed[at] ?? []);
      visitor += 50;
      return signedInSandboxes(origin, 50, visitor);
    };
    const loads: [
      string,
      (origin: string, sandboxes: SignedIn[], load: Load) => Promise<LoadResult>,
    ][] = [
      ['createEnquiry', createEnquiryLoad],
      [
        'sendMessage',
        (origin, sandboxes, load) =>
          sendMessageLoad(origin, sandboxes, fixtures.enquiries.waiting, load),
      ],
      ['enquiry list', listLoad],
    ];
    const cpuMs = new Map<string, number[]>();
    const rates = new Map<string, number[]>();
    const push = (map: Map<string, number[]>, key: string, value: number) =>
      map.set(key, [...(map.get(key) ?? []), value]);
    for (let round = -1; round < rounds; round += 1) {
      for (const [name, run] of loads) {
        for (const [at, mock] of mocks.entries()) {
          const key = `${name}:${kinds[at]}`;
          // Round -1 warms each process up, unmeasured.
          const warm = round < 0;
          for (const load of [
            warm ? { connections: 10, seconds: 2 } : flat,
            warm ? { connections: 10, seconds: 2, rate: steadyRate } : steady,
          ]) {
            const sandboxes = await sandboxesFor(name, at, mock.origin);
            const before = (await mock.usage()).cpu;
            const { p99Ms, requests, requestsPerSecond } = await run(mock.origin, sandboxes, load);
            const { cpu } = await mock.usage();
            if (name !== 'enquiry list') await endSandboxes(mock.origin, sandboxes);
            if (warm) continue;
            if (load.rate !== undefined) {
              push(p99s, key, p99Ms);
              continue;
            }
            push(flatP99s, key, p99Ms);
            const spent = (cpu.user + cpu.system - before.user - before.system) / 1000 / requests;
            push(cpuMs, key, spent);
            push(rates, key, requestsPerSecond);
          }
        }
      }
    }
    for (const [name] of loads) {
      const p99sOf = (kind: Kind) => p99s.get(`${name}:${kind}`) ?? [];
      const memory = p99sOf('memory');
      const label = `${name} p99 @10, ${steadyRate}/s`;
      rows.push([`${label}, memory (median of rounds)`, ms(median(memory)), '', null]);
      for (const kind of ['sqlite', 'redis'] as const) {
        // Each round's store minus the same round's memory, run next to it; their median is
        // what the store adds (the best round alone flatters it, one lucky round setting it).
        const differences = p99sOf(kind).map((p99, round) => p99 - (memory[round] ?? NaN));
        const added = median(differences);
        // The list changes nothing: its p99 stays as memory's.
        const allowed = name === 'enquiry list' ? 1 : allowedMs[kind];
        rows.push([
          `${label}, ${names[kind]} (median difference)`,
          `${signed(added)} ms (rounds ${differences.map(signed).join(', ')})`,
          `<= +${allowed} ms`,
          added <= allowed,
        ]);
      }
      const all = (map: Map<string, number[]>, pick: (values: number[]) => number, digits = 0) =>
        kinds.map((kind) => pick(map.get(`${name}:${kind}`) ?? []).toFixed(digits)).join(' / ');
      const min = (values: number[]) => Math.min(...values);
      const max = (values: number[]) => Math.max(...values);
      // As fast as answered, the writes queue for the one thread: p99 follows the rate served.
      rows.push([
        `  ${name} flat out: answered a second, ${storeNames}`,
        all(rates, max),
        '',
        null,
      ]);
      rows.push([
        `  ${name} flat out: p99 @10, ${storeNames}`,
        `${all(flatP99s, min)} ms`,
        '',
        null,
      ]);
      rows.push([`  mock CPU per ${name}, ${storeNames}`, `${all(cpuMs, min, 2)} ms`, '', null]);
    }

    // Export and import of a busy sandbox: 100 enquiries raised and 200 messages sent in it.
    const sqliteMock = mocks[1];
    if (sqliteMock) rows.push(...(await exportAndImport(sqliteMock.origin)));
  } finally {
    await Promise.all(mocks.map((mock) => mock.stop()));
  }

  // After a restart: 500 sandboxes stored, the process started again, the first request to
  // each of 100 of them. And the room each takes in the store.
  for (const kind of ['sqlite', 'redis'] as const) {
    rows.push(...(await afterRestart(kind)));
  }
} finally {
  await redis.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

async function afterRestart(kind: 'sqlite' | 'redis'): Promise<Row[]> {
  const folder = kind === 'sqlite' ? sqliteFolder() : '';
  const args = ['--store', kind === 'sqlite' ? `sqlite:${folder}` : redis.url];
  const env = { SANDBOX_SECRET: secret };
  const usedBefore = kind === 'redis' ? await redisUsedMemory() : 0;
  const first = await startMock(args, env);
  const ids: string[] = [];
  try {
    for (let visitor = 1; visitor <= stored; visitor += 1) {
      ids.push((await startSandbox(first.origin, visitor)).id);
    }
  } finally {
    await first.stop();
  }
  const bytes =
    kind === 'sqlite'
      ? readdirSync(folder).reduce((sum, file) => sum + statSync(join(folder, file)).size, 0)
      : (await redisUsedMemory()) - usedBefore;
  const again = await startMock(args, env);
  const spans: number[] = [];
  try {
    for (const id of ids.filter((_, at) => at % (stored / sampled) === 0)) {
      spans.push(await timed(() => fetch(`${again.origin}/s/${id}/__demo/sandbox`)));
    }
  } finally {
    await again.stop();
  }
  spans.sort((a, b) => a - b);
  const p95 = percentile(spans, 0.95);
  return [
    [
      `${names[kind]}: ${kind === 'sqlite' ? 'disk' : 'memory'} per stored sandbox`,
      `${(bytes / stored / 1024).toFixed(0)} KB`,
      '',
      null,
    ],
    [`${names[kind]}: first request after a restart, median`, ms(percentile(spans, 0.5)), '', null],
    [`${names[kind]}: first request after a restart, p95`, ms(p95), '<= 50 ms', p95 <= 50],
  ];
}

async function redisUsedMemory(): Promise<number> {
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    const info = await client.info('memory');
    return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? NaN);
  } finally {
    await client.close();
  }
}

async function exportAndImport(origin: string): Promise<Row[]> {
  const visitor = await signIn(origin, await startSandbox(origin, 900));
  const inside = `${origin}/s/${visitor.id}`;
  for (let at = 0; at < 100; at += 1) {
    const body = new FormData();
    const fields = {
      Status: 'Waiting',
      Notes: '',
      Parts: 'Wipers',
      Reg: 'AB12 CDE',
      Consumables: 'false',
    };
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const raised = await fetch(`${inside}/api/connectplus/enquiry`, {
      method: 'POST',
      headers: visitor.headers,
      body,
    });
    const { EnquiryId } = (await raised.json()) as { EnquiryId: number };
    for (const Text of ['Today please', 'Or first thing tomorrow']) {
      const message = new FormData();
      message.set('EnquiryID', String(EnquiryId));
      message.set('Text', Text);
      await (
        await fetch(`${inside}/api/connectplus/garage/message`, {
          method: 'POST',
          headers: visitor.headers,
          body: message,
        })
      ).arrayBuffer();
    }
  }
  let document = '';
  const exports: number[] = [];
  const imports: number[] = [];
  for (let at = 0; at < 10; at += 1) {
    exports.push(
      await timed(async () => {
        const response = await fetch(`${inside}/__demo/sandbox/export`);
        document = await response.clone().text();
        return response;
      }),
    );
  }
  for (let at = 0; at < 10; at += 1) {
    imports.push(
      await timed(() =>
        fetch(`${origin}/__demo/sandboxes/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.201.0.${at + 1}` },
          body: document,
        }),
      ),
    );
  }
  const worst = (spans: number[]) => Math.max(...spans);
  return [
    ['busy sandbox: saved demo size', `${(document.length / 1024).toFixed(0)} KB`, '', null],
    ['busy sandbox: export, worst of 10', ms(worst(exports)), '<= 200 ms', worst(exports) <= 200],
    ['busy sandbox: import, worst of 10', ms(worst(imports)), '<= 200 ms', worst(imports) <= 200],
  ];
}

const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
console.log(`\nSandbox stores benchmark: ${seconds} s per load run, ${cpus().length} CPUs`);
console.log(`load average before: ${loads(loadBefore)}, after: ${loads(loadavg())}`);
console.log(
  `writes and list: signed-in garages in 20 sandboxes round-robin, 10 connections, a process per store, ${rounds} rounds alternating, each store against memory in the same round`,
);
console.log(
  `after a restart: ${stored} sandboxes started, the process restarted, the first request (GET /s/{id}/__demo/sandbox) to ${sampled} of them, one at a time\n`,
);
console.log(`${'figure'.padEnd(44)} ${'measured'.padEnd(20)} ${'target'.padEnd(10)} met`);
for (const [figure, measured, target, met] of rows) {
  const mark = met === null ? '' : met ? 'met' : 'MISSED';
  console.log(`${figure.padEnd(44)} ${measured.padEnd(20)} ${target.padEnd(10)} ${mark}`);
}
