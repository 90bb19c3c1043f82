import { describe, expect, it } from 'vitest';
import { noDateRange } from './date-filter.ts';
import {
  dateFilterMessages,
  formatFilterDate,
  parseDateRange,
  parseFilterDate,
} from './date-filter-fields.ts';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);
/** The time the garage applies the filter: the day a start alone runs to. */
const now = new Date(2026, 2, 20, 15, 30);

describe('parseFilterDate', () => {
  it('reads dd/MM/yyyy as that local day at midnight', () => {
    expect(parseFilterDate('01/03/2026')).toEqual(day(2026, 3, 1));
    expect(parseFilterDate('31/12/2026')).toEqual(day(2026, 12, 31));
  });

  it('accepts single-digit day and month, and spaces around', () => {
    expect(parseFilterDate('1/3/2026')).toEqual(day(2026, 3, 1));
    expect(parseFilterDate(' 01/03/2026 ')).toEqual(day(2026, 3, 1));
  });

  it('accepts 29 February only in a leap year', () => {
    expect(parseFilterDate('29/02/2028')).toEqual(day(2028, 2, 29));
    expect(parseFilterDate('29/02/2026')).toBeNull();
  });

  it.each([
    ['day 0', '00/03/2026'],
    ['day 32', '32/01/2026'],
    ['31 April', '31/04/2026'],
    ['month 0', '01/00/2026'],
    ['month 13', '01/13/2026'],
    ['two-digit year', '01/03/26'],
    ['year 0024', '01/03/0024'],
    ['ISO order', '2026-03-01'],
    ['dashes', '01-03-2026'],
    ['words', 'yesterday'],
    ['trailing text', '01/03/2026x'],
  ])('rejects %s', (_case, text) => {
    expect(parseFilterDate(text)).toBeNull();
  });
});

describe('formatFilterDate', () => {
  it('writes a day back as dd/MM/yyyy', () => {
    expect(formatFilterDate(day(2026, 3, 1))).toBe('01/03/2026');
  });
});

describe('parseDateRange', () => {
  it('reads both dates', () => {
    expect(parseDateRange({ start: '01/03/2026', end: '15/03/2026' }, now)).toEqual({
      ok: true,
      range: { start: day(2026, 3, 1), end: day(2026, 3, 15) },
    });
  });

  it('leaves a blank side open', () => {
    expect(parseDateRange({ start: '01/03/2026', end: '' }, now)).toEqual({
      ok: true,
      range: { start: day(2026, 3, 1), end: null },
    });
    expect(parseDateRange({ start: ' ', end: '15/03/2026' }, now)).toEqual({
      ok: true,
      range: { start: null, end: day(2026, 3, 15) },
    });
  });

  it('gives no filter when both are blank', () => {
    expect(parseDateRange({ start: '', end: '' }, now)).toEqual({ ok: true, range: noDateRange });
  });

  it('accepts a one-day range', () => {
    expect(parseDateRange({ start: '01/03/2026', end: '01/03/2026' }, now)).toEqual({
      ok: true,
      range: { start: day(2026, 3, 1), end: day(2026, 3, 1) },
    });
  });

  it('names each field that is not a date, without throwing', () => {
    expect(parseDateRange({ start: '2026-03-01', end: '15/03/2026' }, now)).toEqual({
      ok: false,
      errors: { start: 'Start date must be a date as dd/MM/yyyy' },
    });
    expect(parseDateRange({ start: '01/03/2026', end: '31/02/2026' }, now)).toEqual({
      ok: false,
      errors: { end: 'End date must be a date as dd/MM/yyyy' },
    });
    expect(parseDateRange({ start: 'soon', end: 'later' }, now)).toEqual({
      ok: false,
      errors: { start: dateFilterMessages.start, end: dateFilterMessages.end },
    });
  });

  it('refuses an end before the start', () => {
    expect(parseDateRange({ start: '15/03/2026', end: '14/03/2026' }, now)).toEqual({
      ok: false,
      errors: { end: 'End date must not be before start date' },
    });
  });

  describe('at most 366 days', () => {
    it('accepts 366 days, both end days counted, over a leap day too', () => {
      expect(parseDateRange({ start: '21/03/2025', end: '21/03/2026' }, now)).toMatchObject({
        ok: true,
      });
      expect(parseDateRange({ start: '01/03/2027', end: '29/02/2028' }, now)).toMatchObject({
        ok: true,
      });
    });

    it('refuses 367 days under the end date, naming the limit', () => {
      expect(parseDateRange({ start: '20/03/2025', end: '21/03/2026' }, now)).toEqual({
        ok: false,
        errors: { end: 'Date range must be 366 days or less' },
      });
      expect(parseDateRange({ start: '01/01/2020', end: '31/12/2026' }, now)).toEqual({
        ok: false,
        errors: { end: dateFilterMessages.tooLong },
      });
    });

    it('counts a start alone up to today: a year back is the most', () => {
      expect(parseDateRange({ start: '20/03/2025', end: '' }, now)).toMatchObject({ ok: true });
      expect(parseDateRange({ start: '19/03/2025', end: '' }, now)).toEqual({
        ok: false,
        errors: { start: 'Date range to today must be 366 days or less' },
      });
    });

    it('reads today as the local day of now, at either end of it', () => {
      const start = { start: '19/03/2025', end: '' };
      expect(parseDateRange(start, new Date(2026, 2, 19, 23, 59, 59))).toMatchObject({ ok: true });
      expect(parseDateRange(start, new Date(2026, 2, 20, 0, 0))).toMatchObject({ ok: false });
    });

    it('accepts a start alone after today', () => {
      expect(parseDateRange({ start: '01/01/2030', end: '' }, now)).toMatchObject({ ok: true });
    });

    it('accepts an end alone, however far back: it covers the year up to it', () => {
      expect(parseDateRange({ start: '', end: '01/01/2001' }, now)).toMatchObject({ ok: true });
    });

    it('checks the length only of two real days in order', () => {
      expect(parseDateRange({ start: '01/01/2020', end: '31/02/2026' }, now)).toEqual({
        ok: false,
        errors: { end: dateFilterMessages.end },
      });
    });
  });
});
