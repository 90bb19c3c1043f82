/**
 * The query key both enquiry lists sit under. Features that change an enquiry (ordering,
 * messaging, raising one) invalidate it to refresh the list column, without importing the
 * enquiries feature.
 */
export const enquiryListsKey = ['enquiries', 'list'] as const;

/** The garage's own list, which the notifications watch without importing the enquiries feature. */
export const myEnquiriesKey = [...enquiryListsKey, 'mine'] as const;

/**
 * The lists asked for over a date-filter range that reaches outside the default window
 * (docs/rules.md#enquiry-lists). Under `enquiryListsKey`, so a write refreshes them too; beside
 * `myEnquiriesKey`, never under it, so the notifications never take an old range for the
 * garage's list; and not kept on the device (saved-queries/persist.ts).
 */
export const rangedEnquiryListsKey = [...enquiryListsKey, 'range'] as const;
