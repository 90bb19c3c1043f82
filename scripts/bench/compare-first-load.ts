/// <reference lib="dom" />
// Benchmark (not a test): builds of the portal side by side, each served by the demo, on the
// signed-in '/' in Chromium with its CPU throttled 4x for real (and the network too, with
// --network: 150 ms, 1.6 Mbps down), runs interleaved so that the machine's load falls on
// each alike. Lighthouse's simulation replays an unthrottled load; this measures the page a
// slow tablet gets, to try one change against another (docs/first-load.md).
// The page's network throttling leaves its service worker's own fetches alone; --rtt <ms> puts
// a proxy that holds every packet half that long each way in front of the demo, so the
// worker's requests wait their round trips too.
// Usage: scripts/compare-first-load [--repeat] [--network] [--rtt ms] [build dir...]
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@garage/server-processes/free-port';
import { launchChromium, type Browser } from '@garage/e2e/launch-chromium';
import { signedInPage } from './sign-in.ts';
import { startMock } from './targets.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const repeat = args.includes('--repeat');
const network = args.includes('--network');
const rttAt = args.indexOf('--rtt');
const rttMs = rttAt === -1 ? 0 : Number(args[rttAt + 1]);
if (!Number.isFinite(rttMs) || rttMs < 0) throw new Error('--rtt takes a number of ms');
const builds = args
  .filter((arg, index) => !arg.startsWith('--') && (rttAt === -1 || index !== rttAt + 1))
  .map((dir) => resolve(dir));
if (builds.length === 0) builds.push(join(root, 'packages/web/dist'));
const runs = Number(process.env.BENCH_RUNS ?? 7);
const settleMs = network ? 9000 : 5000;

type Figures = { lcp: number; fcp: number; tbt: number; longest: number };

/** A proxy to `port` that holds each packet `rttMs / 2` each way; answers its own port. */
async function delayed(port: number): Promise<number> {
  const hold = (data: Buffer, send: (data: Buffer) => void) =>
    setTimeout(() => send(data), rttMs / 2);
  const proxy = createServer((client) => {
    const server = connect(port, '127.0.0.1');
    client.on('data', (data) => hold(data, (held) => server.write(held)));
    server.on('data', (data) => hold(data, (held) => client.write(held)));
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  const proxyPort = await freePort('127.0.0.1');
  await new Promise<void>((listening) => proxy.listen(proxyPort, '127.0.0.1', listening));
  proxy.unref();
  return proxyPort;
}

/** The demo serving `build`, without its supplier simulator: nothing moves between runs. */
async function serve(build: string) {
  const port = await freePort('127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  const mock = await startMock(['--port', String(port), '--web', build], origin);
  const served = rttMs > 0 ? `http://127.0.0.1:${await delayed(port)}` : origin;
  return { origin: served, stop: () => mock.stop() };
}

async function visit(browser: Browser, origin: string): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: repeat ? 'allow' : 'block',
  });
  try {
    const page = await signedInPage(context, origin);
    if (repeat) {
      // A first visit installs the worker and saves the data; the measured one is the next.
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.getByRole('list', { name: 'My Enquiries', exact: true }).waitFor();
      await page.waitForTimeout(3000);
      await page.goto('about:blank');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6e6 / 8) * 0.9,
        uploadThroughput: (750e3 / 8) * 0.9,
      });
    }
    await page.addInitScript(() => {
      const long: [number, number][] = [];
      Object.assign(window, { longTasks: long });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) long.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${origin}/`);
    // The LCP is final once the page has settled; what came after it is not counted.
    await page.waitForTimeout(settleMs);
    return await page.evaluate(
      () =>
        new Promise<Figures>((done) => {
          new PerformanceObserver((list) => {
            const lcp = list.getEntries().at(-1)?.startTime ?? Number.NaN;
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            const long = (window as unknown as { longTasks: [number, number][] }).longTasks
              .filter(([start]) => start > fcp)
              .map(([, duration]) => duration);
            const tbt = long.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
            done({ lcp, fcp, tbt, longest: Math.max(0, ...long) });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const line = (f: Figures) =>
  `LCP ${Math.round(f.lcp)} ms, FCP ${Math.round(f.fcp)} ms, TBT ${Math.round(f.tbt)} ms, longest task ${Math.round(f.longest)} ms`;

const servers = await Promise.all(builds.map(serve));
const browser = await launchChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
const results = builds.map((): Figures[] => []);
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, server] of servers.entries()) {
      const figures = await visit(browser, server.origin);
      results[index]?.push(figures);
      console.log(`${builds[index]} run ${run}/${runs}: ${line(figures)}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
const kind =
  `${repeat ? 'repeat' : 'cold'} visit, 4x CPU` +
  `${network ? ', 150 ms / 1.6 Mbps' : ''}${rttMs > 0 ? `, ${rttMs} ms round trips` : ''}`;
console.log(`\nMedians of ${runs} runs, ${kind}:`);
for (const [index, build] of builds.entries()) {
  const all = results[index] ?? [];
  const pick = (key: keyof Figures) => median(all.map((f) => f[key]));
  console.log(
    `${build}: ${line({ lcp: pick('lcp'), fcp: pick('fcp'), tbt: pick('tbt'), longest: pick('longest') })}`,
  );
}
