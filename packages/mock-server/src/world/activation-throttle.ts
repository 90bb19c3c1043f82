// Slows down licence-code guessing (docs/supplier-calls.md#throttled-activation): after a
// handful of wrong codes from one device, or from one client address, within a window, every
// activation from it answers 429 with Retry-After until the oldest of those wrong codes has left
// the window. Only wrong codes count: a garage typing its code right, or a test harness
// activating hundreds of devices from one address, is never slowed. Counted on the world's
// clock, so frozen-clock tests and the demo API's clock advance end a wait; kept in the world,
// so a prospect's wrong codes lock out only their own sandbox.
import type { Clock } from './clock.ts';

export const activationLimits = {
  /** Wrong codes one device may send within the window. */
  perDevice: 5,
  /** Wrong codes one client address may send within the window (several devices in a workshop). */
  perClient: 10,
  windowMs: 15 * 60 * 1000,
} as const;

export type ActivationThrottle = {
  /** Seconds until activation is allowed again for this device and client address; 0 now. */
  waitSeconds(deviceId: string, client: string): number;
  recordWrongCode(deviceId: string, client: string): void;
  /** A right code clears its device's count (not its client's: one known code must not reset a guesser). */
  recordActivated(deviceId: string): void;
  clear(): void;
};

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
    waitSeconds(deviceId, client) {
      let waitMs = 0;
      for (const [key, limit] of keys(deviceId, client)) {
        const times = recent(key);
        if (times.length < limit) continue;
        // Allowed again once enough of the wrong codes have left the window.
        const freedAt = (times[times.length - limit] ?? 0) + activationLimits.windowMs;
        waitMs = Math.max(waitMs, freedAt - clock.now());
      }
      return Math.ceil(waitMs / 1000);
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
  };
}
