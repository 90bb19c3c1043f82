import type { LineConfirmation } from '@garage/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { quotesKeys } from './quotes-keys.ts';

/** Orders the selected quote lines of one enquiry. */
export async function confirmQuoteLines(client: ApiClient, lines: LineConfirmation[]) {
  return unwrap(await client.POST('/api/connectplus/response/conf', { body: lines }));
}

/**
 * On success the enquiry's quote lines and then the enquiry lists are refreshed (the mutation
 * stays pending until they are, so the order view follows without a flash of the old quote); a
 * failure is only logged. docs/rules.md#quote-selection-and-ordering
 *
 * The lines first: the lists bring the new status, which swaps the quote for the order view, and
 * that view reads the lines. Refreshed together, a list answering first showed the order with
 * the old lines, none ordered: 'Total ordered: £0.00' and no parts, until the lines came.
 */
export function useConfirmQuoteLines(enquiryId: number) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: LineConfirmation[]) => confirmQuoteLines(client, lines),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: quotesKeys.responses(enquiryId) });
      await queryClient.invalidateQueries({ queryKey: enquiryListsKey });
    },
    onError: (error) => {
      console.error(`Ordering the quote of enquiry ${enquiryId} failed`, error);
    },
  });
}
