import type { NewMessage } from '@garage/api-types';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { toFormData } from '../../../lib/form-data.ts';
import { messagesKeys } from './messages-keys.ts';

/** Sends a message as multipart form data (it may carry an image); answers it as stored. */
export async function sendMessage(client: ApiClient, message: NewMessage) {
  return unwrap(
    await client.POST('/api/connectplus/garage/message', {
      body: message,
      bodySerializer: toFormData,
    }),
  );
}

export type UnsentMessage = Omit<NewMessage, 'EnquiryID'>;

/**
 * On success the enquiry lists (their message counts) and this enquiry's messages are
 * refreshed, then `onSent` runs with what was sent. It runs even when the composer was closed
 * meanwhile (a callback given to `mutate` would not): the draft it forgets would otherwise come
 * back, to be sent twice.
 */
export function useSendMessage(
  enquiryId: number,
  { onSent }: { onSent: (message: UnsentMessage) => void },
) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: messagesKeys.send(enquiryId),
    mutationFn: (message: UnsentMessage) =>
      sendMessage(client, { ...message, EnquiryID: enquiryId }),
    onSuccess: async (_stored, message) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: enquiryListsKey }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.thread(enquiryId) }),
      ]);
      onSent(message);
    },
  });
}

/**
 * The last message sent to the enquiry from a composer, while it is on its way and once it has
 * ended: a composer opened meanwhile (the first closed before the answer) waits for it.
 */
export function useLastMessageSent(enquiryId: number) {
  const sent = useMutationState({
    filters: { mutationKey: messagesKeys.send(enquiryId) },
    select: (mutation) => ({
      status: mutation.state.status,
      error: mutation.state.error,
      message: mutation.state.variables as UnsentMessage | undefined,
    }),
  });
  return sent.at(-1);
}
