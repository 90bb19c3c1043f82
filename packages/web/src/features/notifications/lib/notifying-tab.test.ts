import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdNotifierLock } from './notifying-tab.ts';

/** Web Locks as one browser holds them for all its tabs: one holder, the rest wait in line. */
function fakeLocks() {
  let held = false;
  const waiting: (() => void)[] = [];
  return {
    request(_name: string, _options: unknown, callback: () => Promise<void>) {
      const run = () => {
        held = true;
        return callback().then(() => {
          held = false;
          waiting.shift()?.();
        });
      };
      if (!held) return run();
      return new Promise<void>((resolve) => waiting.push(() => void run().then(resolve)));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('holdNotifierLock', () => {
  it('lets one tab of two notify, and the other once the first closes', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    const first = new AbortController();
    const one = holdNotifierLock(first.signal);
    const two = holdNotifierLock(new AbortController().signal);
    await settle();
    expect([one.isHolder(), two.isHolder()]).toEqual([true, false]);

    first.abort();
    await settle();
    expect([one.isHolder(), two.isHolder()]).toEqual([false, true]);
  });

  it('lets the tab notify where the browser has no Web Locks', () => {
    vi.stubGlobal('navigator', {});
    expect(holdNotifierLock(new AbortController().signal).isHolder()).toBe(true);
  });
});
