import type { Enquiry, NewEnquiry } from '@garage/api-types';

// docs/rules.md#when-the-answer-is-lost: an enquiry whose answer was lost is looked for in the
// garage's own list before the garage is offered to send it again.

/** How far back an enquiry may have been raised to be the one just sent, by the device's clock. */
const sentWithinMs = 10 * 60 * 1000;

/** The text as the supplier keeps it: a form sends line breaks as CRLF. */
const same = (kept: string, sent: string) =>
  kept.replaceAll('\r\n', '\n').trim() === sent.replaceAll('\r\n', '\n').trim();

export type SentEnquiryLookup = {
  /** The ids of the garage's list when Submit was pressed; undefined if it was not loaded. */
  knownIds: ReadonlySet<number> | undefined;
  sentAt: Date;
};

/**
 * The enquiry in the garage's list that is the one just sent: the same Reg, Parts and Notes, and
 * not in the list before Submit was pressed (or, with no list then, raised in the last ten
 * minutes). The newest if several are.
 */
export function findSentEnquiry(
  list: readonly Enquiry[],
  sent: NewEnquiry,
  { knownIds, sentAt }: SentEnquiryLookup,
): Enquiry | undefined {
  const isNew = (enquiry: Enquiry) =>
    knownIds
      ? !knownIds.has(enquiry.EnquiryId)
      : sentAt.getTime() - Date.parse(enquiry.DatetimeCreated) <= sentWithinMs;
  const matches = list.filter(
    (enquiry) =>
      same(enquiry.Reg, sent.Reg) &&
      same(enquiry.Parts, sent.Parts) &&
      same(enquiry.Notes, sent.Notes) &&
      isNew(enquiry),
  );
  return matches.sort((a, b) => b.EnquiryId - a.EnquiryId)[0];
}
