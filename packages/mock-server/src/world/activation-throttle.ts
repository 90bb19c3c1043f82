// Slows down licence-code guessing (docs/supplier-calls.md#throttled-activation): after a
// handful of wrong codes from one device, or from one client address, within a window, every
// activation from it is refused (TooManyError: a 429 with Retry-After) until the oldest of
// those wrong codes has left the window. Only wrong codes count: a garage typing its code right, or a test harness
// activating hundreds of devices from one address, is never slowed. Counted on the world's
// clock, so frozen-clock tests and the demo API's clock advance end a wait; kept in the world,
// so a prospect's wrong codes lock out only their own sandbox.
import { TooManyError } from '../domain/errors.ts';
import type { Clock } from './clock.ts';

export const activationLimits = {
  /** Wrong codes one device may send within the window. */
  perDevice: 5,
  /** Wrong codes one client address may send within the window (several devices in a workshop). */
  perClient: 10,
  windowMs: 15 * 60 * 1000,
} as const;

export type ActivationThrottle = {
  /**
   * Refuses with TooManyError, naming the wait, while this device or client address has sent
   * too many wrong codes; checked before the code is looked at, so a guesser learns nothing.
   */
  check(deviceId: string, client: string): void;
  recordWrongCode(deviceId: string, client: string): void;
  /** A right code clears its device's count (not its client's: one known code must not reset a guesser). */
  recordActivated(deviceId: string): void;
  clear(): void;
  /** The recent wrong codes, for a world's capture (capture.ts). */
  capture(): CapturedWrongCodes;
  restore(captured: CapturedWrongCodes): void;
};

/** Clock times of recent wrong codes, by `device:<id>` and `client:<address>`. */
export type CapturedWrongCodes = { key: string; times: number[] }[];

/** One world's throttle, counted on its clock. */
export function createActivationThrottle(clock: Clock): ActivationThrottle {
  /** Times of recent wrong codes, by `device:<id>` and `client:<address>`. */
  const wrongCodes = new Map<string, number[]>();
  const keys = (deviceId: string, client: string) =>
    [
      [`device:${deviceId}`, activationLimits.perDevice],
      [`client:${client}`, activationLimits.perClient],
    ] as const;
  const recent = (key: string): number[] => {
    const since = clock.now() - activationLimits.windowMs;
    const times = (wrongCodes.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) wrongCodes.delete(key);
    else wrongCodes.set(key, times);
    return times;
  };

  return {
    check(deviceId, client) {
      let waitMs = 0;
      for (const [key, limit] of keys(deviceId, client)) {
        const times = recent(key);
        if (times.length < limit) continue;
        // Allowed again once enough of the wrong codes have left the window.
        const freedAt = (times[times.length - limit] ?? 0) + activationLimits.windowMs;
        waitMs = Math.max(waitMs, freedAt - clock.now());
      }
      const waitSeconds = Math.ceil(waitMs / 1000);
      if (waitSeconds <= 0) return;
      throw new TooManyError(
        `Too many wrong licence codes from this device or network: try again in ${waitSeconds} seconds`,
        waitSeconds,
      );
    },
    recordWrongCode(deviceId, client) {
      // Guessing from ever-new device ids must not grow the map without end.
      if (wrongCodes.size > 10_000) for (const key of [...wrongCodes.keys()]) recent(key);
      for (const [key] of keys(deviceId, client)) {
        wrongCodes.set(key, [...recent(key), clock.now()]);
      }
    },
    recordActivated(deviceId) {
      wrongCodes.delete(`device:${deviceId}`);
    },
    clear: () => wrongCodes.clear(),
    capture: () => [...wrongCodes].map(([key, times]) => ({ key, times: [...times] })),
    restore(captured) {
      wrongCodes.clear();
      for (const { key, times } of captured) wrongCodes.set(key, [...times]);
    },
  };
}
