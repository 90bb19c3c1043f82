// The News screens: the bulletins list, a bulletin's document in its frame, and the messages
// for no selection, no document and no news.
import type { Bulletin } from '@garage/api-types';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  advanceClockUntil,
  expect,
  fixtures,
  portalPath,
  screenshot,
  signIn,
  supplierGet,
  test,
  ukTimeZone,
} from './harness.ts';

const bulletinList = (page: Page) => page.getByRole('list', { name: 'Bulletins' });
const detail = (page: Page) => page.getByRole('region', { name: 'Bulletin detail' });
const noNews = "Sorry - Couldn't find any news for you";

/** DD/MM/YYYY in the browser's zone, the UK's: not this machine's. */
const ddmmyyyy = (value: string) =>
  new Date(value).toLocaleDateString('en-GB', { timeZone: ukTimeZone });

/** Signs in as dave; returns the bulletins the supplier has for him, as it sends them. */
async function signInAsDave(page: Page): Promise<Bulletin[]> {
  const deviceId = await signIn(page, 'dave');
  return supplierGet<Bulletin[]>(
    page,
    deviceId,
    `api/promotions/${fixtures.accounts.pennineLeeds}`,
  );
}

describe('signed in as dave (account PMF1001)', () => {
  test('lists his current bulletins, newest first, with their dates', async ({ page }) => {
    // The supplier sends only current ones, newest first; the portal keeps its order.
    const current = await signInAsDave(page);
    expect(current.length).toBeGreaterThan(1);
    expect(current.every(({ ExpiryTime }) => Date.parse(ExpiryTime) > Date.now())).toBe(true);

    await page.goto('./');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'News' })
      .click();
    await bulletinList(page).waitFor();

    await expect(page.getByRole('heading', { name: 'YOUR BULLETINS', exact: true })).toBeVisible();
    await expect
      .poll(() => bulletinList(page).getByRole('listitem').allInnerTexts())
      .toEqual(
        current.map(
          (bulletin) =>
            `${bulletin.Title}\nEXPIRES ${ddmmyyyy(bulletin.ExpiryTime)}\nRECEIVED ${ddmmyyyy(bulletin.UploadedAt)}`,
        ),
      );
    // Every thumbnail has loaded from the host's public path.
    const thumbnails = bulletinList(page).locator('img');
    await expect
      .poll(() =>
        thumbnails.evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await expect.poll(() => detail(page).innerText()).toBe('Select a bulletin to view details');
    await screenshot(page, 'news-list');
  });

  test('opening a bulletin shows its PDF in the frame', async ({ page }) => {
    const bulletin = (await signInAsDave(page)).find(
      ({ Title }) => Title === 'Winter battery check: money off Varta and Bosch batteries',
    );
    if (!bulletin?.FilePath) throw new Error('The seed has no winter battery bulletin');
    await page.goto('news');
    const document = page.waitForResponse((response) =>
      response.url().endsWith(bulletin.FilePath ?? ''),
    );

    await bulletinList(page)
      .getByRole('link', { name: new RegExp(bulletin.Title) })
      .click();

    await expect.poll(() => portalPath(page.url())).toBe(`/news/${bulletin.BulletinId}`);
    const frame = detail(page).locator(`iframe[title="${bulletin.Title}"]`);
    await frame.waitFor();
    expect((await document).headers()['content-type']).toBe('application/pdf');
    // Chromium's PDF viewer runs in the frame; a blocked frame would be chrome-error://.
    const content = await frame.contentFrame().locator(':root').elementHandle();
    const frameUrl = await content.evaluate(() => location.href);
    expect(frameUrl).toBe(bulletin.FilePath);
    await expect
      .poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://')))
      .toBe(true);
    // For the screenshot: the viewer has loaded the document when its toolbar's load progress
    // (Chromium's own element, in the viewer's frame) reaches 100. Should a Chromium change its
    // viewer's insides, the screenshot may show it still loading; the journey goes on.
    const viewer = page.frames().find((f) => f.url().startsWith('chrome-extension://'));
    const loadProgress = () =>
      viewer?.evaluate(() => {
        const pdfViewer = window.document.querySelector('pdf-viewer');
        const toolbar = pdfViewer?.shadowRoot?.querySelector('viewer-toolbar');
        return (toolbar as { loadProgress?: number } | null | undefined)?.loadProgress;
      });
    await expect
      .poll(loadProgress)
      .toBe(100)
      .catch(() => undefined);
    await screenshot(page, 'news-bulletin');
  });

  test('a bulletin without a document says so', async ({ page }) => {
    const withoutDocument = (await signInAsDave(page)).find(({ FilePath }) => FilePath === null);
    if (!withoutDocument) throw new Error('The seed has no bulletin without a document');
    await page.goto(`news/${withoutDocument.BulletinId}`);

    await detail(page).getByText('No document available for this bulletin').waitFor();
    await expect
      .poll(() => detail(page).getByRole('heading').innerText())
      .toBe(withoutDocument.Title);
    await expect(detail(page).locator('iframe')).toHaveCount(0);
    await screenshot(page, 'news-no-document');
  });

  test('an address that names no bulletin finds no news', async ({ page }) => {
    await signIn(page, 'dave');
    await page.goto('news/9999');

    await detail(page).getByText(noNews).waitFor();
    await bulletinList(page).waitFor();
    await screenshot(page, 'news-unknown-bulletin');
  });

  test('bulletins that fail to load find no news', async ({ page, demo }) => {
    await demo.addFault({ pathPattern: '/api/promotions/*', status: 500 });
    await page.clock.install();
    await signIn(page, 'dave');
    await page.goto('news');

    // The portal retries three times (1 s, 2 s, 4 s) before it gives up: the page's clock is
    // run on through the waits rather than waited through.
    await advanceClockUntil(page, page.getByText(noNews), { step: 2_000, max: 8 });
    await expect(bulletinList(page)).toHaveCount(0);
    await screenshot(page, 'news-failure');
  });
});

test("aoife's company has no API host: her bulletins come from the supplier host", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = portalPath(request.url());
    if (path.startsWith('/api/promotions/')) asked.push(path);
  });
  await signIn(page, 'aoife');
  await page.goto('news');

  await bulletinList(page).waitFor();
  await expect.poll(() => bulletinList(page).getByRole('listitem').count()).toBeGreaterThan(0);
  // The demo serves every host on one origin: the account asked for is what tells.
  expect(asked).toEqual([`/api/promotions/${fixtures.accounts.shannon}`]);
  await screenshot(page, 'news-aoife');
});
