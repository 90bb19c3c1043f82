// The garage's day in the detail column: an order's due dates near midnight and on the days the
// clocks change, and the time left to order before 14:00. The quote itself:
// enquiry-detail.quote.e2e.ts.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, fixtures, pinClock, screenshot, test } from './harness.ts';
import { detail, lineOf, openEnquiry, placeOrder } from './enquiry-detail-steps.ts';

const { enquiries } = fixtures;

const minute = 60_000;

/**
 * On the open quote 101: orders the pads (in stock at dave's branch, LEE) and the discs (only
 * at other branches); returns the confirmation's cards, pads first.
 */
async function orderPadsAndDiscs(page: Page) {
  await page.getByRole('checkbox', { name: 'Select BP-FO-1021' }).check();
  await page.getByRole('checkbox', { name: 'Select BD-FO-2210' }).check();
  await placeOrder(page).click();
  await detail(page).getByText('Thanks for your order!', { exact: true }).waitFor();
  return page.getByRole('list', { name: 'Ordered parts' }).getByRole('listitem');
}

// 'Today' is the garage's day in London (docs/rules.md#dates-and-times): the supplier's due days
// and the portal's labels must agree on it where a UTC day or a 24-hour day would not.
describe('the garage’s day, near midnight and when the clocks change', () => {
  test('an order at 23:55 is due today and tomorrow; after midnight, yesterday and today', async ({
    page,
    demo,
  }) => {
    await pinClock(page, demo, '2026-07-02T23:55:00+01:00');
    await openEnquiry(page, enquiries.quoted);

    const cards = await orderPadsAndDiscs(page);

    await expect.poll(() => cards.nth(0).innerText()).toContain('Due: Today');
    await expect.poll(() => cards.nth(1).innerText()).toContain('Due: 03/07/26');
    await screenshot(page, 'order-confirmation-before-midnight');

    // Ten minutes on at the supplier and in the browser: the card's minute tick moves the days.
    await demo.post('/clock/advance', { ms: 10 * minute });
    await page.clock.fastForward(10 * minute);
    await expect.poll(() => cards.nth(0).innerText()).toContain('Due: 02/07/26');
    await expect.poll(() => cards.nth(1).innerText()).toContain('Due: Today');
  });

  // 00:30, before the change at 01:00 GMT: the day ahead has 23 hours in spring, 25 in autumn.
  for (const [day, at, timeLeft, tomorrow] of [
    ['Sunday 29 March 2026 (23 hours)', '2026-03-29T00:30:00Z', '12h 30m', '30/03/26'],
    ['Sunday 25 October 2026 (25 hours)', '2026-10-25T00:30:00+01:00', '14h 30m', '26/10/26'],
  ] as const) {
    test(`00:30 on ${day}: the real time left to 14:00, and due today and tomorrow`, async ({
      page,
      demo,
    }) => {
      await pinClock(page, demo, at);
      await openEnquiry(page, enquiries.quoted);
      const discs = lineOf(page, 'BD-FO-2210');
      await discs.getByText(/Status: SAME DAY ORDER IN/).waitFor();
      await expect.poll(() => discs.innerText()).toContain(`(order within ${timeLeft})`);

      const cards = await orderPadsAndDiscs(page);

      await expect.poll(() => cards.nth(0).innerText()).toContain('Due: Today');
      await expect.poll(() => cards.nth(1).innerText()).toContain(`Due: ${tomorrow}`);
    });
  }
});
