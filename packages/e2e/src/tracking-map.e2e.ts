// Tracking's offline map, the one this build shows without a Google Maps key: the coast, towns,
// the depot and the vans (close ones in a cluster), choosing a van, Recenter, a van moving.
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, fixtures, screenshot, test } from './harness.ts';
import {
  bubble,
  card,
  clusters,
  deliveries,
  map,
  minutesIn,
  openTracking,
  vansShown,
} from './tracking-page.ts';

const minute = 60_000;

const van = (page: Page, document: string) =>
  map(page).getByRole('img', { name: `Van ${document}`, exact: true });

const recenter = (page: Page) => page.getByRole('button', { name: 'Recenter Map', exact: true });

const depot = (page: Page) => map(page).getByRole('img', { name: 'Depot', exact: true });

const land = (page: Page) => map(page).locator('path[data-layer="land"]');

const town = (page: Page, name: string) => map(page).locator('svg text', { hasText: name });

/** The element's box on the page, and its centre. */
async function edges(element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error('The element is not on the page');
  const { x, y, width: w, height: h } = box;
  return { left: x, top: y, right: x + w, bottom: y + h, x: x + w / 2, y: y + h / 2 };
}

/** Whether the land's path covers a point of the page, as the map draws it. */
const onLand = (page: Page, at: { x: number; y: number }) =>
  land(page).evaluate((path, { x, y }) => {
    const svg = (path as SVGPathElement).ownerSVGElement?.getBoundingClientRect();
    return (path as SVGPathElement).isPointInFill(
      new DOMPoint(x - (svg?.left ?? 0), y - (svg?.top ?? 0)),
    );
  }, at);

/** Screenshots at each width to look at (`name`-1280.png, ...), the map in the window each time. */
async function screenshotWidths(page: Page, name: string) {
  for (const width of [768, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const box = await edges(map(page));
    // Beside the list, or under it in a narrow window, with room to show something.
    expect(box.right <= width && box.bottom <= 900 && box.right - box.left >= 200).toBe(true);
    await screenshot(page, `${name}-${width}`);
  }
}

/** The view the map shows, as the map region exposes it. */
async function shownView(page: Page) {
  const region = map(page);
  const [zoom, lat, lng] = await Promise.all(
    ['data-zoom', 'data-center-lat', 'data-center-lng'].map(async (name) =>
      Number(await region.getAttribute(name)),
    ),
  );
  return { zoom, lat, lng };
}

/** The marker's position on the map as [lat, lng]. */
async function positionOf(marker: Locator) {
  return [
    Number(await marker.getAttribute('data-lat')),
    Number(await marker.getAttribute('data-lng')),
  ];
}

/** Whether the element's box lies inside the map's. */
async function insideMap(page: Page, element: Locator) {
  const [outer, inner] = await Promise.all([map(page).boundingBox(), element.boundingBox()]);
  if (!outer || !inner) return false;
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

const percentShown = async (page: Page) =>
  Number(
    await bubble(page)
      .getByRole('progressbar', { name: 'Delivery progress' })
      .getAttribute('aria-valuenow'),
  );

describe('Tracking’s offline map (dave)', () => {
  test('shows the default view on the offline map: coast, towns, depot, vans in a cluster', async ({
    page,
    demo,
  }) => {
    await openTracking(page, demo);

    await expect.poll(() => shownView(page)).toEqual({ zoom: 6, lat: 54.24, lng: -2.55 });
    // No Google Maps key in this build: the offline map draws Natural Earth's coast.
    await map(page).locator('[data-engine="offline"]').waitFor();
    await expect
      .poll(async () => (await land(page).getAttribute('d'))?.length)
      .toBeGreaterThan(1000);
    // The coast lies where the markers and names put places: the depot and Dublin on land, the
    // sea east of Dublin and south of Plymouth, Dartmoor north of it (a dot is 6 px left of its
    // name).
    const dot = async (name: string) => {
      const { left, y } = await edges(town(page, name));
      return { x: left - 6, y };
    };
    const [dublin, plymouth] = [await dot('Dublin'), await dot('Plymouth')];
    const leeds = await edges(depot(page));
    for (const [at, isLand] of [
      [leeds, true],
      [dublin, true],
      [{ ...dublin, x: dublin.x + 15 }, false],
      [{ ...plymouth, y: plymouth.y + 15 }, false],
      [{ ...plymouth, y: plymouth.y - 15 }, true],
    ] as const) {
      await expect.poll(() => onLand(page, at), { message: JSON.stringify(at) }).toBe(isLand);
    }
    await town(page, 'Leeds').waitFor();
    // At zoom 6 the vans around Leeds overlap: one marker counts them, clear of the depot.
    const cluster = await edges(clusters(page).first());
    await expect
      .poll(async () => Number(await clusters(page).first().innerText()))
      .toBeGreaterThan(1);
    // Centres at least half of each marker's width apart: their boxes do not overlap.
    expect(
      Math.max(Math.abs(cluster.x - leeds.x), Math.abs(cluster.y - leeds.y)),
    ).toBeGreaterThanOrEqual(28);
    const listed = await deliveries(page).getByRole('button').count();
    await expect.poll(async () => (await vansShown(page)).vans).toBe(listed);
    await screenshotWidths(page, 'tracking-zoom6');
  });

  test('selecting a delivery zooms to its van and shows its bubble; again, refits', async ({
    page,
    demo,
  }) => {
    const now = await openTracking(page, demo);
    const seeded = (await demo.enquiry(fixtures.enquiries.ordered)).Delivery;
    if (seeded?.DeliveryId !== 1) throw new Error('The seed has no delivery 1');
    const start = Date.parse(seeded.Date);
    const atZoom6 = await vansShown(page);

    await card(page, 'INV-778201').click();

    await expect(card(page, 'INV-778201')).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() =>
        card(page, 'INV-778201').evaluate(
          (element) => getComputedStyle(element, '::after').backgroundColor,
        ),
      )
      .toBe('rgb(220, 38, 38)');
    const [lat, lng] = await positionOf(van(page, 'INV-778201'));
    await expect.poll(() => shownView(page)).toEqual({ zoom: 12, lat, lng });
    // Closer in, the vans that shared a marker at zoom 6 come apart.
    await expect.poll(async () => (await vansShown(page)).markers).toBeGreaterThan(atZoom6.markers);
    await expect.poll(() => bubble(page).innerText()).toContain('INV-778201');
    const text = await bubble(page).innerText();
    // Dispatched an hour before the seed and due two after: a third of the way then, more as
    // the mock's clock has run on since (the page's clock started at the mock's, `now`).
    const progress = Math.round(((now - start) / (seeded.Eta - start)) * 100);
    await expect
      .poll(async () => Math.abs((await percentShown(page)) - progress))
      .toBeLessThanOrEqual(1);
    const remaining = Math.floor((seeded.Eta - now) / minute);
    expect(
      Math.abs(minutesIn(/E\.T\.A\.\s+(\d+h \d+m)/.exec(text)?.[1] ?? '') - remaining),
    ).toBeLessThanOrEqual(1);
    await expect.poll(() => insideMap(page, bubble(page))).toBe(true);
    await screenshotWidths(page, 'tracking-zoom12');

    await card(page, 'INV-778201').click();

    await expect(card(page, 'INV-778201')).toHaveAttribute('aria-pressed', 'false');
    await bubble(page).waitFor({ state: 'detached' });
    const refitted = await shownView(page);
    expect(refitted.zoom).not.toBe(12);
    await recenter(page).click();
    await expect.poll(() => shownView(page)).toEqual(refitted);
  });

  test('Recenter fits the first drop and every van into the map', async ({ page, demo }) => {
    await openTracking(page, demo);

    await recenter(page).click();

    const view = await shownView(page);
    expect(view.zoom).toBeGreaterThan(6);
    const vans = await map(page).getByRole('img', { name: /^Van / }).all();
    expect(vans.length).toBeGreaterThan(1);
    for (const marker of vans) await expect.poll(() => insideMap(page, marker)).toBe(true);
    await screenshot(page, 'tracking-recentred');
  });

  test('the van moves and its progress grows as time passes', async ({ page, demo }) => {
    await openTracking(page, demo);
    await card(page, 'INV-778201').click();
    const before = {
      position: await positionOf(van(page, 'INV-778201')),
      percent: await percentShown(page),
      remaining: minutesIn(await bubble(page).innerText()),
    };

    // Half an hour later at the supplier and in the browser; the 20 s refetch brings the van.
    await demo.post('/clock/advance', { ms: 30 * minute });
    await page.clock.fastForward(30 * minute);

    await expect.poll(() => positionOf(van(page, 'INV-778201'))).not.toEqual(before.position);
    const after = await positionOf(van(page, 'INV-778201'));
    // The map follows the selected van.
    await expect.poll(() => shownView(page)).toEqual({ zoom: 12, lat: after[0], lng: after[1] });
    // 30 of the 180 minutes from dispatch to ETA: about 17 points more.
    await expect.poll(() => percentShown(page)).toBeGreaterThanOrEqual(before.percent + 16);
    await expect
      .poll(async () => minutesIn(await bubble(page).innerText()))
      .toBeLessThanOrEqual(before.remaining - 29);
    await screenshot(page, 'tracking-moved');
  });
});
