// Benchmark (not a test): throughput and p99 latency of the mock's enquiry list and stock
// calls, with request validation on, against a bare Fastify JSON route answering the same
// enquiry list, measured in the same run. Targets: >= 50% of the bare route's req/s and
// p99 < 10 ms at 100 connections. p99 is also measured at 10 connections: at 100, waiting in
// the queue dominates (Little's law: 100 connections at N req/s wait 100/N s on average), which
// the bare route's own p99 shows.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';

const duration = Number(process.env.BENCH_SECONDS ?? 10);

const servers = fork(new URL('./servers.ts', import.meta.url), { stdio: 'inherit' });
const [ready] = (await once(servers, 'message')) as [
  { mockPort: number; barePort: number; headers: Record<string, string>; window: unknown },
];
const json = { 'content-type': 'application/json' };

async function run(
  port: number,
  path: string,
  headers: object,
  body: unknown,
  connections: number,
) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
    connections,
    duration,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${path}: ${failures} failed requests`);
  return result;
}

async function measure(name: string, port: number, path: string, headers: object, body: unknown) {
  const busy = await run(port, path, headers, body, 100);
  const light = await run(port, path, headers, body, 10);
  return {
    name,
    requestsPerSecond: busy.requests.average,
    p99Ms: busy.latency.p99,
    p99LightMs: light.latency.p99,
  };
}

try {
  const bare = await measure('bare Fastify route', ready.barePort, '/bare', {}, ready.window);
  const results = [
    await measure(
      'enquiry list',
      ready.mockPort,
      '/api/connectplus/enquiries',
      ready.headers,
      ready.window,
    ),
    await measure('part stock', ready.mockPort, '/api/factor/stock', ready.headers, {
      parts: ['BP-FO-1021', 'BD-FO-2210', 'WS-FO-0450', 'TB-SK-5520'],
    }),
  ];
  console.log(`\nMock server benchmark: ${duration} s per route and load\n`);
  console.log(
    'route                req/s@100  p99@100 ms  p99@10 ms  share of bare  >=50%  p99<10ms@100',
  );
  for (const row of [bare, ...results]) {
    const share = row.requestsPerSecond / bare.requestsPerSecond;
    const mark = (met: boolean) => (row === bare ? '' : met ? 'met' : 'MISSED');
    console.log(
      [
        row.name.padEnd(20),
        row.requestsPerSecond.toFixed(0).padStart(9),
        String(row.p99Ms).padStart(11),
        String(row.p99LightMs).padStart(10),
        `${(share * 100).toFixed(0)}%`.padStart(14),
        mark(share >= 0.5).padStart(6),
        mark(row.p99Ms < 10).padStart(13),
      ].join(' '),
    );
  }
} finally {
  servers.kill();
}
