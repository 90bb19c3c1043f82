import type { Enquiry } from '@garage/api-types';

// The lower-cased search texts of a list, kept per list: React Query hands back the same array
// until the data changes, so a keystroke compares strings and builds none (measured by
// scripts/bench-enquiry-search over 10,000 enquiries).
const searchTextsOfList = new WeakMap<readonly Enquiry[], readonly string[]>();

function searchTextsOf(enquiries: readonly Enquiry[]): readonly string[] {
  let texts = searchTextsOfList.get(enquiries);
  if (texts === undefined) {
    // Fields are joined by a line break, which a one-line query cannot contain: no match can
    // straddle two fields.
    texts = enquiries.map((enquiry) =>
      [enquiry.Reg, enquiry.Status, enquiry.Parts, enquiry.Notes].join('\n').toLowerCase(),
    );
    searchTextsOfList.set(enquiries, texts);
  }
  return texts;
}

/**
 * The enquiries whose registration, status, parts or notes contain the query,
 * ignoring case. A blank query keeps them all; edge spaces (a pasted reg) are ignored.
 */
export function searchEnquiries(enquiries: readonly Enquiry[], query: string): readonly Enquiry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return enquiries;
  const texts = searchTextsOf(enquiries);
  return enquiries.filter((_, index) => texts[index]?.includes(needle));
}
