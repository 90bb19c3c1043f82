import { unwrap } from '@garage/app-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { liveInterval } from '../../../lib/query-client.ts';
import { enquiriesKeys, type EnquiryFilters } from './enquiries-keys.ts';

/** Every garage's enquiries, newest first, narrowed by garage and status when given. */
export async function demoListEnquiries(client: DemoClient, filters: EnquiryFilters) {
  return unwrap(await client.GET('/__demo/enquiries', { params: { query: filters } }));
}

export const demoListEnquiriesQueryOptions = (client: DemoClient, filters: EnquiryFilters) =>
  queryOptions({
    queryKey: enquiriesKeys.list(filters),
    queryFn: () => demoListEnquiries(client, filters),
    // Live: a garage's new enquiry or message shows within about a second.
    refetchInterval: liveInterval,
  });

export function useDemoListEnquiries(filters: EnquiryFilters) {
  return useQuery(demoListEnquiriesQueryOptions(useDemoClient(), filters));
}
