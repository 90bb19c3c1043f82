import type { StockRecord } from '@garage/api-types';
import { describe, expect, it } from 'vitest';
import { sameDayTimeLeft, stockStatus } from './stock-status.ts';

const at = (hours: number, minutes: number, seconds = 0) =>
  new Date(2026, 10, 23, hours, minutes, seconds);
const part = 'BP-FO-1021';
const record = (...branches: [string, number][]): StockRecord => ({
  Part: part,
  Branches: branches.map(([Branch, Stock]) => ({ Branch, Stock })),
});
/** The stock call's answer, holding the part's record when one is given. */
const answer = (stock?: StockRecord) => new Map(stock ? [[stock.Part, stock]] : []);
const statusOf = (stock: StockRecord | undefined, branch: string, now: Date) =>
  stockStatus(answer(stock), part, branch, now);

describe('stockStatus (own branch LEE)', () => {
  it.each([
    ['an answer without the part', undefined, 'NO STOCK'],
    ['a record without branches', record(), 'NO STOCK'],
    ['stock at the own branch', record(['LEE', 4], ['BRD', 0]), 'IN STOCK'],
    ['one at the own branch', record(['LEE', 1]), 'IN STOCK'],
    ['nothing anywhere', record(['LEE', 0], ['BRD', 0]), 'NO STOCK'],
  ] as const)('%s is %s at any time', (_, stock, status) => {
    expect(statusOf(stock, 'LEE', at(13, 59))).toBe(status);
    expect(statusOf(stock, 'LEE', at(14, 0))).toBe(status);
  });

  it('is STOCK UNKNOWN, never NO STOCK, when the call failed with no answer, at any time', () => {
    expect(stockStatus(null, part, 'LEE', at(13, 59))).toBe('STOCK UNKNOWN');
    expect(stockStatus(null, part, 'LEE', at(14, 0))).toBe('STOCK UNKNOWN');
  });

  it('looks up the line’s own part in the answer', () => {
    const other = { Part: 'BD-FO-2210', Branches: [{ Branch: 'LEE', Stock: 3 }] };
    const both = new Map([
      [part, record(['LEE', 0])],
      [other.Part, other],
    ]);
    expect(stockStatus(both, part, 'LEE', at(10, 0))).toBe('NO STOCK');
    expect(stockStatus(both, other.Part, 'LEE', at(10, 0))).toBe('IN STOCK');
  });

  it('is SAME DAY ORDER IN for stock only at another branch until 13:59', () => {
    const elsewhere = record(['LEE', 0], ['BRD', 6]);
    expect(statusOf(elsewhere, 'LEE', at(0, 0))).toBe('SAME DAY ORDER IN');
    expect(statusOf(elsewhere, 'LEE', at(13, 59, 59))).toBe('SAME DAY ORDER IN');
  });

  it('is OVERNIGHT NEXT DAY for stock only at another branch from 14:00', () => {
    const elsewhere = record(['YRK', 1]);
    expect(statusOf(elsewhere, 'LEE', at(14, 0))).toBe('OVERNIGHT NEXT DAY');
    expect(statusOf(elsewhere, 'LEE', at(23, 59))).toBe('OVERNIGHT NEXT DAY');
  });

  it('compares the branch exactly: another garage’s branch is another branch', () => {
    expect(statusOf(record(['BRD', 2]), 'BRD', at(15, 0))).toBe('IN STOCK');
    expect(statusOf(record(['BRD', 2]), 'LEE', at(15, 0))).toBe('OVERNIGHT NEXT DAY');
  });
});

describe('sameDayTimeLeft', () => {
  it.each([
    [at(12, 40), 'order within 1h 20m'],
    [at(9, 0), 'order within 5h 0m'],
    [at(13, 0), 'order within 1h 0m'],
    [at(13, 15), 'order within 45m'],
    [at(13, 59), 'order within 1m'],
    [at(13, 59, 30), 'order within 1m'],
  ])('at %s says %s', (now, text) => {
    expect(sameDayTimeLeft(now)).toBe(text);
  });
});
