import { unwrap } from '@garage/app-kit';
import type { operations } from '@garage/api-types/demo-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { liveInterval } from '../../../lib/query-client.ts';
import { enquiriesKey } from '../../../lib/query-keys.ts';

export type EnquiryFilters = NonNullable<operations['demoListEnquiries']['parameters']['query']>;

/** Every garage's enquiries, newest first, narrowed by garage and status when given. */
export async function demoListEnquiries(client: DemoClient, filters: EnquiryFilters) {
  return unwrap(await client.GET('/__demo/enquiries', { params: { query: filters } }));
}

export const demoListEnquiriesQueryOptions = (client: DemoClient, filters: EnquiryFilters) =>
  queryOptions({
    queryKey: [...enquiriesKey, 'list', filters],
    queryFn: () => demoListEnquiries(client, filters),
    // Live: a garage's new enquiry or message shows within about a second.
    refetchInterval: liveInterval,
  });

export function useDemoListEnquiries(filters: EnquiryFilters) {
  return useQuery(demoListEnquiriesQueryOptions(useDemoClient(), filters));
}
