// The enquiry detail column's view for each status: received (Waiting, Order), cancelled with
// and without a reason, archived, not found, and the order confirmation (Garage Confirmed,
// Ordered). The quote: enquiry-detail.quote.e2e.ts.
import { describe } from 'vitest';
import { expect, fixtures, pinClock, screenshot, test } from './harness.ts';
import { detail, openEnquiry } from './enquiry-detail-steps.ts';
import { viewports } from './layout-checks.ts';

const { enquiries } = fixtures;

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
