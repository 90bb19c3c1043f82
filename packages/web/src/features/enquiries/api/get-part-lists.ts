import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { groupPartLists } from '../lib/part-lists.ts';
import { enquiriesKeys } from './enquiries-keys.ts';

/** The garage's saved part lists, one entry per part. */
export async function getPartLists(client: ApiClient, { signal }: CallOptions = {}) {
  return unwrap(await client.GET('/api/connectplus/partlist', { signal }));
}

export const partListsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: enquiriesKeys.partLists(),
    queryFn: ({ signal }) => getPartLists(client, { signal }),
    select: groupPartLists,
    // Saved lists change rarely: reopening the dialog within 5 minutes reuses them without a
    // call; the app's 20 s refetch still runs while it is open.
    staleTime: 5 * 60_000,
  });

export function usePartLists() {
  return useQuery(partListsQueryOptions(useApi().client));
}
