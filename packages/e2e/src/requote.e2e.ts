// Ordering a quote the supplier changes while the garage is choosing: a tick stays on the part
// it was put on, the garage is told, and Place Order sends only lines it saw and ticked
// (docs/rules.md#when-the-supplier-updates-a-quote).
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  type DemoApiClient,
  expect,
  fixtures,
  portalPath,
  screenshotAtWidths,
  signIn,
  test,
} from './harness.ts';
import { countOrders } from './order-steps.ts';

const { quoted } = fixtures.enquiries;

type NewLine = { PartNumber: string; Qty: number; UnitPrice: string; ResponseDetailNotes?: string };

// The seed's quote of enquiry 101 (YK19 HBN), in its order.
const pads: NewLine = {
  PartNumber: 'BP-FO-1021',
  Qty: 1,
  UnitPrice: '38.50',
  ResponseDetailNotes: 'Mintex ceramic',
};
const discs: NewLine = { PartNumber: 'BD-FO-2210', Qty: 2, UnitPrice: '27.95' };
const sensor: NewLine = {
  PartNumber: 'WS-FO-0450',
  Qty: 1,
  UnitPrice: '6.20',
  ResponseDetailNotes: 'Front wear sensor',
};
// Other parts, the air filters second, where the discs were.
const oilFilter: NewLine = { PartNumber: 'OF-VA-0101', Qty: 1, UnitPrice: '9.49' };
const airFilters: NewLine = { PartNumber: 'AF-VA-0440', Qty: 4, UnitPrice: '17.39' };

const notice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'the supplier has updated this quote' });
const tick = (page: Page, part: string) => page.getByRole('checkbox', { name: `Select ${part}` });
const totalSelected = (page: Page) => page.getByRole('status', { name: 'Total selected' });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order', exact: true });
const thanks = (page: Page) => page.getByText('Thanks for your order!', { exact: true });

/** The supplier's new quote for enquiry 101, as its console sends it. */
const requote = (demo: DemoApiClient, lines: NewLine[]) =>
  demo.post(`/enquiries/${quoted}/quote`, { Lines: lines });

/** Dave on quote 101 with `parts` ticked, the page's clock his to run on. */
async function ticked(page: Page, ...parts: string[]) {
  await page.clock.install();
  await signIn(page, 'dave');
  await page.goto(`enquiries/${quoted}`);
  for (const part of parts) await tick(page, part).check();
}

/** Runs the page's clock to the next 20-second refresh; the lines refetch then. */
async function nextRefresh(page: Page) {
  const refetched = page.waitForResponse(
    (response) => portalPath(response.url()) === `/api/connectplus/response/${quoted}`,
  );
  await page.clock.fastForward(20_000);
  await refetched;
}

/** The supplier's lines of enquiry 101 that the garage has ordered, as `part ×qty`. */
async function ordered(demo: DemoApiClient) {
  const { Lines } = await demo.enquiry(quoted);
  return Lines.filter((line) => line.Confirmed === 1).map(
    (line) => `${line.PartNumber} ×${line.Qty} @ ${line.UnitPrice}`,
  );
}

describe('a re-quote while the garage is choosing', () => {
  test('other parts in the same places: the tick is dropped, never moved, and the garage told', async ({
    page,
    demo,
  }) => {
    await ticked(page, 'BD-FO-2210');
    await expect.poll(() => totalSelected(page).innerText()).toBe('£55.90');

    await requote(demo, [oilFilter, airFilters, pads]);
    await nextRefresh(page);

    await notice(page).waitFor();
    await expect
      .poll(() => notice(page).innerText())
      .toBe(
        'The supplier has updated this quote. Please check your selection before you order. 1 part you ticked has changed and is no longer ticked.',
      );
    // The notifier tells it too, naming the registration.
    await page.getByText('YK19 HBN: quote updated', { exact: true }).waitFor();
    await expect.poll(() => tick(page, 'AF-VA-0440').isChecked()).toBe(false);
    await expect.poll(() => totalSelected(page).innerText()).toBe('£0.00');
    await expect(placeOrder(page)).toBeDisabled();
    await screenshotAtWidths(page, 'requote-notice');

    await tick(page, 'OF-VA-0101').check();
    await notice(page).waitFor({ state: 'detached' });
    await placeOrder(page).click();

    await thanks(page).waitFor();
    expect(await ordered(demo)).toEqual(['OF-VA-0101 ×1 @ 9.49']);
  });

  test('the same parts re-ordered, one re-priced: only the unchanged tick stays, and is ordered as it stands', async ({
    page,
    demo,
  }) => {
    await ticked(page, 'BP-FO-1021', 'BD-FO-2210');
    await expect.poll(() => totalSelected(page).innerText()).toBe('£94.40');

    // A quote issued afresh: new line ids, another order, the discs dearer.
    await requote(demo, [sensor, { ...discs, UnitPrice: '29.95' }, pads]);
    await nextRefresh(page);

    await notice(page)
      .getByText(/1 part you ticked has changed/)
      .waitFor();
    await expect.poll(() => tick(page, 'BD-FO-2210').isChecked()).toBe(false);
    await expect(tick(page, 'BP-FO-1021')).toBeChecked();
    await expect.poll(() => totalSelected(page).innerText()).toBe('£38.50');

    await placeOrder(page).click();

    await thanks(page).waitFor();
    expect(await ordered(demo)).toEqual(['BP-FO-1021 ×1 @ 38.50']);
  });

  test('a line removed: its tick goes, the rest are ordered', async ({ page, demo }) => {
    await ticked(page, 'BP-FO-1021', 'WS-FO-0450');

    await requote(demo, [pads, discs]);
    await nextRefresh(page);

    await notice(page)
      .getByText(/1 part you ticked has changed/)
      .waitFor();
    await expect.poll(() => totalSelected(page).innerText()).toBe('£38.50');
    await placeOrder(page).click();

    await thanks(page).waitFor();
    expect(await ordered(demo)).toEqual(['BP-FO-1021 ×1 @ 38.50']);
  });

  test('a re-quote between the last refresh and the press: nothing is sent', async ({
    page,
    demo,
    allowProblem,
  }) => {
    allowProblem(
      /^console\.error: Ordering the quote of enquiry 101 failed QuoteChangedError: /,
      'the quote changes on purpose: the portal logs the order it did not send',
    );
    await ticked(page, 'BD-FO-2210');
    const orders = countOrders(page);

    await requote(demo, [oilFilter, airFilters, pads]);
    await placeOrder(page).click();

    await notice(page)
      .getByText(/^Nothing was ordered: the supplier has updated this quote/)
      .waitFor();
    expect(orders.count).toBe(0);
    await expect.poll(() => tick(page, 'AF-VA-0440').isChecked()).toBe(false);
    await expect.poll(() => totalSelected(page).innerText()).toBe('£0.00');
    expect(await ordered(demo)).toEqual([]);
    expect((await demo.enquiry(quoted)).Enquiry.Status).toBe('Quoted');
  });
});
