// Benchmark (not a test): the latency the drift watch adds to the portal's supplier calls, at
// 100 connections, measured against the mock directly and through the proxy in the same run.
// Target: p99 overhead <= 2 ms.
//
// Processes: the mock in one child, the proxy in another (as in use: the proxy is not the
// supplier's process), autocannon in this one, so the load generator's own work is not counted
// as either server's. The machine has 2 cores for 3 processes: through the proxy every request
// costs two servers' CPU, so saturated figures also show the contention, which a fixed rate
// below saturation leaves spare.
//
// Two measures per call, each against the mock and through the proxy:
// - at a fixed rate (BENCH_RATE, default 1000 req/s, the same for both): the overhead target's
//   figure. 100 connections, each its own autocannon client sending BENCH_RATE/100 requests a
//   second, started 10 ms apart. One client of 100 connections with `overallRate` would not
//   do: each connection sends its share back to back at the same second's tick, so all 100
//   arrive at once and the latency is again mostly queueing.
// - saturated (one client, 100 connections, as fast as answered): req/s. Its latencies are
//   mostly waiting in the queue (Little's law: 100 connections at N req/s wait 100/N s), so
//   they measure throughput, not the time the proxy adds to a call. Beside them, the proxy's
//   CPU time per call (its process.cpuUsage over the run): the figure least moved by whatever
//   else the machine is running, so the one to compare a change of the proxy by.
// Latencies are each response's own, from autocannon's 'response' event, in ms. Any request
// that fails (non-2xx, error, timeout) stops the benchmark: a broken proxy must not look fast.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const connections = 100;
if (!Number.isInteger(rate / connections) || rate <= 0) {
  throw new Error(`BENCH_RATE must be a positive multiple of ${connections}, got ${rate}`);
}

const mock = fork(new URL('./mock.ts', import.meta.url), { stdio: 'inherit' });
const [supplier] = (await once(mock, 'message')) as [
  { origin: string; headers: Record<string, string>; window: unknown },
];
const proxy = fork(new URL('./proxy.ts', import.meta.url), [supplier.origin], { stdio: 'inherit' });
const [watch] = (await once(proxy, 'message')) as [{ origin: string }];
/** The proxy's CPU time so far, user and system, in µs: unlike latency, not skewed by load. */
async function proxyCpu(): Promise<number> {
  proxy.send('cpu');
  const [usage] = (await once(proxy, 'message')) as [NodeJS.CpuUsage];
  return usage.user + usage.system;
}

type Call = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };
const calls: Call[] = [
  // My Enquiries: the largest answer the portal asks for often (56 enquiries, about 22 kB).
  {
    name: 'enquiry list',
    method: 'POST',
    path: '/api/connectplus/enquiries',
    body: supplier.window,
  },
  { name: 'company info', method: 'GET', path: '/api/user' },
  {
    name: 'part stock',
    method: 'POST',
    path: '/api/factor/stock',
    body: { parts: ['BP-FO-1021', 'BD-FO-2210', 'WS-FO-0450', 'TB-SK-5520'] },
  },
];

type Load = { requestsPerSecond: number; p50: number; p99: number; bytes: number };

/** Runs the call at `origin`, saturated or at `perConnection` req/s on each connection. */
async function load(origin: string, call: Call, perConnection?: number): Promise<Load> {
  const options = {
    url: `${origin}${call.path}`,
    method: call.method,
    headers: { ...supplier.headers, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    duration,
  };
  const times: number[] = [];
  const runs: Promise<autocannon.Result>[] = [];
  const start = (more: Partial<autocannon.Options>) => {
    runs.push(
      new Promise((resolve, reject) => {
        const run = autocannon({ ...options, ...more }, (error, result) =>
          error ? reject(error as Error) : resolve(result),
        );
        run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
      }),
    );
  };
  if (perConnection === undefined) start({ connections });
  else {
    for (let i = 0; i < connections; i++) {
      // The latency as measured, not filled in for requests the rate held back.
      start({ connections: 1, overallRate: perConnection, ignoreCoordinatedOmission: true });
      await sleep(1000 / connections);
    }
  }
  const results = await Promise.all(runs);
  const failures = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
  if (failures > 0) throw new Error(`${call.name} at ${origin}: ${failures} failed requests`);
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? NaN;
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const bytes = results.reduce((sum, r) => sum + r.throughput.total, 0) / total;
  return { requestsPerSecond: total / duration, p50: at(0.5), p99: at(0.99), bytes };
}

const ms = (value: number) => value.toFixed(2);
/** Prints the rows under the header, the first column to the left, the others to the right. */
const table = (header: string[], rows: string[][]) => {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  for (const row of [header, ...rows]) {
    const cells = row.map((cell, i) => {
      const width = widths[i] ?? 0;
      return i === 0 ? cell.padEnd(width) : cell.padStart(width);
    });
    console.log(cells.join('  '));
  }
};
const paced: string[][] = [];
const saturated: string[][] = [];
try {
  for (const call of calls) {
    // Saturated first: it also warms both servers up before the rate is measured.
    const mockBusy = await load(supplier.origin, call);
    const cpuBefore = await proxyCpu();
    const busy = { mock: mockBusy, proxy: await load(watch.origin, call) };
    const cpuPerCall = ((await proxyCpu()) - cpuBefore) / (busy.proxy.requestsPerSecond * duration);
    const steady = {
      mock: await load(supplier.origin, call, rate / connections),
      proxy: await load(watch.origin, call, rate / connections),
    };
    for (const [which, result] of Object.entries(steady)) {
      if (result.requestsPerSecond < rate * 0.9) {
        throw new Error(
          `${call.name} (${which}) kept up only ${result.requestsPerSecond.toFixed(0)} of ` +
            `${rate} req/s: lower BENCH_RATE`,
        );
      }
    }
    const overhead = steady.proxy.p99 - steady.mock.p99;
    paced.push([
      `${call.name} (${call.method})`,
      `${(steady.mock.bytes / 1000).toFixed(1)} kB`,
      ms(steady.mock.p50),
      ms(steady.proxy.p50),
      ms(steady.mock.p99),
      ms(steady.proxy.p99),
      ms(overhead),
      `<= 2 ms ${overhead <= 2 ? 'met' : 'MISSED'}`,
    ]);
    saturated.push([
      `${call.name} (${call.method})`,
      busy.mock.requestsPerSecond.toFixed(0),
      busy.proxy.requestsPerSecond.toFixed(0),
      ms(busy.mock.p50),
      ms(busy.proxy.p50),
      ms(busy.mock.p99),
      ms(busy.proxy.p99),
      cpuPerCall.toFixed(0),
    ]);
  }
} finally {
  mock.kill();
  proxy.kill();
}
console.log(
  `\nDrift watch overhead: ${duration} s per run, ${connections} connections, on ${new Date().toISOString().slice(0, 10)}`,
);
console.log(`\nAt ${rate} req/s with and without the proxy (the target's figures), latency in ms`);
const latency = ['p50 mock', 'p50 proxy', 'p99 mock', 'p99 proxy'];
table(['call', 'answer', ...latency, 'p99 overhead', 'target'], paced);
console.log('\nSaturated: req/s, and latency in ms (mostly waiting in the queue)');
table(['call', 'req/s mock', 'req/s proxy', ...latency, 'proxy CPU µs/call'], saturated);
