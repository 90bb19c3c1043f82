// Tracking: the deliveries on their way to dave's account (the seed's delivery 1 and the demo
// vans) on the schematic map this build shows without a Google Maps key.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { screenshot, signIn, test, type DemoConsole } from './harness.ts';

const minute = 60_000;
const deliveries = (page: Page) => page.getByRole('list', { name: 'Deliveries' });
const card = (page: Page, document: string) =>
  deliveries(page).getByRole('button', { name: document });
const map = (page: Page) => page.getByRole('region', { name: 'Map', exact: true });
const van = (page: Page, document: string) =>
  map(page).getByRole('img', { name: `Van ${document}`, exact: true });
const bubble = (page: Page) => page.getByRole('status', { name: 'Selected delivery' });
const recenter = (page: Page) => page.getByRole('button', { name: 'Recenter Map', exact: true });

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

/** Minutes in an 'Xh Ym' text. */
const minutesIn = (text: string) => {
  const [, hours, minutes] = /(\d+)h (\d+)m/.exec(text) ?? [];
  return Number(hours) * 60 + Number(minutes);
};

/**
 * Signs dave in and opens Tracking with the browser's clock at the mock's, which earlier tests
 * may have moved ahead of the real one: the page's ETA progress then matches the vans.
 */
async function openTracking(page: Page, demo: DemoConsole) {
  const { nowMs } = await demo.post<{ nowMs: number }>('/clock/advance', { ms: 1 });
  await page.clock.install({ time: nowMs });
  await signIn(page, 'dave');
  await page.goto('/tracking');
  await deliveries(page).waitFor();
  return nowMs;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

describe('Tracking (dave)', () => {
  test('lists each delivery with its documents, parts and ETA', async ({ page, demo, store }) => {
    const now = await openTracking(page, demo);
    const seeded = store.deliveries.findFirst((q) => q.where({ DeliveryId: 1 }));
    if (!seeded) throw new Error('The seed has no delivery 1');
    const eta = new Date(seeded.Eta);
    const time = `${twoDigits(eta.getHours())}:${twoDigits(eta.getMinutes())}`;
    const today = eta.toDateString() === new Date(now).toDateString();

    const text = await card(page, 'INV-778201').innerText();

    expect(text.split('\n')).toEqual([
      'INV-778201',
      '(and 1 other doc(s))',
      'PART: TB-SK-5520',
      'QTY: 1',
      'PART: CL-SK-0301',
      'QTY: 1',
      `E.T.A.: ${today ? `Today at ${time}` : `${eta.toLocaleDateString('en-GB')} ${time}`}`,
    ]);
    // The demo's vans for the account are listed too, each with one card and one van marker.
    const cards = await deliveries(page).getByRole('button').count();
    expect(cards).toBeGreaterThan(1);
    expect(await map(page).getByRole('img', { name: /^Van / }).count()).toBe(cards);
    await screenshot(page, 'tracking-list');
  });

  test('shows the default view on a schematic map with the depot and the vans', async ({
    page,
    demo,
  }) => {
    await openTracking(page, demo);

    expect(await shownView(page)).toEqual({ zoom: 6, lat: 54.24, lng: -2.55 });
    // No Google Maps key in this build: the offline map draws the markers.
    await map(page).locator('[data-engine="schematic"]').waitFor();
    await map(page).getByRole('img', { name: 'Depot', exact: true }).waitFor();
    await van(page, 'INV-778201').waitFor();
  });

  test('selecting a delivery zooms to its van and shows its bubble; again, refits', async ({
    page,
    demo,
    store,
  }) => {
    const now = await openTracking(page, demo);
    const seeded = store.deliveries.findFirst((q) => q.where({ DeliveryId: 1 }));
    if (!seeded) throw new Error('The seed has no delivery 1');
    const start = Date.parse(seeded.Date);

    await card(page, 'INV-778201').click();

    expect(await card(page, 'INV-778201').getAttribute('aria-pressed')).toBe('true');
    const bar = await card(page, 'INV-778201').evaluate(
      (element) => getComputedStyle(element, '::after').backgroundColor,
    );
    expect(bar).toBe('rgb(220, 38, 38)');
    const [lat, lng] = await positionOf(van(page, 'INV-778201'));
    expect(await shownView(page)).toEqual({ zoom: 12, lat, lng });
    const text = await bubble(page).innerText();
    expect(text).toContain('INV-778201');
    // Dispatched an hour before the seed and due two after: a third of the way then, more as
    // the mock's clock has run on since (the page's clock started at the mock's, `now`).
    const progress = Math.round(((now - start) / (seeded.Eta - start)) * 100);
    expect(Math.abs((await percentShown(page)) - progress)).toBeLessThanOrEqual(1);
    const remaining = Math.floor((seeded.Eta - now) / minute);
    expect(
      Math.abs(minutesIn(/E\.T\.A\.\s+(\d+h \d+m)/.exec(text)?.[1] ?? '') - remaining),
    ).toBeLessThanOrEqual(1);
    expect(await insideMap(page, bubble(page))).toBe(true);
    await screenshot(page, 'tracking-selected');

    await card(page, 'INV-778201').click();

    expect(await card(page, 'INV-778201').getAttribute('aria-pressed')).toBe('false');
    await bubble(page).waitFor({ state: 'detached' });
    const refitted = await shownView(page);
    expect(refitted.zoom).not.toBe(12);
    await recenter(page).click();
    expect(await shownView(page)).toEqual(refitted);
  });

  test('Recenter fits the first drop and every van into the map', async ({ page, demo }) => {
    await openTracking(page, demo);

    await recenter(page).click();

    const view = await shownView(page);
    expect(view.zoom).toBeGreaterThan(6);
    const vans = await map(page).getByRole('img', { name: /^Van / }).all();
    expect(vans.length).toBeGreaterThan(1);
    for (const marker of vans) expect(await insideMap(page, marker)).toBe(true);
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
    expect(await shownView(page)).toEqual({ zoom: 12, lat: after[0], lng: after[1] });
    // 30 of the 180 minutes from dispatch to ETA: about 17 points more.
    await expect.poll(() => percentShown(page)).toBeGreaterThanOrEqual(before.percent + 16);
    expect(minutesIn(await bubble(page).innerText())).toBeLessThanOrEqual(before.remaining - 29);
    await screenshot(page, 'tracking-moved');
  });
});

test('a garage without a customer account is told its CustomerKeyCode is missing', async ({
  page,
}) => {
  await signIn(page, 'lee');
  await page.goto('/tracking');

  await page.getByText('CustomerKeyCode is missing!', { exact: true }).waitFor();
});

test('a company without its own API host has no Tracking', async ({ page }) => {
  await signIn(page, 'aoife');
  await page.goto('/tracking');

  await page.getByText('Tracking is not available for your company.', { exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'Tracking', exact: true }).count()).toBe(0);
});
