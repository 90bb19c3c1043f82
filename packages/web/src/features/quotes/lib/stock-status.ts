import type { StockRecord } from '@garage/api-types';
import { set } from 'date-fns';

export type StockStatus =
  'IN STOCK' | 'SAME DAY ORDER IN' | 'OVERNIGHT NEXT DAY' | 'NO STOCK' | 'STOCK UNKNOWN';

/** Parts from another branch arrive the same day when ordered before 14:00. */
const sameDayCutoffHour = 14;

const sameDayCutoff = (now: Date) =>
  set(now, { hours: sameDayCutoffHour, minutes: 0, seconds: 0, milliseconds: 0 });

/**
 * docs/rules.md#stock-status: the garage's own branch (FactorBranch) with stock is IN STOCK;
 * otherwise stock at another branch arrives the same day before the cut-off and overnight after
 * it; no stock anywhere, or no branch data in the answer, is NO STOCK. `answer` is the stock
 * call's answer (part number → its record), or null when the call failed with no answer to
 * show: then nothing is known, STOCK UNKNOWN, never NO STOCK.
 */
export function stockStatus(
  answer: ReadonlyMap<string, StockRecord> | null,
  part: string,
  factorBranch: string,
  now: Date,
): StockStatus {
  if (answer === null) return 'STOCK UNKNOWN';
  const branches = answer.get(part)?.Branches ?? [];
  if (branches.some(({ Branch, Stock }) => Branch === factorBranch && Stock > 0)) {
    return 'IN STOCK';
  }
  if (!branches.some(({ Stock }) => Stock > 0)) return 'NO STOCK';
  return now < sameDayCutoff(now) ? 'SAME DAY ORDER IN' : 'OVERNIGHT NEXT DAY';
}

/**
 * How long is left to order a SAME DAY ORDER IN part before the 14:00 cut-off, as
 * 'order within 1h 20m' (ours, not a requirement: the garage knows when to decide).
 */
export function sameDayTimeLeft(now: Date): string {
  // Rounded up: at 13:59:30 half a minute is left, which reads better as 1m than as 0m.
  const minutes = Math.max(1, Math.ceil((sameDayCutoff(now).getTime() - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `order within ${hours}h ${minutes % 60}m` : `order within ${minutes}m`;
}
