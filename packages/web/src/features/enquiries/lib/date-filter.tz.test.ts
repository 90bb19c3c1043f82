import { describe, expect, it } from 'vitest';
import { makeEnquiry } from '../../../testing/make-enquiry.ts';
import { dateRangeNote, filterByDateRange, noDateRange } from './date-filter.ts';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

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

  it('with an end only, keeps that day and the 365 before it, and nothing earlier', () => {
    // The window asked for an end alone starts a day early (a UTC day against a UK one): that
    // day's enquiries come back too, but the year up to the end is what the note names.
    const earlier = [
      at(6, new Date(2025, 1, 28, 23, 59, 59, 999)),
      at(7, new Date(2025, 2, 1, 0, 0)),
      ...enquiries,
    ];
    expect(ids(filterByDateRange(earlier, { start: null, end: day(2026, 3, 1) }))).toEqual([
      7, 1, 2,
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

  it('shows an end date alone as the 366 days up to it, not as before', () => {
    // 'before 15/03/26' reads as everything before; the list holds the year up to it.
    expect(dateRangeNote({ start: null, end: day(2026, 3, 15) })).toBe(
      'Showing enquiries between 15/03/25 and 15/03/26',
    );
    // Across a 29 February the 366 days start a day later.
    expect(dateRangeNote({ start: null, end: day(2028, 2, 29) })).toBe(
      'Showing enquiries between 01/03/27 and 29/02/28',
    );
  });

  it('shows the start date alone as after: it runs to the newest enquiry', () => {
    expect(dateRangeNote({ start: day(2026, 3, 1), end: null })).toBe(
      'Showing enquiries after 01/03/26',
    );
  });

  it('is absent without a filter', () => {
    expect(dateRangeNote(noDateRange)).toBeNull();
  });
});
