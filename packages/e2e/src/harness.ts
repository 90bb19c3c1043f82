// The browser-test harness: a sandbox of the one mock supplier (global-setup.ts) for each test
// file, one headless Chromium a worker, and per test a reset sandbox and a fresh browser
// context, traced. Journeys import `test`, `expect` and the helpers from here instead of from
// vitest; the helpers live in harness/ by what they are about. See ../README.md.
import type { BrowserContext } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { newPage } from './harness/browser.ts';
import { launchChromium } from './harness/launch-chromium.ts';
import { demoApiClient, startSandbox } from './harness/demo-api.ts';
import { pageProblemsFixture } from './harness/page-problems.ts';
import { tracedContext } from './harness/traced-context.ts';

// The records tests name: licence codes, garage and enquiry ids.
export { fixtures } from '@garage/mock-server/seed-fixtures';
export { launchChromium } from './harness/launch-chromium.ts';
export {
  draftImageStored,
  newContext,
  newPage,
  portalPath,
  storageKey,
  ukTimeZone,
} from './harness/browser.ts';
export { advanceClockUntil, pinClock } from './harness/clocks.ts';
export { demoApiClient, quoteWaitingEnquiry, type DemoApiClient } from './harness/demo-api.ts';
export { screenshot, screenshotAtWidths } from './harness/evidence.ts';
export { expect } from './harness/expect.ts';
export { PageProblems, pageProblemsFixture } from './harness/page-problems.ts';
export { tracedContext } from './harness/traced-context.ts';
export { signIn, supplierGet } from './harness/session.ts';

/**
 * vitest's `test` with the harness's fixtures. Chromium is a worker fixture: each worker (one a
 * core) starts one for the files it runs. Each file gets a sandbox of the run's one mock
 * (global-setup.ts) and every test that sandbox reset: the seed, the real time, no fault rules
 * (`demo`, set up even when a test does not ask for it). Each test gets its own browser context
 * (fresh localStorage, the UK's zone) whose relative URLs go to the sandbox's portal, traced:
 * a failed test keeps its trace and screenshots in .test-results/ (harness/evidence.ts). What
 * the pages of every context made during the test report as going wrong (uncaught errors,
 * console errors and warnings, CSP refusals) fails it at its end, unless it called
 * `allowProblem` for it (harness/page-problems.ts).
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
  .extend('pageProblems', { auto: true }, pageProblemsFixture)
  /**
   * Lets the page report a problem matching `pattern` (`kind: text`, e.g.
   * /^console\.error: .*ChunkLoadError/) without failing the test, for a journey that causes
   * it on purpose; `reason` says why. Sparingly: fix the portal instead where it is the
   * portal's fault.
   */
  .extend('allowProblem', async ({ pageProblems }) => pageProblems.allow.bind(pageProblems))
  .extend(
    'context',
    async ({ browser, baseUrl, task, pageProblems }, { onCleanup }): Promise<BrowserContext> =>
      tracedContext(browser, baseUrl, { task, pageProblems }, onCleanup),
  )
  .extend('page', async ({ context }) => newPage(context));
