import { unwrap } from '@garage/app-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { liveInterval } from '../../../lib/query-client.ts';
import { enquiriesKeys } from './enquiries-keys.ts';

/** One enquiry with its quote lines, its messages (oldest first) and its delivery. */
export async function demoGetEnquiry(client: DemoClient, enquiryId: number) {
  return unwrap(
    await client.GET('/__demo/enquiries/{EnquiryId}', {
      params: { path: { EnquiryId: enquiryId } },
    }),
  );
}

export const demoGetEnquiryQueryOptions = (client: DemoClient, enquiryId: number) =>
  queryOptions({
    queryKey: enquiriesKeys.detail(enquiryId),
    queryFn: () => demoGetEnquiry(client, enquiryId),
    // Live: the garage's new messages and the portal's changes appear within a second.
    refetchInterval: liveInterval,
  });

export function useDemoGetEnquiry(enquiryId: number) {
  return useQuery(demoGetEnquiryQueryOptions(useDemoClient(), enquiryId));
}
