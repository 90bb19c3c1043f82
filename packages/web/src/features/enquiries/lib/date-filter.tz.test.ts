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
