import type { EnquiryWindow } from '@garage/api-types';
import { addDays } from 'date-fns/addDays';
// lightFormat: numeric patterns need no locale, which keeps this first-screen chunk small.
import { lightFormat as format } from 'date-fns/lightFormat';
import { subDays } from 'date-fns/subDays';

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
