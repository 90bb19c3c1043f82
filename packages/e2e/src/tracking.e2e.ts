// Tracking: the deliveries on their way to dave's account (the seed's delivery 1 and the demo
// vans), their ETAs in the garage's day, and the garages that have no Tracking.
import { describe } from 'vitest';
import { expect, screenshot, signIn, test } from './harness.ts';
import { bubble, card, deliveries, minutesIn, openTracking, vansShown } from './tracking-page.ts';

describe('Tracking (dave)', () => {
  test('lists each delivery with its documents, parts and ETA', async ({ page, demo }) => {
    await openTracking(page, demo);

    await expect
      .poll(async () => (await card(page, 'INV-778201').innerText()).split('\n'))
      .toEqual([
        'INV-778201',
        '(and 1 other doc(s))',
        'PART: TB-SK-5520',
        'QTY: 1',
        'PART: CL-SK-0301',
        'QTY: 1',
        'E.T.A.: Today at 12:00',
      ]);
    // The demo's vans for the account are listed too, each with one card and one van on the
    // map, alone or counted in a cluster.
    await expect.poll(() => deliveries(page).getByRole('button').count()).toBeGreaterThan(1);
    const cards = await deliveries(page).getByRole('button').count();
    await expect.poll(async () => (await vansShown(page)).vans).toBe(cards);
    await screenshot(page, 'tracking-list');
  });
});

// Delivery 1 is due two hours after the pinned time: its ETA reads in the garage's day and
// clock (London's), and the time left counts real hours, not the wall clock's.
describe('Tracking near midnight and when the clocks change (dave)', () => {
  for (const [when, at, eta] of [
    ['23:55 on a summer night', '2026-07-02T23:55:00+01:00', '03/07/2026 01:55'],
    ['00:30 on 29 March 2026, as the clocks go forward', '2026-03-29T00:30:00Z', 'Today at 03:30'],
    [
      '00:30 on 25 October 2026, as the clocks go back',
      '2026-10-25T00:30:00+01:00',
      'Today at 01:30',
    ],
  ] as const) {
    test(`at ${when}: ETA ${eta}, two hours left`, async ({ page, demo }) => {
      await openTracking(page, demo, at);

      await expect.poll(() => card(page, 'INV-778201').innerText()).toContain(`E.T.A.: ${eta}`);
      await card(page, 'INV-778201').click();
      // Two hours, less the seconds the page has run since.
      const minutesLeft = async () => minutesIn(await bubble(page).innerText());
      await expect.poll(minutesLeft).toBeGreaterThanOrEqual(119);
      await expect.poll(minutesLeft).toBeLessThanOrEqual(120);
    });
  }
});

test('a garage without a customer account is told its CustomerKeyCode is missing', async ({
  page,
}) => {
  await signIn(page, 'lee');
  await page.goto('tracking');

  await page.getByText('CustomerKeyCode is missing!', { exact: true }).waitFor();
});

test('a company without its own API host has no Tracking', async ({ page }) => {
  await signIn(page, 'aoife');
  await page.goto('tracking');

  await page.getByText('Tracking is not available for your company.', { exact: true }).waitFor();
  await expect(page.getByRole('link', { name: 'Tracking', exact: true })).toHaveCount(0);
});
