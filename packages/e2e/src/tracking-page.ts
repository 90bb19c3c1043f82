// The Tracking screen as the browser journeys see it: its regions and markers by role and
// name, and dave's Tracking opened at a pinned time (tracking.e2e.ts, tracking-map.e2e.ts).
import type { Page } from 'playwright-core';
import { pinClock, signIn, type DemoApiClient } from './harness.ts';

export const deliveries = (page: Page) => page.getByRole('list', { name: 'Deliveries' });

export const card = (page: Page, document: string) =>
  deliveries(page).getByRole('button', { name: document });

export const map = (page: Page) => page.getByRole('region', { name: 'Map', exact: true });

export const bubble = (page: Page) => page.getByRole('status', { name: 'Selected delivery' });

export const clusters = (page: Page) => map(page).getByRole('button', { name: /^\d+ vans: / });

/** Van markers (single vans, clusters) and the vans they show, counting each cluster's. */
export async function vansShown(page: Page) {
  const counts = (await clusters(page).allInnerTexts()).map(Number);
  const single = await map(page).getByRole('img', { name: /^Van / }).count();
  return { markers: single + counts.length, vans: counts.reduce((a, b) => a + b, single) };
}

/** Minutes in an 'Xh Ym' text. */
export const minutesIn = (text: string) => {
  const [, hours, minutes] = /(\d+)h (\d+)m/.exec(text) ?? [];
  return Number(hours) * 60 + Number(minutes);
};

/** A Friday morning in November, 10:00 in Leeds. */
export const fridayMorning = '2026-11-20T10:00:00Z';

/**
 * Signs dave in and opens Tracking with the mock's clock and the browser's pinned to `at`: the
 * seed's delivery 1 was dispatched an hour before and is due two hours after.
 */
export async function openTracking(page: Page, demo: DemoApiClient, at = fridayMorning) {
  const nowMs = await pinClock(page, demo, at);
  await signIn(page, 'dave');
  await page.goto('tracking');
  await deliveries(page).waitFor();
  return nowMs;
}
