// What journeys rely on from the harness: signIn, the demo API client, a fresh start for every
// test, and a test failing on what its pages report as going wrong.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, type TestContext } from 'vitest';
import {
  expect,
  fixtures,
  newContext,
  PageProblems,
  pageProblemsFixture,
  pinClock,
  signIn,
  storageKey,
  test,
  ukTimeZone,
} from './harness.ts';

test('signIn stores an activated device id before the portal first loads', async ({ page }) => {
  const deviceId = await signIn(page, 'emma');
  await page.goto('error');

  const key = storageKey(page, 'onesignalId');
  expect(key).toMatch(/^\/s\/[\w-]+\/onesignalId$/);
  await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).toBe(deviceId);
  const token = await page.request.get(`api/authenticate/mobile/${deviceId}`);
  expect(token.status()).toBe(200);
});

test('the file’s sandbox is its base URL; a path starting with / leaves it and is refused', async ({
  page,
  baseUrl,
  sandbox,
}) => {
  expect(baseUrl).toBe(sandbox.portalUrl);
  expect(new URL(baseUrl).pathname).toBe(`/s/${sandbox.id}/`);
  await page.goto('error');
  expect(new URL(page.url()).pathname).toBe(`/s/${sandbox.id}/error`);

  const outside = await page.request.get('/__demo/licences');
  expect(outside.status()).toBe(404);
  expect(await outside.text()).toContain('Outside any sandbox: GET /__demo/licences');
});

test('the licence codes the harness signs in with are the server’s', async ({ demo }) => {
  const licences = await demo.licences();

  expect(licences).toContainEqual({
    LicenceCode: fixtures.licenceCodes.dave,
    Fails: false,
    UserID: fixtures.users.dave,
    GarageUserName: 'dave.hughes',
    GarageName: 'Kirkstall Road Garage',
  });
  expect(licences.filter((licence) => licence.Fails)).toHaveLength(1);
});

// In order: the first test leaves things behind, the second finds them gone.
describe('every test starts afresh', () => {
  let firstEnquiryId = 0;

  test('a test leaves an enquiry, a fault rule and localStorage behind', async ({ page, demo }) => {
    const enquiry = await demo.createEnquiry(fixtures.garages.kirkstall, {
      Reg: 'e2e 001',
      Parts: 'Wiper blades',
    });
    expect(enquiry).toMatchObject({ Reg: 'E2E 001', Parts: 'Wiper blades', Status: 'Waiting' });
    firstEnquiryId = enquiry.EnquiryId;
    await demo.addFault({ pathPattern: '/api/connectplus/**', status: 503 });
    expect(await demo.faults()).toHaveLength(1);
    await page.goto('error');
    await page.evaluate(() => localStorage.setItem('left', 'behind'));
  });

  test('the next test has the seed again, no fault rule and empty storage', async ({
    page,
    demo,
  }) => {
    // Ids follow the highest stored one: the same id again means the first enquiry is gone.
    const enquiry = await demo.createEnquiry(fixtures.garages.kirkstall, {
      Reg: 'e2e 002',
      Parts: 'Bulbs',
    });
    expect(firstEnquiryId).toBeGreaterThan(0);
    expect(enquiry.EnquiryId).toBe(firstEnquiryId);
    expect(await demo.faults()).toEqual([]);
    await page.goto('error');
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  });
});

// In order: the first test pins the clocks, the second finds the real time again.
describe('a pinned clock is the test’s own', () => {
  test('pinClock puts the mock and the page, in the UK’s zone, at the instant', async ({
    page,
    demo,
  }) => {
    const at = '2026-10-25T00:30:00+01:00';

    const pinnedAt = await pinClock(page, demo, at);
    expect(pinnedAt).toBe(Date.parse(at));

    // The seed is placed around it: the quoted enquiry was raised a day before.
    const quoted = await demo.enquiry(fixtures.enquiries.quoted);
    expect(quoted.Enquiry.Date).toBe('2026-10-23T23:30:00.000Z');
    await page.goto('error');
    const shown = await page.evaluate(() => ({
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      wallClock: `${new Date().getDate()} ${new Date().getHours()}:${new Date().getMinutes()}`,
    }));
    expect(shown).toEqual({ zone: ukTimeZone, wallClock: '25 0:30' });
  });

  test('the next test runs at the real time again', async ({ demo }) => {
    const { nowMs } = await demo.post<{ nowMs: number }>('/clock/advance', { ms: 1 });

    expect(Math.abs(nowMs - Date.now())).toBeLessThan(60_000);
  });
});

test('a demo API call the server rejects fails with its status and message', async ({ demo }) => {
  await expect(demo.post('/clock/advance', { ms: 0 })).rejects.toThrow(
    /^POST \/s\/[\w-]+\/__demo\/clock\/advance: 400 .*ms/,
  );
});

/**
 * A page of `context` at `planted`, outside the portal, under a CSP as strict as the portal's
 * about scripts: what it reports is only what a test plants in it. With `probe`, its one
 * script probes whether it may compile code, as a library may, catching the refusal
 * (page.evaluate cannot show that: Chromium lets what a test evaluates compile code whatever
 * the CSP).
 */
async function plantedPage(
  context: BrowserContext,
  { probe = false }: { probe?: boolean } = {},
): Promise<Page> {
  await context.route('**/planted', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': "script-src 'self'" },
      body: `<!doctype html><title>Planted</title>${probe ? '<script src="planted.js"></script>' : ''}`,
    }),
  );
  await context.route('**/planted.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.probed = (() => { try { new Function(''); return true; } catch { return false; } })();`,
    }),
  );
  await context.route('**/planted-500', (route) => route.fulfill({ status: 500, body: '' }));
  const page = await context.newPage();
  await page.goto('planted');
  return page;
}

describe('what the pages report fails the test', () => {
  test('the record names an error, a warning, an uncaught error and CSP refusals, not a failed request', async ({
    browser,
    baseUrl,
  }) => {
    // A context of its own, watched by a record of its own: the planted problems must not
    // fail this test.
    const problems = new PageProblems();
    const context = await browser.newContext({ baseURL: baseUrl });
    try {
      await problems.watch(context);
      const page = await plantedPage(context, { probe: true });
      const networkLine = page.waitForEvent('console', (message) =>
        message
          .text()
          .startsWith('Failed to load resource: the server responded with a status of 500'),
      );
      await page.evaluate(async () => {
        console.error('planted error', new Error('with its stack'));
        console.warn('planted warning');
        setTimeout(() => {
          throw new Error('planted uncaught');
        });
        void Promise.reject(new Error('planted rejection'));
        const inline = document.createElement('script');
        inline.textContent = 'void 0';
        document.head.append(inline);
        await fetch('planted-500');
      });
      await networkLine;

      const planted = [
        // Its first line: the stack is in the trace.
        'console.error: planted error Error: with its stack',
        'console.warn: planted warning',
        'uncaught: Error: planted uncaught',
        'uncaught: Error: planted rejection',
        // The probe's refusal, though caught; the inline script's, and Chromium's line on it.
        expect.stringMatching(/^CSP: script-src refused eval at \/planted\.js:1:/),
        'CSP: script-src-elem refused inline',
        expect.stringMatching(/^console\.error: Executing inline script violates /),
      ];
      await expect.poll(() => problems.lines()).toEqual(expect.arrayContaining(planted));
      expect(problems.lines()).toHaveLength(planted.length);

      const message = problems.failure()?.message ?? '';
      expect(message).toMatch(/^The page reported 7 problems/);
      expect(message).toContain(
        '\n- console.error: planted error Error: with its stack (/planted)\n',
      );
      expect(message).toContain('\n- uncaught: Error: planted uncaught (/planted');
      expect(message).not.toContain('Failed to load resource');
      // Asked once, at the end of the test.
      expect(problems.failure()).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  test('a problem a journey allows passes; an allowance nothing matched fails', async ({
    browser,
    baseUrl,
  }) => {
    const problems = new PageProblems();
    const context = await browser.newContext({ baseURL: baseUrl });
    try {
      await problems.watch(context);
      const page = await plantedPage(context);
      problems.allow(/^console\.error: expected by the journey$/, 'planted on purpose');
      problems.allow(/^console\.error: never printed$/, 'a stale allowance');
      problems.allow(/^console\.error: printed or not$/, 'timing decides', { required: false });
      expect(() => problems.allow(/anything/, ' ')).toThrow('needs a reason');
      await page.evaluate(() => console.error('expected by the journey'));
      await expect.poll(() => problems.lines()).toEqual(['console.error: expected by the journey']);

      expect(problems.failure()?.message).toBe(
        'Allowed but never reported:\n- /^console\\.error: never printed$/ (a stale allowance)',
      );
    } finally {
      await context.close();
    }
  });

  test('the fixture fails the test with what was reported', async () => {
    let cleanup: () => void = () => undefined;
    const task = { result: { state: 'pass' } } as TestContext['task'];
    const problems = await pageProblemsFixture({ task }, { onCleanup: (fn) => (cleanup = fn) });
    problems.add('console.error', 'x', '/enquiries');

    expect(() => cleanup()).toThrow(
      /^The page reported a problem .*:\n- console\.error: x \(\/enquiries\)$/,
    );
  });

  test('every context of the test is watched: the harness’s and one made with newContext', async ({
    browser,
    baseUrl,
    context,
    pageProblems,
    allowProblem,
  }) => {
    allowProblem(/^console\.error: planted in the harness’s page$/, 'planted to see it recorded');
    allowProblem(/^console\.error: planted in a second context$/, 'planted to see it recorded');
    const page = await plantedPage(context);
    await page.evaluate(() => console.error('planted in the harness’s page'));
    const second = await newContext(browser, baseUrl);
    try {
      const secondPage = await plantedPage(second);
      await secondPage.evaluate(() => console.error('planted in a second context'));
      await expect
        .poll(() => pageProblems.lines())
        .toEqual([
          'console.error: planted in the harness’s page',
          'console.error: planted in a second context',
        ]);
    } finally {
      await second.close();
    }
  });
});
