/**
 * The query key the enquiry lists and each enquiry's detail sit under. Features that change an
 * enquiry (a quote, a message, the clock) invalidate it to refresh both, without importing the
 * enquiries feature.
 */
export const enquiriesKey = ['enquiries'] as const;
