import type { Enquiry } from '@garage/api-types';
import { addDays } from 'date-fns/addDays';
// lightFormat: numeric patterns need no locale, which keeps this first-screen chunk small.
import { lightFormat as format } from 'date-fns/lightFormat';

/** A date filter's bounds as local midnights; null leaves that side open. */
export type DateRange = { start: Date | null; end: Date | null };

export const noDateRange: DateRange = { start: null, end: null };

/** The enquiries whose Date falls on a day of the range, both end days included. */
export function filterByDateRange(
  enquiries: readonly Enquiry[],
  range: DateRange,
): readonly Enquiry[] {
  if (!range.start && !range.end) return enquiries;
  const from = range.start?.getTime() ?? -Infinity;
  const before = range.end ? addDays(range.end, 1).getTime() : Infinity;
  return enquiries.filter((enquiry) => {
    const at = Date.parse(enquiry.Date);
    return at >= from && at < before;
  });
}

const noteDate = (date: Date) => format(date, 'dd/MM/yy');

/** The note under the search box (docs/rules.md#enquiry-lists); null when no filter is set. */
export function dateRangeNote({ start, end }: DateRange): string | null {
  if (start && end) return `Showing enquiries between ${noteDate(start)} and ${noteDate(end)}`;
  if (end) return `Showing enquiries before ${noteDate(end)}`;
  if (start) return `Showing enquiries after ${noteDate(start)}`;
  return null;
}
