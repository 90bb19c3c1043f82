// Accessibility (docs/accessibility.md): axe-core finds nothing against WCAG 2.0-2.2 A and AA or
// its best practices on any screen or dialog, in every state the seed offers, on a desktop, a
// tablet and a phone. One page per width walks through the states as a garage would and scans
// each state once; every failing state is reported at the end, with rule, impact and nodes.
import { partPhotoPng } from '@garage/mock-server/assets';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './axe.ts';
import {
  advanceClockUntil,
  type DemoApiClient,
  expect,
  fixtures,
  signIn,
  test,
} from './harness.ts';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Scans the page as it stands, named by the state it is in. */
type Scan = (state: string) => Promise<void>;

/** Scans of `page`; a failing state is reported at the end, with every other (soft). */
const scanner =
  (page: Page, where: string): Scan =>
  async (state) => {
    const violations = await axeViolations(page);
    expect
      .soft(violations.length, `${where}, ${state}:\n${describeViolations(violations)}\n`)
      .toBe(0);
  };

type Screen = 'Enquiries' | 'Tracking' | 'Returns' | 'News' | 'Settings';

/**
 * Opens a screen from the main navigation, as a garage does; where the navigation is folded
 * behind a Menu button (phones), opens that first. The one place that knows how to get about.
 */
async function openScreen(page: Page, screen: Screen) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: screen, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Menu' }).click();
  await link.click();
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search enquiries' });
const myEnquiries = (page: Page) => page.getByRole('list', { name: 'My Enquiries', exact: true });
const messages = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true });

/**
 * Opens one of dave's enquiries from the list, by its registration, and waits for `shown` in
 * its detail. Phones show the list or an enquiry: it goes back to the list first.
 */
async function openEnquiry(page: Page, reg: string, shown: string) {
  if (!(await search(page).isVisible())) await openScreen(page, 'Enquiries');
  await search(page).fill(reg);
  await myEnquiries(page).getByRole('link').filter({ hasText: reg }).click();
  const detail = page.getByRole('article', { name: `Enquiry ${reg}` });
  await detail.getByText(shown, { exact: true }).waitFor();
}

/** Where an enquiry and its messages are two views (phones), shows the messages. */
async function showMessages(page: Page) {
  const link = page
    .getByRole('navigation', { name: 'Enquiry views' })
    .getByRole('link', { name: /^Messages/ });
  if (await link.isVisible()) await link.click();
  await messages(page).waitFor();
}

const photo = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(partPhotoPng('pads')),
});

/** The licence screen with a wrong code, then dave's code while his list fails to load. */
async function signInThroughTheLicenceScreen(page: Page, demo: DemoApiClient, scan: Scan) {
  await page.goto('login');
  const boxes = page.getByRole('group', { name: 'License code' }).getByRole('textbox');
  const activate = page.getByRole('button', { name: 'ACTIVATE', exact: true });
  await boxes.first().waitFor();
  await scan('licence screen');
  await boxes.first().click();
  await page.keyboard.type('12345678');
  await activate.click();
  await page.getByRole('alert').getByText('Invalid license code', { exact: true }).waitFor();
  await scan("licence screen: 'Invalid license code'");

  await demo.addFault({ pathPattern: '/api/connectplus/enquiries', status: 503 });
  await boxes.first().click();
  await page.keyboard.type(fixtures.licenceCodes.dave);
  await activate.click();
  const tryAgain = page.getByRole('button', { name: 'Try again', exact: true });
  // The list's retries come sooner on the page's clock.
  await advanceClockUntil(page, tryAgain, { step: 5_000, max: 40 });
  await scan("enquiries: the list failed to load, 'Try again'");
  await demo.clearFaults();
  await tryAgain.click();
}

/** The lists, an enquiry in each state with its messages, and the image viewer. */
async function walkEnquiries(page: Page, scan: Scan) {
  await myEnquiries(page).getByRole('listitem').first().waitFor();
  await scan('enquiries: My Enquiries, none open');
  await page.getByRole('button', { name: 'Global Enquiries', exact: true }).click();
  await page
    .getByRole('list', { name: 'Global Enquiries', exact: true })
    .getByRole('listitem')
    .first()
    .waitFor();
  await scan('enquiries: Global Enquiries');
  await page.getByRole('button', { name: 'My Enquiries', exact: true }).click();

  for (const [reg, shown, state] of [
    ['HG20 FZE', 'Thanks for your order!', 'Ordered: the order confirmation'],
    [
      'LS68 WKD',
      'We have received your enquiry and will respond as quickly as possible.',
      'Waiting',
    ],
    ['LA15 KNV', 'THIS ENQUIRY CANNOT BE SUPPLIED', 'Cancelled with a reason'],
    ['WR66 TTB', 'THIS ENQUIRY HAS BEEN CANCELLED', 'Cancelled without a reason'],
    ['SK14 DDR', 'archived', 'Archived'],
    ['NE70 UXA', 'ON BACK ORDER', 'Quoted, on back order'],
  ] as const) {
    await openEnquiry(page, reg, shown);
    await scan(`enquiry ${reg}, ${state}`);
  }

  await openEnquiry(page, 'YK19 HBN', 'Please select the parts you would like to order.');
  await page.getByRole('checkbox', { name: 'Select BP-FO-1021' }).check();
  await scan('enquiry YK19 HBN, Quoted: the quote selection, a part ticked');
  await showMessages(page);
  await messages(page).getByLabel('Attach image').setInputFiles(photo('old-disc.png'));
  await messages(page).getByRole('img', { name: 'Attached image old-disc.png' }).waitFor();
  // The supplier's photo loads once scrolled into view.
  const withPhoto = messages(page).getByRole('listitem').filter({ hasText: 'Photo attached' });
  await withPhoto.scrollIntoViewIfNeeded();
  const thumbnail = withPhoto.getByRole('button', { name: 'Open image' });
  await thumbnail.locator('img').waitFor();
  await scan("enquiry YK19 HBN's messages: a supplier's photo, an image attached");
  await thumbnail.click();
  const lightbox = page.getByRole('dialog', { name: 'Image' });
  await lightbox.getByRole('img').waitFor();
  await scan('the image viewer');
  await page.keyboard.press('Escape');
  await lightbox.waitFor({ state: 'detached' });
}

/** New Enquiry with its messages, the two dialogs it opens, and Filter by date. */
async function walkDialogs(page: Page, scan: Scan) {
  await openScreen(page, 'Enquiries');
  await page.getByRole('button', { name: 'New Enquiry', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New Enquiry' });
  // Submit asks for the vehicle first, over the form's messages (docs/rules.md#new-enquiry).
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  const vehicle = page.getByRole('dialog', { name: 'Enter Vehicle Details' });
  await vehicle.getByRole('button', { name: 'Confirm', exact: true }).click();
  await vehicle.getByText('Please enter both make and model', { exact: true }).waitFor();
  await scan('Enter Vehicle Details: its validation message');
  await vehicle.getByRole('button', { name: 'Close', exact: true }).click();
  // Only the dialog on top is scanned: the one under it is inert.
  await vehicle.waitFor({ state: 'detached' });
  await form.getByText('Please enter a reg no', { exact: true }).waitFor();
  await scan('New Enquiry: its validation messages');

  await form.getByRole('button', { name: 'Select part list', exact: true }).click();
  const partLists = page.getByRole('dialog', { name: 'Select part list' });
  await partLists.getByRole('checkbox', { name: 'Front brakes' }).check();
  await scan('Select part list: a list ticked');
  await partLists.getByRole('button', { name: 'Close', exact: true }).click();
  await form.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Filter by date', exact: true }).click();
  const dates = page.getByRole('dialog', { name: 'Filter by date' });
  await dates.getByRole('textbox', { name: 'Start date' }).fill('31/02');
  await dates.getByRole('button', { name: 'Apply', exact: true }).click();
  await dates.getByRole('alert').first().waitFor();
  await scan('Filter by date: a date it cannot read');
  await dates.getByRole('button', { name: 'Close', exact: true }).click();
}

/** Tracking, Returns, News and Settings, then the addresses only typed: no news, errors. */
async function walkOtherScreens(page: Page, scan: Scan) {
  await openScreen(page, 'Tracking');
  const delivery = page
    .getByRole('list', { name: 'Deliveries' })
    .getByRole('button', { name: 'INV-778201' });
  await delivery.waitFor();
  await scan('Tracking: the offline map');
  await delivery.click();
  await page.getByRole('status', { name: 'Selected delivery' }).waitFor();
  await scan('Tracking: a delivery chosen');

  await openScreen(page, 'Returns');
  await page.getByRole('list', { name: 'Returns by date' }).waitFor();
  await scan('Returns');

  await openScreen(page, 'News');
  const bulletins = page.getByRole('list', { name: 'Bulletins' });
  await bulletins.getByRole('link').first().waitFor();
  await scan('News: the bulletins');
  await bulletins.getByRole('link').first().click();
  await page.getByRole('region', { name: 'Bulletin detail' }).getByRole('heading').waitFor();
  await scan('News: a bulletin open');

  await openScreen(page, 'Settings');
  await page.getByRole('region', { name: 'Your Info', exact: true }).waitFor();
  await scan('Settings');

  await page.goto('news/9999');
  await page.getByText("Sorry - Couldn't find any news for you", { exact: true }).waitFor();
  await scan("News: 'Sorry - Couldn't find any news for you'");
  await page.goto('error');
  await page.getByText('We were unable to load the APIR', { exact: true }).waitFor();
  await scan('the error page');

  // A screen whose code fails to load (a release replaced it while the tab was open).
  await page.route(/\/settings-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('settings');
  await page.getByRole('button', { name: 'Reload', exact: true }).waitFor();
  await scan('a screen that failed to draw');
}

for (const { name, width, height } of viewports) {
  test(`${name} ${width}×${height}: axe finds nothing on any screen or dialog`, async ({
    page,
    demo,
  }) => {
    const scan = scanner(page, name);
    // A supplier's photo in the quote's thread, for the image viewer.
    await demo.post(`/enquiries/${fixtures.enquiries.quoted}/messages`, {
      Text: 'Photo attached',
      Image: photo('pads.png').buffer.toString('base64'),
    });
    await page.setViewportSize({ width, height });
    // The list's retries are run on rather than waited for.
    await page.clock.install();

    await signInThroughTheLicenceScreen(page, demo, scan);
    await walkEnquiries(page, scan);
    await walkDialogs(page, scan);
    await walkOtherScreens(page, scan);
  });
}

// The company colour is the supplier's: on a light one, white text would not read.
test('a light company colour: text on it and in it still reads', async ({ page }) => {
  const lime = '#a3e635';
  await page.route('**/api/user', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ConnectPlusColor: lime } });
  });
  const scan = scanner(page, `desktop, company colour ${lime}`);
  await signIn(page, 'dave');
  await page.goto(`enquiries/${fixtures.enquiries.quoted}`);
  await page.getByRole('button', { name: 'Place Order', exact: true }).waitFor();
  await expect
    .poll(() =>
      page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor),
    )
    .toBe('rgb(163, 230, 53)');
  await scan('enquiry YK19 HBN, Quoted');
  for (const [screen, shown] of [
    ['Tracking', page.getByRole('button', { name: 'Recenter Map', exact: true })],
    ['Returns', page.getByRole('list', { name: 'Returns by date' })],
    ['Settings', page.getByRole('region', { name: 'Your Info', exact: true })],
  ] as const) {
    await openScreen(page, screen);
    await shown.waitFor();
    await scan(screen);
  }
});
