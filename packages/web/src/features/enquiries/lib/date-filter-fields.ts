import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
// lightFormat: numeric patterns need no locale.
import { lightFormat as format } from 'date-fns/lightFormat';
import type { DateRange } from './date-filter.ts';
import { maxRangeDays, rangeDays } from './enquiry-windows.ts';

// The date filter dialog's fields: apart from the list's filtering, so this code loads with the
// dialog rather than in the first screen's JavaScript (docs/first-load.md).

/** The format the date filter's fields take. */
export const filterDateFormat = 'dd/MM/yyyy';

export const dateFilterMessages = {
  start: `Start date must be a date as ${filterDateFormat}`,
  end: `End date must be a date as ${filterDateFormat}`,
  endBeforeStart: 'End date must not be before start date',
  // docs/rules.md#enquiry-lists: a range of years would ask for years of enquiries each refresh.
  tooLong: `Date range must be ${maxRangeDays} days or less`,
  tooLongToToday: `Date range to today must be ${maxRangeDays} days or less`,
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

/** The days a filter covers, both end days counted, its open side closed as the list closes it. */
function daysCovered(range: DateRange, now: Date): number {
  const days = rangeDays(range, now);
  return days ? differenceInCalendarDays(days.last, days.first) + 1 : 0;
}

/**
 * The range typed in the date filter's fields. A blank field leaves that side open; anything
 * else must be a dd/MM/yyyy day, and the range at most `maxRangeDays` days (a start alone runs
 * to today, `now`'s day). Never throws: problems come back as messages per field.
 */
export function parseDateRange(fields: { start: string; end: string }, now: Date): DateRangeResult {
  const startText = fields.start.trim();
  const endText = fields.end.trim();
  const start = startText === '' ? null : parseFilterDate(startText);
  const end = endText === '' ? null : parseFilterDate(endText);
  const errors: DateRangeErrors = {};
  if (startText !== '' && !start) errors.start = dateFilterMessages.start;
  if (endText !== '' && !end) errors.end = dateFilterMessages.end;
  if (start && end && end < start) errors.end = dateFilterMessages.endBeforeStart;
  if (errors.start || errors.end) return { ok: false, errors };
  if (daysCovered({ start, end }, now) > maxRangeDays) {
    return {
      ok: false,
      errors: end
        ? { end: dateFilterMessages.tooLong }
        : { start: dateFilterMessages.tooLongToToday },
    };
  }
  return { ok: true, range: { start, end } };
}
