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

/** The most days a date filter covers, both end days counted: a year, leap day included. */
export const maxRangeDays = 366;

/**
 * The first and last day a filter covers, its open side closed: with a start only, up to today
 * (or the start day itself, if later); with an end only, the `maxRangeDays` days up to the end.
 * Null without a filter.
 */
export function rangeDays(
  { start, end }: DateRange,
  now: Date,
): { first: Date; last: Date } | null {
  if (start && end) return { first: start, last: end };
  if (end) return { first: subDays(end, maxRangeDays - 1), last: end };
  if (!start) return null;
  const today = startOfDay(now);
  return { first: start, last: start > today ? start : today };
}
