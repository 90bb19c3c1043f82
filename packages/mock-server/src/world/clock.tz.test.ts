import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClock } from './clock.ts';

const minute = 60_000;
const real = Date.parse('2026-11-20T10:00:00Z');
const autumn = Date.parse('2026-10-25T00:30:00+01:00');

beforeEach(() => {
  vi.useFakeTimers({ now: real, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createClock', () => {
  it('runs on from a set time, back or forth, as real time passes', () => {
    const clock = createClock();

    clock.set(autumn);
    vi.advanceTimersByTime(5 * minute);
    expect(clock.now()).toBe(autumn + 5 * minute);

    clock.set(real + 30 * minute);
    clock.advance(minute);
    expect(clock.now()).toBe(real + 31 * minute);
  });

  it('stays at a set time when frozen, until advanced', () => {
    const clock = createClock({ start: real, frozen: true });

    clock.set(autumn);
    vi.advanceTimersByTime(5 * minute);
    expect(clock.now()).toBe(autumn);

    clock.advance(minute);
    expect(clock.now()).toBe(autumn + minute);
  });
});
