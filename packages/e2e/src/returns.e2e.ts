// The Returns screen: the last 3 months' totals, every return oldest first, CLOSE, and what a
// company without its own API host sees.
import type { ReturnRecord } from '@garage/api-types';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  advanceClockUntil,
  expect,
  fixtures,
  portalPath,
  screenshot,
  signIn,
  supplierGet,
  test,
} from './harness.ts';

const returnsList = (page: Page) => page.getByRole('list', { name: 'Returns by date' });
const summary = (page: Page) => page.getByRole('region', { name: 'Returns summary' });

describe('signed in as dave (account PMF1001)', () => {
  test('totals the last 3 months by reason and lists every return oldest first', async ({
    page,
  }) => {
    const deviceId = await signIn(page, 'dave');
    const records = await supplierGet<ReturnRecord[]>(
      page,
      deviceId,
      `api/garage/returnparts/list/${fixtures.accounts.pennineLeeds}`,
    );
    // The seed dates its returns up to 85 days back, then from 100: a 90-day cut-off falls in
    // the gap, so it agrees with "3 calendar months" whatever today is.
    const recentParts = records
      .filter((record) => Date.parse(record.DateTime) > Date.now() - 90 * 24 * 3600 * 1000)
      .flatMap((record) => record.Parts);
    const byReason = new Map<string, number>();
    for (const part of recentParts) {
      byReason.set(part.Reason, (byReason.get(part.Reason) ?? 0) + part.Qty);
    }
    expect(recentParts.length).toBeLessThan(records.flatMap((record) => record.Parts).length);

    // The mock sends them oldest first: sent newest first, the portal must sort them itself.
    await page.route('**/api/garage/returnparts/list/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: ((await response.json()) as unknown[]).reverse() });
    });
    await page.goto('./');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Returns' })
      .click();
    await returnsList(page).waitFor();

    await expect
      .poll(() => summary(page).getByRole('status', { name: 'Total returned' }).innerText())
      .toBe(String(recentParts.reduce((sum, part) => sum + part.Qty, 0)));
    const reasonRows = await summary(page)
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
      );
    expect(new Map(reasonRows.map(([reason, qty]) => [reason, Number(qty)]))).toEqual(byReason);

    const times = await returnsList(page)
      .locator('time')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('dateTime')));
    expect(times).toHaveLength(records.length);
    expect(times).toEqual(
      records.map((record) => record.DateTime).sort((a, b) => Date.parse(a) - Date.parse(b)),
    );

    // The fixture return of 9 days ago, with its two parts.
    const nineDaysAgo = returnsList(page).getByRole('listitem').filter({ hasText: 'AF-VA-0440' });
    await expect
      .poll(() => nineDaysAgo.getByRole('heading').innerText())
      .toMatch(
        /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{2}:\d{2}$/,
      );
    await expect
      .poll(() => nineDaysAgo.locator('tbody').innerText())
      .toBe('OF-VA-0012\t2\tNot required\nAF-VA-0440\t1\tDamaged in transit');
    await screenshot(page, 'returns-dave');
  });

  test('CLOSE goes to the home screen', async ({ page }) => {
    await signIn(page, 'dave');
    await page.goto('returns');
    await returnsList(page).waitFor();

    await page.getByRole('button', { name: 'CLOSE' }).click();

    await expect.poll(() => portalPath(page.url())).toBe('/');
    await page.getByRole('button', { name: 'New Enquiry' }).waitFor();
  });

  test('shows the raw error when the returns cannot be loaded', async ({ page, demo }) => {
    await demo.addFault({ pathPattern: '/api/garage/returnparts/list/*', status: 500 });
    await page.clock.install();
    await signIn(page, 'dave');
    await page.goto('returns');

    // The portal retries three times (1 s, 2 s, 4 s) before it shows the error: the page's
    // clock is run on through the waits rather than waited through.
    const error = page.getByText(/^ApiError: HTTP 500: Injected fault/);
    await advanceClockUntil(page, error, { step: 2_000, max: 8 });
    await expect(returnsList(page)).toHaveCount(0);
    await screenshot(page, 'returns-error');
  });
});

test('a company without an API host gets a message, and no call to a missing host', async ({
  page,
}) => {
  const returnsCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/garage/returnparts/')) returnsCalls.push(request.url());
  });
  await signIn(page, 'aoife');
  await page.goto('returns');

  await page
    .getByText('Returns are not available: your company has no API host for them.')
    .waitFor();
  expect(returnsCalls).toEqual([]);
  await screenshot(page, 'returns-no-company-host');
});
