// The notifications beyond the Enquiries screen (docs/notifications.md): every signed-in
// screen hears of a quote, nothing the garage does itself is notified, one tab of several
// raises the system notification, and desktop notifications are offered once, after the
// first enquiry. The portal's clock is run on to its next refresh rather than waited for.
import type { Page } from 'playwright-core';
import { viewports } from './layout-checks.ts';
import { raiseEnquiry } from './new-enquiry-steps.ts';
import {
  advanceClockUntil,
  expect,
  fixtures,
  newPage,
  portalPath,
  quoteWaitingEnquiry,
  screenshot,
  signIn,
  storageKey,
  test,
} from './harness.ts';
import {
  clickNotification,
  raisedTitles,
  setHidden,
  stubNotifications,
  timesAsked,
} from './notification-stubs.ts';

const { waiting, quoted } = fixtures.enquiries; // 102 LS68 WKD and 101, dave's
const nextRefresh = 21_000;
const notificationTexts = /quote received|new message|cancelled by the supplier|dispatched/;
const offerText = 'Get a desktop notification when a quote or message comes in?';

/** Counts the refreshes of My Enquiries the page has had answered. */
function listRefreshes(page: Page) {
  const seen = { count: 0 };
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && request.url().endsWith('/api/connectplus/enquiries')) {
      seen.count += 1;
    }
  });
  return seen;
}

/** Signs dave in with notifications granted and the Settings switch on, the clock installed. */
async function signInNotified(page: Page) {
  await page.context().addInitScript(stubNotifications, true);
  await page.context().addInitScript(
    (key) => {
      // Not in a new page's about:blank, where reading localStorage throws.
      if (location.protocol.startsWith('http')) localStorage.setItem(key, 'on');
    },
    storageKey(page, 'desktopNotifications'),
  );
  await page.clock.install();
  await signIn(page, 'dave');
}

/** Runs the clock on, a refresh at a time, until `done` holds (at most three refreshes). */
const refreshUntil = (page: Page, done: () => Promise<boolean>) =>
  advanceClockUntil(page, done, { step: nextRefresh, max: 3 });

const notifications = (page: Page) => page.getByRole('log', { name: 'Notifications' });

test('on Settings, a quote raises one notification naming the registration; its click opens the enquiry', async ({
  page,
  demo,
}) => {
  await signInNotified(page);
  const refreshes = listRefreshes(page);
  await page.goto('settings');
  await page.getByRole('switch', { name: 'Desktop notifications' }).waitFor();
  await expect.poll(() => refreshes.count).toBeGreaterThan(0);

  await setHidden(page, true);
  await quoteWaitingEnquiry(demo);
  await refreshUntil(page, async () => (await raisedTitles(page)).length > 0);

  await expect.poll(() => raisedTitles(page)).toEqual(['LS68 WKD: quote received']);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg/);
  // Back on the tab, Settings toasts what came meanwhile.
  await setHidden(page, false);
  await notifications(page).getByText('LS68 WKD: quote received', { exact: true }).waitFor();

  await clickNotification(page, 0);
  await page.waitForURL((url) => portalPath(url.href) === `/enquiries/${waiting}`);
  await page.getByRole('article', { name: 'Enquiry LS68 WKD' }).waitFor();
  await expect.poll(() => raisedTitles(page)).toHaveLength(1);
});

test('nothing of the garage’s own: its message and its order raise no notification and no toast', async ({
  page,
}) => {
  await signInNotified(page);
  const refreshes = listRefreshes(page);
  await page.goto(`enquiries/${quoted}`);
  const messages = page.getByRole('region', { name: 'Messages', exact: true });
  await messages.getByRole('textbox', { name: 'Message' }).fill('Can you do them by noon?');
  await messages.getByRole('button', { name: 'Send', exact: true }).click();
  await messages
    .getByRole('list', { name: 'Message thread' })
    .getByText('Can you do them by noon?')
    .waitFor();
  await page.getByRole('checkbox', { name: 'Select BP-FO-1021' }).check();
  await page.getByRole('button', { name: 'Place Order', exact: true }).click();
  await page.getByText('Thanks for your order!', { exact: true }).waitFor();

  // Two refreshes hidden, then back on the tab.
  await setHidden(page, true);
  const before = refreshes.count;
  await refreshUntil(page, async () => refreshes.count >= before + 2);
  await setHidden(page, false);
  await page.clock.fastForward(nextRefresh);
  await expect.poll(() => refreshes.count).toBeGreaterThanOrEqual(before + 3);

  await expect.poll(() => raisedTitles(page)).toEqual([]);
  await expect.poll(() => notifications(page).innerText()).not.toMatch(notificationTexts);
});

test('one tab of two, both hidden, raises the one notification of a quote', async ({
  page,
  context,
  demo,
}) => {
  await signInNotified(page);
  const refreshes = listRefreshes(page);
  await page.goto('./');
  await page.getByRole('list', { name: 'My Enquiries', exact: true }).waitFor();
  const second = await newPage(context);
  const secondRefreshes = listRefreshes(second);
  await second.goto('news');
  // The second tab may start from the list the first one saved (fresh for the refresh time,
  // so not fetched at once): the clock is run on until both have refreshed.
  await refreshUntil(page, async () => refreshes.count > 0 && secondRefreshes.count > 0);

  await setHidden(page, true);
  await setHidden(second, true);
  await quoteWaitingEnquiry(demo);
  const raised = async () => [...(await raisedTitles(page)), ...(await raisedTitles(second))];
  await refreshUntil(page, async () => (await raised()).length > 0);
  // Another refresh in each tab, which brings a supplier's message: its notification, once,
  // shows the refresh was handled, and the quote's is not raised again with it.
  await demo.post(`/enquiries/${quoted}/messages`, { Text: 'The pads are in' });
  const secondBefore = secondRefreshes.count;
  await page.clock.fastForward(nextRefresh);
  await expect.poll(() => secondRefreshes.count).toBeGreaterThan(secondBefore);
  await expect.poll(() => raised()).toEqual(['LS68 WKD: quote received', 'YK19 HBN: new message']);
});

test('after the first enquiry, desktop notifications are offered once, asked only from its button', async ({
  page,
  context,
}) => {
  await context.addInitScript(stubNotifications);
  await signIn(page, 'dave');
  await page.goto('./');
  await raiseEnquiry(page, 'YX71 ONE');

  const offer = notifications(page).getByText(offerText);
  await offer.waitFor();
  await expect.poll(() => timesAsked(page)).toBe(0);
  // The toasts' entrance is over (react-hot-toast animates it).
  await notifications(page).evaluate((log) =>
    Promise.allSettled(log.getAnimations({ subtree: true }).map(({ finished }) => finished)),
  );
  for (const [name, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await screenshot(page, `notification-offer-${name}`);
  }
  await page.setViewportSize(viewports.desktop);

  await page.getByRole('button', { name: 'Turn on desktop notifications' }).click();
  await notifications(page).getByText('Desktop notifications are on').waitFor();
  await expect.poll(() => timesAsked(page)).toBe(1);
  await offer.waitFor({ state: 'detached' });

  await raiseEnquiry(page, 'YX71 TWO');
  await notifications(page).getByText('Enquiry sent').first().waitFor();
  await expect(offer).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings' }).first().click();
  const card = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(card.getByRole('switch', { name: 'Desktop notifications' })).toBeChecked();
  const sound = card.getByRole('switch', { name: 'Sound for notifications' });
  await expect(sound).not.toBeChecked();
  await sound.click();
  await expect(sound).toBeChecked();
  // The switches in the screenshots, not the toasts over them.
  for (const text of ['Desktop notifications are on', 'Enquiry sent']) {
    await notifications(page).getByText(text).waitFor({ state: 'detached' });
  }
  for (const [name, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `settings-notification-switches-${name}`);
  }
  await expect.poll(() => timesAsked(page)).toBe(1);
});
