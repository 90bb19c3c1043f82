import type { Enquiry } from '@garage/api-types';
import { addDays } from 'date-fns/addDays';
// lightFormat: numeric patterns need no locale, which keeps this first-screen chunk small.
import { lightFormat as format } from 'date-fns/lightFormat';

/** A date filter's bounds as local midnights; null leaves that side open. */
export type DateRange = { start: Date | null; end: Date | null };

export const noDateRange: DateRange = { start: null, end: null };

/** The format the date filter's fields take. */
export const filterDateFormat = 'dd/MM/yyyy';

export const dateFilterMessages = {
  start: `Start date must be a date as ${filterDateFormat}`,
  end: `End date must be a date as ${filterDateFormat}`,
  endBeforeStart: 'End date must not be before start date',
};

export type DateRangeErrors = { start?: string; end?: string };

export type DateRangeResult =
  { ok: true; range: DateRange } | { ok: false; errors: DateRangeErrors };

// One or two digits for day and month, as people type them; four for the year.
const filterDatePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A dd/MM/yyyy text as its local midnight, or null when it is no real calendar day. */
export function parseFilterDate(text: string): Date | null {
  const match = filterDatePattern.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(year, month - 1, day);
  // The Date constructor rolls 31/02 over to March and maps years below 100 to the 1900s:
  // only a day that comes back unchanged is real.
  const isSameDay =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isSameDay ? date : null;
}

export const formatFilterDate = (date: Date) => format(date, filterDateFormat);

/**
 * The range typed in the date filter's fields. A blank field leaves that side open; anything
 * else must be a dd/MM/yyyy day. Never throws: problems come back as messages per field.
 */
export function parseDateRange(fields: { start: string; end: string }): DateRangeResult {
  const startText = fields.start.trim();
  const endText = fields.end.trim();
  const start = startText === '' ? null : parseFilterDate(startText);
  const end = endText === '' ? null : parseFilterDate(endText);
  const errors: DateRangeErrors = {};
  if (startText !== '' && !start) errors.start = dateFilterMessages.start;
  if (endText !== '' && !end) errors.end = dateFilterMessages.end;
  if (start && end && end < start) errors.end = dateFilterMessages.endBeforeStart;
  return errors.start || errors.end ? { ok: false, errors } : { ok: true, range: { start, end } };
}

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
