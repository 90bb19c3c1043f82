// Chromium, its contexts and pages, and where a page's portal keeps things: its sandbox's path
// and the names it stores under.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, waitTimeout } from './expect.ts';
import { draftImageInPage } from '../saved-queries.ts';
import { currentPageProblems } from './page-problems.ts';

/**
 * The garages' zone: every browser context runs in it, whatever the machine's, and journeys
 * work out the dates they expect in it (docs/rules.md#dates-and-times).
 */
export const ukTimeZone = 'Europe/London';

/** Each browser context's base URL (newContext): the portal its relative URLs go to. */
const contextBases = new WeakMap<BrowserContext, string>();

export function baseOf(page: Page): string {
  const baseUrl = contextBases.get(page.context());
  if (baseUrl === undefined) throw new Error('The page’s context was not made by newContext');
  return baseUrl;
}

/**
 * A fresh browser context (empty storage) whose relative URLs go to `baseUrl`, in a UK
 * garage's zone rather than the machine's. Without the portal's service worker unless a test
 * allows it (pwa.e2e.ts): page.route never sees what a worker answers from its cache, and
 * journeys that fail or replace a request (a bundle, an API answer) rely on it. What its pages
 * report as going wrong goes into the running test's record (page-problems.ts), which fails
 * the test at its end.
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
  await currentPageProblems()?.watch(context);
  // Well under the test timeout, so a missing element fails with Playwright's own message.
  context.setDefaultTimeout(waitTimeout);
  return context;
}

/** A page whose uncaught errors show in the test's output. */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] uncaught: ${error.message}`));
  return page;
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
 * Waits until the portal has stored the draft image `name` (storageKey) in IndexedDB (idb-keyval's
 * 'keyval-store'). The preview shows at once and the write follows it; a journey that reloads
 * waits for the write, as a person reloading a few seconds later finds the image stored. Call
 * it after the preview shows: the portal has opened the database by then, so this read never
 * creates it without its object store.
 */
export async function draftImageStored(page: Page, name: string): Promise<void> {
  const stored = () => page.evaluate(draftImageInPage, storageKey(page, name));
  await expect.poll(stored, { message: `the draft image ${name} stored` }).toBe(true);
}
