import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '../../../lib/api-error.ts';
import { buildThread } from '../lib/thread.ts';
import { messagesKeys } from './messages-keys.ts';

/** The messages on an enquiry, newest first as the supplier sends them. */
export async function getEnquiryMessages(client: ApiClient, enquiryId: number) {
  return unwrap(
    await client.GET('/api/connectplus/garage/messages/{id}/true', {
      params: { path: { id: enquiryId } },
    }),
  );
}

export const enquiryMessagesQueryOptions = (client: ApiClient, enquiryId: number) =>
  queryOptions({
    queryKey: messagesKeys.thread(enquiryId),
    queryFn: () => getEnquiryMessages(client, enquiryId),
    // A module-level function, so the thread is rebuilt only when the messages change.
    select: buildThread,
  });

/** The thread oldest first, with its day separators and times (see lib/thread.ts). */
export function useEnquiryMessages(enquiryId: number) {
  return useQuery(enquiryMessagesQueryOptions(useApi().client, enquiryId));
}
