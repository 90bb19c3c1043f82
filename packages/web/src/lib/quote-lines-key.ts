/**
 * The query keys of enquiries' quote lines. The quotes feature reads them; the notifications
 * watch them for a re-quote without importing that feature. A module of its own: the first
 * screen keeps the first lines it saw by these (starting-list.ts) without the rest of
 * quote-lines.ts.
 */
export const allQuoteLinesKey = ['quotes', 'responses'] as const;
export const quoteLinesKey = (enquiryId: number) => [...allQuoteLinesKey, enquiryId] as const;

/** Whether a query key is one of {@link quoteLinesKey}'s, and for which enquiry. */
export function quoteLinesEnquiryId(queryKey: readonly unknown[]): number | undefined {
  const [feature, kind, enquiryId] = queryKey;
  return feature === 'quotes' && kind === 'responses' && typeof enquiryId === 'number'
    ? enquiryId
    : undefined;
}
