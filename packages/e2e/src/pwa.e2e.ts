// The portal as an installed app (docs/offline.md): its service worker serves the app shell
// offline, and a new deployment offers itself with "A new version is available". The only
// journeys with the worker allowed (harness.ts newContext).
import { buildApp } from '@garage/mock-server';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { webRoot } from './builds.ts';
import { expect, newContext, newPage, screenshot, signIn, test } from './harness.ts';
import { viewports } from './layout-checks.ts';

const companyLine = 'Pennine Motor Factors (PMF1001)';

/** Waits until the page's portal is controlled by its service worker, installed and active. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

describe('the installed portal', () => {
  test('reloaded offline, a screen still opens in the portal’s shell, from its worker', async ({
    browser,
    baseUrl,
    allowProblem,
  }) => {
    allowProblem(
      /^console\.error: Backorder check of enquiry \d+ failed TypeError: Failed to fetch/,
      'a page opened offline learns it is offline from its first failed calls: the portal logs a failed back-order check',
      // Whether a card's check is among the calls that fail before the probe says offline.
      { required: false },
    );
    const context = await newContext(browser, baseUrl, { serviceWorkers: 'allow' });
    const page = await newPage(context);
    await signIn(page, 'dave');
    await page.goto('enquiries/101');
    await page.getByRole('banner').getByText(companyLine, { exact: true }).waitFor();
    await controlledByWorker(page);
    // The worker's scope is the sandbox's, so it controls that sandbox alone.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).scope))
      .toBe(baseUrl);

    // Chromium reads the manifest without a complaint (its installability check itself stops
    // at the test's incognito-like context).
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseUrl}manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    // The shell, not Chromium's "No internet" page: the header from the device's cache and
    // the main navigation (what fills them offline is docs/offline.md's data part).
    await page.getByRole('banner').getByText(companyLine, { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${new URL(baseUrl).pathname}enquiries/101`);
    await context.close();
  });

  test('a new build triggers the update prompt, and Reload brings it', async ({ browser }) => {
    // A deployment of its own to change: a copy of the build, served by a mock of its own.
    // index.html without its .br and .gz, which would still be the old page's.
    const root = await mkdtemp(join(tmpdir(), 'portal-deployment-'));
    await cp(webRoot, root, {
      recursive: true,
      filter: (source) => !/index\.html\.(br|gz)$/.test(source),
    });
    const app = await buildApp({ seed: 1, tokenLifetimeMs: 3_600_000, webRoot: root });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const portalUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
    const context = await newContext(browser, portalUrl, { serviceWorkers: 'allow' });
    try {
      const page = await newPage(context);
      await signIn(page, 'dave');
      await page.goto('./');
      await page.getByRole('banner').getByText(companyLine, { exact: true }).waitFor();
      await controlledByWorker(page);
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await expect(prompt).toHaveCount(0);

      // The next release: a changed index.html, so a worker whose precache names it anew.
      const indexFile = join(root, 'index.html');
      const index = await readFile(indexFile, 'utf8');
      await writeFile(
        indexFile,
        index.replace('<head>', '<head><meta name="build" content="next">'),
      );
      const workerFile = join(root, 'sw.js');
      const worker = await readFile(workerFile, 'utf8');
      const next = worker.replace(
        /"revision":"\w+","url":"index\.html"/,
        '"revision":"next","url":"index.html"',
      );
      expect(next).not.toBe(worker);
      await writeFile(workerFile, next);

      // The tab shown again asks the host for a new build.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await prompt.waitFor();
      const reload = prompt.getByRole('button', { name: 'Reload' });
      await reload.focus();
      for (const [name, size] of Object.entries(viewports)) {
        await page.setViewportSize(size);
        await screenshot(page, `update-prompt-${name}`);
      }

      await reload.press('Enter');
      await page.locator('meta[name="build"]').waitFor({ state: 'attached' });
      await page.getByRole('banner').getByText(companyLine, { exact: true }).waitFor();
      await expect(prompt).toHaveCount(0);
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return registration.waiting === null && navigator.serviceWorker.controller !== null;
          }),
        )
        .toBe(true);
    } finally {
      await context.close();
      await app.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
