import type { EnquiryWindow } from '@garage/api-types';
import { addDays } from 'date-fns/addDays';
// lightFormat: numeric patterns need no locale, which keeps this first-screen chunk small.
import { lightFormat as format } from 'date-fns/lightFormat';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import type { DateRange } from './date-filter.ts';

// Both lists run from some days back up to tomorrow, as local calendar days.
export const myEnquiriesDaysBack = 36;
export const globalEnquiriesDaysBack = 5;

export type EnquiryListName = 'mine' | 'global';

const isoDay = 'yyyy-MM-dd';

function windowUpToTomorrow(now: Date, daysBack: number): EnquiryWindow {
  return {
    StartDate: format(subDays(now, daysBack), isoDay),
    EndDate: format(addDays(now, 1), isoDay),
  };
}

/** The garage's own list: 36 days ago to tomorrow. */
export const myEnquiriesWindow = (now: Date) => windowUpToTomorrow(now, myEnquiriesDaysBack);

/** The company-wide list: 5 days ago to tomorrow. */
export const globalEnquiriesWindow = (now: Date) =>
  windowUpToTomorrow(now, globalEnquiriesDaysBack);

const defaultWindow = (list: EnquiryListName, now: Date) =>
  list === 'mine' ? myEnquiriesWindow(now) : globalEnquiriesWindow(now);

// A date filter reaching outside the default window asks for its own days
// (docs/rules.md#enquiry-lists).

/**
 * The most days a date filter covers, both end days counted: a day to the same day a year on,
 * or to the day before it across a 29 February (docs/rules.md#enquiry-lists).
 */
export const maxRangeDays = 366;

/**
 * The days a filter shows, as the list keeps them and the note names them: an end alone is the
 * `maxRangeDays` days up to it, as the supplier cannot be asked for everything before a day
 * (docs/readings.md#enquiries-list). A start alone stays open: it runs to the newest enquiry,
 * and nothing is dated after the list's tomorrow.
 */
export function shownRange({ start, end }: DateRange): DateRange {
  return end && !start ? { start: subDays(end, maxRangeDays - 1), end } : { start, end };
}

/**
 * The first and last day a filter covers, its open side closed: with a start only, up to today
 * (or the start day itself, if later); with an end only, the `maxRangeDays` days up to the end.
 * Null without a filter.
 */
export function rangeDays(range: DateRange, now: Date): { first: Date; last: Date } | null {
  const { start, end } = shownRange(range);
  if (start && end) return { first: start, last: end };
  if (!start) return null;
  const today = startOfDay(now);
  return { first: start, last: start > today ? start : today };
}

/**
 * The window asked for a filter's days: one day more at each end. The supplier reads a date as
 * a whole day in UTC (the mock does: docs/supplier-calls.md#enquiries), while the garage's day
 * is the UK's, which in summer starts an hour before UTC's: without the day before, an enquiry
 * raised between midnight and 01:00 on the first day would be missing. The day after is the
 * default window's 'tomorrow'. The list keeps only the filter's own days (filterByDateRange).
 * Null without a filter.
 */
export function rangeWindow(range: DateRange, now: Date): EnquiryWindow | null {
  const days = rangeDays(range, now);
  return (
    days && {
      StartDate: format(subDays(days.first, 1), isoDay),
      EndDate: format(addDays(days.last, 1), isoDay),
    }
  );
}

/**
 * Whether a list filtered by `range` needs a call of its own: the window it would ask for
 * reaches outside the list's default window. Otherwise the default list already holds every
 * day of the filter, and the filter applies to it with no call.
 */
export function reachesOutside(list: EnquiryListName, range: DateRange, now: Date): boolean {
  const wanted = rangeWindow(range, now);
  if (!wanted) return false;
  const usual = defaultWindow(list, now);
  // YYYY-MM-DD sorts as the days do.
  return wanted.StartDate < usual.StartDate || wanted.EndDate > usual.EndDate;
}

/** A filter's days as a query key holds them: YYYY-MM-DD, null for an open side. */
export type RangeKey = { start: string | null; end: string | null };

const keyOfDay = (day: Date | null) => day && format(day, isoDay);

export const rangeKey = ({ start, end }: DateRange): RangeKey => ({
  start: keyOfDay(start),
  end: keyOfDay(end),
});

/** A YYYY-MM-DD day as its local midnight; setFullYear keeps years below 100 as they are. */
function dayOfKey(key: string | null): Date | null {
  if (key === null) return null;
  const [year = 0, month = 1, date = 1] = key.split('-').map(Number);
  const day = new Date(0);
  day.setFullYear(year, month - 1, date);
  return startOfDay(day);
}

export const rangeOfKey = ({ start, end }: RangeKey): DateRange => ({
  start: dayOfKey(start),
  end: dayOfKey(end),
});
