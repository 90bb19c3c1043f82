// Lighthouse for scripts/bench-first-load: installs it on demand and runs one signed-in visit of
// a portal URL in a fresh Chromium (a cold first visit, or a repeat visit after one load that
// installed the service worker), returning the figures the benchmark prints.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromiumFlags } from '@garage/e2e/launch-chromium';

const lighthouseVersion = '13.5.0';
const prefix = fileURLToPath(new URL('../../.tools/lighthouse/', import.meta.url));
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// chrome-launcher starts Chromium as given: headless mode is named here.
export const chromeFlags = ['--headless=new', ...chromiumFlags];

/** What one run measured; times in ms, sizes in bytes. */
export type RunFigures = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** The first screen's own files (entry and '/' route chunks), as sent: brotli here. */
  firstScreenJsBytes: number;
  totalBytes: number;
  /** The elements Lighthouse names in its layout-shifts audit, with their share of the CLS. */
  shifts: { score: number; element: string }[];
  lhr: Lhr;
};

type AuditItem = {
  resourceType?: string;
  url?: string;
  transferSize?: number;
  score?: number;
  node?: { selector?: string; snippet?: string };
};
type Audit = { numericValue?: number; details?: { items?: AuditItem[] } };
export type Lhr = {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
};
type Lighthouse = (url: string, flags: object) => Promise<{ lhr: Lhr } | undefined>;
type Chrome = { port: number; process: { kill(signal: string): void }; kill(): Promise<void> };
type InterceptedRequest = { respond(response: object): Promise<void> };
type PuppeteerPage = {
  waitForFunction(fn: string, options: object): Promise<unknown>;
  setRequestInterception(on: boolean): Promise<void>;
  on(event: 'request', listener: (request: InterceptedRequest) => unknown): void;
  off(event: 'request', listener: (request: InterceptedRequest) => unknown): void;
  goto(url: string): Promise<unknown>;
  evaluate<T>(fn: (values: T) => void, values: T): Promise<void>;
};
type PuppeteerBrowser = {
  pages(): Promise<PuppeteerPage[]>;
  newPage(): Promise<PuppeteerPage>;
  disconnect(): Promise<void>;
};
type Modules = {
  lighthouse: Lighthouse;
  launch: (options: object) => Promise<Chrome>;
  puppeteer: { connect(options: object): Promise<PuppeteerBrowser> };
};

let modules: Promise<Modules> | undefined;

/** Lighthouse and its chrome-launcher and puppeteer-core, installed into .tools on first use. */
export function loadLighthouse(): Promise<Modules> {
  modules ??= (async () => {
    const packageJson = `${prefix}node_modules/lighthouse/package.json`;
    const installed = existsSync(packageJson)
      ? (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version
      : undefined;
    // Not a workspace dependency: it would slow every `npm test` install for a benchmark.
    if (installed !== lighthouseVersion) {
      console.log(
        `bench-first-load: installing lighthouse@${lighthouseVersion} into .tools/lighthouse`,
      );
      execFileSync(
        'npm',
        [
          'install',
          '--prefix',
          prefix,
          '--no-save',
          '--no-package-lock',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
          `lighthouse@${lighthouseVersion}`,
        ],
        { stdio: 'inherit' },
      );
    }
    const require = createRequire(`${prefix}node_modules/`);
    const load = (name: string): Promise<unknown> =>
      import(pathToFileURL(require.resolve(name)).href);
    // Installed outside the workspace, so without types: these are the parts used here.
    const [lighthouse, chromeLauncher, puppeteer] = (await Promise.all([
      load('lighthouse'),
      load('chrome-launcher'),
      load('puppeteer-core'),
    ])) as [
      { default: Modules['lighthouse'] },
      { launch: Modules['launch'] },
      { default: Modules['puppeteer'] },
    ];
    return {
      lighthouse: lighthouse.default,
      launch: chromeLauncher.launch,
      puppeteer: puppeteer.default,
    };
  })();
  return modules;
}

/**
 * Puts the device id into the portal origin's localStorage without loading the portal: the seed
 * URL is answered by the browser itself (request interception), so nothing reaches the server
 * and the HTTP cache stays empty.
 */
export async function seedLocalStorage(
  puppeteer: Modules['puppeteer'],
  port: number,
  origin: string,
  entries: Record<string, string>,
) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const [page = await browser.newPage()] = await browser.pages();
    const answer = (request: InterceptedRequest) =>
      request.respond({ status: 200, contentType: 'text/plain', body: 'bench seed' });
    await page.setRequestInterception(true);
    page.on('request', answer);
    await page.goto(`${origin}/__bench-first-load-seed`);
    await page.evaluate((values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    page.off('request', answer);
    await page.setRequestInterception(false);
    await page.goto('about:blank');
  } finally {
    await browser.disconnect();
  }
}

/**
 * A first visit before the measured one: the portal loads, its service worker takes control and
 * precaches the app shell, and the enquiries it showed are persisted on the device.
 */
async function visitOnce(puppeteer: Modules['puppeteer'], port: number, url: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const [page = await browser.newPage()] = await browser.pages();
    await page.goto(url);
    const ready = { timeout: 30_000, polling: 100 };
    await page.waitForFunction('navigator.serviceWorker.ready.then(() => true)', ready);
    await page.waitForFunction('document.querySelectorAll("main li a").length > 0', ready);
    // The query cache is written to IndexedDB a moment after it changes.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await page.goto('about:blank');
  } finally {
    await browser.disconnect();
  }
}

export type Visit = 'cold' | 'repeat';

/**
 * Lighthouse's default replays an unthrottled load through a model of the slow device and line
 * ('simulate'); 'devtools' slows the network and CPU for real, for what a tablet actually gets.
 */
export type Throttling = 'simulate' | 'devtools';

/**
 * One Lighthouse run (mobile, its default throttling) of `url` in a Chromium with a new profile,
 * localStorage pre-filled with `storage` for the URL's origin. A cold visit finds the HTTP
 * cache empty and no service worker; a repeat visit comes after one load of `url`.
 */
export async function measureFirstLoad(
  url: string,
  storage: Record<string, string>,
  firstScreen: ReadonlySet<string>,
  visit: Visit = 'cold',
  throttling: Throttling = 'simulate',
): Promise<RunFigures> {
  const { lighthouse, launch, puppeteer } = await loadLighthouse();
  // chrome-launcher gives every launch a new temporary user-data-dir and deletes it on kill.
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  // Should this process die on an uncaught error, Chromium must not outlive it.
  const killChrome = () => chrome.process.kill('SIGKILL');
  process.once('exit', killChrome);
  try {
    await seedLocalStorage(puppeteer, chrome.port, new URL(url).origin, storage);
    if (visit === 'repeat') await visitOnce(puppeteer, chrome.port, url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse would otherwise clear the origin's storage, signing the device out (and
      // removing the service worker and caches a repeat visit is measured with).
      disableStorageReset: true,
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return figures(result.lhr, url, firstScreen);
  } finally {
    process.off('exit', killChrome);
    await chrome.kill();
  }
}

function figures(lhr: Lhr, url: string, firstScreen: ReadonlySet<string>): RunFigures {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
    return value;
  };
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (items: AuditItem[]) =>
    items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: item.score ?? 0,
    element: [item.node?.selector, item.node?.snippet].filter(Boolean).join('  ') || 'unknown',
  }));
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: bytes(requests.filter((item) => item.resourceType === 'Script')),
    firstScreenJsBytes: bytes(
      requests.filter((item) => firstScreen.has(new URL(item.url ?? '', url).pathname)),
    ),
    totalBytes: bytes(requests),
    shifts,
    lhr,
  };
}
