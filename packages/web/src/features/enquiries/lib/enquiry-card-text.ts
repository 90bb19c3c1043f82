import type { Enquiry } from '@garage/api-types';
// lightFormat: numeric patterns need no locale, which keeps this first-screen chunk small.
import { lightFormat as format } from 'date-fns/lightFormat';

/** A server date-time in the given format, or null when it does not parse (never throws). */
function formatDateTime(value: string, pattern: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : format(date, pattern);
}

/** The card's created date, DD/MM. */
export const createdDateText = (enquiry: Enquiry) =>
  formatDateTime(enquiry.DatetimeCreated, 'dd/MM');

/** The card's ETA, DD/MM/YY HH:mm: only for an Ordered enquiry that has one. */
export function etaText(enquiry: Enquiry): string | null {
  if (enquiry.Status !== 'Ordered' || !enquiry.Eta) return null;
  return formatDateTime(enquiry.Eta, 'dd/MM/yy HH:mm');
}

/** The message count as MessageCount/(GarageUnread). */
export const messageCountText = (enquiry: Enquiry) =>
  `${enquiry.MessageCount}/(${enquiry.GarageUnread})`;

export const hasUnreadMessages = (enquiry: Enquiry) => enquiry.GarageUnread > 0;
