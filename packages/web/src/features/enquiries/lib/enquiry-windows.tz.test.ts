import { describe, expect, it } from 'vitest';
import { noDateRange } from './date-filter.ts';
import {
  globalEnquiriesWindow,
  myEnquiriesWindow,
  rangeDays,
  rangeKey,
  rangeOfKey,
  rangeWindow,
  reachesOutside,
} from './enquiry-windows.ts';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

describe('myEnquiriesWindow', () => {
  it('runs from 36 days ago to tomorrow', () => {
    expect(myEnquiriesWindow(new Date(2026, 10, 22, 12, 0))).toEqual({
      StartDate: '2026-10-17',
      EndDate: '2026-11-23',
    });
  });

  it('uses the local calendar day at both ends of the day', () => {
    expect(myEnquiriesWindow(new Date(2026, 10, 22, 0, 0))).toEqual({
      StartDate: '2026-10-17',
      EndDate: '2026-11-23',
    });
    expect(myEnquiriesWindow(new Date(2026, 10, 22, 23, 59, 59))).toEqual({
      StartDate: '2026-10-17',
      EndDate: '2026-11-23',
    });
  });

  it('crosses month and year ends', () => {
    expect(myEnquiriesWindow(new Date(2026, 11, 31, 9, 0))).toEqual({
      StartDate: '2026-11-25',
      EndDate: '2027-01-01',
    });
    expect(myEnquiriesWindow(new Date(2027, 0, 3, 9, 0))).toEqual({
      StartDate: '2026-11-28',
      EndDate: '2027-01-04',
    });
  });
});

describe('globalEnquiriesWindow', () => {
  it('runs from 5 days ago to tomorrow', () => {
    expect(globalEnquiriesWindow(new Date(2026, 10, 22, 12, 0))).toEqual({
      StartDate: '2026-11-17',
      EndDate: '2026-11-23',
    });
  });

  it('counts 29 February in a leap year', () => {
    expect(globalEnquiriesWindow(new Date(2028, 2, 1, 8, 0))).toEqual({
      StartDate: '2028-02-25',
      EndDate: '2028-03-02',
    });
    expect(globalEnquiriesWindow(new Date(2028, 1, 28, 8, 0))).toEqual({
      StartDate: '2028-02-23',
      EndDate: '2028-02-29',
    });
  });
});

describe('rangeDays', () => {
  const now = new Date(2026, 10, 22, 15, 0);

  it('is both days of a range with both ends', () => {
    expect(rangeDays({ start: day(2026, 8, 1), end: day(2026, 8, 31) }, now)).toEqual({
      first: day(2026, 8, 1),
      last: day(2026, 8, 31),
    });
  });

  it('runs a start alone up to today, or is that one day when it is later', () => {
    expect(rangeDays({ start: day(2026, 8, 1), end: null }, now)).toEqual({
      first: day(2026, 8, 1),
      last: day(2026, 11, 22),
    });
    expect(rangeDays({ start: day(2026, 12, 25), end: null }, now)).toEqual({
      first: day(2026, 12, 25),
      last: day(2026, 12, 25),
    });
  });

  it('gives an end alone the 366 days up to it', () => {
    expect(rangeDays({ start: null, end: day(2026, 6, 30) }, now)).toEqual({
      first: day(2025, 6, 30),
      last: day(2026, 6, 30),
    });
    // Through 29 February: still 366 days, both counted.
    expect(rangeDays({ start: null, end: day(2028, 6, 30) }, now)).toEqual({
      first: day(2027, 7, 1),
      last: day(2028, 6, 30),
    });
  });

  it('is null without a filter', () => {
    expect(rangeDays(noDateRange, now)).toBeNull();
  });
});

describe('rangeWindow', () => {
  const now = new Date(2026, 10, 22, 15, 0);

  it('asks from the day before the start to the day after the end', () => {
    expect(rangeWindow({ start: day(2026, 8, 1), end: day(2026, 8, 31) }, now)).toEqual({
      StartDate: '2026-07-31',
      EndDate: '2026-09-01',
    });
    expect(rangeWindow({ start: day(2026, 8, 14), end: day(2026, 8, 14) }, now)).toEqual({
      StartDate: '2026-08-13',
      EndDate: '2026-08-15',
    });
  });

  it('runs a start alone to tomorrow, as the default windows do', () => {
    expect(rangeWindow({ start: day(2026, 1, 1), end: null }, now)).toEqual({
      StartDate: '2025-12-31',
      EndDate: '2026-11-23',
    });
  });

  it('takes today from the local day, at either end of it', () => {
    const start = { start: day(2026, 1, 1), end: null };
    expect(rangeWindow(start, new Date(2026, 10, 22, 0, 0))?.EndDate).toBe('2026-11-23');
    expect(rangeWindow(start, new Date(2026, 10, 22, 23, 59, 59))?.EndDate).toBe('2026-11-23');
  });

  it('asks for the year up to an end alone', () => {
    expect(rangeWindow({ start: null, end: day(2026, 3, 31) }, now)).toEqual({
      StartDate: '2025-03-30',
      EndDate: '2026-04-01',
    });
  });

  it('crosses the clock changes as whole days', () => {
    // 29 March and 25 October 2026 are the UK's clock-change days.
    expect(rangeWindow({ start: day(2026, 3, 29), end: day(2026, 10, 25) }, now)).toEqual({
      StartDate: '2026-03-28',
      EndDate: '2026-10-26',
    });
  });

  it('is null without a filter', () => {
    expect(rangeWindow(noDateRange, now)).toBeNull();
  });
});

describe('reachesOutside', () => {
  // My Enquiries asks for 2026-10-17 to 2026-11-23, Global Enquiries 2026-11-17 to 2026-11-23.
  const now = new Date(2026, 10, 22, 15, 0);

  it('is false without a filter', () => {
    expect(reachesOutside('mine', noDateRange, now)).toBe(false);
    expect(reachesOutside('global', noDateRange, now)).toBe(false);
  });

  it('is false while the window asked for lies within the default one', () => {
    const lastMonth = { start: day(2026, 10, 18), end: day(2026, 11, 22) };
    expect(rangeWindow(lastMonth, now)).toEqual(myEnquiriesWindow(now));
    expect(reachesOutside('mine', lastMonth, now)).toBe(false);
    expect(reachesOutside('mine', { start: day(2026, 11, 1), end: null }, now)).toBe(false);
    expect(reachesOutside('global', { start: day(2026, 11, 18), end: null }, now)).toBe(false);
  });

  it('is true for a first day the default window does not hold whole', () => {
    // The default window's first day is read from 00:00 UTC: in summer, from 01:00 UK time.
    expect(reachesOutside('mine', { start: day(2026, 10, 17), end: null }, now)).toBe(true);
    expect(reachesOutside('global', { start: day(2026, 11, 17), end: null }, now)).toBe(true);
    expect(reachesOutside('global', { start: day(2026, 11, 1), end: null }, now)).toBe(true);
  });

  it('is true for a last day after today', () => {
    expect(reachesOutside('mine', { start: day(2026, 11, 20), end: day(2026, 11, 23) }, now)).toBe(
      true,
    );
  });

  it('is true for an end alone, which covers a year', () => {
    expect(reachesOutside('mine', { start: null, end: day(2026, 11, 22) }, now)).toBe(true);
  });
});

describe('rangeKey and rangeOfKey', () => {
  it('keep a range’s days as YYYY-MM-DD, and read them back as local midnights', () => {
    const range = { start: day(2025, 3, 30), end: day(2026, 10, 25) };
    expect(rangeKey(range)).toEqual({ start: '2025-03-30', end: '2026-10-25' });
    expect(rangeOfKey(rangeKey(range))).toEqual(range);
  });

  it('keep an open side open', () => {
    expect(rangeKey({ start: null, end: day(2026, 1, 2) })).toEqual({
      start: null,
      end: '2026-01-02',
    });
    expect(rangeOfKey({ start: '2026-01-02', end: null })).toEqual({
      start: day(2026, 1, 2),
      end: null,
    });
  });
});
