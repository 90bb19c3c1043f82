// The Messages panel beside an enquiry's detail: the thread's order and sides, sending text and
// images (Enter sends, Shift+Enter adds a line), a supplier's image in the lightbox, a failed
// send keeping the draft, the draft surviving a reload, and markup shown as text.
// The seed's photo generator, by path like the fixtures: the package exports only its app.
import { partPhotoPng, photoSize, type PhotoVariant } from '@garage/mock-server/assets';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  draftImageStored,
  expect,
  fixtures,
  pinClock,
  screenshot,
  signIn,
  test,
} from './harness.ts';

const enquiryId = fixtures.enquiries.quoted; // 101, YK19 HBN, two seed messages

const panel = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true });
const thread = (page: Page) => panel(page).getByRole('list', { name: 'Message thread' });
const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Send', exact: true });
const attachInput = (page: Page) => panel(page).getByLabel('Attach image');
const bubble = (page: Page, text: string) =>
  thread(page).getByRole('listitem').filter({ hasText: text });

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

/** Signs in as dave and opens enquiry 101, waiting for its thread. */
async function openEnquiry(page: Page) {
  await signIn(page, 'dave');
  await page.goto(`enquiries/${enquiryId}`);
  await thread(page).getByRole('listitem').first().waitFor();
}

/** Which side of the panel a message's bubble sits on. */
async function sideOf(page: Page, text: string): Promise<'left' | 'right'> {
  const panelBox = await panel(page).boundingBox();
  const box = await bubble(page, text).locator('div').first().boundingBox();
  if (!panelBox || !box) throw new Error(`No box for the panel or the message ${text}`);
  const middle = panelBox.x + panelBox.width / 2;
  return box.x + box.width / 2 > middle ? 'right' : 'left';
}

/** A photo of an old part, as a garage would send it (the seed's own generator). */
const photo = (variant: PhotoVariant) => Buffer.from(partPhotoPng(variant));

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

  test('sends an attached image, previewed first, shown as a thumbnail', async ({ page }) => {
    await openEnquiry(page);

    await attachInput(page).setInputFiles({
      name: 'old-disc.png',
      mimeType: 'image/png',
      buffer: photo('disc'),
    });
    await panel(page).getByRole('img', { name: 'Attached image old-disc.png' }).waitFor();
    await messageBox(page).fill('Photo of the old disc');
    await screenshot(page, 'messages-image-preview');
    await sendButton(page).click();

    const sent = bubble(page, 'Photo of the old disc');
    await sent.getByRole('button', { name: 'Open image' }).waitFor();
    await panel(page).getByRole('img', { name: 'Attached image old-disc.png' }).waitFor({
      state: 'detached',
    });
    await expect.poll(() => sideOf(page, 'Photo of the old disc')).toBe('right');
    await screenshot(page, 'messages-sent-image');
  });

  test('refuses a file that is not an image', async ({ page }) => {
    await openEnquiry(page);

    await attachInput(page).setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });

    const alert = panel(page).getByRole('alert');
    await alert.waitFor();
    await expect
      .poll(() => alert.innerText())
      .toBe('invoice.pdf is not an image: attach a PNG, JPEG, GIF or WebP file.');
    await expect(panel(page).getByRole('button', { name: 'Remove image' })).toHaveCount(0);
    await screenshot(page, 'messages-not-an-image');
  });

  test('a supplier’s image shows as a thumbnail that opens full screen', async ({ page, demo }) => {
    await demo.post(`/enquiries/${enquiryId}/messages`, {
      Text: 'Photo attached',
      Image: photo('pads').toString('base64'),
    });
    await openEnquiry(page);

    const thumbnail = bubble(page, 'Photo attached').getByRole('button', { name: 'Open image' });
    await thumbnail.waitFor();
    await expect.poll(() => sideOf(page, 'Photo attached')).toBe('left');
    await expect
      .poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(photoSize.width);
    await screenshot(page, 'messages-supplier-image');

    await thumbnail.click();
    const lightbox = page.getByRole('dialog', { name: 'Image' });
    await lightbox.waitFor();
    await screenshot(page, 'messages-lightbox');
    await lightbox.click();
    await lightbox.waitFor({ state: 'detached' });

    await thumbnail.click();
    await lightbox.waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
  });

  test('a failed send keeps the text and image and says why', async ({ page, demo }) => {
    await demo.addFault({ pathPattern: '/api/connectplus/garage/message', status: 500 });
    await openEnquiry(page);

    await attachInput(page).setInputFiles({
      name: 'old-disc.png',
      mimeType: 'image/png',
      buffer: photo('disc'),
    });
    await messageBox(page).fill('Will this arrive?');
    await messageBox(page).press('Enter');

    const alert = panel(page).getByRole('alert');
    await alert.waitFor();
    await expect.poll(() => alert.innerText()).toMatch(/^Message not sent: HTTP 500/);
    await expect(messageBox(page)).toHaveValue('Will this arrive?');
    await panel(page).getByRole('img', { name: 'Attached image old-disc.png' }).waitFor();
    await expect(bubble(page, 'Will this arrive?')).toHaveCount(0);
    await screenshot(page, 'messages-send-failed');
  });

  test('the draft, text and image, survives a reload and is the enquiry’s own', async ({
    page,
  }) => {
    await openEnquiry(page);
    await messageBox(page).fill('Half written');
    await attachInput(page).setInputFiles({
      name: 'old-disc.png',
      mimeType: 'image/png',
      buffer: photo('disc'),
    });
    await panel(page).getByRole('img', { name: 'Attached image old-disc.png' }).waitFor();
    await draftImageStored(page, `messageDraftImage:${enquiryId}`);

    await page.reload();
    await thread(page).getByRole('listitem').first().waitFor();
    await expect(messageBox(page)).toHaveValue('Half written');
    await panel(page).getByRole('img', { name: 'Attached image old-disc.png' }).waitFor();
    await screenshot(page, 'messages-draft-after-reload');

    await page.goto(`enquiries/${fixtures.enquiries.waiting}`);
    await panel(page).getByText('Need help? Send us a message below!').waitFor();
    await expect(messageBox(page)).toHaveValue('');
    await expect(panel(page).getByRole('img', { name: /Attached image/ })).toHaveCount(0);
  });

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
