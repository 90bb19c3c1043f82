// The enquiry detail column: the view for each status, picking quoted parts with their live
// stock and RRP, the quote CSV, ordering and the order confirmation.
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
import { countOrders } from './order-steps.ts';
import { viewports } from './layout-checks.ts';

const { enquiries } = fixtures;

const detail = (page: Page) => page.getByRole('region', { name: 'Enquiry detail' });
const quotedParts = (page: Page) => page.getByRole('list', { name: 'Quoted parts' });
const lineOf = (page: Page, part: string) =>
  quotedParts(page).getByRole('listitem').filter({ hasText: part });
const totalSelected = (page: Page) => page.getByRole('status', { name: 'Total selected' });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order', exact: true });

const minute = 60_000;

/** Signs in as dave and opens one of his enquiries. */
async function openEnquiry(page: Page, enquiryId: number) {
  await signIn(page, 'dave');
  await page.goto(`enquiries/${enquiryId}`);
}

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

describe('the view for each status', () => {
  test('Waiting and Order: the enquiry is received', async ({ page }) => {
    await openEnquiry(page, enquiries.waiting);
    const received = detail(page).getByText(
      'We have received your enquiry and will respond as quickly as possible.',
      { exact: true },
    );
    await received.waitFor();
    const header = detail(page).locator('header');
    await header.getByRole('heading', { name: 'LS68 WKD' }).waitFor();
    await expect.poll(() => header.innerText()).toContain('Waiting');
    await expect.poll(() => header.innerText()).toContain('Oil filter, air filter, cabin filter');
    await expect.poll(() => header.innerText()).toContain('[NEXT DAY] Service parts');
    await screenshot(page, 'detail-waiting');

    await page.goto(`enquiries/${enquiries.order}`);
    await detail(page).getByRole('heading', { name: 'BD21 XRT' }).waitFor();
    await received.waitFor();
    await expect.poll(() => detail(page).locator('header').innerText()).toContain('Order');
  });

  test('Cancelled, with and without a cant-supply reason', async ({ page }) => {
    await openEnquiry(page, enquiries.cancelled);
    await detail(page).getByText('THIS ENQUIRY HAS BEEN CANCELLED', { exact: true }).waitFor();
    await detail(page)
      .getByText('Please contact us if you want to discuss this enquiry.', { exact: true })
      .waitFor();
    await screenshot(page, 'detail-cancelled');

    await page.goto(`enquiries/${enquiries.cancelledWithReason}`);
    await detail(page).getByText('THIS ENQUIRY CANNOT BE SUPPLIED', { exact: true }).waitFor();
    await detail(page)
      .getByText('Reason: Discontinued by the manufacturer; no pattern part available.', {
        exact: true,
      })
      .waitFor();
    await detail(page)
      .getByText('Please contact us if you want to discuss this enquiry.', { exact: true })
      .waitFor();
    await expect
      .poll(() => detail(page).innerText())
      .not.toContain('THIS ENQUIRY HAS BEEN CANCELLED');
    for (const viewport of Object.values(viewports)) {
      await page.setViewportSize(viewport);
      await screenshot(page, `detail-cancelled-cant-supply-${viewport.width}`);
    }
  });

  test('a cancel from the supplier with a reason shows on the next refresh', async ({
    page,
    demo,
  }) => {
    await openEnquiry(page, enquiries.waiting);
    await detail(page)
      .getByText(/We have received your enquiry/)
      .waitFor();
    await demo.post(`/enquiries/${enquiries.waiting}/cancel`, { Reason: 'No longer made' });
    await page.reload();
    await detail(page).getByText('Reason: No longer made', { exact: true }).waitFor();
  });

  test('Archived: only archived; an unknown enquiry: not found', async ({ page }) => {
    await openEnquiry(page, enquiries.archived);
    await detail(page).getByRole('heading', { name: 'SK14 DDR' }).waitFor();
    await detail(page).getByText('archived', { exact: true }).waitFor();
    await screenshot(page, 'detail-archived');

    await page.goto('enquiries/999999');
    await detail(page).getByText('Enquiry not found.', { exact: true }).waitFor();
  });

  test('Garage Confirmed: the order confirmation with due dates', async ({ page, demo }) => {
    await pinClock(page, demo, '2026-07-03T10:00:00+01:00');
    await openEnquiry(page, enquiries.garageConfirmed);
    await detail(page).getByText('Thanks for your order!', { exact: true }).waitFor();
    await detail(page)
      .getByText(
        'Your parts will be with you shortly. Keep an eye on your notifications for more details.',
        { exact: true },
      )
      .waitFor();
    await expect.poll(() => detail(page).locator('header').innerText()).toContain('Confirmed');
    // Only the confirmed line of the two quoted: SA-NI-7781, 2 @ £64.00, due tomorrow.
    const ordered = page.getByRole('list', { name: 'Ordered parts' }).getByRole('listitem');
    await expect(ordered).toHaveCount(1);
    const card = () => ordered.first().innerText();
    for (const shown of [
      'SA-NI-7781',
      'Qty 2 @ £64.00',
      '£128.00',
      'Monroe, pair',
      'Due: 04/07/26',
    ]) {
      await expect.poll(card).toContain(shown);
    }
    await expect
      .poll(() => page.getByRole('status', { name: 'Total ordered' }).innerText())
      .toBe('£128.00');
    await screenshot(page, 'detail-garage-confirmed');
  });

  test('Ordered: a numbered card per ordered line, and their total', async ({ page }) => {
    await openEnquiry(page, enquiries.ordered);
    const ordered = page.getByRole('list', { name: 'Ordered parts' }).getByRole('listitem');
    await ordered.first().waitFor();
    await expect(ordered).toHaveCount(2);
    await expect
      .poll(() => ordered.nth(0).innerText())
      .toMatch(/^1\s+TB-SK-5520\s+Qty 1 @ £112\.40/);
    await expect
      .poll(() => ordered.nth(1).innerText())
      .toMatch(/^2\s+CL-SK-0301\s+Qty 1 @ £14\.99/);
    await expect
      .poll(() => page.getByRole('status', { name: 'Total ordered' }).innerText())
      .toBe('£127.39');
    await screenshot(page, 'detail-ordered');
  });
});

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
  }) => {
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
});

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
