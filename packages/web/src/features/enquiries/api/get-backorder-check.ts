import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { queryDefaults } from '../../../lib/query-client.ts';
import { enquiriesKeys } from './enquiries-keys.ts';

/** Whether the enquiry has parts on back order. */
export async function getBackorderCheck(
  client: ApiClient,
  enquiryId: number,
  { signal }: CallOptions = {},
) {
  return unwrap(
    await client.GET('/api/connectplus/backordered/check/{EnquiryId}', {
      params: { path: { EnquiryId: enquiryId } },
      signal,
    }),
  );
}

export const backorderCheckQueryOptions = (client: ApiClient, enquiryId: number) =>
  queryOptions({
    queryKey: enquiriesKeys.backorder(enquiryId),
    queryFn: ({ signal }) =>
      getBackorderCheck(client, enquiryId, { signal }).catch((error: unknown) => {
        // A failed check is only logged; the card shows no badge. A cancelled one did not fail.
        if (!signal.aborted) console.error(`Backorder check of enquiry ${enquiryId} failed`, error);
        throw error;
      }),
    select: (check) => check.exists,
    // One check per card on screen: a failure waits for the next refetch rather than retrying.
    retry: false,
    // Cards mount again as the list scrolls back: a check younger than the refetch is reused.
    staleTime: queryDefaults.queries.refetchInterval,
  });

export function useBackorderCheck(enquiryId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...backorderCheckQueryOptions(useApi().client, enquiryId), enabled });
}
