// The layouts for the devices garages use (docs/screens.md#layouts): three columns on a
// desktop, list and enquiry side by side on a tablet, one column at a time on a phone; at every
// width nothing scrolls sideways or sticks out of its column, and on touch widths every control
// is at least 44 px. Each screen is saved as screenshots/layout-<screen>-<width>.png to look at.
import type { Bulletin } from '@garage/api-types';
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, fixtures, portalPath, screenshot, signIn, supplierGet, test } from './harness.ts';
import { isTouchWidth, layoutProblems, viewports, type ViewportName } from './layout-checks.ts';

const myList = (page: Page) => page.getByRole('list', { name: 'My Enquiries', exact: true });
const detail = (page: Page) => page.getByRole('region', { name: 'Enquiry detail' });
const messages = (page: Page) => page.getByRole('heading', { name: 'Messages', exact: true });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order', exact: true });
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => mainNavigation(page).getByRole('button', { name: 'Menu' });
const quoted = fixtures.enquiries.quoted;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not drawn`);
  return found;
}

/** Whether the element is drawn wholly inside the window, so the garage can see and press it. */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const { x, y, width, height } = await box(locator);
  const size = page.viewportSize();
  if (!size) throw new Error('The page has no viewport');
  return x >= 0 && y >= 0 && x + width <= size.width && y + height <= size.height;
}

/** Where the list, the quoted enquiry and its messages are drawn, at this viewport. */
async function quotedEnquiryBoxes(page: Page, viewport: (typeof viewports)[ViewportName]) {
  await page.setViewportSize(viewport);
  await signIn(page, 'dave');
  await page.goto(`enquiries/${quoted}`);
  await messages(page).waitFor();
  return {
    list: await box(myList(page)),
    enquiry: await box(page.getByRole('article', { name: 'Enquiry YK19 HBN' })),
    thread: await box(messages(page)),
  };
}

describe.each(Object.keys(viewports) as ViewportName[])('at %s width', (name) => {
  const viewport = viewports[name];
  const width = viewport.width;

  async function expectFits(page: Page, screen: string) {
    await screenshot(page, `layout-${screen}-${width}`);
    await expect
      .poll(() => layoutProblems(page, isTouchWidth(name)), { message: `${screen} at ${width} px` })
      .toEqual([]);
  }

  test('every screen fits the width, with touch-sized controls on touch widths', async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('login');
    await page.getByRole('heading', { name: 'Enter license code' }).waitFor();
    await expectFits(page, 'login');

    const deviceId = await signIn(page, 'dave');
    await page.goto('./');
    await myList(page).getByRole('listitem').first().waitFor();
    await expectFits(page, 'enquiries');

    await page.goto(`enquiries/${quoted}`);
    await placeOrder(page).waitFor();
    await page.getByText('Status: IN STOCK').first().waitFor();
    await expectFits(page, 'enquiry-quoted');

    if (name === 'phone') {
      await page.getByRole('link', { name: 'Messages (2)' }).click();
    }
    await page.getByText('Yes, Mintex ceramic.', { exact: false }).waitFor();
    await expectFits(page, 'enquiry-messages');

    await page.goto(`enquiries/${fixtures.enquiries.ordered}`);
    await page.getByText('Thanks for your order!').waitFor();
    await expectFits(page, 'enquiry-ordered');

    await page.goto('./');
    await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();
    await page.getByRole('dialog', { name: 'New Enquiry' }).waitFor();
    await expectFits(page, 'new-enquiry');
    await page.keyboard.press('Escape');

    await page.goto('tracking');
    await page.getByRole('button', { name: 'Recenter Map' }).waitFor();
    await page.getByText('E.T.A.:').first().waitFor();
    await expectFits(page, 'tracking');

    await page.goto('returns');
    await page.getByText('Returned in the last 3 months').waitFor();
    await expectFits(page, 'returns');

    await page.goto('news');
    await page.getByRole('list', { name: 'Bulletins' }).getByRole('listitem').first().waitFor();
    await expectFits(page, 'news');
    const bulletins = await supplierGet<Bulletin[]>(
      page,
      deviceId,
      `api/promotions/${fixtures.accounts.pennineLeeds}`,
    );
    const bulletin = bulletins.find(
      ({ Title }) => Title === 'Winter battery check: money off Varta and Bosch batteries',
    );
    if (!bulletin) throw new Error('The seed has no winter battery bulletin');
    await page.goto(`news/${bulletin.BulletinId}`);
    await page.getByRole('heading', { name: bulletin.Title }).waitFor();
    await expectFits(page, 'news-bulletin');

    await page.goto('settings');
    await page.getByPlaceholder('Enter part to save...').waitFor();
    await expectFits(page, 'settings');
  });

  test('Place Order stays in the window while the garage scrolls through the quote', async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'dave');
    await page.goto(`enquiries/${quoted}`);
    await page.getByRole('checkbox', { name: 'Select BP-FO-1021' }).check();
    // The last quoted part scrolled to the window's foot: the panel with the button stays.
    await page.getByText('Front wear sensor', { exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => inWindow(page, placeOrder(page))).toBe(true);
    await placeOrder(page).click();
    await detail(page).getByText('Thanks for your order!', { exact: true }).waitFor();
  });
});

describe('at desktop width', () => {
  test('the list, the enquiry and its messages are three columns side by side', async ({
    page,
  }) => {
    const { list, enquiry, thread } = await quotedEnquiryBoxes(page, viewports.desktop);
    expect(list.x + list.width).toBeLessThanOrEqual(enquiry.x);
    expect(enquiry.x + enquiry.width).toBeLessThanOrEqual(thread.x);
    // The navigation is a column at the left.
    await expect.poll(async () => (await box(mainNavigation(page))).x).toBe(0);
    await expect(menuButton(page)).toBeHidden();
  });
});

describe('at tablet width', () => {
  test('list and enquiry side by side, the messages below the enquiry, tabs under the header', async ({
    page,
  }) => {
    const { list, enquiry, thread } = await quotedEnquiryBoxes(page, viewports.tablet);
    expect(list.x + list.width).toBeLessThanOrEqual(enquiry.x);
    expect(thread.y).toBeGreaterThanOrEqual(enquiry.y + enquiry.height);
    // Under the enquiry, aligned with it (the messages' heading sits inside their frame).
    expect(thread.x - enquiry.x).toBeGreaterThanOrEqual(0);
    expect(thread.x - enquiry.x).toBeLessThan(24);
    // Every entry of the navigation in one row, none behind a menu.
    const entries = mainNavigation(page).getByRole('link');
    const tops = new Set(
      await entries.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top)),
    );
    await expect(entries).toHaveCount(5);
    expect(tops.size).toBe(1);
    await expect(menuButton(page)).toBeHidden();
  });

  test("the list's controls stay in its column at every tablet width, however wide an engine draws the search box", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.tablet);
    await signIn(page, 'dave');
    await page.goto('./');
    await myList(page).getByRole('listitem').first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search enquiries' });
    // An input's width before the layout sizes it comes from its `size` (20 characters), drawn
    // 147 px wide by Chromium and 167 by Firefox; 40 stands for any engine's wider one.
    for (const size of [20, 40]) {
      await search.evaluate((input: HTMLInputElement, chars) => {
        input.size = chars;
      }, size);
      for (const width of [768, 834, 1024]) {
        await page.setViewportSize({ width, height: viewports.tablet.height });
        await expect
          .poll(() => layoutProblems(page, true), { message: `size ${size} at ${width} px` })
          .toEqual([]);
      }
    }
  });
});

describe('at phone width', () => {
  test('the navigation is a menu that closes on choosing, on Escape and on a press outside', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await signIn(page, 'dave');
    await page.goto('./');
    await myList(page).getByRole('listitem').first().waitFor();
    const tracking = mainNavigation(page).getByRole('link', { name: 'Tracking' });
    await expect(tracking).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await screenshot(page, 'layout-menu-390');
    await tracking.click();
    await page.waitForURL('**/tracking');
    await expect(tracking).toBeHidden();

    await menuButton(page).click();
    await page.keyboard.press('Escape');
    await expect(tracking).toBeHidden();
    await expect
      .poll(() => menuButton(page).evaluate((button) => button === document.activeElement))
      .toBe(true);

    await menuButton(page).click();
    await page.getByRole('banner').click({ position: { x: 8, y: 8 } });
    await expect(tracking).toBeHidden();
  });

  test('list, enquiry and messages one at a time, with back navigation between them', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await signIn(page, 'dave');
    await page.goto('./');
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('YK19');
    const card = myList(page).getByRole('listitem').filter({ hasText: 'YK19 HBN' });
    await card.getByRole('link').click();

    await placeOrder(page).waitFor();
    await expect(myList(page)).toBeHidden();
    await expect(messages(page)).toBeHidden();

    await page.getByRole('link', { name: 'Messages (2)' }).click();
    await messages(page).waitFor();
    await expect(placeOrder(page)).toBeHidden();
    await expect(myList(page)).toBeHidden();

    // The browser's Back goes from the messages to the enquiry, as the switch does.
    await page.goBack();
    await placeOrder(page).waitFor();
    await expect(messages(page)).toBeHidden();
    await page.getByRole('link', { name: 'Messages (2)' }).click();
    await page.getByRole('link', { name: 'Enquiry YK19 HBN' }).click();
    await placeOrder(page).waitFor();

    await detail(page).getByRole('link', { name: 'Enquiries' }).click();
    await card.waitFor();
    await expect(detail(page)).toBeHidden();
    expect(portalPath(page.url())).toBe('/');
  });
});
