import type { ReturnRecord } from '@garage/api-types';
import { format } from 'date-fns/format';
import { subMonths } from 'date-fns/subMonths';

/** The summary covers the last 3 months (docs/rules.md#returns). */
export const summaryMonths = 3;

export type ReasonTotal = { Reason: string; Qty: number };

export type ReturnsSummary = {
  /** Every part returned from `summaryMonths` ago (inclusive) on. */
  totalQty: number;
  /** The same parts by reason, largest first; ties by reason name. */
  byReason: ReasonTotal[];
};

/** The total quantity returned in the last 3 months, and by reason. */
export function summariseReturns(records: readonly ReturnRecord[], now: Date): ReturnsSummary {
  const since = subMonths(now, summaryMonths).getTime();
  const byReason = new Map<string, number>();
  let totalQty = 0;
  for (const record of records) {
    if (Date.parse(record.DateTime) < since) continue;
    for (const part of record.Parts) {
      totalQty += part.Qty;
      byReason.set(part.Reason, (byReason.get(part.Reason) ?? 0) + part.Qty);
    }
  }
  return {
    totalQty,
    byReason: [...byReason]
      .map(([Reason, Qty]) => ({ Reason, Qty }))
      .sort((a, b) => b.Qty - a.Qty || a.Reason.localeCompare(b.Reason)),
  };
}

/** The list runs by date, oldest first, whatever order the host sends. */
export const sortByDateAscending = (records: readonly ReturnRecord[]) =>
  [...records].sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));

/** An entry's local date-time, like 'Monday 3rd Jan 14:05'; the raw value if it does not parse. */
export function returnDateTimeText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'EEEE do MMM HH:mm');
}
