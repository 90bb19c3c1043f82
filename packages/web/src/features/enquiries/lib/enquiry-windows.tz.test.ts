import { describe, expect, it } from 'vitest';
import { noDateRange } from './date-filter.ts';
import { globalEnquiriesWindow, myEnquiriesWindow, rangeDays } from './enquiry-windows.ts';

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
