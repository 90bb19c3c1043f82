// The Messages panel in Firefox and WebKit, in one journey for time: Shift+Enter adds a line and
// Enter sends, the message at the bottom of the thread on dave's side; an image attached,
// previewed and sent, then opened in the image viewer and closed with Escape and with Close. The
// Chromium journeys: messages.thread.e2e.ts, messages.images-and-drafts.e2e.ts,
// badges-and-lightbox.e2e.ts.
import { partPhotoPng, photoSize } from '@garage/mock-server/assets';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { expect, fixtures, signIn, test } from './harness.ts';
import type { Portal } from './portal.ts';

const enquiryId = fixtures.enquiries.quoted; // 101, YK19 HBN, two seed messages

const panel = { role: 'region', name: 'Messages' };
const thread = { role: 'list', name: 'Message thread', within: panel };
const messageBox = { role: 'textbox', name: 'Message', within: panel };
const thumbnail = { role: 'button', name: 'Open image', within: thread };
const viewer = { role: 'dialog', name: 'Image' };

/**
 * The messages top to bottom, each as its screen-reader text ('You: ...' or 'Supplier: ...')
 * and the side of the thread its bubble is drawn against. By the nearer edge, not the middle: a
 * bubble with a photo is nearly as wide as the thread, its middle a pixel either side of the
 * thread's (Firefox's scrollbar takes its width from the thread).
 */
const shownMessages = (portal: Portal) =>
  portal.evaluate(() =>
    Array.from(
      document.querySelectorAll('[aria-label="Message thread"] > li:has(> div)'),
      (item) => {
        const bubble = item.querySelector('div')?.getBoundingClientRect();
        const row = item.parentElement?.getBoundingClientRect();
        const gaps = bubble && row ? [bubble.left - row.left, row.right - bubble.right] : [0, 0];
        return {
          text: item.querySelector('div')?.textContent,
          side: (gaps[1] ?? 0) < (gaps[0] ?? 0) ? 'right' : 'left',
        };
      },
    ),
  );

const seed = [
  { text: 'You: Do you have ceramic pads for this one?', side: 'right' },
  { text: 'Supplier: Yes, Mintex ceramic. Discs are coming from Bradford.', side: 'left' },
];

test('Shift+Enter adds a line and Enter sends; an image sent, opened full screen and closed', async ({
  portal,
  expectedProblems,
}) => {
  // An attached image is kept as the draft's in IndexedDB. WebKitWebDriver's sessions are
  // private windows, where WebKit's IndexedDB refuses to store a File: the portal goes on
  // without keeping it (packages/web/src/lib/draft-image.ts) and logs that it could not, with
  // the reason WebKit gave (null). The image is still sent.
  if (portal.engine === 'webkit') {
    expectedProblems.push(
      /^console\.error: Could not store the draft image \S+messageDraftImage:101 /,
    );
  }
  await signIn(portal, 'dave');
  await portal.open(`enquiries/${enquiryId}`);
  await expect.poll(() => shownMessages(portal)).toEqual(seed);

  await portal.click(messageBox);
  await portal.type('Any update on the discs?');
  await portal.press('Shift+Enter');
  await portal.type('The front pair, please.');
  await expect
    .poll(() => portal.valueOf(messageBox))
    .toBe('Any update on the discs?\nThe front pair, please.');
  // Nothing sent by Shift+Enter.
  await expect.poll(async () => (await shownMessages(portal)).length).toBe(2);
  await portal.press('Enter');
  await expect
    .poll(() => shownMessages(portal))
    .toEqual([
      ...seed,
      { text: 'You: Any update on the discs?\nThe front pair, please.', side: 'right' },
    ]);
  // The line break is drawn, not only kept in the text.
  await expect
    .poll(() =>
      portal.evaluate(
        () =>
          document.querySelector<HTMLElement>('[aria-label="Message thread"] > li:last-child p')
            ?.innerText,
      ),
    )
    .toBe('Any update on the discs?\nThe front pair, please.');
  await expect.poll(() => portal.valueOf(messageBox)).toBe('');
  await portal.screenshot('messages-sent-two-lines');

  // The photo the Chromium journeys attach (the seed's own generator), as a file to choose.
  const folder = await mkdtemp(join(tmpdir(), 'messages-'));
  onTestFinished(() => rm(folder, { recursive: true, force: true }));
  const photo = join(folder, 'old-disc.png');
  await writeFile(photo, partPhotoPng('disc'));
  await portal.upload({ label: 'Attach image', within: panel }, photo);
  const preview = { role: 'img', name: 'Attached image old-disc.png', within: panel };
  await portal.see(preview);
  // Where the image cannot be kept with the draft (WebKit's private windows), the garage is told
  // before leaving the page loses it; elsewhere nothing is said.
  const notKept = {
    text: 'This browser cannot keep the image: it will be lost if you leave the page before sending.',
    within: panel,
  };
  if (portal.engine === 'webkit') await portal.see(notKept);
  else await portal.seeNo(notKept);
  await portal.click(messageBox);
  await portal.type('Photo of the old disc');
  await portal.screenshot('messages-image-preview');
  await portal.click({ role: 'button', name: 'Send', within: panel });

  await portal.see(thumbnail);
  await portal.seeNo(preview);
  await expect
    .poll(async () => (await shownMessages(portal)).at(-1))
    .toEqual({
      text: 'You: Photo of the old disc',
      side: 'right',
    });
  const imageWidth = () =>
    portal.evaluate(
      (label: string) =>
        document.querySelector<HTMLImageElement>(`[aria-label="${label}"] img`)?.naturalWidth,
      'Open image',
    );
  await expect.poll(imageWidth).toBe(photoSize.width);
  await portal.screenshot('messages-sent-image');

  await portal.click(thumbnail);
  await portal.see({ role: 'img', name: 'Attached image', within: viewer });
  // The viewer covers the window, the photo loaded (an <img> counts as shown before its blob
  // has loaded: a screenshot taken then had no photo in WebKit) and drawn in the middle at its
  // own size, smaller than the window.
  await expect
    .poll(() =>
      portal.evaluate(() => {
        const dialog = document.querySelector('dialog[open]');
        const picture = dialog?.querySelector('img');
        const box = (element: Element | null | undefined) => {
          const rect = element?.getBoundingClientRect();
          return rect && [rect.x, rect.y, rect.width, rect.height].map(Math.round);
        };
        return {
          window: [0, 0, innerWidth, innerHeight],
          viewer: box(dialog),
          picture: box(picture),
          loaded: picture?.complete === true && picture.naturalWidth > 0,
        };
      }),
    )
    .toEqual({
      window: [0, 0, 1280, 800],
      viewer: [0, 0, 1280, 800],
      picture: [
        (1280 - photoSize.width) / 2,
        (800 - photoSize.height) / 2,
        photoSize.width,
        photoSize.height,
      ],
      loaded: true,
    });
  await portal.screenshot('messages-image-viewer');
  await portal.press('Escape');
  await portal.seeNo(viewer);

  await portal.click(thumbnail);
  await portal.click({ role: 'button', name: 'Close', within: viewer });
  await portal.seeNo(viewer);
  // The focus goes back to the thumbnail that opened the viewer.
  await expect
    .poll(() => portal.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Open image');
});
