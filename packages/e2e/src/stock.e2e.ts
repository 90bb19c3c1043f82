// The live stock of a quote when the supplier's stock call fails (docs/rules.md#stock-status):
// each line says the stock is unknown, never NO STOCK, with 'Check again'; a later failure
// keeps the last answer.
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './axe.ts';
import {
  advanceClockUntil,
  expect,
  fixtures,
  portalPath,
  screenshot,
  signIn,
  test,
} from './harness.ts';
import { isTouchWidth, layoutProblems, viewports, type ViewportName } from './layout-checks.ts';

const stockPath = '/api/factor/stock';
const quotedParts = (page: Page) => page.getByRole('list', { name: 'Quoted parts' });
const lineOf = (page: Page, part: string) =>
  quotedParts(page).getByRole('listitem').filter({ hasText: part });
// In stock at dave's branch (LEE), only at other branches, and nowhere: the seed's quote 101.
const pads = 'BP-FO-1021';
const discs = 'BD-FO-2210';
const sensor = 'WS-FO-0450';

/**
 * Runs the page's clock on a second at a time until `target` shows: the stock call's retries
 * and the 20-second refresh wait on it.
 */
const advanceUntilShown = (page: Page, target: Locator) =>
  advanceClockUntil(page, target, { step: 1_000, max: 60 });

/** Counts the stock calls the page makes. */
function countStockCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (portalPath(request.url()) === stockPath) calls.count += 1;
  });
  return calls;
}

async function openQuote(page: Page) {
  await page.clock.install();
  await signIn(page, 'dave');
  await page.goto(`enquiries/${fixtures.enquiries.quoted}`);
  await lineOf(page, pads).waitFor();
}

test('a failed stock call reads STOCK UNKNOWN on every line, and Check again asks again', async ({
  page,
  demo,
}) => {
  await demo.addFault({ pathPattern: stockPath, status: 503 });
  const calls = countStockCalls(page);
  await openQuote(page);
  // Until the call and its retries have failed, the lines wait for an answer.
  await lineOf(page, pads).getByText('Status: Loading...', { exact: true }).waitFor();

  await advanceUntilShown(
    page,
    lineOf(page, pads).getByText('Status: STOCK UNKNOWN', { exact: true }),
  );
  for (const part of [pads, discs, sensor]) {
    await lineOf(page, part).getByText('Status: STOCK UNKNOWN', { exact: true }).waitFor();
  }
  await expect.poll(() => quotedParts(page).innerText()).not.toContain('NO STOCK');
  expect(calls.count).toBeGreaterThanOrEqual(4); // the call and its three retries

  for (const [name, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await lineOf(page, pads).scrollIntoViewIfNeeded();
    await screenshot(page, `stock-unknown-${viewport.width}`);
    await expect.poll(() => layoutProblems(page, isTouchWidth(name as ViewportName))).toEqual([]);
    const violations = await axeViolations(page);
    expect(violations.length, describeViolations(violations)).toBe(0);
  }

  // The supplier answers again: the garage need not wait for the next refresh.
  await demo.clearFaults();
  const before = calls.count;
  const checkAgain = lineOf(page, sensor).getByRole('button', { name: 'Check again' });
  await checkAgain.focus();
  await page.keyboard.press('Enter');

  // One call covers every line.
  await lineOf(page, pads).getByText('Status: IN STOCK', { exact: true }).waitFor();
  await lineOf(page, discs)
    .getByText(/^Status: (SAME DAY ORDER IN|OVERNIGHT NEXT DAY)/)
    .waitFor();
  await lineOf(page, sensor).getByText('Status: NO STOCK', { exact: true }).waitFor();
  expect(calls.count).toBe(before + 1);
  await expect(quotedParts(page).getByRole('button', { name: 'Check again' })).toHaveCount(0);
});

test('a stock refresh that fails keeps the last answer on the lines', async ({ page, demo }) => {
  await openQuote(page);
  await lineOf(page, pads).getByText('Status: IN STOCK', { exact: true }).waitFor();

  await demo.addFault({ pathPattern: stockPath, status: 503 });
  // The refresh and its retries fail: the portal says so at the foot of the window.
  await advanceUntilShown(page, page.getByText(/^Connection problem: showing what was loaded/));

  await lineOf(page, pads).getByText('Status: IN STOCK', { exact: true }).waitFor();
  await lineOf(page, sensor).getByText('Status: NO STOCK', { exact: true }).waitFor();
  await expect.poll(() => quotedParts(page).innerText()).not.toContain('STOCK UNKNOWN');
});
