// The clocks of a journey: the mock's and the page's pinned together.
import type { Page } from 'playwright-core';
import type { DemoApiClient } from './demo-api.ts';

/**
 * Pins the mock's clock and the page's to `at` (an ISO date-time with its offset, e.g.
 * '2026-10-25T00:30:00+01:00'), for a journey that depends on the day or the time: both run on
 * from there, and the store is seeded around it. Call it before signIn, as the store's reset
 * forgets every device. Returns the time in ms.
 */
export async function pinClock(page: Page, demo: DemoApiClient, at: string): Promise<number> {
  const { nowMs } = await demo.setClock(at);
  await page.clock.install({ time: nowMs });
  return nowMs;
}
