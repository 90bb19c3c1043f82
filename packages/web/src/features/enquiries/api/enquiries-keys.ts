import { enquiryListsKey, myEnquiriesKey } from '../../../lib/enquiry-lists-key.ts';

/** Query keys of the enquiries feature; `lists()` covers both lists, for refreshing after a write. */
export const enquiriesKeys = {
  all: [enquiryListsKey[0]] as const,
  lists: () => enquiryListsKey,
  mine: () => myEnquiriesKey,
  global: (customerKeyCode: string | null) =>
    [...enquiriesKeys.lists(), 'global', customerKeyCode] as const,
  backorder: (enquiryId: number) => [...enquiriesKeys.all, 'backorder', enquiryId] as const,
  cantSupply: (enquiryId: number) => [...enquiriesKeys.all, 'cant-supply', enquiryId] as const,
  partLists: () => [...enquiriesKeys.all, 'part-lists'] as const,
};
