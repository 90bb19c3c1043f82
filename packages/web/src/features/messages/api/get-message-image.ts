import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { messagesKeys } from './messages-keys.ts';

/** A message's image, through the authenticated client (an <img src> would send no token). */
export async function getMessageImage(
  client: ApiClient,
  blobId: string,
  { signal }: CallOptions = {},
) {
  return unwrap(
    await client.GET('/api/image/{blobId}', {
      params: { path: { blobId } },
      parseAs: 'blob',
      signal,
    }),
  );
}

export const messageImageQueryOptions = (client: ApiClient, blobId: string) =>
  queryOptions({
    queryKey: messagesKeys.image(blobId),
    queryFn: ({ signal }) => getMessageImage(client, blobId, { signal }),
    // An image never changes under its blob id: no polling, and a loaded one is never stale.
    staleTime: Infinity,
    refetchInterval: false,
  });

/** `enabled` stays false until the thumbnail scrolls into view. */
export function useMessageImage(blobId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...messageImageQueryOptions(useApi().client, blobId), enabled });
}
