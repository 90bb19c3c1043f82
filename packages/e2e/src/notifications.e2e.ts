// Notifications of what the garage must act on (docs/notifications.md): a quote the supplier
// makes reaches the Enquiries screen at its next refresh as a toast, in the tab's title and on
// its favicon; opening the enquiry clears it.
import type { Page } from 'playwright-core';
import {
  expect,
  fixtures,
  portalPath,
  quoteWaitingEnquiry,
  screenshot,
  signIn,
  test,
} from './harness.ts';
import {
  clickNotification,
  raisedTitles,
  setHidden,
  stubNotifications,
  timesAsked,
} from './notification-stubs.ts';

const { waiting } = fixtures.enquiries; // 102, LS68 WKD, dave's
const company = 'Pennine Motor Factors';
const myList = (page: Page) => page.getByRole('list', { name: 'My Enquiries', exact: true });
const faviconHref = (page: Page) =>
  page.locator('link[rel="icon"]').evaluate((link: HTMLLinkElement) => link.href);

test('a quote from the supplier is toasted and counted until the garage opens it', async ({
  page,
  demo,
}) => {
  // The page's own clock, run on to the list's next refresh rather than waited through.
  await page.clock.install();
  await signIn(page, 'dave');
  await page.goto('./');
  await myList(page).getByRole('listitem').first().waitFor();
  // The seed's unread supplier messages count from the start.
  await expect.poll(() => page.title()).toMatch(/^\(\d+\) Enquiries · /);
  const unread = Number(/\d+/.exec(await page.title())?.[0]);

  await quoteWaitingEnquiry(demo);

  // The list refreshes every 20 s.
  await page.clock.fastForward(20_000);
  await page.getByText('LS68 WKD: quote received', { exact: true }).waitFor();
  await expect(page).toHaveTitle(`(${unread + 1}) Enquiries · ${company}`);
  await expect.poll(() => faviconHref(page)).toMatch(/^data:image\/svg\+xml,/);
  await screenshot(page, 'notifications-quote-toast');

  // The list is virtualised: the search brings the card into view.
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('LS68 WKD');
  await myList(page)
    .getByRole('listitem')
    .filter({ hasText: 'LS68 WKD' })
    .getByRole('link')
    .click();

  await expect.poll(() => page.title()).toBe(`(${unread}) Enquiries · ${company}`);
});

test('with desktop notifications on, a quote while the tab is hidden raises one notification', async ({
  page,
  context,
  demo,
}) => {
  await context.addInitScript(stubNotifications);
  await page.clock.install();
  await signIn(page, 'dave');
  await page.goto('./');
  await myList(page).getByRole('listitem').first().waitFor();
  await page.goto('settings');
  const desktop = page.getByRole('switch', { name: 'Desktop notifications' });
  await desktop.waitFor();
  // Neither the Enquiries screen nor Settings asks on load.
  await expect.poll(() => timesAsked(page)).toBe(0);
  await expect(desktop).not.toBeChecked();

  await desktop.click();
  await expect.poll(() => desktop.isChecked()).toBe(true);
  await expect.poll(() => timesAsked(page)).toBe(1);
  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `settings-desktop-notifications-${width}`);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Enquiries' }).first().click();
  await myList(page).getByRole('listitem').first().waitFor();
  await expect.poll(() => page.title()).toMatch(/^\(\d+\) Enquiries · /);
  const unread = Number(/\d+/.exec(await page.title())?.[0]);
  await setHidden(page, true);
  await quoteWaitingEnquiry(demo);

  // The list refreshes every 20 s, hidden or not.
  await page.clock.fastForward(20_000);
  await expect.poll(() => raisedTitles(page)).toEqual(['LS68 WKD: quote received']);
  await expect(page).toHaveTitle(`(${unread + 1}) Enquiries · ${company}`);
  await clickNotification(page, 0);
  await page.waitForURL((url) => portalPath(url.href) === `/enquiries/${waiting}`);
  await expect.poll(() => raisedTitles(page)).toHaveLength(1);
});
