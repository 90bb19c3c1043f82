import {
  enquiryListsKey,
  myEnquiriesKey,
  rangedEnquiryListsKey,
} from '../../../lib/enquiry-lists-key.ts';
import type { RangeKey } from '../lib/enquiry-windows.ts';

/** A list over a date-filter range: which list, for which account, and the filter's days. */
export type RangedListSpec = RangeKey &
  ({ list: 'mine' } | { list: 'global'; customerKeyCode: string });

/** Query keys of the enquiries feature; `lists()` covers every list, for refreshing after a write. */
export const enquiriesKeys = {
  all: [enquiryListsKey[0]] as const,
  lists: () => enquiryListsKey,
  mine: () => myEnquiriesKey,
  global: (customerKeyCode: string | null) =>
    [...enquiriesKeys.lists(), 'global', customerKeyCode] as const,
  /** Every list over a range; one of them by its spec (the key's last element). */
  ranged: () => rangedEnquiryListsKey,
  inRange: (spec: RangedListSpec) => [...enquiriesKeys.ranged(), spec] as const,
  backorder: (enquiryId: number) => [...enquiriesKeys.all, 'backorder', enquiryId] as const,
  cantSupply: (enquiryId: number) => [...enquiriesKeys.all, 'cant-supply', enquiryId] as const,
  partLists: () => [...enquiriesKeys.all, 'part-lists'] as const,
  /** The mutation raising an enquiry, found by a form opened while one is on its way. */
  create: () => [...enquiriesKeys.all, 'create'] as const,
};
