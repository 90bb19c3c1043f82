// The Messages panel's thread: its order and sides, its colours, a message sent with Enter
// (Shift+Enter adds a line), each day's date above its messages, and markup shown as text.
// Images, a failed send and the draft: messages.images-and-drafts.e2e.ts.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, fixtures, pinClock, screenshot, signIn, test } from './harness.ts';
import { bubble, enquiryId, messageBox, openEnquiry, sideOf, thread } from './messages-steps.ts';

/** The messages top to bottom, each as its screen-reader text: 'You: ...' or 'Supplier: ...'. */
const shownMessages = (page: Page) =>
  thread(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items
        .map((item) => item.querySelector('div')?.textContent ?? null)
        .filter((text): text is string => text !== null),
    );

/** The thread top to bottom: each day separator's date and each message as shownMessages. */
const shownThread = (page: Page) =>
  thread(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('div')?.textContent ?? item.textContent),
    );

describe('the Messages panel of enquiry 101 (dave)', () => {
  test('shows the thread oldest first, dave’s messages right, the supplier’s left', async ({
    page,
  }) => {
    await openEnquiry(page);

    await expect
      .poll(() => shownMessages(page))
      .toEqual([
        'You: Do you have ceramic pads for this one?',
        'Supplier: Yes, Mintex ceramic. Discs are coming from Bradford.',
      ]);
    await expect.poll(() => sideOf(page, 'ceramic pads for this one')).toBe('right');
    await expect.poll(() => sideOf(page, 'Mintex ceramic')).toBe('left');
    // An hour apart: each message has its time, under a date separator.
    await expect
      .poll(() => thread(page).locator('time').allInnerTexts())
      .toEqual([expect.stringMatching(/^\d\d:\d\d$/), expect.stringMatching(/^\d\d:\d\d$/)]);
    await screenshot(page, 'messages-thread');
  });

  test('own messages are blue and the supplier’s yellow, whatever the company colour', async ({
    page,
    demo,
  }) => {
    // Shannon Auto Parts' colour is a green: own messages used to take it.
    const limerick = fixtures.enquiries.limerickQuoted;
    await demo.post(`/enquiries/${limerick}/messages`, { Text: 'Your pads are on the van.' });
    await signIn(page, 'aoife');
    await page.goto(`enquiries/${limerick}`);
    await messageBox(page).fill('Thanks, see you at two.');
    await page.keyboard.press('Enter');
    await bubble(page, 'see you at two').waitFor();

    const colours = (text: string) =>
      bubble(page, text)
        .locator('div')
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, text: style.color };
        });
    await expect
      .poll(() => colours('see you at two'))
      .toEqual({
        background: 'rgb(29, 78, 216)',
        text: 'rgb(255, 255, 255)',
      });
    await expect
      .poll(() => colours('on the van'))
      .toEqual({
        background: 'rgb(253, 230, 138)',
        text: 'rgb(31, 41, 55)',
      });
    await expect.poll(() => sideOf(page, 'see you at two')).toBe('right');
    await expect.poll(() => sideOf(page, 'on the van')).toBe('left');
  });

  test('sends a message with Enter; it shows at the bottom and the card counts it', async ({
    page,
  }) => {
    await openEnquiry(page);
    // The list is virtualised: narrowed to 101 so its card is rendered.
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('YK19 HBN');
    const card = page
      .getByRole('list', { name: 'My Enquiries', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'YK19 HBN' });
    // Opening the thread marked it read: the card says so without waiting for the 20 s refetch.
    await expect.poll(() => card.innerText(), { timeout: 5000 }).toContain('2/(0)');

    await messageBox(page).fill('Any update on the discs?');
    await messageBox(page).press('Enter');

    await bubble(page, 'Any update on the discs?').waitFor();
    await expect
      .poll(async () => (await shownMessages(page)).at(-1))
      .toBe('You: Any update on the discs?');
    await expect.poll(() => sideOf(page, 'Any update on the discs?')).toBe('right');
    await expect.poll(() => messageBox(page).inputValue()).toBe('');
    await expect.poll(() => card.innerText()).toContain('3/(0)');
    await screenshot(page, 'messages-sent-text');
  });

  // The seed's two messages are 20 and 19 hours old: from 19:00 to 20:00 UK time they fall
  // either side of midnight, and the thread shows a date above each.
  const eveningTheyCrossMidnight = '2026-11-24T19:30:00+00:00';

  test('a thread that crosses midnight shows each day’s date above its messages', async ({
    page,
    demo,
  }) => {
    await pinClock(page, demo, eveningTheyCrossMidnight);
    await openEnquiry(page);

    await expect
      .poll(() => shownThread(page))
      .toEqual([
        '23/11/26',
        'You: Do you have ceramic pads for this one?',
        '24/11/26',
        'Supplier: Yes, Mintex ceramic. Discs are coming from Bradford.',
      ]);
  });

  test.for([
    ['at the real time', null],
    ['in the evening the thread crosses midnight', eveningTheyCrossMidnight],
  ] as const)(
    'Shift+Enter adds a line; the message keeps it (%s)',
    async ([, at], { page, demo }) => {
      if (at !== null) await pinClock(page, demo, at);
      await openEnquiry(page);

      await messageBox(page).pressSequentially('First line');
      await messageBox(page).press('Shift+Enter');
      await messageBox(page).pressSequentially('Second line');
      await expect(messageBox(page)).toHaveValue('First line\nSecond line');
      // Nothing sent yet: the seed's two messages, whatever day separators stand between them.
      await expect.poll(() => shownMessages(page)).toHaveLength(2);
      await screenshot(page, 'messages-two-lines-typed');

      await messageBox(page).press('Enter');
      const sent = bubble(page, 'Second line').locator('p');
      await sent.waitFor();
      await expect.poll(() => sent.innerText()).toBe('First line\nSecond line');
    },
  );

  test('shows markup as text, with its line breaks', async ({ page, demo }) => {
    const text = '<b>Not bold</b>\n<script>alert(1)</script>';
    await demo.post(`/enquiries/${enquiryId}/messages`, { Text: text });
    await openEnquiry(page);

    const shown = bubble(page, 'Not bold').locator('p');
    await shown.waitFor();
    await expect.poll(() => shown.innerText()).toBe(text);
    await expect(shown.locator('b, script')).toHaveCount(0);
    await screenshot(page, 'messages-markup-as-text');
  });
});
