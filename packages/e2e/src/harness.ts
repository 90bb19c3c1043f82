// The browser-test harness: the mock supplier serving the portal's production build, one
// headless Chromium, and per test a reset store and a fresh browser context. Journeys import
// `test` from here instead of from vitest; see ../README.md.
import type { ActivationRequest } from '@garage/api-types';
import type { DemoNewEnquiry, NewFaultRule, paths } from '@garage/api-types/demo-api';
import { buildApp } from '@garage/mock-server';
import type { Collections } from '@garage/mock-server/collections';
// The records tests name: licence codes, garage and enquiry ids.
import { fixtures } from '@garage/mock-server/seed-fixtures';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import createClient, { type Middleware } from 'openapi-fetch';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { test as base, expect } from 'vitest';

export { fixtures };

export type SeedUser = keyof typeof fixtures.licenceCodes;

/**
 * The garages' zone: every browser context runs in it, whatever the machine's, and journeys
 * work out the dates they expect in it (docs/rules.md#dates-and-times).
 */
export const ukTimeZone = 'Europe/London';

/** The supplier console's build (pnpm --filter @garage/supplier-console build). */
export const supplierConsoleRoot = fileURLToPath(
  new URL('../../supplier-console/dist', import.meta.url),
);
const screenshotDir = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
// Not imported from the portal: earlier portal builds used this name, so it is a contract.
const deviceIdKey = 'onesignalId';

/**
 * The mock supplier with the portal and the supplier console (when built) on one loopback
 * origin, as `npm start` serves them.
 */
async function startMockServer(
  webRoot: string,
  supplierConsoleRoot: string,
): Promise<{ baseUrl: string; close: () => Promise<void>; store: Collections }> {
  if (!existsSync(`${webRoot}/index.html`)) {
    throw new Error(
      `No portal build at ${webRoot}: run pnpm --filter @garage/web build first (scripts/test.sh does)`,
    );
  }
  const app = await buildApp({
    seed: 1,
    // The real clock, which each test starts from (or pins: pinClock).
    tokenLifetimeMs: 60 * 60 * 1000,
    // An answer that drifts from the contract fails the journey as a 500 naming the field.
    validateResponses: true,
    webRoot,
    demoApi: true,
    // Served only when built: console.e2e.ts says so when it is not.
    supplierConsoleRoot,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close(), store: app.world.db };
}

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
    /** The mock's clock at `at`, and its store reset around it (clock/set). */
    setClock: (at: string | number) =>
      bodyOf(client.POST('/__demo/clock/set', { body: { at: new Date(at).toISOString() } })),
    licences: () => bodyOf(client.GET('/__demo/licences')),
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

/**
 * Activates a new device for a seed user through the supplier API and stores its id where the
 * portal reads it, before any page of the context loads: the next page.goto lands signed in.
 * `apiUrl` is the main API's origin where it is not the page's (four-origins.ts). Returns the
 * device id.
 */
export async function signIn(page: Page, user: SeedUser, apiUrl = ''): Promise<string> {
  const deviceId = crypto.randomUUID();
  const activation: ActivationRequest = {
    DeviceID: deviceId,
    EntryCode: fixtures.licenceCodes[user],
    DeviceDescription: 'Desktop',
    OneSignalID: deviceId,
  };
  const response = await page.request.post(`${apiUrl}/api/authenticate/mobile/activate`, {
    data: activation,
  });
  if (response.status() !== 202) {
    throw new Error(`Activating ${user} failed: ${response.status()} ${await response.text()}`);
  }
  await page
    .context()
    // Not in frames without storage, such as Chromium's PDF viewer inside a bulletin's frame.
    .addInitScript(
      ([key, id]) => (globalThis.localStorage as Storage | undefined)?.setItem(key, id),
      [deviceIdKey, deviceId] as const,
    );
  return deviceId;
}

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
 * Waits until the portal has stored the draft image `key` in IndexedDB (idb-keyval's
 * 'keyval-store'). The preview shows at once and the write follows it; a journey that reloads
 * waits for the write, as a person reloading a few seconds later finds the image stored. Call
 * it after the preview shows: the portal has opened the database by then, so this read never
 * creates it without its object store.
 */
export async function draftImageStored(page: Page, key: string): Promise<void> {
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
      key,
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

/**
 * vitest's `test` with the harness's fixtures. The server and Chromium are worker fixtures:
 * the e2e project runs its files in one worker, so they start once per run. Every test gets the
 * mock's clock at the real time, a store reset around it and no fault rules (`demo`, set up
 * even when a test does not ask for it), and its own browser context (fresh localStorage, the
 * UK's zone) whose relative URLs go to the server.
 */
export const test = base
  // E2E_WEB_ROOT: another build of the portal, e.g. one made with other VITE_ settings.
  .extend(
    'webRoot',
    { scope: 'worker' },
    process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  )
  .extend('chromiumPath', { scope: 'worker' }, '/usr/bin/chromium')
  .extend('server', { scope: 'worker' }, async ({ webRoot }, { onCleanup }) => {
    const server = await startMockServer(webRoot, supplierConsoleRoot);
    onCleanup(() => server.close());
    return server;
  })
  .extend('browser', { scope: 'worker' }, async ({ chromiumPath }, { onCleanup }) => {
    const browser = await launchChromium(chromiumPath);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('baseUrl', { scope: 'worker' }, async ({ server }) => server.baseUrl)
  // The mock's records themselves: what the supplier would hold after a journey.
  .extend('store', { scope: 'worker' }, async ({ server }) => server.store)
  .extend('demo', { auto: true }, async ({ baseUrl }) => {
    const demo = demoApiClient(baseUrl);
    // The real time and the seed around it, whatever clock an earlier test pinned or moved.
    await demo.setClock(Date.now());
    // The reset leaves fault rules as they are: a test's faults end with it.
    await demo.clearFaults();
    return demo;
  })
  .extend('context', async ({ browser, baseUrl }, { onCleanup }): Promise<BrowserContext> => {
    const context = await newContext(browser, baseUrl);
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context }) => newPage(context));

/**
 * A fresh browser context (empty storage) whose relative URLs go to `baseUrl`, in a UK
 * garage's zone rather than the machine's.
 */
export async function newContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, timezoneId: ukTimeZone });
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
