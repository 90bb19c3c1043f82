/// <reference lib="dom" />
// Benchmark (not a test): what the main thread does before the list's LCP on a cold signed-in
// visit of '/', in Chromium with the CPU slowed 4x for real, traced with Lighthouse's own trace
// categories. Tasks are grouped by the first event each ran (a timer, an event, a module's
// evaluation, style...); "(nothing traced)" are the browser's own small tasks (IPC, loading
// messages), which Lighthouse counts as 'Other'. Prints each run, then the medians.
// Usage: scripts/trace-first-load [build dir]   (default: packages/web/dist, served by the demo)
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@garage/server-processes/free-port';
import { launchChromium, type Browser } from '@garage/e2e/launch-chromium';
import { signedInPage } from './sign-in.ts';
import { startMock } from './targets.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const build = resolve(process.argv[2] ?? join(root, 'packages/web/dist'));
const runs = Number(process.env.BENCH_RUNS ?? 5);

// Lighthouse 13's trace categories (core/gather/gatherers/trace.js).
const lighthouseCategories = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
];

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
};
type Breakdown = { lcpMs: number; tasks: number; busyMs: number; kinds: Map<string, number> };

const isTask = (e: TraceEvent) => e.ph === 'X' && /RunTask$/.test(e.name);
const within = (outer: TraceEvent, inner: TraceEvent) =>
  inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);

/** The renderer main thread's outermost tasks from navigation to the LCP, by kind. */
function breakdown(events: TraceEvent[], lcpMs: number): Breakdown {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint');
  const thread = (e: TraceEvent) => e.pid === paint.pid && e.tid === paint.pid;
  const start = Math.min(
    ...events.filter((e) => e.name === 'navigationStart' && e.pid === paint.pid).map((e) => e.ts),
  );
  const mainThread = events.filter((e) => thread(e) && e.ph === 'X');
  const tasks = mainThread.filter(
    (e) => isTask(e) && e.ts >= start && e.ts + (e.dur ?? 0) <= start + lcpMs * 1000,
  );
  const outermost = tasks.filter((e) => !tasks.some((o) => o !== e && within(o, e)));
  const kinds = new Map<string, number>();
  for (const task of outermost) {
    const first = mainThread
      .filter((e) => !isTask(e) && e !== task && within(task, e))
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))[0];
    const file = first?.args?.data?.url?.split('/').pop();
    const kind = first ? `${first.name}${file ? ` ${file}` : ''}` : '(nothing traced)';
    kinds.set(kind, (kinds.get(kind) ?? 0) + (task.dur ?? 0) / 1000);
  }
  const busyMs = outermost.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  return { lcpMs, tasks: outermost.length, busyMs, kinds };
}

async function tracedVisit(browser: Browser, origin: string): Promise<Breakdown> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  try {
    const page = await signedInPage(context, origin);
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', {
      categories: lighthouseCategories.join(','),
      options: 'sampling-frequency=10000',
    });
    await page.goto(`${origin}/`);
    await page.getByRole('list', { name: 'My Enquiries', exact: true }).waitFor();
    // The LCP is final once the page has settled.
    await page.waitForTimeout(3000);
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list) =>
            done(list.getEntries().at(-1)?.startTime ?? -1),
          ).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    await cdp.send('Tracing.end');
    await complete;
    return breakdown(events, lcpMs);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const port = await freePort('127.0.0.1');
const origin = `http://127.0.0.1:${port}`;
const mock = await startMock(['--port', String(port), '--web', build], origin);
const browser = await launchChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
const results: Breakdown[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const result = await tracedVisit(browser, origin);
    results.push(result);
    console.log(
      `run ${run}/${runs}: LCP ${Math.round(result.lcpMs)} ms, ${result.tasks} tasks, ` +
        `main thread busy ${Math.round(result.busyMs)} ms before it`,
    );
  }
} finally {
  await browser.close();
  await mock.stop();
}
const kinds = new Set(results.flatMap((r) => [...r.kinds.keys()]));
const rows = [...kinds]
  .map((kind) => [kind, median(results.map((r) => r.kinds.get(kind) ?? 0))] as const)
  .filter(([, ms]) => ms >= 5)
  .sort((a, b) => b[1] - a[1]);
console.log(
  `\n${build}, cold visit at 4x CPU, medians of ${runs}: LCP ${Math.round(median(results.map((r) => r.lcpMs)))} ms, ` +
    `${median(results.map((r) => r.tasks))} tasks, busy ${Math.round(median(results.map((r) => r.busyMs)))} ms`,
);
for (const [kind, ms] of rows) console.log(`  ${String(Math.round(ms)).padStart(5)} ms  ${kind}`);
