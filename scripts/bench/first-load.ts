// Benchmark (not a test): a cold first visit of the signed-in portal '/' with Lighthouse (mobile
// profile, its default simulated throttling), BENCH_RUNS times per target (default 3). Prints
// each run, the median and the targets beside the figures. Exits 0 when figures are
// over target; only errors fail it. Usage: scripts/bench-first-load [target...]
import { spawn, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort as freeStaticPort, startStaticServer } from '../../deploy/static-server.ts';
import { firstScreenFiles, firstScreenRoutes } from '../../packages/e2e/src/bundle-size.ts';
import { loadLighthouse, measureFirstLoad, type RunFigures } from './lighthouse.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
// Dave's licence code in the mock's seed (packages/mock-server/src/store/seed-fixtures.ts).
const licenceCode = '20461379';
// The portal's device id key (packages/web/src/lib/device-id.ts).
const deviceIdKey = 'onesignalId';

type Running = { portalOrigin: string; apiOrigin: string; stop(): Promise<void> };
type Target = { name: string; start(): Promise<Running> };

// Every target measured by default.
const targets: Target[] = [
  { name: 'static', start: startStatic },
  { name: 'demo', start: startDemo },
];

const distDir = join(root, 'packages/web/dist');

function ensureBuild() {
  if (!existsSync(join(distDir, 'index.html'))) {
    execFileSync('pnpm', ['--filter', '@garage/web', 'build'], { cwd: root, stdio: 'inherit' });
  }
}

/** The first screen's files, as scripts/check-bundle-size.mjs counts them. */
async function firstScreenPaths(): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  return new Set(firstScreenFiles(manifest, firstScreenRoutes).map((f) => `/${f}`));
}

/** The demo as `npm start` runs it: the mock serving the portal's build on one origin. */
async function startDemo(): Promise<Running> {
  ensureBuild();
  const port = await freePort();
  return startMock(['--port', String(port)], `http://127.0.0.1:${port}`);
}

/**
 * Production: the build behind the production nginx config (deploy/), against the mock on
 * four hosts, as the README's deploy section runs it.
 */
async function startStatic(): Promise<Running> {
  ensureBuild();
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  const [api, mapping, company, supplier] = await Promise.all([0, 1, 2, 3].map(() => freePort()));
  const portalPort = await freeStaticPort('127.0.0.1');
  const mock = await startMock(
    [
      ['--port', api],
      ['--mapping-port', mapping],
      ['--company-port', company],
      ['--supplier-port', supplier],
    ]
      .flatMap(([flag, port]) => [String(flag), String(port)])
      .concat('--cors-origin', origin(portalPort)),
    origin(Number(api)),
  );
  try {
    const site = await startStaticServer({
      distDir,
      port: portalPort,
      config: {
        apiHost: origin(Number(api)),
        mappingHost: origin(Number(mapping)),
        supplierHost: origin(Number(supplier)),
        companyHosts: [origin(Number(company))],
      },
    });
    return {
      portalOrigin: site.url,
      apiOrigin: mock.apiOrigin,
      stop: async () => {
        await site.close();
        await mock.stop();
      },
    };
  } catch (error) {
    await mock.stop();
    throw error;
  }
}

/** The mock server (server.ts) with these arguments, once it answers at `origin`. */
async function startMock(args: string[], origin: string): Promise<Running> {
  const server = spawn(
    process.execPath,
    ['packages/mock-server/src/server.ts', ...args],
    // No supplier simulator: nothing should change in the background between runs.
    {
      cwd: root,
      env: { ...process.env, SIMULATOR: 'off' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Should this process die on an uncaught error, the server must not outlive it.
  const killServer = () => server.kill('SIGKILL');
  process.once('exit', killServer);
  const stop = async () => {
    process.off('exit', killServer);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilAnswering(`${origin}/api/user`, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { portalOrigin: origin, apiOrigin: origin, stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitUntilAnswering(url: string, gone: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`The server for ${url} exited while starting`);
    try {
      // Any answer will do: a portal that fails to load fails Lighthouse's run, loudly.
      await fetch(url);
      return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A device activated with the mock, as the login screen does, so '/' opens signed in. */
async function activateDevice(apiOrigin: string): Promise<string> {
  const deviceId = randomUUID();
  const response = await fetch(`${apiOrigin}/api/authenticate/mobile/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      DeviceID: deviceId,
      EntryCode: licenceCode,
      DeviceDescription: 'Desktop',
      OneSignalID: deviceId,
    }),
  });
  if (response.status !== 202) {
    throw new Error(`Activation answered ${response.status}: ${await response.text()}`);
  }
  return deviceId;
}

async function measureTarget(
  target: Target,
  reportDir: string,
  firstScreen: ReadonlySet<string>,
): Promise<RunFigures[]> {
  const running = await target.start();
  try {
    const results: RunFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const deviceId = await activateDevice(running.apiOrigin);
      const url = `${running.portalOrigin}/`;
      const figures = await measureFirstLoad(url, { [deviceIdKey]: deviceId }, firstScreen);
      const reportPath = join(reportDir, `${target.name}-${run}.json`);
      await writeFile(reportPath, JSON.stringify(figures.lhr));
      // A signed-out device is sent to /login: its figures would be those of the wrong page.
      const finalPath = new URL(figures.lhr.finalDisplayedUrl).pathname;
      if (finalPath !== '/') {
        throw new Error(
          `${target.name} run ${run} ended on ${finalPath}, not '/' (see ${reportPath})`,
        );
      }
      console.log(`${target.name} run ${run}/${runs}: ${summary(figures)}`);
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

// The targets for the first screen.
const goals: {
  key: (typeof keys)[number];
  name: string;
  label: string;
  met(f: Figures): boolean;
}[] = [
  { key: 'performance', name: 'performance', label: '>= 95', met: (f) => f.performance >= 95 },
  { key: 'lcpMs', name: 'LCP', label: '<= 2.5 s', met: (f) => f.lcpMs <= 2500 },
  { key: 'cls', name: 'CLS', label: '<= 0.02', met: (f) => f.cls <= 0.02 },
  {
    key: 'firstScreenJsBytes',
    name: 'first-screen JS',
    label: '<= 115 KB',
    met: (f) => f.firstScreenJsBytes <= 115 * 1024,
  },
];

function summary(f: Figures) {
  return (
    `performance ${format.performance(f.performance)}, FCP ${format.fcpMs(f.fcpMs)}, ` +
    `LCP ${format.lcpMs(f.lcpMs)}, TBT ${format.tbtMs(f.tbtMs)}, CLS ${format.cls(f.cls)}, ` +
    `first-screen JS ${kb(f.firstScreenJsBytes)}, all JS ${kb(f.jsBytes)} transferred`
  );
}

function table(name: string, results: RunFigures[]): string[] {
  const headers = ['', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', '1st-screen JS', 'all JS', 'total'];
  const row = (label: string, f: Figures) => [label, ...keys.map((key) => format[key](f[key]))];
  const middle = medians(results);
  const goalRow = (label: string, render: (goal: (typeof goals)[number]) => string) => [
    label,
    ...keys.map((key) => {
      const goal = goals.find((g) => g.key === key);
      return goal ? render(goal) : '';
    }),
  ];
  const rows = [
    headers,
    ...results.map((f, index) => row(`run ${index + 1}`, f)),
    row('median', middle),
    goalRow('target', (goal) => goal.label),
    goalRow('', (goal) => (goal.met(middle) ? 'ok' : 'OVER')),
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
    `${name}: Lighthouse ${typical.lhr.lighthouseVersion}, mobile, cold cache, signed in, ${results.length} runs`,
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
const firstScreen = await firstScreenPaths();
const measured: { name: string; results: RunFigures[] }[] = [];
for (const target of targets.filter((t) => wanted.length === 0 || wanted.includes(t.name))) {
  measured.push({
    name: target.name,
    results: await measureTarget(target, reportDir, firstScreen),
  });
}
for (const { name, results } of measured) console.log(table(name, results).join('\n'));
console.log(`\nLighthouse reports: ${reportDir}\n`);
for (const { name, results } of measured) {
  const f = medians(results);
  console.log(`${name}: ${summary(f)} (median of ${results.length})`);
  const marks = goals.map(
    (goal) =>
      `${goal.name} ${format[goal.key](f[goal.key])} ${goal.label} ${goal.met(f) ? 'ok' : 'over'}`,
  );
  console.log(`  targets: ${marks.join(', ')}`);
}
