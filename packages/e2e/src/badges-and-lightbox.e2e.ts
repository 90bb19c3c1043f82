// How three things look in Chromium, read from the page as it is drawn: the number plate on an
// enquiry card and in the detail header, the detail header's status badge in its status's colour
// (docs/rules.md#enquiry-statuses), and the image viewer covering the whole window
// (docs/screens.md#image-viewer), each at a desktop, a tablet and a phone width.
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, fixtures, screenshot, signIn, test } from './harness.ts';
import { viewports, type ViewportName } from './layout-checks.ts';

const { enquiries } = fixtures;

const detail = (page: Page) => page.getByRole('region', { name: 'Enquiry detail' });
const myList = (page: Page) => page.getByRole('list', { name: 'My Enquiries', exact: true });

type Rgb = { r: number; g: number; b: number };

/** A computed colour, 'rgb(r, g, b)' or 'rgba(r, g, b, a)', as its channels. */
function rgbOf(colour: string): Rgb {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined) {
    throw new Error(`Not a colour: ${colour}`);
  }
  return { r, g, b };
}

/** Hue in degrees (0-360) and saturation and lightness (0-1), as HSL reads a colour. */
function hslOf({ r, g, b }: Rgb) {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === red
      ? ((green - blue) / chroma + 6) % 6
      : max === green
        ? (blue - red) / chroma + 2
        : (red - green) / chroma + 4;
  return { hue: sector * 60, saturation, lightness };
}

/**
 * The colour's name as a garage would say it: grey when it has little colour, else by its hue.
 * The bands are wide, so a shade of a token is still its colour and a change of colour is not.
 */
function colourName(colour: string): string {
  const { hue, saturation } = hslOf(rgbOf(colour));
  if (saturation < 0.2) return 'grey';
  if (hue < 10 || hue >= 340) return 'red';
  if (hue < 40) return 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 170) return 'green';
  if (hue < 190) return 'teal';
  if (hue < 255) return 'blue';
  return 'purple';
}

/** WCAG's contrast ratio of two colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const { r, g, b } = rgbOf(colour);
    const [red = 0, green = 0, blue = 0] = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** What the eye sees of an element: its colours, its borders and its text's size. */
const looksOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      background: style.backgroundColor,
      text: style.color,
      border: {
        top: [style.borderTopWidth, style.borderTopStyle, style.borderTopColor],
        left: [style.borderLeftWidth, style.borderLeftStyle, style.borderLeftColor],
      },
      fontSize: parseFloat(style.fontSize),
    };
  });

const px = (width: string) => parseFloat(width);

describe('the number plate', () => {
  test('is a yellow plate with dark text, a dark border and a blue band, on the card and larger in the header', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await signIn(page, 'dave');
    await page.goto('./');
    // The list is virtualised, and the seed holds more enquiries than fit: narrow it to one.
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill('YK19 HBN');
    const card = myList(page).getByRole('listitem').filter({ hasText: 'YK19 HBN' });
    // The element whose whole text is the registration: the plate.
    const plate = card.getByText('YK19 HBN', { exact: true });
    await plate.waitFor();

    const onCard = await looksOf(plate);
    expect(colourName(onCard.background)).toBe('yellow');
    expect(hslOf(rgbOf(onCard.background)).lightness).toBeGreaterThan(0.4);
    // Dark text on the yellow, as on a real plate: far above the 4.5:1 text needs.
    expect(contrast(onCard.text, onCard.background)).toBeGreaterThan(7);
    const [topWidth, topStyle, topColour] = onCard.border.top;
    expect(px(topWidth ?? '')).toBeGreaterThan(0);
    expect(topStyle).toBe('solid');
    expect(contrast(topColour ?? '', onCard.background)).toBeGreaterThan(7);
    // The band on the left is blue and wider than the border round the rest.
    const [leftWidth, leftStyle, leftColour] = onCard.border.left;
    expect(leftStyle).toBe('solid');
    expect(colourName(leftColour ?? '')).toBe('blue');
    expect(px(leftWidth ?? '')).toBeGreaterThan(2 * px(topWidth ?? ''));
    // The plate shows the whole registration, not cut short, and sits inside the card.
    const plateBox = await plate.boundingBox();
    const cardBox = await card.boundingBox();
    if (!plateBox || !cardBox) throw new Error('No box for the plate or its card');
    expect(plateBox.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(plateBox.x + plateBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    await expect
      .poll(() => plate.evaluate((node) => node.scrollWidth <= node.clientWidth))
      .toBe(true);

    await card.getByRole('link').click();
    const headerPlate = detail(page)
      .getByRole('heading', { name: 'YK19 HBN' })
      .getByText('YK19 HBN');
    await headerPlate.waitFor();
    const inHeader = await looksOf(headerPlate);
    expect(inHeader.background).toBe(onCard.background);
    expect(inHeader.text).toBe(onCard.text);
    expect(inHeader.border.left[2]).toBe(leftColour);
    expect(inHeader.fontSize).toBeGreaterThan(onCard.fontSize);
    await screenshot(page, 'badges-plate-1280');
  });
});

describe('the detail header’s status badge', () => {
  test.for([
    { status: 'Archived', enquiryId: enquiries.archived, reg: 'SK14 DDR', colour: 'orange' },
    { status: 'Ordered', enquiryId: enquiries.ordered, reg: 'HG20 FZE', colour: 'green' },
    { status: 'Quoted', enquiryId: enquiries.quoted, reg: 'YK19 HBN', colour: 'blue' },
    { status: 'Cancelled', enquiryId: enquiries.cancelled, reg: 'WR66 TTB', colour: 'red' },
  ])(
    '$status is $colour at every width, its label readable on it',
    async ({ status, enquiryId, reg, colour }, { page }) => {
      await signIn(page, 'dave');
      await page.goto(`enquiries/${enquiryId}`);
      const header = detail(page).locator('header');
      await header.getByRole('heading', { name: reg }).waitFor();
      const badge = header.getByText(status, { exact: true });

      for (const [name, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await badge.waitFor();
        const looks = await looksOf(badge);
        expect(colourName(looks.background), `${status} at ${name} width`).toBe(colour);
        expect(contrast(looks.text, looks.background)).toBeGreaterThanOrEqual(4.5);
        // The badge's icon is drawn beside its label.
        const icon = await badge.locator('svg').boundingBox();
        expect(icon?.width).toBeGreaterThan(0);
        await screenshot(page, `badges-${status.toLowerCase()}-${viewport.width}`);
      }
    },
  );
});

/**
 * A portrait photo far larger than any window, as a phone takes one (1200 by 2400), as base64
 * PNG: drawn by the page's Chromium before it opens the portal. The viewer must shrink it.
 */
const tallPhoto = (page: Page) =>
  page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 2400);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    const sky = context.createLinearGradient(0, 0, 0, 2400);
    sky.addColorStop(0, '#0ea5e9');
    sky.addColorStop(1, '#f97316');
    context.fillStyle = sky;
    context.fillRect(0, 0, 1200, 2400);
    // A white frame, so a screenshot shows whether the whole picture is in view.
    context.strokeStyle = '#fff';
    context.lineWidth = 40;
    context.strokeRect(20, 20, 1160, 2360);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  });

describe('the image viewer', () => {
  test.for(Object.keys(viewports) as ViewportName[])(
    'covers the whole window at %s width, and closes on Escape and on Close',
    async (name, { page, demo }) => {
      const viewport = viewports[name];
      await demo.post(`/enquiries/${enquiries.quoted}/messages`, {
        Text: 'Photo attached',
        Image: await tallPhoto(page),
      });
      await page.setViewportSize(viewport);
      await signIn(page, 'dave');
      // On a phone the messages are a view of their own; wider screens ignore `view`.
      await page.goto(`enquiries/${enquiries.quoted}?view=messages`);
      const withPhoto = page
        .getByRole('region', { name: 'Messages', exact: true })
        .getByRole('listitem')
        .filter({ hasText: 'Photo attached' });
      const thumbnail = withPhoto.getByRole('button', { name: 'Open image' });
      const lightbox = page.getByRole('dialog', { name: 'Image' });

      // The photo loads once scrolled into view (below the enquiry at tablet width).
      await withPhoto.scrollIntoViewIfNeeded();
      await thumbnail.click();
      await lightbox.getByRole('img', { name: 'Attached image' }).waitFor();

      await expect
        .poll(() => lightbox.boundingBox())
        .toEqual({
          x: 0,
          y: 0,
          width: viewport.width,
          height: viewport.height,
        });
      // Whatever point of the window is pressed, the viewer takes it: nothing shows around it.
      const { width, height } = viewport;
      const points = [
        [0, 0],
        [width - 1, 0],
        [0, height - 1],
        [width - 1, height - 1],
        [width / 2, height / 2],
      ];
      await expect
        .poll(() =>
          lightbox.evaluate(
            (dialog, corners) =>
              corners.map(([x = 0, y = 0]) => dialog.contains(document.elementFromPoint(x, y))),
            points,
          ),
        )
        .toEqual(points.map(() => true));
      // The picture, larger than the window, is shown whole, as large as the window allows: it
      // fits, one side reaching the viewer's margin, and keeps its 1:2 shape.
      const picture = await lightbox.getByRole('img').boundingBox();
      if (!picture) throw new Error('No box for the picture');
      expect(picture.x).toBeGreaterThanOrEqual(0);
      expect(picture.y).toBeGreaterThanOrEqual(0);
      expect(picture.x + picture.width).toBeLessThanOrEqual(width);
      expect(picture.y + picture.height).toBeLessThanOrEqual(height);
      const margin = 2 * 24; // the viewer's padding, 1.5rem each side
      expect(
        Math.max(picture.width / (width - margin), picture.height / (height - margin)),
      ).toBeCloseTo(1, 2);
      expect(picture.height / picture.width).toBeCloseTo(2, 1);
      await screenshot(page, `lightbox-full-screen-${viewport.width}`);

      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'detached' });

      await thumbnail.click();
      await lightbox.waitFor();
      await lightbox.getByRole('button', { name: 'Close' }).click();
      await lightbox.waitFor({ state: 'detached' });
      await thumbnail.waitFor();
    },
  );
});
