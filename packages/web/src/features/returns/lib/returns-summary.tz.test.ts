import type { ReturnRecord } from '@garage/api-types';
import { subMonths } from 'date-fns/subMonths';
import { describe, expect, it } from 'vitest';
import { returnDateTimeText, sortByDateAscending, summariseReturns } from './returns-summary.ts';

const now = new Date(2026, 10, 23, 10, 30);

const record = (at: Date, parts: [PartNo: string, Qty: number, Reason: string][]) =>
  ({
    DateTime: at.toISOString(),
    Parts: parts.map(([PartNo, Qty, Reason]) => ({ PartNo, Qty, Reason })),
  }) satisfies ReturnRecord;

describe('summariseReturns', () => {
  it('counts a return made exactly 3 months ago and leaves out one a moment older', () => {
    const threeMonthsAgo = subMonths(now, 3);
    const summary = summariseReturns(
      [
        record(threeMonthsAgo, [['BP-FO-1021', 2, 'Wrong part supplied']]),
        record(new Date(threeMonthsAgo.getTime() - 1), [['OF-VA-0012', 5, 'Not required']]),
      ],
      now,
    );
    expect(summary).toEqual({
      totalQty: 2,
      byReason: [{ Reason: 'Wrong part supplied', Qty: 2 }],
    });
  });

  it('uses calendar months: 23 Aug is in the window on 23 Nov, 22 Aug is not', () => {
    const summary = summariseReturns(
      [
        record(new Date(2026, 7, 23, 12, 0), [['A', 1, 'Not required']]),
        record(new Date(2026, 7, 22, 12, 0), [['B', 1, 'Not required']]),
      ],
      now,
    );
    expect(summary.totalQty).toBe(1);
  });

  it('adds up quantities by reason across returns, largest first', () => {
    const summary = summariseReturns(
      [
        record(new Date(2026, 10, 3, 9, 0), [
          ['BP-FO-1021', 1, 'Wrong part supplied'],
          ['OF-VA-0012', 2, 'Not required'],
        ]),
        record(new Date(2026, 10, 14, 15, 0), [
          ['AF-VA-0440', 1, 'Damaged in transit'],
          ['OF-VA-0012', 2, 'Not required'],
          ['BD-FO-2210', 1, 'Wrong part supplied'],
        ]),
      ],
      now,
    );
    expect(summary).toEqual({
      totalQty: 7,
      byReason: [
        { Reason: 'Not required', Qty: 4 },
        { Reason: 'Wrong part supplied', Qty: 2 },
        { Reason: 'Damaged in transit', Qty: 1 },
      ],
    });
  });

  it('is zero with no reasons when nothing was returned in the window', () => {
    expect(summariseReturns([record(new Date(2025, 0, 1), [['A', 3, 'Faulty']])], now)).toEqual({
      totalQty: 0,
      byReason: [],
    });
  });
});

describe('sortByDateAscending', () => {
  it('puts the oldest return first, whatever order they came in', () => {
    const newest = record(new Date(2026, 10, 20, 8, 0), [['C', 1, 'Faulty']]);
    const oldest = record(new Date(2026, 8, 1, 8, 0), [['A', 1, 'Faulty']]);
    const middle = record(new Date(2026, 9, 15, 8, 0), [['B', 1, 'Faulty']]);
    expect(sortByDateAscending([newest, oldest, middle])).toEqual([oldest, middle, newest]);
  });
});

describe('returnDateTimeText', () => {
  it("reads like 'Monday 3rd Jan 14:05' in local time", () => {
    expect(returnDateTimeText(new Date(2022, 0, 3, 14, 5).toISOString())).toBe(
      'Monday 3rd Jan 14:05',
    );
  });

  it('uses the 24-hour clock and English ordinals', () => {
    expect(returnDateTimeText(new Date(2026, 10, 22, 9, 0).toISOString())).toBe(
      'Sunday 22nd Nov 09:00',
    );
    expect(returnDateTimeText(new Date(2026, 9, 11, 21, 30).toISOString())).toBe(
      'Sunday 11th Oct 21:30',
    );
  });

  it('shows a value that does not parse as it came, rather than failing the list', () => {
    expect(returnDateTimeText('garbage')).toBe('garbage');
  });
});
