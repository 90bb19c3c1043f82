// Benchmark (not a test) of the hosted demo's sandboxes: memory per live sandbox, the time to
// start one, the enquiry list with 200 busy sandboxes against one alone, and two processes
// against one. Each figure is printed beside its target. BENCH_SECONDS sets the seconds per
// load run (default 10), BENCH_ROUNDS the load runs of each kind (default 2), BENCH_SANDBOXES
// the sandboxes in the memory run (default 500).
import { startHostedDemo } from '@garage/deploy/hosted-demo';
import { loadavg, cpus } from 'node:os';
import { listLoad, type LoadResult } from './load.ts';
import { startMock } from './mock-process.ts';
import { percentile } from '../statistics.ts';
import { measureScaling } from './scaling.ts';
import { signedInSandboxes, startSandbox } from './visitor.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const most = Number(process.env.BENCH_SANDBOXES ?? 500);
const checkpoints = [0, 100, 250, 500].filter((count) => count < most).concat(most);
const busyCount = 200;
const mb = (bytes: number) => bytes / 1024 / 1024;
const loadBefore = loadavg();

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number {
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return covariance / variance;
}

// Memory and creation: one process, sandboxes started one after another, its memory read
// after a full garbage collection at each checkpoint. The wall-clock times depend on what else
// the machine runs; the mock's CPU time per sandbox does much less.
const memoryMock = await startMock();
const rss: [number, number][] = [];
const heap: [number, number][] = [];
const creations: { createMs: number; buildMs: number }[] = [];
const cpuMs: number[] = [];
try {
  for (const count of checkpoints) {
    while (creations.length < count) {
      creations.push(await startSandbox(memoryMock.origin, creations.length + 1));
    }
    const { cpu, memory } = await memoryMock.usage();
    cpuMs.push((cpu.user + cpu.system) / 1000);
    rss.push([count, mb(memory.rss)]);
    heap.push([count, mb(memory.heapUsed)]);
  }
} finally {
  await memoryMock.stop();
}

// Under load: one process with 200 signed-in sandboxes, listing in one of them alone (the other
// 199 live but idle) and in all of them round-robin, alternately, so a change in the machine's
// load during the run weighs on both alike; the best of the rounds counts.
const loadMock = await startMock();
const runs: Record<'alone' | 'busy', Record<number, LoadResult[]>> = {
  alone: { 100: [], 10: [] },
  busy: { 100: [], 10: [] },
};
try {
  const all = await signedInSandboxes(loadMock.origin, busyCount);
  const lone = all.slice(0, 1);
  // Warm-up, so the first runs are not measured while the code is still being compiled.
  await listLoad(loadMock.origin, all, { connections: 10, seconds: 3 });
  for (let round = 0; round < rounds; round += 1) {
    for (const connections of [100, 10]) {
      runs.alone[connections]?.push(
        await listLoad(loadMock.origin, lone, { connections, seconds }),
      );
      runs.busy[connections]?.push(await listLoad(loadMock.origin, all, { connections, seconds }));
    }
  }
} finally {
  await loadMock.stop();
}
const best = (results: LoadResult[] = []) => ({
  requestsPerSecond: Math.max(...results.map((result) => result.requestsPerSecond)),
  p99Ms: Math.min(...results.map((result) => result.p99Ms)),
});
const alone = best(runs.alone[100]);
const aloneLight = best(runs.alone[10]);
const busy = best(runs.busy[100]);
const busyLight = best(runs.busy[10]);

// Two processes against one, behind the hosted demo's nginx (deploy/hosted-demo.ts). nginx
// sends the address it saw, so one address may start only so many sandboxes (30 per 10
// minutes): the load is spread over 24, enough for the hash to share them between processes.
const scaling = await measureScaling(
  async (processes) => {
    const demo = await startHostedDemo({ processes, env: { WEB: 'off', LOG_LEVEL: 'error' } });
    return { origin: demo.url, stop: () => demo.close() };
  },
  { sandboxes: 24, connections: 100, seconds },
);

const totals = creations.map(({ createMs, buildMs }) => createMs + buildMs).sort((a, b) => a - b);
const builds = creations.map(({ buildMs }) => buildMs).sort((a, b) => a - b);
const creates = creations.map(({ createMs }) => createMs).sort((a, b) => a - b);
const [, rssAtMost = NaN] = rss.at(-1) ?? [];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows: [string, string, string, boolean | null][] = [
  ['RSS per live sandbox (slope)', `${slope(rss).toFixed(2)} MB`, '', null],
  ['  heap used per sandbox (slope)', `${slope(heap).toFixed(2)} MB`, '', null],
  ['RSS with no sandbox', `${(rss[0]?.[1] ?? NaN).toFixed(0)} MB`, '', null],
  [`RSS with ${most} sandboxes`, `${rssAtMost.toFixed(0)} MB`, '< 1536 MB', rssAtMost < 1536],
  ['start a sandbox, median', ms(percentile(totals, 0.5)), '', null],
  [
    'start a sandbox, p95',
    ms(percentile(totals, 0.95)),
    '<= 50 ms',
    percentile(totals, 0.95) <= 50,
  ],
  ['  the create call alone, p95', ms(percentile(creates, 0.95)), '', null],
  ['  the first request alone, p95', ms(percentile(builds, 0.95)), '', null],
  ['  mock CPU per start, mean', ms(((cpuMs.at(-1) ?? NaN) - (cpuMs[0] ?? NaN)) / most), '', null],
  ['list req/s @100, 1 sandbox', alone.requestsPerSecond.toFixed(0), '', null],
  [`list req/s @100, ${busyCount} sandboxes`, busy.requestsPerSecond.toFixed(0), '', null],
  ['list p99 @100, 1 sandbox', `${alone.p99Ms} ms`, '', null],
  [
    `list p99 @100, ${busyCount} sandboxes`,
    `${busy.p99Ms} ms (${(busy.p99Ms / alone.p99Ms).toFixed(2)}x)`,
    '<= 1.5x',
    busy.p99Ms <= 1.5 * alone.p99Ms,
  ],
  ['list p99 @10, 1 sandbox', `${aloneLight.p99Ms} ms`, '', null],
  [
    `list p99 @10, ${busyCount} sandboxes`,
    `${busyLight.p99Ms} ms (${(busyLight.p99Ms / aloneLight.p99Ms).toFixed(2)}x)`,
    '<= 1.5x',
    busyLight.p99Ms <= 1.5 * aloneLight.p99Ms,
  ],
  scaling
    ? [
        '2 processes / 1 behind nginx',
        `${scaling.ratio.toFixed(2)}x (${scaling.twoRps.toFixed(0)} / ${scaling.oneRps.toFixed(0)} req/s)`,
        '>= 1.6x',
        scaling.ratio >= 1.6,
      ]
    : ['2 processes / 1 behind nginx', 'not measured', '>= 1.6x', null],
];

const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
console.log(`\nDemo sandboxes benchmark: ${seconds} s per load run, ${cpus().length} CPUs`);
console.log(`load average before: ${loads(loadBefore)}, after: ${loads(loadavg())}`);
console.log(
  `memory: RSS and heap after a forced full GC (--expose-gc) at ${checkpoints.join(', ')} live sandboxes`,
);
console.log(
  'start a sandbox: POST /__demo/sandboxes, then the first request that builds it (GET /s/{id}/__demo/sandbox), one at a time',
);
console.log(
  `list: signed-in POST /api/connectplus/enquiries in 1 of ${busyCount} live sandboxes or round-robin over all, at 100 and 10 connections, best of ${rounds} alternate runs\n`,
);
console.log(`${'figure'.padEnd(34)} ${'measured'.padEnd(26)} ${'target'.padEnd(10)} met`);
for (const [figure, measured, target, met] of rows) {
  const mark = met === null ? '' : met ? 'met' : 'MISSED';
  console.log(`${figure.padEnd(34)} ${measured.padEnd(26)} ${target.padEnd(10)} ${mark}`);
}
