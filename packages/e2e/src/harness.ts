// The browser-test harness: a sandbox of the one mock supplier (global-setup.ts) for each test
// file, one headless Chromium a worker, and per test a reset sandbox and a fresh browser
// context. Journeys import `test` from here instead of from vitest; see ../README.md.
import type { ActivationRequest, TokenResponse } from '@garage/api-types';
import type {
  DemoNewEnquiry,
  NewFaultRule,
  operations,
  paths,
  Sandbox,
} from '@garage/api-types/demo-api';
// The records tests name: licence codes, garage and enquiry ids.
import { fixtures } from '@garage/mock-server/seed-fixtures';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import createClient, { type Middleware } from 'openapi-fetch';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { test as base, expect, inject } from 'vitest';
import { viewports } from './layout-checks.ts';

export { fixtures };

export type SeedUser = keyof typeof fixtures.licenceCodes;

/**
 * The garages' zone: every browser context runs in it, whatever the machine's, and journeys
 * work out the dates they expect in it (docs/rules.md#dates-and-times).
 */
export const ukTimeZone = 'Europe/London';

const screenshotDir = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
// Not imported from the portal: earlier portal builds used this name, so it is a contract.
const deviceIdKey = 'onesignalId';

export async function launchChromium(executablePath: string): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}: install Debian's with apt-get install -y chromium (scripts/test.sh does)`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A rejected demo API call throws, naming the call, its status and the mock's message. */
const throwWhenRejected: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    const { pathname } = new URL(request.url);
    throw new Error(`${request.method} ${pathname}: ${response.status} ${await response.text()}`);
  },
};

/** The body of an answer (a rejected call has thrown in throwWhenRejected). */
async function bodyOf<Body>(call: Promise<{ data?: Body }>): Promise<Body> {
  const { data } = await call;
  if (data === undefined) throw new Error('The demo API answered without a body');
  return data;
}

type EnquiriesQuery = NonNullable<operations['demoListEnquiries']['parameters']['query']>;

/**
 * The demo API client: the mock's demo API (openapi/mock-demo-api.yaml) through an
 * openapi-fetch client typed by its generated types; paths given to `post` are relative to
 * /__demo.
 */
export function demoApiClient(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  client.use(throwWhenRejected);
  return {
    /**
     * Any other demo API call, by its concrete path, e.g. post('/enquiries/101/quote', { Lines:
     * [...] }). A concrete path is no template of the document, so the caller names the answer.
     */
    post: async <T>(path: string, body: unknown = {}): Promise<T> => {
      const template = `/__demo${path}` as Parameters<typeof client.POST>[0];
      return bodyOf<T>(client.POST(template, { body } as never));
    },
    reset: () => bodyOf(client.POST('/__demo/reset')),
    /** The whole sandbox as it started: store, real time, no faults, tokens or throttle. */
    resetSandbox: () => bodyOf(client.POST('/__demo/sandbox/reset')),
    /** The mock's clock at `at`, and its store reset around it (clock/set). */
    setClock: (at: string | number) =>
      bodyOf(client.POST('/__demo/clock/set', { body: { at: new Date(at).toISOString() } })),
    licences: () => bodyOf(client.GET('/__demo/licences')),
    /** What the supplier holds, as its back office lists it: every garage's, newest first. */
    enquiries: (query: EnquiriesQuery = {}) =>
      bodyOf(client.GET('/__demo/enquiries', { params: { query } })),
    /** One enquiry with its quote lines, messages and delivery. */
    enquiry: (enquiryId: number) =>
      bodyOf(
        client.GET('/__demo/enquiries/{EnquiryId}', {
          params: { path: { EnquiryId: enquiryId } },
        }),
      ),
    createEnquiry: (garageId: number, enquiry: DemoNewEnquiry) =>
      bodyOf(
        client.POST('/__demo/garages/{GarageId}/enquiries', {
          params: { path: { GarageId: garageId } },
          body: enquiry,
        }),
      ),
    faults: () => bodyOf(client.GET('/__demo/faults')),
    addFault: (rule: NewFaultRule) => bodyOf(client.POST('/__demo/faults', { body: rule })),
    clearFaults: () => bodyOf(client.POST('/__demo/faults/clear')),
  };
}

export type DemoApiClient = ReturnType<typeof demoApiClient>;

/** Each browser context's base URL (newContext): the portal its relative URLs go to. */
const contextBases = new WeakMap<BrowserContext, string>();

function baseOf(page: Page): string {
  const baseUrl = contextBases.get(page.context());
  if (baseUrl === undefined) throw new Error('The page’s context was not made by newContext');
  return baseUrl;
}

/**
 * The name the portal at the page's base URL keeps `name` under in localStorage and IndexedDB:
 * in a sandbox, prefixed with its path (packages/web/src/config/base-path.ts).
 */
export function storageKey(page: Page, name: string): string {
  const base = new URL(baseOf(page)).pathname.replace(/\/$/, '');
  return base === '' ? name : `${base}/${name}`;
}

/**
 * A URL's path as the portal routes it: without the sandbox's `/s/{id}` in front (its home is
 * `/s/{id}` or `/s/{id}/`, both '/').
 */
export const portalPath = (url: string | URL): string =>
  new URL(url).pathname.replace(/^\/s\/[^/]+(?=\/|$)/, '') || '/';

/**
 * Activates a new device for a seed user through the supplier API and stores its id where the
 * portal reads it, before any page of the context loads: the next page.goto lands signed in.
 * `apiUrl` is the main API's origin where it is not the page's (four-origins.ts). Returns the
 * device id.
 */
export async function signIn(page: Page, user: SeedUser, apiUrl?: string): Promise<string> {
  const deviceId = crypto.randomUUID();
  const activation: ActivationRequest = {
    DeviceID: deviceId,
    EntryCode: fixtures.licenceCodes[user],
    DeviceDescription: 'Desktop',
    OneSignalID: deviceId,
  };
  const activate = new URL('api/authenticate/mobile/activate', apiUrl ?? baseOf(page));
  const response = await page.request.post(activate.href, { data: activation });
  if (response.status() !== 202) {
    throw new Error(`Activating ${user} failed: ${response.status()} ${await response.text()}`);
  }
  await page
    .context()
    // Not in frames without storage, such as Chromium's PDF viewer inside a bulletin's frame.
    .addInitScript(
      ([key, id]) => (globalThis.localStorage as Storage | undefined)?.setItem(key, id),
      [storageKey(page, deviceIdKey), deviceId] as const,
    );
  return deviceId;
}

/**
 * What the supplier API answers a signed-in device at `path` (relative, e.g.
 * 'api/promotions/PMF1001'): the records the portal is shown.
 */
export async function supplierGet<T>(page: Page, deviceId: string, path: string): Promise<T> {
  const tokenResponse = await page.request.get(`api/authenticate/mobile/${deviceId}`);
  const { token } = (await tokenResponse.json()) as TokenResponse;
  const response = await page.request.get(path, { headers: { token } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The supplier quotes dave's waiting enquiry (102, LS68 WKD): one oil filter at £6.40. */
export const quoteWaitingEnquiry = (demo: DemoApiClient) =>
  demo.post(`/enquiries/${fixtures.enquiries.waiting}/quote`, {
    Lines: [{ PartNumber: 'OF-VA-0012', Qty: 1, UnitPrice: '6.40' }],
  });

/**
 * Pins the mock's clock and the page's to `at` (an ISO date-time with its offset, e.g.
 * '2026-10-25T00:30:00+01:00'), for a journey that depends on the day or the time: both run on
 * from there, and the store is seeded around it. Call it before signIn, as the store's reset
 * forgets every device. Returns the time in ms.
 */
export async function pinClock(page: Page, demo: DemoApiClient, at: string): Promise<number> {
  const { nowMs } = await demo.setClock(at);
  await page.clock.install({ time: nowMs });
  return nowMs;
}

/**
 * Waits until the portal has stored the draft image `name` (storageKey) in IndexedDB (idb-keyval's
 * 'keyval-store'). The preview shows at once and the write follows it; a journey that reloads
 * waits for the write, as a person reloading a few seconds later finds the image stored. Call
 * it after the preview shows: the portal has opened the database by then, so this read never
 * creates it without its object store.
 */
export async function draftImageStored(page: Page, name: string): Promise<void> {
  const stored = () =>
    page.evaluate(
      (imageKey) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            const read = db.transaction('keyval').objectStore('keyval').get(imageKey);
            read.onsuccess = () => {
              db.close();
              resolve(read.result instanceof Blob);
            };
            read.onerror = () => {
              db.close();
              resolve(false);
            };
          };
        }),
      storageKey(page, name),
    );
  await expect.poll(stored).toBe(true);
}

/** Saves the page as screenshots/<name>.png at the repository root (git-ignored), to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = `${screenshotDir}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Screenshots at a desktop, a tablet and a phone width, named <name>-<width>. */
export async function screenshotAtWidths(page: Page, name: string) {
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(viewports.desktop);
}

/**
 * vitest's `test` with the harness's fixtures. Chromium is a worker fixture: each worker (one a
 * core) starts one for the files it runs. Each file gets a sandbox of the run's one mock
 * (global-setup.ts) and every test that sandbox reset: the seed, the real time, no fault rules
 * (`demo`, set up even when a test does not ask for it). Each test gets its own browser context
 * (fresh localStorage, the UK's zone) whose relative URLs go to the sandbox's portal.
 */
export const test = base
  .extend('chromiumPath', { scope: 'worker' }, '/usr/bin/chromium')
  .extend('browser', { scope: 'worker' }, async ({ chromiumPath }, { onCleanup }) => {
    const browser = await launchChromium(chromiumPath);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('mockOrigin', { scope: 'worker' }, inject('mockOrigin'))
  .extend('sandbox', { scope: 'file' }, async ({ mockOrigin }, { onCleanup }) => {
    const sandbox = await startSandbox(mockOrigin);
    onCleanup(() => demoApiClient(sandbox.portalUrl).post('/sandbox/delete'));
    return sandbox;
  })
  // The sandbox's portal, e.g. http://127.0.0.1:40123/s/{id}/: its trailing slash keeps
  // relative URLs ('enquiries', 'api/...') inside the sandbox.
  .extend('baseUrl', { scope: 'file' }, async ({ sandbox }) => sandbox.portalUrl)
  .extend('demo', { auto: true }, async ({ baseUrl }) => {
    const demo = demoApiClient(baseUrl);
    // Whatever an earlier test of the file changed: store, clock, faults, devices.
    await demo.resetSandbox();
    return demo;
  })
  .extend('context', async ({ browser, baseUrl }, { onCleanup }): Promise<BrowserContext> => {
    const context = await newContext(browser, baseUrl);
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context }) => newPage(context));

/** A new sandbox of the mock at `mockOrigin` (POST /__demo/sandboxes), seed 1 at the real time. */
async function startSandbox(mockOrigin: string): Promise<Sandbox> {
  const client = createClient<paths>({ baseUrl: mockOrigin });
  client.use(throwWhenRejected);
  return bodyOf(client.POST('/__demo/sandboxes', { body: {} }));
}

/**
 * A fresh browser context (empty storage) whose relative URLs go to `baseUrl`, in a UK
 * garage's zone rather than the machine's. Without the portal's service worker unless a test
 * allows it (pwa.e2e.ts): page.route never sees what a worker answers from its cache, and
 * journeys that fail or replace a request (a bundle, an API answer) rely on it.
 */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    timezoneId: ukTimeZone,
    serviceWorkers,
  });
  contextBases.set(context, baseUrl);
  // Well under the test timeout, so a missing element fails with Playwright's own message.
  context.setDefaultTimeout(10_000);
  return context;
}

/** A page whose uncaught errors show in the test's output. */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] uncaught: ${error.message}`));
  return page;
}
