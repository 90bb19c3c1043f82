// The enquiries list column: the cards, search, the date filter, opening an enquiry, the
// company-wide (global) list, and the 20 s refetch that brings in enquiries raised elsewhere.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, fixtures, pinClock, portalPath, screenshot, signIn, test } from './harness.ts';

const myList = (page: Page) => page.getByRole('list', { name: 'My Enquiries', exact: true });
const globalList = (page: Page) =>
  page.getByRole('list', { name: 'Global Enquiries', exact: true });
const cardOf = (page: Page, reg: string, list = myList(page)) =>
  list.getByRole('listitem').filter({ hasText: reg });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search enquiries' });

/** The registrations of the cards rendered in a list (virtualised: those in view). */
const regsIn = (page: Page, list = myList(page)) =>
  list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent ?? ''));

/** Signs in as dave, opens / and waits for the first cards. */
async function openMyEnquiries(page: Page) {
  await signIn(page, 'dave');
  await page.goto('./');
  await myList(page).getByRole('listitem').first().waitFor();
}

/** Narrows the list to one registration and returns its card once it is the only one. */
async function searchFor(page: Page, reg: string, list = myList(page)) {
  await searchBox(page).fill(reg);
  await expect.poll(() => regsIn(page, list)).toEqual([reg]);
  return cardOf(page, reg, list);
}

const noEnquiriesFound = (page: Page) => page.getByText('No enquiries found', { exact: true });

async function applyDateFilter(page: Page, start: string, end: string) {
  await page.getByRole('button', { name: 'Filter by date', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter by date' });
  await dialog.getByLabel('Start date').fill(start);
  await dialog.getByLabel('End date').fill(end);
  await screenshot(page, 'enquiries-date-filter-dialog');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('signed in as dave (garage 1)', () => {
  test('/enquiries without an id is the Enquiries screen with nothing selected', async ({
    page,
  }) => {
    await signIn(page, 'dave');
    await page.goto('enquiries');
    await myList(page).getByRole('listitem').first().waitFor();

    await page.getByText('Please select an enquiry.', { exact: true }).waitFor();
    // dave's unread supplier messages count in the title (docs/notifications.md).
    await expect.poll(() => page.title()).toMatch(/^\(\d+\) Enquiries · Pennine Motor Factors$/);
    const current = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Enquiries', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // A card opened from here goes to its own address, as from /.
    await (await searchFor(page, 'YK19 HBN')).getByRole('link').click();
    await page.waitForURL(`**/enquiries/${fixtures.enquiries.quoted}`);
  });

  test('the list shows the garage’s enquiries as cards with their registrations', async ({
    page,
  }) => {
    await openMyEnquiries(page);
    // The seed adds generated enquiries around the fixtures: the list holds more than fit.
    await expect.poll(() => myList(page).getByRole('listitem').count()).toBeGreaterThan(3);
    await expect(myList(page).getByRole('link')).toHaveCount(
      await myList(page).getByRole('listitem').count(),
    );
    await page.getByText('Please select an enquiry.', { exact: true }).waitFor();
    await screenshot(page, 'enquiries-list');

    for (const reg of ['YK19 HBN', 'LS68 WKD', 'YO17 PLM', 'HG20 FZE', 'SK14 DDR', 'NE70 UXA']) {
      await searchFor(page, reg);
    }
    // Headingley's enquiry is only in the global list.
    await searchBox(page).fill('DN19 RSO');
    await noEnquiriesFound(page).waitFor();
  });

  test('each card shows its status, messages, ETA and back order', async ({ page }) => {
    await openMyEnquiries(page);

    const quoted = await searchFor(page, 'YK19 HBN');
    await expect.poll(() => quoted.innerText()).toContain('Quoted');
    await expect.poll(() => quoted.innerText()).toContain('2/(1)');
    await quoted.getByRole('img', { name: 'Unread messages', exact: true }).waitFor();
    await expect.poll(() => quoted.innerText()).not.toContain('ETA');

    const waiting = await searchFor(page, 'LS68 WKD');
    await expect.poll(() => waiting.innerText()).toContain('0/(0)');
    await waiting.getByRole('img', { name: 'Messages', exact: true }).waitFor();

    const confirmed = await searchFor(page, 'YO17 PLM');
    await expect.poll(() => confirmed.innerText()).toContain('Confirmed');
    await expect.poll(() => confirmed.innerText()).not.toContain('Garage Confirmed');

    const ordered = await searchFor(page, 'HG20 FZE');
    await expect.poll(() => ordered.innerText()).toContain('Ordered');
    await expect.poll(() => ordered.innerText()).toMatch(/ETA: \d\d\/\d\d\/\d\d \d\d:\d\d/);

    const backordered = await searchFor(page, 'NE70 UXA');
    await backordered.getByText('ON BACK ORDER', { exact: true }).waitFor();
    await expect.poll(() => backordered.innerText()).toContain('Quoted');
    // Not every Quoted card: 101 is not on back order.
    await searchFor(page, 'YK19 HBN');
    await expect.poll(() => cardOf(page, 'YK19 HBN').innerText()).not.toContain('ON BACK ORDER');
  });

  test('search narrows the list, ignoring case, and says when nothing matches', async ({
    page,
  }) => {
    await openMyEnquiries(page);

    const before = await regsIn(page);
    await searchBox(page).fill('hbn');
    await expect.poll(() => regsIn(page)).toEqual(['YK19 HBN']);

    await searchBox(page).fill('no such enquiry');
    await noEnquiriesFound(page).waitFor();
    await expect(myList(page)).toHaveCount(0);

    await searchBox(page).fill('');
    await expect.poll(() => regsIn(page)).toEqual(before);
  });

  test('the date filter keeps the enquiries in its range and notes it', async ({ page, demo }) => {
    // Just after midnight in summer, when London's days and UTC's differ: 104 was raised at
    // 00:30 on 30/06, which is still 29/06 in UTC.
    await pinClock(page, demo, '2026-07-03T00:30:00+01:00');
    await openMyEnquiries(page);

    // From two days ago: 101 (1 day ago) is in, 104 (3 days ago) is not.
    await applyDateFilter(page, '01/07/2026', '');
    await page.getByText('Showing enquiries after 01/07/26', { exact: true }).waitFor();
    await searchFor(page, 'YK19 HBN');
    await searchBox(page).fill('YO17 PLM');
    await noEnquiriesFound(page).waitFor();

    // Three days ago only: 104 is in, 101 is not.
    await searchBox(page).fill('');
    await applyDateFilter(page, '30/06/2026', '30/06/2026');
    await page
      .getByText('Showing enquiries between 30/06/26 and 30/06/26', { exact: true })
      .waitFor();
    await screenshot(page, 'enquiries-date-filtered');
    await searchFor(page, 'YO17 PLM');
    await searchBox(page).fill('YK19 HBN');
    await noEnquiriesFound(page).waitFor();
  });

  test('clicking a card opens that enquiry', async ({ page }) => {
    await openMyEnquiries(page);

    await (await searchFor(page, 'YK19 HBN')).getByRole('link').click();
    await page.waitForURL((url) => portalPath(url) === `/enquiries/${fixtures.enquiries.quoted}`);
    await page.getByText('Please select an enquiry.', { exact: true }).waitFor({
      state: 'detached',
    });
    await expect(cardOf(page, 'YK19 HBN').getByRole('link')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Global Enquiries lists the account’s other garages, read-only', async ({ page }) => {
    await openMyEnquiries(page);

    await page.getByRole('button', { name: 'Global Enquiries', exact: true }).click();
    await globalList(page).getByRole('listitem').first().waitFor();
    await expect(globalList(page).getByRole('link')).toHaveCount(0);
    const card = await searchFor(page, 'DN19 RSO', globalList(page));
    await expect(
      page.getByRole('button', { name: 'Global Enquiries', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('link')).toHaveCount(0);
    await screenshot(page, 'enquiries-global');

    await card.click();
    expect(portalPath(page.url())).toBe('/');
  });

  test('an enquiry raised elsewhere appears at the next refetch, without a reload', async ({
    page,
    demo,
  }) => {
    // The page's own clock, run on to the refetch rather than waited through.
    await page.clock.install();
    await openMyEnquiries(page);
    await searchBox(page).fill('PN22 ZZT');
    await noEnquiriesFound(page).waitFor();
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentLoads += 1;
    });

    await demo.createEnquiry(fixtures.garages.kirkstall, { Reg: 'PN22 ZZT', Parts: 'Wipers' });
    // The portal refetches every 20 s.
    await page.clock.fastForward(20_000);
    await cardOf(page, 'PN22 ZZT').waitFor();
    expect(documentLoads).toBe(0);
  });
});

test('a garage without an account code is told so in Global Enquiries', async ({ page }) => {
  await signIn(page, 'lee');
  await page.goto('./');
  await myList(page).getByRole('listitem').first().waitFor();

  await page.getByRole('button', { name: 'Global Enquiries', exact: true }).click();
  await page.getByText('CustomerKeyCode is missing!', { exact: true }).waitFor();
  await expect(globalList(page)).toHaveCount(0);
  await screenshot(page, 'enquiries-global-no-account');
});
