// Benchmark (not a test): the signed-in portal '/' with Lighthouse (mobile profile, its default
// simulated throttling), BENCH_RUNS times per target (default 3) for a cold first visit and as
// many for a repeat visit through the service worker, then one cold visit throttled for real
// (its LCP against a target of its own). Prints each run, where a cold run's time went, the median and the targets
// beside the figures. Exits 0 when figures are over target; only errors fail it.
// Usage: scripts/bench-first-load [target...]
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coldRunBreakdowns } from './breakdowns.ts';
import {
  loadLighthouse,
  measureFirstLoad,
  type RunFigures,
  type Throttling,
  type Visit,
} from './lighthouse.ts';
import { signedInStorage } from './sign-in.ts';
import {
  ensureBuild,
  entryPath,
  firstScreenPaths,
  firstScreenSentBytes,
  targets,
  type Target,
} from './targets.ts';
const runs = Number(process.env.BENCH_RUNS ?? 3);

type Build = { firstScreen: ReadonlySet<string>; entry: string; sentBytes: number };

async function measureTarget(
  target: Target,
  visit: Visit,
  reportDir: string,
  build: Build,
  { count = runs, throttling = 'simulate' }: { count?: number; throttling?: Throttling } = {},
): Promise<RunFigures[]> {
  const running = await target.start();
  const kind = throttling === 'simulate' ? visit : `${visit} (devtools throttling)`;
  try {
    const results: RunFigures[] = [];
    for (let run = 1; run <= count; run += 1) {
      const storage = await signedInStorage(running.apiOrigin);
      const url = `${running.portalOrigin}/`;
      const figures = await measureFirstLoad(url, storage, build.firstScreen, visit, throttling);
      // Lighthouse counts each response's headers in its size (about 0.4 KB a file); the
      // budget is the bodies as sent, the build's files, which every cold visit fetches.
      if (figures.firstScreenJsBytes > 0) figures.firstScreenJsBytes = build.sentBytes;
      const reportPath = join(reportDir, `${target.name}-${visit}-${throttling}-${run}.json`);
      await writeFile(reportPath, JSON.stringify(figures.lhr));
      // A signed-out device is sent to /login: its figures would be those of the wrong page.
      const finalPath = new URL(figures.lhr.finalDisplayedUrl).pathname;
      if (finalPath !== '/') {
        throw new Error(
          `${target.name} run ${run} ended on ${finalPath}, not '/' (see ${reportPath})`,
        );
      }
      console.log(`${target.name} ${kind} run ${run}/${count}: ${summary(figures)}`);
      if (visit === 'cold') console.log(coldRunBreakdowns(figures.lhr, build.entry).join('\n'));
      results.push(figures);
    }
    return results;
  } finally {
    await running.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

type Figures = Omit<RunFigures, 'shifts' | 'lhr'>;
const keys = [
  'performance',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'firstScreenJsBytes',
  'jsBytes',
  'totalBytes',
] as const;

function medians(results: RunFigures[]): Figures {
  return Object.fromEntries(
    keys.map((key) => [key, median(results.map((r) => r[key]))]),
  ) as Figures;
}

// KB as scripts/check-bundle-size.mjs counts them: 1024 bytes.
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const format = {
  performance: (value: number) => String(Math.round(value)),
  fcpMs: seconds,
  lcpMs: seconds,
  tbtMs: (ms: number) => `${Math.round(ms)} ms`,
  cls: (value: number) => value.toFixed(3),
  firstScreenJsBytes: kb,
  jsBytes: kb,
  totalBytes: kb,
};

type Goal = {
  key: (typeof keys)[number];
  name: string;
  label: string;
  /** Met by the median `f`, and where the target says so by every run. */
  met(f: Figures, runs: Figures[]): boolean;
};

// The targets for each kind of visit (docs/first-load.md).
const goals: Record<Visit, Goal[]> = {
  cold: [
    { key: 'fcpMs', name: 'FCP', label: '<= 1.0 s', met: (f) => f.fcpMs <= 1000 },
    {
      key: 'lcpMs',
      name: 'LCP',
      label: '<= 2.0 s, none > 2.2 s',
      met: (f, all) => f.lcpMs <= 2000 && all.every((run) => run.lcpMs <= 2200),
    },
    { key: 'tbtMs', name: 'TBT', label: '<= 100 ms', met: (f) => f.tbtMs <= 100 },
    { key: 'cls', name: 'CLS', label: '0', met: (f) => f.cls === 0 },
    {
      key: 'firstScreenJsBytes',
      name: 'first-screen JS',
      label: '<= 115 KB',
      met: (f) => f.firstScreenJsBytes <= 115 * 1024,
    },
  ],
  repeat: [
    { key: 'lcpMs', name: 'LCP', label: '<= 0.8 s', met: (f) => f.lcpMs <= 800 },
    { key: 'cls', name: 'CLS', label: '0', met: (f) => f.cls === 0 },
  ],
};

function summary(f: Figures) {
  return (
    `performance ${format.performance(f.performance)}, FCP ${format.fcpMs(f.fcpMs)}, ` +
    `LCP ${format.lcpMs(f.lcpMs)}, TBT ${format.tbtMs(f.tbtMs)}, CLS ${format.cls(f.cls)}, ` +
    `first-screen JS ${kb(f.firstScreenJsBytes)}, all JS ${kb(f.jsBytes)} transferred`
  );
}

function table(name: string, visit: Visit, results: RunFigures[]): string[] {
  const headers = ['', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', '1st-screen JS', 'all JS', 'total'];
  const row = (label: string, f: Figures) => [label, ...keys.map((key) => format[key](f[key]))];
  const middle = medians(results);
  const goalRow = (label: string, render: (goal: Goal) => string) => [
    label,
    ...keys.map((key) => {
      const goal = goals[visit].find((g) => g.key === key);
      return goal ? render(goal) : '';
    }),
  ];
  const rows = [
    headers,
    ...results.map((f, index) => row(`run ${index + 1}`, f)),
    row('median', middle),
    goalRow('target', (goal) => goal.label),
    goalRow('', (goal) => (goal.met(middle, results) ? 'ok' : 'OVER')),
  ];
  const widths = headers.map((_, column) => Math.max(...rows.map((r) => (r[column] ?? '').length)));
  const lines = rows.map((r) =>
    r
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  '),
  );
  // The layout shifts of the run whose CLS is the median, to see what moves.
  const typical = results.find((f) => f.cls === middle.cls) ?? results[0];
  if (!typical) return [];
  const shifts = typical.shifts.map(
    (s) => `  ${s.score.toFixed(3)}  ${s.element.replace(/\s+/g, ' ')}`,
  );
  return [
    '',
    `${name}, ${visit === 'cold' ? 'cold first visit' : 'repeat visit through the service worker'}: Lighthouse ${typical.lhr.lighthouseVersion}, mobile, signed in, ${results.length} runs`,
    ...lines,
    ...(shifts.length ? ['Layout shifts (run with the median CLS):', ...shifts] : []),
  ];
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !targets.some((target) => target.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown target ${unknown.join(', ')}; targets: ${targets.map((t) => t.name).join(', ')}`,
  );
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer`);

await loadLighthouse();
const reportDir = await mkdtemp(join(tmpdir(), 'bench-first-load-'));
ensureBuild();
const build: Build = {
  firstScreen: await firstScreenPaths(),
  entry: await entryPath(),
  sentBytes: await firstScreenSentBytes(),
};
const visits: Visit[] = ['cold', 'repeat'];
const measured: { name: string; visit: Visit; results: RunFigures[] }[] = [];
const realThrottling: { name: string; figures: RunFigures }[] = [];
for (const target of targets.filter((t) => wanted.length === 0 || wanted.includes(t.name))) {
  for (const visit of visits) {
    measured.push({
      name: target.name,
      visit,
      results: await measureTarget(target, visit, reportDir, build),
    });
  }
  const [figures] = await measureTarget(target, 'cold', reportDir, build, {
    count: 1,
    throttling: 'devtools',
  });
  if (figures) realThrottling.push({ name: target.name, figures });
}
for (const { name, visit, results } of measured)
  console.log(table(name, visit, results).join('\n'));
console.log(`\nLighthouse reports: ${reportDir}\n`);
for (const { name, visit, results } of measured) {
  const f = medians(results);
  console.log(`${name} ${visit}: ${summary(f)} (median of ${results.length})`);
  const marks = goals[visit].map(
    (goal) =>
      `${goal.name} ${format[goal.key](f[goal.key])} ${goal.label} ${goal.met(f, results) ? 'ok' : 'over'}`,
  );
  console.log(`  targets: ${marks.join(', ')}`);
}
// What a tablet on a slow line gets, throttled for real: its LCP has a target of its own.
const throttledLcpTarget = 2500;
for (const { name, figures } of realThrottling) {
  const met = figures.lcpMs <= throttledLcpTarget ? 'ok' : 'over';
  console.log(`${name} cold, devtools throttling (1 run): ${summary(figures)}`);
  console.log(`  target: LCP ${format.lcpMs(figures.lcpMs)} <= 2.5 s ${met}`);
}
