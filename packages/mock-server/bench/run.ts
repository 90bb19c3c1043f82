// Benchmark (not a test): throughput and p99 latency of the mock's enquiry list and stock
// calls, with request validation on, against a bare Fastify JSON route answering the same
// enquiry list, measured in the same run. Targets: >= 50% of the bare route's req/s and
// p99 < 10 ms at 100 connections.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';

const connections = 100;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const servers = fork(new URL('./servers.ts', import.meta.url), { stdio: 'inherit' });
const [ready] = (await once(servers, 'message')) as [
  { mockPort: number; barePort: number; headers: Record<string, string>; window: unknown },
];
const json = { 'content-type': 'application/json' };

async function measure(name: string, port: number, path: string, headers: object, body: unknown) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
    connections,
    duration,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${name}: ${failures} failed requests`);
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
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
  console.log(`\nMock server benchmark: ${connections} connections, ${duration} s per route\n`);
  console.log('route                 req/s   p99 ms   share of bare   target');
  for (const row of [bare, ...results]) {
    const share = row.requestsPerSecond / bare.requestsPerSecond;
    const target = row === bare ? '' : share >= 0.5 && row.p99Ms < 10 ? 'met' : 'MISSED';
    console.log(
      `${row.name.padEnd(20)} ${row.requestsPerSecond.toFixed(0).padStart(6)}   ${String(row.p99Ms).padStart(6)}   ${(share * 100).toFixed(0).padStart(12)}%   ${target}`,
    );
  }
} finally {
  servers.kill();
}
