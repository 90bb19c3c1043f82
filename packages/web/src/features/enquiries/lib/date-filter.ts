import type { Enquiry } from '@garage/api-types';
import { addDays } from 'date-fns/addDays';
// lightFormat: numeric patterns need no locale, which keeps this first-screen chunk small.
import { lightFormat as format } from 'date-fns/lightFormat';
import { shownRange } from './enquiry-windows.ts';

/** A date filter's bounds as local midnights; null leaves that side open. */
export type DateRange = { start: Date | null; end: Date | null };

export const noDateRange: DateRange = { start: null, end: null };

/**
 * The enquiries whose Date falls on a day the range shows, both end days included: an end alone
 * shows the 366 days up to it (shownRange), a start alone everything from it on.
 */
export function filterByDateRange(
  enquiries: readonly Enquiry[],
  range: DateRange,
): readonly Enquiry[] {
  if (!range.start && !range.end) return enquiries;
  const { start, end } = shownRange(range);
  const from = start?.getTime() ?? -Infinity;
  const before = end ? addDays(end, 1).getTime() : Infinity;
  return enquiries.filter((enquiry) => {
    const at = Date.parse(enquiry.Date);
    return at >= from && at < before;
  });
}

const noteDate = (date: Date) => format(date, 'dd/MM/yy');

/**
 * The note under the search box (docs/rules.md#enquiry-lists); null when no filter is set. It
 * names the days shown: an end alone shows the 366 days up to it, so its note is 'between' with
 * that first day, not 'before', which a garage reads as everything before. A start alone shows
 * everything from it on: 'after'.
 */
export function dateRangeNote(range: DateRange): string | null {
  const { start, end } = shownRange(range);
  if (start && end) return `Showing enquiries between ${noteDate(start)} and ${noteDate(end)}`;
  if (start) return `Showing enquiries after ${noteDate(start)}`;
  return null;
}
