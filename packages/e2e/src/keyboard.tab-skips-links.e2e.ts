// Keyboard only, with Tab skipping links as Safari's does unless "Press Tab to highlight each
// item" is on (docs/keyboard.md#when-tab-skips-links): the navigation and the enquiry list are
// still reached, the cards from the list by the arrows. Chromium has the same setting (behind
// Chrome's own checkbox of that name on a Mac), written here into a profile of the test's own;
// the cross-engine journeys run WebKit with it off too.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumFlags } from './harness/launch-chromium.ts';
import { expect, portalPath, screenshot, test, ukTimeZone } from './harness.ts';
import { activate } from './keyboard-journey-steps.ts';
import {
  button,
  focusedPosition,
  hasFocus,
  messagesPanel,
  myEnquiries,
  myEnquiriesStop,
  nav,
  press,
  tabTo,
} from './keyboard-steps.ts';

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

test('with Tab skipping links, Tab reaches the navigation and the list, and the arrows the cards', async ({
  chromiumPath,
  baseUrl,
  pageProblems,
  onTestFinished,
}) => {
  const profile = await mkdtemp(join(tmpdir(), 'tab-skips-links-'));
  await mkdir(join(profile, 'Default'));
  await writeFile(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ webkit: { webprefs: { tabs_to_links: false } } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: ['--headless', ...chromiumFlags],
    baseURL: baseUrl,
    timezoneId: ukTimeZone,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  onTestFinished(async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });
  await pageProblems.watch(context);
  context.setDefaultTimeout(10_000);
  const page = context.pages()[0] ?? (await context.newPage());

  await activate(page);
  // The navigation: each entry a Tab stop.
  await tabTo(page, 'Tracking in the navigation', nav(page, 'Tracking'));
  await press(page, 'Shift+Tab');
  await expect.poll(() => hasFocus(nav(page, 'Enquiries'))).toBe(true);
  await screenshot(page, 'keyboard-tab-skips-links-navigation');

  // The list is the Tab stop after Filter by date, and Tab from it passes over its cards (links).
  await tabTo(page, 'Filter by date', button(page, 'Filter by date'));
  await press(page, 'Tab');
  await expect.poll(() => hasFocus(myEnquiriesStop(page))).toBe(true);
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedPosition(page)).toBe(null);

  // The list: its own stop, then the arrows; Tab and Shift+Tab walk the cards once in them.
  await tabTo(page, 'the list', myEnquiriesStop(page));
  await press(page, 'ArrowDown');
  await expect.poll(() => focusedPosition(page)).toBe(1);
  await expect.poll(() => focusedTag(page)).toBe('A');
  await press(page, 'ArrowDown');
  await press(page, 'Tab');
  await expect.poll(() => focusedPosition(page)).toBe(3);
  await screenshot(page, 'keyboard-tab-skips-links-list');
  for (const position of [2, 1]) {
    await press(page, 'Shift+Tab');
    await expect.poll(() => focusedPosition(page)).toBe(position);
  }
  await press(page, 'Shift+Tab');
  await expect.poll(() => hasFocus(myEnquiriesStop(page))).toBe(true);

  // Enter on a card opens its enquiry; past the list, Tab goes on to its messages.
  const first = await myEnquiries(page)
    .getByRole('listitem')
    .first()
    .getAttribute('data-enquiry-id');
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await expect.poll(() => portalPath(page.url())).toBe(`/enquiries/${first}`);
  await expect.poll(() => focusedPosition(page)).toBe(1);
  await messagesPanel(page).getByRole('textbox', { name: 'Message' }).waitFor();
  await press(page, 'Shift+Tab');
  await expect.poll(() => hasFocus(myEnquiriesStop(page))).toBe(true);
  await press(page, 'Tab');
  await expect
    .poll(() => messagesPanel(page).evaluate((region) => region.contains(document.activeElement)))
    .toBe(true);
});
