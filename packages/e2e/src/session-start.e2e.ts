// The session's calls start with the HTML (docs/first-load.md#the-session-starts-with-the-html):
// index.html's inline script sends them while the app's code downloads, and the app takes them
// over rather than sending them again. On the demo: a sandbox's page, and the portal at the root.
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, portalPath, signIn, storageKey, test } from './harness.ts';
import {
  countSessionCalls,
  eachCallOnce,
  editPage,
  sessionCallAt,
  watchCspViolations,
} from './session-start-calls.ts';

const enquiriesList = (page: Page) =>
  page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem').first();

describe('a signed-in garage’s cold visit', () => {
  test('sends each of the session’s calls once: the app takes over what the page sent', async ({
    page,
  }) => {
    await signIn(page, 'dave');
    const sent = countSessionCalls(page);

    await page.goto('./');
    await enquiriesList(page).waitFor();
    await page.waitForLoadState('networkidle');

    expect(sent).toEqual(eachCallOnce);
  });

  test('has them sent by the page itself, before the app’s code has run', async ({ page }) => {
    await signIn(page, 'dave');
    await page.route('**/*.js', (route) => route.abort());
    const sent = countSessionCalls(page);

    await page.goto('./');

    await expect.poll(() => ({ ...sent })).toEqual(eachCallOnce);
    // Left on the window for an app that never came.
    const started = () =>
      page.evaluate(
        () => (window as { startedSessionRequests?: unknown[] }).startedSessionRequests,
      );
    await expect.poll(started).toHaveLength(5);
  });

  test('on another screen, sends the session’s calls but not the enquiries', async ({ page }) => {
    await signIn(page, 'dave');
    await page.route('**/*.js', (route) => route.abort());
    const sent = countSessionCalls(page);

    await page.goto('news');

    const { enquiries: _, ...sessionOnly } = eachCallOnce;
    await expect.poll(() => ({ ...sent })).toEqual(sessionOnly);
  });
});

describe('a signed-in garage’s repeat visit', () => {
  test('sends each of the session’s calls once again, though the saved data knows the company', async ({
    page,
  }) => {
    await signIn(page, 'dave');
    await page.goto('./');
    await enquiriesList(page).waitFor();
    await page.waitForLoadState('networkidle');

    const sent = countSessionCalls(page);
    await page.reload();
    await enquiriesList(page).waitFor();
    await page.waitForLoadState('networkidle');

    expect(sent).toEqual(eachCallOnce);
  });
});

/** The device ids the page asks a token for, from now on. */
function tokensAskedFor(page: Page): Set<string> {
  const ids = new Set<string>();
  page.on('request', (request) => {
    const path = portalPath(request.url());
    if (sessionCallAt(request.method(), path) === 'token') ids.add(path.split('/').at(-1) ?? '');
  });
  return ids;
}

describe('where the page starts nothing', () => {
  test('a device with no id: the page sends no call; the app asks for the id it makes, then /login', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    const byPage = countSessionCalls(page);
    await page.goto('./');
    await page.waitForLoadState('networkidle');
    // The page carries the config: nothing fetches config.json.
    expect(byPage).toEqual({});

    await page.unroute('**/*.js');
    const askedFor = tokensAskedFor(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Enter license code' }).waitFor();
    const madeId = () =>
      page.evaluate((key) => localStorage.getItem(key), storageKey(page, 'onesignalId'));
    await expect.poll(madeId).not.toBeNull();
    await expect.poll(async () => [...askedFor]).toEqual([await madeId()]);
  });

  test.for(['login', 'error'])(
    '/%s: the page sends no call, even for a signed-in device',
    async (path, { page }) => {
      await signIn(page, 'dave');
      await page.route('**/*.js', (route) => route.abort());
      const byPage = countSessionCalls(page);

      await page.goto(path);
      await page.waitForLoadState('networkidle');

      expect(byPage).toEqual({});
    },
  );
});

describe('the demo’s Content-Security-Policy', () => {
  test('runs the script on a sandbox’s page by its hash, and refuses nothing', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await signIn(page, 'dave');

    await page.goto('./');
    await enquiriesList(page).waitFor();
    await page.waitForLoadState('networkidle');

    await expect.poll(violations).toEqual([]);
  });

  test('refuses the script when its text differs by a byte: the hash holds it to the build’s', async ({
    page,
    allowProblem,
  }) => {
    allowProblem(
      /^(CSP: script-src-elem refused inline at \/:|console\.error: Executing inline script violates .* directive 'script-src )/,
      'the refusal this test is about: the changed inline script',
    );
    const violations = await watchCspViolations(page);
    await editPage(page, (html) => html.replace('<script>', '<script> '));
    await page.route('**/*.js', (route) => route.abort());

    await page.goto('./');

    await expect
      .poll(violations)
      .toEqual([
        expect.stringMatching(
          /^Executing inline script violates .* directive 'script-src 'self' 'sha256-/,
        ),
        'script-src-elem inline',
      ]);
  });

  test('runs the script on the portal at the root too, refusing nothing', async ({
    page,
    mockOrigin,
  }) => {
    const violations = await watchCspViolations(page);
    // The script alone: outside a sandbox this run's mock answers no supplier call.
    await page.route('**/*.js', (route) => route.abort());

    await page.goto(`${mockOrigin}/`);
    await page.waitForLoadState('networkidle');

    await expect.poll(violations).toEqual([]);
    // It ran: with no device it started nothing, and left that for an app that never came.
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as { startedSessionRequests?: unknown[] }).startedSessionRequests,
        ),
      )
      .toEqual([]);
  });
});
