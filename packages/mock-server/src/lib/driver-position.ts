import type { LatLon } from '@garage/api-types';

export type Run = {
  /** Where the van set off. */
  from: LatLon;
  /** The drop. */
  to: LatLon;
  /** Dispatch time, ms. */
  departsAt: number;
  /** Expected arrival, ms. */
  arrivesAt: number;
};

/**
 * Where the van is at `now`: on the straight line from `from` to `to`, as far along as the time
 * is from departure to arrival. It waits at the depot before departure and at the drop after the
 * ETA. Plain interpolation of degrees is close enough over a local delivery run.
 */
export function driverPosition({ from, to, departsAt, arrivesAt }: Run, now: number): LatLon {
  const duration = arrivesAt - departsAt;
  const progress = duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - departsAt) / duration));
  return [from[0] + (to[0] - from[0]) * progress, from[1] + (to[1] - from[1]) * progress];
}
