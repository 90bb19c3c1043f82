// The Messages panel's images and drafts: an attached image previewed and sent, a file that is
// not an image refused, a supplier's image in the lightbox, a failed send keeping the draft, the
// draft surviving a reload, a message still on its way when the garage comes back waited for,
// and an image the browser will not keep said to be lost on leaving.
// The thread itself: messages.thread.e2e.ts.
import { partPhotoPng, photoSize, type PhotoVariant } from '@garage/mock-server/assets';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { draftImageStored, expect, fixtures, portalPath, screenshot, test } from './harness.ts';
import { viewports } from './layout-checks.ts';
import {
  bubble,
  enquiryId,
  messageBox,
  openEnquiry,
  panel,
  sideOf,
  thread,
} from './messages-steps.ts';

const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Send', exact: true });
const attachInput = (page: Page) => panel(page).getByLabel('Attach image');
const earlierOnItsWay = 'Your last message is still on its way to the supplier.';

/** A photo of an old part, as a garage would send it (the seed's own generator). */
const photo = (variant: PhotoVariant) => Buffer.from(partPhotoPng(variant));

describe('the Messages panel of enquiry 101 (dave)', () => {
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

  test('back on the enquiry while a message is on its way, Send waits for it; it shows once', async ({
    page,
  }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/connectplus/garage/message', async (route) => {
      await answered;
      await route.continue();
    });
    await openEnquiry(page);
    await messageBox(page).fill('Are the discs in stock?');
    await messageBox(page).press('Enter');
    await panel(page).getByRole('button', { name: 'Sending', exact: true }).waitFor();
    // Left for another screen and back, in the page: the message is still on its way.
    await page.getByRole('navigation').getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL((url) => portalPath(url) === '/news');
    await page.goBack();

    await expect(messageBox(page)).toHaveValue('Are the discs in stock?');
    await panel(page).getByText(earlierOnItsWay, { exact: true }).waitFor();
    await expect(panel(page).getByRole('button', { name: 'Sending', exact: true })).toBeDisabled();
    await messageBox(page).press('Enter');
    for (const [name, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      // A phone shows the enquiry or its messages, switched by a link.
      if (name === 'phone') await page.getByRole('link', { name: 'Messages (2)' }).click();
      await messageBox(page).scrollIntoViewIfNeeded();
      await panel(page).getByText(earlierOnItsWay, { exact: true }).waitFor();
      await screenshot(page, `messages-earlier-on-its-way-${viewport.width}`);
    }

    answer();
    await expect(messageBox(page)).toHaveValue('');
    await expect(panel(page).getByText(earlierOnItsWay)).toHaveCount(0);
    await bubble(page, 'Are the discs in stock?').waitFor();
    await expect(bubble(page, 'Are the discs in stock?')).toHaveCount(1);
    await expect(sendButton(page)).toBeEnabled();
  });

  test('an image the browser will not keep is said to be lost on leaving, and still sends', async ({
    page,
    context,
    allowProblem,
  }) => {
    allowProblem(
      /^console\.error: Could not store the draft image \S+messageDraftImage:101\b/,
      'IndexedDB refuses the File on purpose: the portal logs it, and tells the garage',
    );
    // As WebKit's private windows do: any Blob or File refused, text stored as ever.
    await context.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called on its store below
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, value, key) {
        if (value instanceof Blob) {
          throw new DOMException(
            'Error preparing Blob/File data to be stored in object store',
            'UnknownError',
          );
        }
        return put.call(this, value, key);
      };
    });
    const notKept = panel(page).getByRole('figure').getByRole('status');
    const attach = (name: string) =>
      attachInput(page).setInputFiles({ name, mimeType: 'image/png', buffer: photo('disc') });
    await openEnquiry(page);
    await messageBox(page).fill('Half written');
    await attach('old-disc.png');

    await expect(notKept).toHaveText(
      'This browser cannot keep the image: it will be lost if you leave the page before sending.',
    );
    await screenshot(page, 'messages-image-not-kept');

    // As it said: after a reload the text is back, the image is not.
    await page.reload();
    await thread(page).getByRole('listitem').first().waitFor();
    await expect(messageBox(page)).toHaveValue('Half written');
    await expect(panel(page).getByRole('img', { name: /Attached image/ })).toHaveCount(0);

    await attach('old-disc-again.png');
    await expect(notKept).toHaveText(/^This browser cannot keep the image/);
    await sendButton(page).click();
    await bubble(page, 'Half written').getByRole('button', { name: 'Open image' }).waitFor();
    await expect(panel(page).getByRole('figure')).toHaveCount(0);
  });
});
