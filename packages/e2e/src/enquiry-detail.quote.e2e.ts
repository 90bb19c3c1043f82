// An enquiry's quote in the detail column: picking quoted parts with their live stock and RRP,
// the quote CSV, copying a part number, ordering and the order confirmation. Due dates near
// midnight and when the clocks change: enquiry-detail.garage-day.e2e.ts.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  expect,
  fixtures,
  pinClock,
  screenshot,
  screenshotAtWidths,
  signIn,
  test,
} from './harness.ts';
import { detail, lineOf, openEnquiry, placeOrder } from './enquiry-detail-steps.ts';
import { countOrders } from './order-steps.ts';

const { enquiries } = fixtures;

const totalSelected = (page: Page) => page.getByRole('status', { name: 'Total selected' });

describe('quote selection (enquiry 101, dave’s branch LEE)', () => {
  // In summer, so a cut-off taken in UTC (an hour behind) would show.
  test('shows the vehicle, each line’s price, RRP, stock status and notes before 14:00', async ({
    page,
    demo,
  }) => {
    await pinClock(page, demo, '2026-07-03T12:40:00+01:00');
    await openEnquiry(page, enquiries.quoted);
    await detail(page)
      .getByText('Please select the parts you would like to order.', { exact: true })
      .waitFor();

    const vehicle = () => page.getByRole('list', { name: 'Vehicle' }).innerText();
    for (const chip of ['Ford', 'Focus', '1.0 EcoBoost', 'Manual', 'Petrol']) {
      await expect.poll(vehicle).toContain(chip);
    }

    await lineOf(page, 'BP-FO-1021').getByText('Status: IN STOCK').waitFor();
    const pads = () => lineOf(page, 'BP-FO-1021').innerText();
    await expect.poll(pads).toContain('Qty 1 @ £38.50 (RRP £54.99)');
    await expect.poll(pads).toContain('Mintex ceramic');

    // Only at other branches: same day before 14:00, with the time left to order.
    const discs = lineOf(page, 'BD-FO-2210');
    await discs.getByText(/Status: SAME DAY ORDER IN/).waitFor();
    await expect.poll(() => discs.innerText()).toContain('Qty 2 @ £27.95 (RRP £39.99)');
    await expect.poll(() => discs.innerText()).toContain('£55.90');
    await expect.poll(() => discs.innerText()).toContain('(order within 1h 20m)');
    await expect.poll(() => discs.innerText()).toContain('No notes');

    // No stock anywhere, and no RRP known for it.
    const sensor = () => lineOf(page, 'WS-FO-0450').innerText();
    await expect.poll(sensor).toContain('Status: NO STOCK');
    await expect.poll(sensor).toContain('Qty 1 @ £6.20');
    await expect.poll(sensor).not.toContain('RRP');

    await expect.poll(() => totalSelected(page).innerText()).toBe('£0.00');
    await expect(placeOrder(page)).toBeDisabled();
    await screenshot(page, 'quote-selection');
  });

  test('after 14:00 stock at another branch comes overnight', async ({ page, demo }) => {
    await pinClock(page, demo, '2026-07-03T14:00:00+01:00');
    await openEnquiry(page, enquiries.quoted);
    await lineOf(page, 'BD-FO-2210').getByText('Status: OVERNIGHT NEXT DAY').waitFor();
    await expect.poll(() => lineOf(page, 'BD-FO-2210').innerText()).not.toContain('order within');
  });

  test('ticking lines adds them to the total; unticking takes them off', async ({ page }) => {
    await openEnquiry(page, enquiries.quoted);
    await lineOf(page, 'BP-FO-1021').waitFor();

    await page.getByRole('checkbox', { name: 'Select BP-FO-1021' }).check();
    await expect.poll(() => totalSelected(page).innerText()).toBe('£38.50');
    await expect(placeOrder(page)).toBeEnabled();

    await page.getByRole('checkbox', { name: 'Select BD-FO-2210' }).check();
    await expect.poll(() => totalSelected(page).innerText()).toBe('£94.40');
    await screenshot(page, 'quote-selection-two-lines');

    await page.getByRole('checkbox', { name: 'Select BP-FO-1021' }).uncheck();
    await page.getByRole('checkbox', { name: 'Select BD-FO-2210' }).uncheck();
    await expect.poll(() => totalSelected(page).innerText()).toBe('£0.00');
    await expect(placeOrder(page)).toBeDisabled();
  });

  test('the checked box is green (#84cc16)', async ({ page }) => {
    await openEnquiry(page, enquiries.quoted);
    const box = page.getByRole('checkbox', { name: 'Select BP-FO-1021' });
    await box.check();
    await expect
      .poll(() => box.evaluate((element) => getComputedStyle(element).accentColor))
      .toBe('rgb(132, 204, 22)');
  });

  test('D/L Quote downloads enquiry_response.csv with every quoted line', async ({ page }) => {
    await openEnquiry(page, enquiries.quoted);
    await lineOf(page, 'WS-FO-0450').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'D/L Quote', exact: true }).click();
    const file = await download;

    expect(file.suggestedFilename()).toBe('enquiry_response.csv');
    expect(await readFile(await file.path(), 'utf8')).toBe(
      'PartNumber,Qty,UnitPrice,ResponseDetailNotes\r\n' +
        '"BP-FO-1021","1","38.50","Mintex ceramic"\r\n' +
        '"BD-FO-2210","2","27.95",""\r\n' +
        '"WS-FO-0450","1","6.20","Front wear sensor"\r\n',
    );
    await page.getByText('Building CSV', { exact: true }).waitFor();
    await page.getByText('CSV complete', { exact: true }).waitFor();
  });

  test('clicking a part number copies it', async ({ page, context, baseUrl }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl).origin,
    });
    await openEnquiry(page, enquiries.quoted);

    await page.getByRole('button', { name: 'BD-FO-2210', exact: true }).click();

    await page.getByText('BD-FO-2210 copied to clipboard', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('BD-FO-2210');
  });

  test('Place Order orders the selected lines once and shows the confirmation', async ({
    page,
    demo,
  }) => {
    await pinClock(page, demo, '2026-07-03T10:00:00+01:00');
    const orders = countOrders(page);
    await openEnquiry(page, enquiries.quoted);
    await page.getByRole('checkbox', { name: 'Select BP-FO-1021' }).check();
    await page.getByRole('checkbox', { name: 'Select BD-FO-2210' }).check();

    // A double click is one order.
    await placeOrder(page).dblclick();

    await detail(page).getByText('Thanks for your order!', { exact: true }).waitFor();
    // The body is checked in the component's unit test (Chromium hides a fetch stream's body
    // from the page's request events); here, that one order reached the supplier.
    expect(orders.count).toBe(1);
    await expect
      .poll(() => page.getByRole('status', { name: 'Total ordered' }).innerText())
      .toBe('£94.40');
    const cards = page.getByRole('list', { name: 'Ordered parts' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    // In stock at LEE: due today; the discs come from another branch: due tomorrow.
    await expect.poll(() => cards.nth(0).innerText()).toContain('Qty 1 @ £38.50');
    await expect.poll(() => cards.nth(1).innerText()).toContain('Qty 2 @ £27.95');
    await expect.poll(() => cards.nth(0).innerText()).toContain('Due: Today');
    await expect.poll(() => cards.nth(1).innerText()).toContain('Due: 04/07/26');
    await screenshot(page, 'order-confirmation');
    // The list refreshed too: the card reads Confirmed.
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('YK19 HBN');
    await page
      .getByRole('list', { name: 'My Enquiries', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'YK19 HBN' })
      .getByText('Confirmed', { exact: true })
      .waitFor();
  });

  test('a failed order says nothing was ordered, keeps the selection, and a retry orders once', async ({
    page,
    demo,
    allowProblem,
  }) => {
    allowProblem(
      /^console\.error: Ordering the quote of enquiry 101 failed ApiError: HTTP 500: Injected fault/,
      'the order fails on purpose: the portal logs the failure it tells the garage of',
    );
    await demo.addFault({ pathPattern: '/api/connectplus/response/conf', status: 500 });
    const orders = countOrders(page);
    await openEnquiry(page, enquiries.quoted);
    await page.getByRole('checkbox', { name: 'Select WS-FO-0450' }).check();

    await placeOrder(page).click();

    const failed = page.getByRole('alert').filter({ hasText: 'nothing was ordered' });
    await failed.waitFor();
    await expect
      .poll(() => failed.innerText())
      .toBe(
        'Your order did not go through, so nothing was ordered. Your selection is kept: press Place Order to try again.',
      );
    expect(orders.count).toBe(1);
    await expect.poll(() => placeOrder(page).isEnabled()).toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Select WS-FO-0450' })).toBeChecked();
    await expect.poll(() => totalSelected(page).innerText()).toBe('£6.20');
    await expect.poll(() => detail(page).innerText()).not.toContain('Thanks for your order!');
    await screenshotAtWidths(page, 'order-failed');

    await demo.clearFaults();
    await placeOrder(page).click();

    await detail(page).getByText('Thanks for your order!', { exact: true }).waitFor();
    expect(orders.count).toBe(2);
    const { Lines } = await demo.enquiry(enquiries.quoted);
    expect(Lines.filter((line) => line.Confirmed === 1).map((line) => line.PartNumber)).toEqual([
      'WS-FO-0450',
    ]);
  });

  test('an order whose answer is lost is found to have gone through, never said not ordered', async ({
    page,
    demo,
    allowProblem,
  }) => {
    allowProblem(
      /^console\.error: Ordering the quote of enquiry 101 failed TypeError: Failed to fetch/,
      'the answer is dropped on purpose: the portal logs the failure before it checks',
    );
    allowProblem(
      /^console\.error: Failed to load resource: net::ERR_CONNECTION_RESET/,
      'Chromium reports the dropped answer, when it reports it before the page closes',
      { required: false },
    );
    const orders = countOrders(page);
    await openEnquiry(page, enquiries.quoted);
    await page.getByRole('checkbox', { name: 'Select WS-FO-0450' }).check();
    // The supplier takes the order; the answer is lost on the way back.
    await page.route('**/api/connectplus/response/conf', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    // Every text the detail shows from the press on, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seenTexts: seen });
      new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    await placeOrder(page).click();

    await page
      .getByRole('log', { name: 'Notifications' })
      .getByText('Your order went through.', { exact: true })
      .waitFor();
    await detail(page).getByText('Thanks for your order!', { exact: true }).waitFor();
    await screenshotAtWidths(page, 'order-lost-answer-went-through');
    const seen = await page.evaluate(
      () => (window as unknown as { seenTexts: string[] }).seenTexts,
    );
    expect(seen.filter((text) => text.includes('nothing was ordered'))).toEqual([]);
    expect(orders.count).toBe(1);
    const { Lines } = await demo.enquiry(enquiries.quoted);
    expect(Lines.filter((line) => line.Confirmed === 1).map((line) => line.PartNumber)).toEqual([
      'WS-FO-0450',
    ]);
  });

  test('a euro company’s quote is priced in euro', async ({ page }) => {
    await signIn(page, 'aoife');
    await page.goto(`enquiries/${enquiries.limerickQuoted}`);
    await page.getByRole('checkbox', { name: 'Select GP-RE-0204' }).check();

    await expect
      .poll(() => lineOf(page, 'GP-RE-0204').innerText())
      .toContain('Qty 4 @ €11.25 (RRP €15.50)');
    await lineOf(page, 'GP-RE-0204').getByText('Status: IN STOCK').waitFor();
    await expect.poll(() => totalSelected(page).innerText()).toBe('€45.00');
  });

  test('a back-ordered enquiry is flagged ON BACK ORDER', async ({ page }) => {
    await openEnquiry(page, enquiries.quotedBackordered);
    await detail(page).locator('header').getByText('ON BACK ORDER', { exact: true }).waitFor();
    await screenshot(page, 'quote-selection-back-order');
  });

  test('a back-order check that fails says BACK ORDER UNKNOWN, on the card and the enquiry', async ({
    page,
    demo,
    allowProblem,
  }) => {
    allowProblem(
      /^console\.error: Backorder check of enquiry \d+ failed ApiError: HTTP 500: Injected fault/,
      'the check fails on purpose: the portal logs the failure it shows as unknown',
    );
    await demo.addFault({ pathPattern: '/api/connectplus/backordered/check/*', status: 500 });
    await openEnquiry(page, enquiries.quotedBackordered);

    const unknown = 'BACK ORDER UNKNOWN';
    await detail(page).locator('header').getByText(unknown, { exact: true }).waitFor();
    // The list is drawn as it scrolls: the card is searched into view.
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('NE70 UXA');
    await page
      .getByRole('list', { name: 'My Enquiries', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'NE70 UXA' })
      .getByText(unknown, { exact: true })
      .waitFor();
    await expect(page.getByText('ON BACK ORDER', { exact: true })).toHaveCount(0);
    await screenshotAtWidths(page, 'quote-selection-back-order-unknown');
  });
});
