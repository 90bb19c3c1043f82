import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { buildThread } from '../lib/thread.ts';
import { messagesKeys } from './messages-keys.ts';

/** The messages on an enquiry, newest first as the supplier sends them. */
export async function getEnquiryMessages(
  client: ApiClient,
  enquiryId: number,
  { signal }: CallOptions = {},
) {
  return unwrap(
    await client.GET('/api/connectplus/garage/messages/{id}/true', {
      params: { path: { id: enquiryId } },
      signal,
    }),
  );
}

export const enquiryMessagesQueryOptions = (client: ApiClient, enquiryId: number) =>
  queryOptions({
    queryKey: messagesKeys.thread(enquiryId),
    queryFn: ({ signal }) => getEnquiryMessages(client, enquiryId, { signal }),
    // A module-level function, so the thread is rebuilt only when the messages change.
    select: buildThread,
  });

/**
 * The thread oldest first, with its day separators and times (see lib/thread.ts). Reading it
 * marks it read at the supplier, so once it has loaded the lists are refreshed: the card's
 * unread count clears when the garage opens the thread, not at the next 20 s refetch.
 */
export function useEnquiryMessages(enquiryId: number) {
  const queryClient = useQueryClient();
  const thread = useQuery(enquiryMessagesQueryOptions(useApi().client, enquiryId));
  const loaded = thread.isSuccess;
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: enquiryListsKey });
  }, [loaded, enquiryId, queryClient]);
  return thread;
}
