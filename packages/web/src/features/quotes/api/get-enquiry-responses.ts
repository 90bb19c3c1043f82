import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { quotesKeys } from './quotes-keys.ts';

/** The quote lines of an enquiry; empty before the supplier has quoted. */
export async function getEnquiryResponses(
  client: ApiClient,
  enquiryId: number,
  { signal }: CallOptions = {},
) {
  return unwrap(
    await client.GET('/api/connectplus/response/{id}', {
      params: { path: { id: enquiryId } },
      signal,
    }),
  );
}

export const enquiryResponsesQueryOptions = (client: ApiClient, enquiryId: number) =>
  queryOptions({
    queryKey: quotesKeys.responses(enquiryId),
    queryFn: ({ signal }) => getEnquiryResponses(client, enquiryId, { signal }),
  });

export function useEnquiryResponses(enquiryId: number) {
  return useQuery(enquiryResponsesQueryOptions(useApi().client, enquiryId));
}
