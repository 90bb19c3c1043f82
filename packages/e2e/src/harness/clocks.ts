// The clocks of a journey: the mock's and the page's pinned together, and the page's run on
// through the portal's own waits (retries, refreshes) rather than waited through.
import type { Locator, Page } from 'playwright-core';
import type { DemoApiClient } from './demo-api.ts';
import { expect, waitTimeout } from './expect.ts';

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

/** What advanceClockUntil waits for: a locator to show, or a check of the page to hold. */
export type ClockCondition = Locator | (() => Promise<boolean> | boolean);

/**
 * How long, in real time, the page is given after each step to answer it (the timers the step
 * fired make real requests to the mock) before the clock is run on again; after the last step,
 * as long as any waiting assertion. Each wait ends as soon as the condition holds.
 */
const answerTime = 250;

/**
 * Runs the page's fake clock (page.clock.install) on `step` ms at a time until `condition`
 * holds: `locator` visible, or `check()` true. It is checked before the first step and after
 * each; if it does not hold after the `max`th, the test fails, naming what never showed
 * (`what`, by default the locator or the check's source).
 */
export async function advanceClockUntil(
  page: Page,
  condition: ClockCondition,
  { step, max, what }: { step: number; max: number; what?: string },
): Promise<void> {
  let lastFailure: unknown;
  const holds = async (timeout: number) => {
    const waiting =
      typeof condition === 'function'
        ? expect.poll(condition, { timeout, intervals: [25, 50, 100] }).toBe(true)
        : expect(condition).toBeVisible({ timeout });
    return waiting.then(
      () => true,
      (failure: unknown) => {
        lastFailure = failure;
        return false;
      },
    );
  };
  for (let steps = 0; steps < max; steps += 1) {
    if (await holds(answerTime)) return;
    await page.clock.fastForward(step);
  }
  if (await holds(waitTimeout)) return;
  throw new Error(
    `advanceClockUntil: ${what ?? condition.toString()} never showed in ${max} steps of ${step} ms of the page's clock`,
    { cause: lastFailure },
  );
}
