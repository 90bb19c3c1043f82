import type { EnquiryWindow } from '@garage/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { myEnquiriesWindow } from '../lib/enquiry-windows.ts';
import { enquiriesKeys } from './enquiries-keys.ts';

/** The garage's own enquiries dated within the window. */
export async function getEnquiries(
  client: ApiClient,
  window: EnquiryWindow,
  { signal }: CallOptions = {},
) {
  return unwrap(await client.POST('/api/connectplus/enquiries', { body: window, signal }));
}

export const enquiriesQueryOptions = (client: ApiClient, now: () => Date = () => new Date()) =>
  queryOptions({
    queryKey: enquiriesKeys.mine(),
    // The window is taken at each fetch, so the 20 s refetch moves it on after midnight.
    queryFn: ({ signal }) => getEnquiries(client, myEnquiriesWindow(now()), { signal }),
  });

export function useEnquiries() {
  return useQuery(enquiriesQueryOptions(useApi().client));
}
