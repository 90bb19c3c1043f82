import { describe, expect, it } from 'vitest';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import {
  dateFilterMessages,
  dateRangeNote,
  filterByDateRange,
  formatFilterDate,
  noDateRange,
  parseDateRange,
  parseFilterDate,
} from './date-filter.ts';

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

describe('filterByDateRange', () => {
  const at = (id: number, date: Date) => makeEnquiry({ EnquiryId: id, Date: date.toISOString() });
  const enquiries = [
    at(1, new Date(2026, 1, 28, 23, 59, 59, 999)),
    at(2, new Date(2026, 2, 1, 0, 0)),
    at(3, new Date(2026, 2, 2, 12, 0)),
    at(4, new Date(2026, 2, 3, 23, 59, 59, 999)),
    at(5, new Date(2026, 2, 4, 0, 0)),
  ];
  const ids = (found: readonly { EnquiryId: number }[]) => found.map((e) => e.EnquiryId);

  it('keeps every enquiry without a filter', () => {
    expect(filterByDateRange(enquiries, noDateRange)).toBe(enquiries);
  });

  it('includes the whole of the start and end days', () => {
    const range = { start: day(2026, 3, 1), end: day(2026, 3, 3) };
    expect(ids(filterByDateRange(enquiries, range))).toEqual([2, 3, 4]);
  });

  it('with a start only, keeps that day and later', () => {
    expect(ids(filterByDateRange(enquiries, { start: day(2026, 3, 2), end: null }))).toEqual([
      3, 4, 5,
    ]);
  });

  it('with an end only, keeps that day and earlier', () => {
    expect(ids(filterByDateRange(enquiries, { start: null, end: day(2026, 3, 1) }))).toEqual([
      1, 2,
    ]);
  });

  it('filters on Date, not on DatetimeCreated', () => {
    const created = makeEnquiry({
      EnquiryId: 9,
      Date: new Date(2026, 2, 10, 9, 0).toISOString(),
      DatetimeCreated: new Date(2026, 2, 1, 9, 0).toISOString(),
    });
    const range = { start: day(2026, 3, 1), end: day(2026, 3, 1) };
    expect(filterByDateRange([created], range)).toEqual([]);
  });

  it('drops an enquiry whose Date does not parse once a bound is set', () => {
    const broken = makeEnquiry({ EnquiryId: 9, Date: 'not a date' });
    expect(filterByDateRange([broken], { start: null, end: day(2030, 1, 1) })).toEqual([]);
  });
});

describe('dateRangeNote', () => {
  it('shows both dates as DD/MM/YY', () => {
    expect(dateRangeNote({ start: day(2026, 3, 1), end: day(2026, 3, 15) })).toBe(
      'Showing enquiries between 01/03/26 and 15/03/26',
    );
  });

  it('shows the end date alone as before', () => {
    expect(dateRangeNote({ start: null, end: day(2026, 3, 15) })).toBe(
      'Showing enquiries before 15/03/26',
    );
  });

  it('shows the start date alone as after', () => {
    expect(dateRangeNote({ start: day(2026, 3, 1), end: null })).toBe(
      'Showing enquiries after 01/03/26',
    );
  });

  it('is absent without a filter', () => {
    expect(dateRangeNote(noDateRange)).toBeNull();
  });
});
