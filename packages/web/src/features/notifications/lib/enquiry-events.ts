import type { Enquiry, QuoteLine } from '@garage/api-types';
import { isRequote } from '../../../lib/quote-lines.ts';

/**
 * What a refresh of the garage's own enquiries, or of the quote lines of one, can bring that the
 * garage must act on.
 */
export type EnquiryEvent =
  | { kind: 'quote' | 'requote' | 'cancellation'; enquiryId: number; reg: string }
  | { kind: 'message'; enquiryId: number; reg: string; count: number }
  | { kind: 'dispatch'; enquiryId: number; reg: string; eta: string };

const dispatched = (enquiry: Enquiry) => enquiry.Status === 'Ordered' && Boolean(enquiry.Eta);

/** The events of one enquiry seen in both snapshots (docs/notifications.md#what-is-notified). */
function eventsOf(before: Enquiry, after: Enquiry): EnquiryEvent[] {
  const { EnquiryId: enquiryId, Reg: reg } = after;
  const events: EnquiryEvent[] = [];
  if (after.Status !== before.Status && after.Status === 'Quoted') {
    events.push({ kind: 'quote', enquiryId, reg });
  }
  if (after.Status !== before.Status && after.Status === 'Cancelled') {
    events.push({ kind: 'cancellation', enquiryId, reg });
  }
  if (dispatched(after) && !dispatched(before)) {
    events.push({ kind: 'dispatch', enquiryId, reg, eta: after.Eta ?? '' });
  }
  if (after.GarageUnread > before.GarageUnread) {
    events.push({
      kind: 'message',
      enquiryId,
      reg,
      count: after.GarageUnread - before.GarageUnread,
    });
  }
  return events;
}

/**
 * The events between two snapshots of the garage's own enquiry list. Each is a supplier's move:
 * the garage's own moves (raising an enquiry, ordering, sending or reading a message) lead to
 * none of them. An enquiry new to the list is the garage's own and brings none either.
 */
export function enquiryEvents(previous: readonly Enquiry[], next: readonly Enquiry[]) {
  const before = new Map(previous.map((enquiry) => [enquiry.EnquiryId, enquiry]));
  return next.flatMap((enquiry) => {
    const earlier = before.get(enquiry.EnquiryId);
    return earlier ? eventsOf(earlier, enquiry) : [];
  });
}

/**
 * A refresh of an enquiry's quote lines that brings another quote, while the enquiry is still
 * Quoted in the garage's list: the supplier re-quoted (docs/notifications.md#what-is-notified).
 * The list does not show a re-quote (the status stays Quoted), so the lines tell it.
 */
export function requoteEvents(
  enquiry: Enquiry | undefined,
  before: readonly QuoteLine[] | undefined,
  after: readonly QuoteLine[] | undefined,
): EnquiryEvent[] {
  if (enquiry?.Status !== 'Quoted' || !before || !after || !isRequote(before, after)) return [];
  return [{ kind: 'requote', enquiryId: enquiry.EnquiryId, reg: enquiry.Reg }];
}
