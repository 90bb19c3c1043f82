import { describe, expect, it } from 'vitest';
import { noDateRange } from './date-filter.ts';
import {
  dateFilterMessages,
  formatFilterDate,
  parseDateRange,
  parseFilterDate,
} from './date-filter-fields.ts';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

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
    expect(parseDateRange({ start: '01/03/2026', end: '15/03/2026' })).toEqual({
      ok: true,
      range: { start: day(2026, 3, 1), end: day(2026, 3, 15) },
    });
  });

  it('leaves a blank side open', () => {
    expect(parseDateRange({ start: '01/03/2026', end: '' })).toEqual({
      ok: true,
      range: { start: day(2026, 3, 1), end: null },
    });
    expect(parseDateRange({ start: ' ', end: '15/03/2026' })).toEqual({
      ok: true,
      range: { start: null, end: day(2026, 3, 15) },
    });
  });

  it('gives no filter when both are blank', () => {
    expect(parseDateRange({ start: '', end: '' })).toEqual({ ok: true, range: noDateRange });
  });

  it('accepts a one-day range', () => {
    expect(parseDateRange({ start: '01/03/2026', end: '01/03/2026' })).toEqual({
      ok: true,
      range: { start: day(2026, 3, 1), end: day(2026, 3, 1) },
    });
  });

  it('names each field that is not a date, without throwing', () => {
    expect(parseDateRange({ start: '2026-03-01', end: '15/03/2026' })).toEqual({
      ok: false,
      errors: { start: 'Start date must be a date as dd/MM/yyyy' },
    });
    expect(parseDateRange({ start: '01/03/2026', end: '31/02/2026' })).toEqual({
      ok: false,
      errors: { end: 'End date must be a date as dd/MM/yyyy' },
    });
    expect(parseDateRange({ start: 'soon', end: 'later' })).toEqual({
      ok: false,
      errors: { start: dateFilterMessages.start, end: dateFilterMessages.end },
    });
  });

  it('refuses an end before the start', () => {
    expect(parseDateRange({ start: '15/03/2026', end: '14/03/2026' })).toEqual({
      ok: false,
      errors: { end: 'End date must not be before start date' },
    });
  });
});
