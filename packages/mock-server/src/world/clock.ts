/**
 * The mock's one source of time, so tests and the demo API can move it. A running clock
 * follows real time from its start; a frozen one moves only when advanced.
 */
export type Clock = {
  /** Whether it moves only when advanced or set. */
  readonly frozen: boolean;
  now(): number;
  /**
   * What only setting or advancing it changes: a frozen clock's time, a running one's lead on
   * real time (a store saves a world when it moved, not every millisecond).
   */
  setting(): number;
  advance(ms: number): void;
  /** Jumps to `ms`, back or forth; a running clock runs on from there. */
  set(ms: number): void;
};

export type ClockOptions = { start?: number; frozen?: boolean };

export function createClock({ start, frozen = false }: ClockOptions = {}): Clock {
  const bootedAt = Date.now();
  let offset = (start ?? bootedAt) - bootedAt;
  let frozenAt = start ?? bootedAt;
  return {
    frozen,
    now: () => (frozen ? frozenAt : Date.now() + offset),
    setting: () => (frozen ? frozenAt : offset),
    advance(ms) {
      if (frozen) frozenAt += ms;
      else offset += ms;
    },
    set(ms) {
      frozenAt = ms;
      offset = ms - Date.now();
    },
  };
}
