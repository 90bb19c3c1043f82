// The steps of keyboard.journey.e2e.ts, one garage's journey through the portal by keyboard
// alone: each checks at every stop that the focus is visible, and that every dialog gives the
// focus back to what opened it.
import type { Page } from 'playwright-core';
import { expect, fixtures, screenshot, storageKey, ukTimeZone } from './harness.ts';
import {
  button,
  expectVisibleFocus,
  hasFocus,
  messagesPanel,
  myEnquiries,
  nav,
  press,
  tabTo,
  type,
} from './keyboard-steps.ts';

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search enquiries' });

/** The licence screen: the first box has the focus, typing fills the eight, Enter on ACTIVATE. */
export async function activate(page: Page) {
  await page.goto('login');
  const boxes = page.getByRole('group', { name: 'License code' }).getByRole('textbox');
  await boxes.first().waitFor();
  await expect.poll(() => hasFocus(boxes.first())).toBe(true);
  await expectVisibleFocus(page, 'opening the licence screen');
  await type(page, fixtures.licenceCodes.dave);
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- a licence code is eight ASCII digits
  const digits = [...fixtures.licenceCodes.dave];
  await expect
    .poll(() => boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).value)))
    .toEqual(digits);
  await tabTo(page, 'ACTIVATE', button(page, 'ACTIVATE'));
  await page.keyboard.press('Enter');
  await myEnquiries(page).getByRole('listitem').first().waitFor();
}

/** Searches the list for `reg` (Escape first empties the box) and opens its card with Enter. */
export async function openFromSearch(page: Page, reg: string) {
  await tabTo(page, 'the enquiry search', search(page));
  await press(page, 'Escape');
  await expect(search(page)).toHaveValue('');
  await type(page, reg);
  const card = myEnquiries(page).getByRole('link').filter({ hasText: reg });
  await tabTo(page, `the card of ${reg}`, card);
  await press(page, 'Enter');
  await page.getByRole('article', { name: `Enquiry ${reg}` }).waitFor();
}

/** Enter on a part number: the toast is read from the live region that was in the page first. */
export async function copyPartNumber(page: Page, part: string) {
  const region = await page.getByRole('log', { name: 'Notifications' }).elementHandle();
  await expect.poll(() => region.getAttribute('aria-live')).toBe('polite');
  await expect.poll(() => region.textContent()).toBe('');
  // The quote's lines come after the enquiry: tabbing before they are there walks past the end
  // of the page (seen with the machine loaded).
  await button(page, part).waitFor();
  await tabTo(page, `the part number ${part}`, button(page, part));
  await press(page, 'Enter');
  await expect
    .poll(() => region.evaluate((live) => live.isConnected && live.textContent))
    .toBe(`${part} copied to clipboard`);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(part);
}

/** Ticks the pads and the discs with Space and orders them; the thanks takes the focus. */
export async function orderPadsAndDiscs(page: Page) {
  const tick = (part: string) => page.getByRole('checkbox', { name: `Select ${part}` });
  // The part number's checkbox is just before it.
  await tabTo(page, 'the pads’ checkbox', tick('BP-FO-1021'), { backwards: true });
  await press(page, 'Space');
  await tabTo(page, 'the discs’ checkbox', tick('BD-FO-2210'));
  await press(page, 'Space');
  await expect
    .poll(() => page.getByRole('status', { name: 'Total selected' }).innerText())
    .toBe('£94.40');
  await tabTo(page, 'Place Order', button(page, 'Place Order'), { backwards: true });
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('heading', { name: 'Thanks for your order!' });
  await thanks.waitFor();
  // Place Order went with the quote.
  await expect.poll(() => hasFocus(thanks)).toBe(true);
  await expectVisibleFocus(page, 'placing the order');
  await expect
    .poll(() => page.getByRole('status', { name: 'Total ordered' }).innerText())
    .toBe('£94.40');
}

/** Enter on the photo's thumbnail opens the viewer on Close; Enter, then Escape, close it. */
export async function viewPhoto(page: Page) {
  const thumbnail = messagesPanel(page).getByRole('button', { name: 'Open image' });
  await tabTo(page, 'the photo’s thumbnail', thumbnail);
  const viewer = page.getByRole('dialog', { name: 'Image' });
  for (const closeKey of ['Enter', 'Escape']) {
    await press(page, 'Enter');
    await viewer.getByRole('img').waitFor();
    await expect.poll(() => hasFocus(viewer.getByRole('button', { name: 'Close' }))).toBe(true);
    await screenshot(page, 'keyboard-image-viewer');
    await press(page, closeKey);
    await viewer.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(thumbnail)).toBe(true);
  }
}

/** Writes in 'Write a message...' and sends with Enter. */
export async function sendMessage(page: Page, text: string) {
  const box = messagesPanel(page).getByPlaceholder('Write a message...');
  await tabTo(page, 'the message box', box);
  await type(page, text);
  await press(page, 'Enter');
  await messagesPanel(page)
    .getByRole('list', { name: 'Message thread' })
    .getByText(text, { exact: true })
    .waitFor();
  await expect.poll(() => box.inputValue()).toBe('');
}

/**
 * New Enquiry for `reg`: the vehicle asked for on leaving Reg, the Front brakes part list
 * (Escape first, to see it close alone), Same day, Order, Submit. Every dialog gives the focus
 * back to what opened it.
 */
export async function raiseEnquiry(page: Page, reg: string) {
  await tabTo(page, 'New Enquiry', button(page, 'New Enquiry'), {
    backwards: true,
    maxPresses: 40,
  });
  await press(page, 'Enter');
  const form = page.getByRole('dialog', { name: 'New Enquiry' });
  await form.waitFor();
  // Its first field: the type of enquiry.
  await expect.poll(() => hasFocus(form.getByRole('radio', { name: 'Parts' }))).toBe(true);
  await expectVisibleFocus(page, 'opening New Enquiry');

  const regBox = form.getByRole('textbox', { name: 'Reg', exact: true });
  await tabTo(page, 'Reg', regBox);
  await type(page, reg);
  await page.keyboard.press('Tab');
  const vehicle = page.getByRole('dialog', { name: 'Enter Vehicle Details' });
  await vehicle.waitFor();
  await expect.poll(() => hasFocus(vehicle.getByRole('textbox', { name: 'Make' }))).toBe(true);
  await expectVisibleFocus(page, 'leaving Reg');
  await type(page, 'Ford');
  await tabTo(page, 'Model', vehicle.getByRole('textbox', { name: 'Model' }));
  await type(page, 'Fiesta');
  await tabTo(page, 'Confirm', vehicle.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await vehicle.waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(regBox)).toBe(true);
  await expectVisibleFocus(page, 'confirming the vehicle');
  await expect
    .poll(() => form.getByRole('textbox', { name: 'Notes' }).inputValue())
    .toContain('(Ford, Fiesta)');

  const selectPartList = form.getByRole('button', { name: 'Select part list' });
  const partLists = page.getByRole('dialog', { name: 'Select part list' });
  await tabTo(page, 'Select part list', selectPartList);
  await press(page, 'Enter');
  await partLists.getByRole('checkbox').first().waitFor();
  await press(page, 'Escape');
  await partLists.waitFor({ state: 'detached' });
  await expect(form).toBeVisible();
  await expect.poll(() => hasFocus(selectPartList)).toBe(true);
  await press(page, 'Enter');
  const frontBrakes = partLists.getByRole('checkbox', { name: 'Front brakes' });
  await tabTo(page, 'the list Front brakes', frontBrakes);
  await press(page, 'Space');
  await tabTo(page, 'Add', partLists.getByRole('button', { name: 'Add', exact: true }));
  await press(page, 'Enter');
  await partLists.waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(selectPartList)).toBe(true);
  await expect(form.getByRole('textbox', { name: 'Parts' })).toHaveValue(
    'Front brake pads, Front brake discs, Wear sensor',
  );

  // Delivery is a pair of toggles (Space), the status a radio group (an arrow).
  const sameDay = form.getByRole('button', { name: 'Same day' });
  await tabTo(page, 'Same day', sameDay);
  await press(page, 'Space');
  await expect(sameDay).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, 'the status Quote', form.getByRole('radio', { name: 'Quote' }));
  await press(page, 'ArrowRight');
  await expect(form.getByRole('radio', { name: 'Order' })).toBeChecked();
  await screenshot(page, 'keyboard-new-enquiry');
  await tabTo(page, 'Submit', form.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await form.waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(button(page, 'New Enquiry'))).toBe(true);
  await expectVisibleFocus(page, 'submitting the new enquiry');
}

/**
 * Filter by date: Escape, then a start date and Apply; the focus comes back to the button. The
 * start is today's UK day: a start alone runs to today, and a range covers at most 366 days.
 */
export async function filterByDate(page: Page) {
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: ukTimeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  const filter = button(page, 'Filter by date');
  const dates = page.getByRole('dialog', { name: 'Filter by date' });
  await tabTo(page, 'Filter by date', filter, { backwards: true });
  await press(page, 'Enter');
  await dates.waitFor();
  await expect.poll(() => hasFocus(dates.getByRole('textbox', { name: 'Start date' }))).toBe(true);
  await press(page, 'Escape');
  await dates.waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(filter)).toBe(true);
  await press(page, 'Enter');
  await type(page, today);
  await tabTo(page, 'Apply', dates.getByRole('button', { name: 'Apply' }));
  await press(page, 'Enter');
  // dd/MM/yyyy in the field, dd/MM/yy in the note.
  await page
    .getByText(`Showing enquiries after ${today.slice(0, 6)}${today.slice(8)}`, { exact: true })
    .waitFor();
  await expect.poll(() => hasFocus(filter)).toBe(true);
  await expectVisibleFocus(page, 'applying the date filter');
}

/** Settings: a shortcut added with Enter, removed with Enter on its ×; focus back in the box. */
export async function saveAndRemoveShortcut(page: Page, part: string) {
  await tabTo(page, 'Settings', nav(page, 'Settings'), { backwards: true });
  await press(page, 'Enter');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  const box = page.getByPlaceholder('Enter part to save...');
  await tabTo(page, 'the shortcut box', box);
  await type(page, part);
  await press(page, 'Enter');
  const chips = page.getByRole('list', { name: 'Saved shortcuts' }).getByRole('listitem');
  await expect.poll(() => chips.allInnerTexts()).toEqual([`${part}\n×`]);
  await tabTo(page, 'the shortcut’s ×', button(page, `Remove ${part}`));
  await press(page, 'Enter');
  await chips.first().waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(box)).toBe(true);
  const key = storageKey(page, 'quickLaunchParts');
  await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).toBe('[]');
}

/** Tracking: Recenter Map, then a delivery chosen and let go with Enter. */
export async function trackDelivery(page: Page, document: string) {
  await tabTo(page, 'Tracking', nav(page, 'Tracking'), { backwards: true });
  await press(page, 'Enter');
  const map = page.getByRole('region', { name: 'Map', exact: true });
  await map.waitFor();
  await tabTo(page, 'Recenter Map', button(page, 'Recenter Map'));
  await press(page, 'Enter');
  // From the default view of all Britain (zoom 6) to the vans around Leeds.
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(6);
  const delivery = page.getByRole('list', { name: 'Deliveries' }).getByRole('button', {
    name: document,
  });
  const bubble = page.getByRole('status', { name: 'Selected delivery' });
  await tabTo(page, `the delivery ${document}`, delivery);
  await press(page, 'Enter');
  await expect(delivery).toHaveAttribute('aria-pressed', 'true');
  await bubble.waitFor();
  await screenshot(page, 'keyboard-tracking');
  await press(page, 'Enter');
  await expect(delivery).toHaveAttribute('aria-pressed', 'false');
  await bubble.waitFor({ state: 'detached' });
}
