// Keyboard only (docs/keyboard.md): the virtualised enquiry list walked with Tab, the arrows,
// Home and End, and the focus visible on the company-colour header (the phone's Menu button).
// One garage's whole journey by keyboard: keyboard.journey.e2e.ts.
import type { Page } from 'playwright-core';
import { expect, fixtures, screenshot, signIn, test } from './harness.ts';
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

const { enquiries } = fixtures;

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

  // The list itself is a Tab stop, after Filter by date; the cards follow it.
  await tabTo(page, 'the list', myEnquiriesStop(page));
  await press(page, 'Tab');
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
  // Before the first card, Shift+Tab goes to the list itself, then leaves it.
  await press(page, 'Shift+Tab');
  await expect.poll(() => hasFocus(myEnquiriesStop(page))).toBe(true);
  await press(page, 'Shift+Tab');
  await expect.poll(() => hasFocus(button(page, 'Filter by date'))).toBe(true);

  // From the list itself End goes to the last card and Down to the first; the arrows move card
  // by card, End and Home to either end; Tab from the last card leaves the list.
  await press(page, 'Tab');
  await press(page, 'End');
  await expect.poll(() => focusedPosition(page)).toBe(total);
  await press(page, 'Home');
  await expect.poll(() => focusedPosition(page)).toBe(1);
  await press(page, 'Shift+Tab');
  await expect.poll(() => hasFocus(myEnquiriesStop(page))).toBe(true);
  await press(page, 'ArrowDown');
  await expect.poll(() => focusedPosition(page)).toBe(1);
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
