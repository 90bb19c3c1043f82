// Keyboard only (docs/keyboard.md): one garage's journey through the portal with Tab, Shift+Tab,
// Enter, Space, Escape, the arrows and typed text; no clicks. At every stop the focus must be
// visible, and every dialog must give the focus back to what opened it.
import { partPhotoPng } from '@garage/mock-server/assets';
import type { Page } from 'playwright-core';
import { expect, fixtures, screenshot, signIn, storageKey, test, ukTimeZone } from './harness.ts';
import { expectVisibleFocus, hasFocus, press, tabTo, type } from './keyboard-steps.ts';

const { enquiries } = fixtures;

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search enquiries' });
const myEnquiries = (page: Page) => page.getByRole('list', { name: 'My Enquiries', exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const messagesPanel = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true });

/** The licence screen: the first box has the focus, typing fills the eight, Enter on ACTIVATE. */
async function activate(page: Page) {
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
async function openFromSearch(page: Page, reg: string) {
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
async function copyPartNumber(page: Page, part: string) {
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
async function orderPadsAndDiscs(page: Page) {
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
async function viewPhoto(page: Page) {
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
async function sendMessage(page: Page, text: string) {
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
async function raiseEnquiry(page: Page, reg: string) {
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
async function filterByDate(page: Page) {
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
async function saveAndRemoveShortcut(page: Page, part: string) {
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
async function trackDelivery(page: Page, document: string) {
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

test('a garage activates, orders, writes, raises an enquiry and saves a shortcut by keyboard', async ({
  page,
  context,
  baseUrl,
  demo,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseUrl).origin,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  // A photo from the supplier on the quote, to open in the image viewer.
  await demo.post(`/enquiries/${enquiries.quoted}/messages`, {
    Text: 'Photo of the pads',
    Image: Buffer.from(partPhotoPng('pads')).toString('base64'),
  });

  await activate(page);
  await openFromSearch(page, 'YK19 HBN');
  await copyPartNumber(page, 'BP-FO-1021');
  await orderPadsAndDiscs(page);
  const { Lines: lines } = await demo.enquiry(enquiries.quoted);
  expect(lines.map(({ PartNumber, Confirmed }) => [PartNumber, Confirmed])).toEqual([
    ['BP-FO-1021', 1],
    ['BD-FO-2210', 1],
    ['WS-FO-0450', 0],
  ]);

  await viewPhoto(page);
  await sendMessage(page, 'Can the discs come today?');
  const { Messages } = await demo.enquiry(enquiries.quoted);
  expect(Messages.find(({ Text }) => Text === 'Can the discs come today?')).toMatchObject({
    EnquiryId: enquiries.quoted,
    Garage: true,
  });

  await raiseEnquiry(page, 'YK21 KBD');
  const raised = await demo.enquiries({ GarageId: fixtures.garages.kirkstall });
  expect(raised.find(({ Reg }) => Reg === 'YK21 KBD')).toMatchObject({
    Parts: 'Front brake pads, Front brake discs, Wear sensor',
    Status: 'Order',
  });
  await openFromSearch(page, 'YK21 KBD');
  await page
    .getByText('We have received your enquiry and will respond as quickly as possible.')
    .waitFor();

  await filterByDate(page);
  await saveAndRemoveShortcut(page, 'Brake fluid 1L');
  await trackDelivery(page, 'INV-778201');
});

/** The list position (aria-posinset) of the card with the focus, or null outside the list. */
const focusedPosition = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest('[aria-posinset]');
    return card ? Number(card.getAttribute('aria-posinset')) : null;
  });

/**
 * What the list had rendered and where it was scrolled, for a failure's message: this journey
 * once came back from the messages to card 7, not the last, for a cause not yet known.
 */
const renderedRows = (page: Page) =>
  myEnquiries(page).evaluate(
    (list) =>
      `scrollTop ${list.parentElement?.scrollTop ?? '?'}, rendered ` +
      [...list.querySelectorAll('[aria-posinset]')]
        .map((row) => row.getAttribute('aria-posinset'))
        .join(','),
  );

test('the virtualised list: Tab walks the cards in order past those rendered, and back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'dave');
  await page.goto(`enquiries/${enquiries.waiting}`);
  const cards = myEnquiries(page).getByRole('listitem');
  await cards.first().waitFor();
  const total = Number(await cards.first().getAttribute('aria-setsize'));
  const rendered = await cards.count();
  // More cards than the window shows, and than are rendered.
  expect(total).toBeGreaterThan(rendered + 10);

  await tabTo(page, 'the first card', cards.first().getByRole('link'));
  await expect.poll(() => focusedPosition(page)).toBe(1);
  const forwards: (number | null)[] = [];
  for (let step = 0; step < rendered + 5; step += 1) {
    await press(page, 'Tab');
    forwards.push(await focusedPosition(page));
  }
  expect(forwards).toEqual(Array.from({ length: rendered + 5 }, (_, step) => step + 2));
  await screenshot(page, 'keyboard-list-tabbed');
  const backwards: (number | null)[] = [];
  for (let step = 0; step < rendered + 5; step += 1) {
    await press(page, 'Shift+Tab');
    backwards.push(await focusedPosition(page));
  }
  expect(backwards).toEqual(Array.from({ length: rendered + 5 }, (_, step) => rendered + 5 - step));
  // Before the first card, Shift+Tab leaves the list.
  await press(page, 'Shift+Tab');
  await expect.poll(() => hasFocus(button(page, 'Filter by date'))).toBe(true);

  // The arrows move card by card, End and Home to either end; Tab from the last leaves the list.
  await press(page, 'Tab');
  await press(page, 'ArrowDown');
  await expect.poll(() => focusedPosition(page)).toBe(2);
  await press(page, 'ArrowUp');
  await press(page, 'ArrowUp');
  await expect.poll(() => focusedPosition(page)).toBe(1);
  await press(page, 'End');
  await expect.poll(() => focusedPosition(page)).toBe(total);
  await press(page, 'ArrowDown');
  await expect.poll(() => focusedPosition(page)).toBe(total);
  await press(page, 'Tab');
  await expect.poll(() => focusedPosition(page)).toBe(null);
  // On to the messages beside the enquiry.
  await expect
    .poll(() => messagesPanel(page).evaluate((region) => region.contains(document.activeElement)))
    .toBe(true);
  const whileInMessages = await renderedRows(page);
  await press(page, 'Shift+Tab');
  await expect
    .poll(() => focusedPosition(page), {
      message: `focus in the messages: ${whileInMessages}; after Shift+Tab: ${await renderedRows(page)}`,
    })
    .toBe(total);
  await press(page, 'Home');
  await expect.poll(() => focusedPosition(page)).toBe(1);

  // Scrolled far away (as by the wheel), the focused card stays: the next Tab goes on from it.
  await press(page, 'ArrowDown');
  await myEnquiries(page).evaluate((list) => list.parentElement?.scrollBy(0, 30 * 156));
  // The cards rendered after the focused one are those 30 rows down.
  await expect
    .poll(async () => Number(await cards.nth(1).getAttribute('aria-posinset')))
    .toBeGreaterThan(20);
  // Still rendered, out of view, with the focus.
  await expect(cards.first()).toHaveAttribute('aria-posinset', '2');
  await expect.poll(() => focusedPosition(page)).toBe(2);
  await press(page, 'Tab');
  await expect.poll(() => focusedPosition(page)).toBe(3);
});

test('the focus shows on the company-colour header: the phone’s Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dave');
  await page.goto('./');
  await myEnquiries(page).getByRole('listitem').first().waitFor();

  // White on the header's blue: the ring's white edge is what shows (3:1 or more).
  await tabTo(page, 'the Menu button', button(page, 'Menu'));
  await screenshot(page, 'keyboard-phone-menu');
  // The entries open under it, each showing the focus too.
  await press(page, 'Enter');
  await tabTo(page, 'Settings', nav(page, 'Settings'));
});
