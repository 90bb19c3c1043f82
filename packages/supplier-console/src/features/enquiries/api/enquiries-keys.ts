import type { operations } from '@garage/api-types/demo-api';
import { enquiriesKey } from '../../../lib/enquiries-key.ts';

/** What the list is narrowed by: a garage, a status. */
export type EnquiryFilters = NonNullable<operations['demoListEnquiries']['parameters']['query']>;

/** Query keys of the enquiries feature; `all` covers the lists and the details. */
export const enquiriesKeys = {
  all: enquiriesKey,
  list: (filters: EnquiryFilters) => [...enquiriesKeys.all, 'list', filters] as const,
  detail: (enquiryId: number) => [...enquiriesKeys.all, 'detail', enquiryId] as const,
  // Outside `all`: an action on an enquiry leaves the garages as they were, unfetched.
  garages: () => ['garages'] as const,
};
