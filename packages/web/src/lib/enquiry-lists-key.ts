/**
 * The query key both enquiry lists sit under. Features that change an enquiry (ordering,
 * messaging, raising one) invalidate it to refresh the list column, without importing the
 * enquiries feature.
 */
export const enquiryListsKey = ['enquiries', 'list'] as const;

/** The garage's own list, which the notifications watch without importing the enquiries feature. */
export const myEnquiriesKey = [...enquiryListsKey, 'mine'] as const;
