import type { Enquiry, NewEnquiry } from '@garage/api-types';
import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ApiError, unwrap } from '@garage/app-kit';
import { toFormData } from '../../../lib/form-data.ts';
import { findSentEnquiry } from '../lib/sent-enquiry.ts';
import { enquiriesKeys } from './enquiries-keys.ts';
import { enquiriesQueryOptions } from './get-enquiries.ts';

/** Raises an enquiry, as multipart form data (it may carry an image). */
export async function createEnquiry(client: ApiClient, enquiry: NewEnquiry) {
  return unwrap(
    await client.POST('/api/connectplus/enquiry', { body: enquiry, bodySerializer: toFormData }),
  );
}

/** The answer was lost, and the garage's list, read again, does not hold the enquiry. */
export class EnquiryNotReceivedError extends Error {
  override name = 'EnquiryNotReceivedError';
  constructor(cause: unknown) {
    super('The enquiry is not in the garage’s list: the supplier did not receive it', { cause });
  }
}

/** The answer was lost, and so was the garage's list when it was read to look for it. */
export class EnquiryReceiptUnknownError extends Error {
  override name = 'EnquiryReceiptUnknownError';
  constructor(cause: unknown, checkError: unknown) {
    super(`Whether the supplier received the enquiry is not known: ${String(checkError)}`, {
      cause,
    });
  }
}

/**
 * An answer saying the supplier refused the enquiry (4xx): nothing was raised. Anything else (no
 * answer, a 5xx) may have come after the enquiry was raised.
 */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The garage's list, read again: a lost answer's enquiry would be in it. */
const readOwnList = (queryClient: QueryClient, client: ApiClient) =>
  queryClient.query({ ...enquiriesQueryOptions(client), staleTime: 0, retry: 2 });

/**
 * Raises the enquiry. When its answer is lost, the garage's list is read again to look for it
 * before the garage is told it failed (docs/rules.md#when-the-answer-is-lost): found, it was raised
 * and this succeeds with it; not found, it fails with EnquiryNotReceivedError; the list not
 * readable either, with EnquiryReceiptUnknownError. `checking` is true while it looks.
 *
 * On success the enquiry lists are refreshed, then `onRaised` runs; the mutation stays pending
 * until then, so the new enquiry is in the list when the form closes. `onRaised` runs even when
 * the form was closed meanwhile (a callback given to `mutate` would not): the draft it forgets
 * would otherwise come back, to be sent twice.
 */
export function useCreateEnquiry({ onRaised }: { onRaised: () => void }) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const mutation = useMutation({
    mutationKey: enquiriesKeys.create(),
    mutationFn: async (enquiry: NewEnquiry): Promise<Enquiry> => {
      const before = queryClient.getQueryData<Enquiry[]>(enquiriesKeys.mine());
      const lookup = {
        knownIds: before && new Set(before.map(({ EnquiryId }) => EnquiryId)),
        sentAt: new Date(),
      };
      try {
        return await createEnquiry(client, enquiry);
      } catch (error) {
        if (refused(error)) throw error;
        setChecking(true);
        try {
          const list = await readOwnList(queryClient, client).catch((checkError: unknown) => {
            console.error('Looking for the new enquiry in the garage’s list failed', checkError);
            throw new EnquiryReceiptUnknownError(error, checkError);
          });
          const found = findSentEnquiry(list, enquiry, lookup);
          if (found) return found;
          throw new EnquiryNotReceivedError(error);
        } finally {
          setChecking(false);
        }
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: enquiriesKeys.lists() });
      onRaised();
    },
  });
  return { ...mutation, checking };
}

/**
 * The last enquiry sent from a New Enquiry form, while it is on its way and once it has ended:
 * a form opened meanwhile (the first closed before the answer) waits for it.
 */
export function useLastEnquirySent() {
  const sent = useMutationState({
    filters: { mutationKey: enquiriesKeys.create() },
    select: (mutation) => ({ status: mutation.state.status, error: mutation.state.error }),
  });
  return sent.at(-1);
}
