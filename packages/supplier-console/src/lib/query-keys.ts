// Keys shared across features: a change made in one (a quote, a message, a reset) refreshes
// the lists and the enquiry another feature shows.
export const enquiriesKey = ['enquiries'] as const;
export const enquiryKey = (enquiryId: number) => ['enquiries', 'detail', enquiryId] as const;
export const clockKey = ['clock'] as const;
