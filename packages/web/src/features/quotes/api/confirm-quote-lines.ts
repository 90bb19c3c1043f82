import type { LineConfirmation, QuoteLine } from '@garage/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { enquiryListsKey } from '../../../lib/enquiry-lists-key.ts';
import { sameQuote } from '../../../lib/quote-lines.ts';
import { lineConfirmations } from '../lib/order-lines.ts';
import { getEnquiryResponses } from './get-enquiry-responses.ts';
import { quotesKeys } from './quotes-keys.ts';

/** Orders the selected quote lines of one enquiry. */
export async function confirmQuoteLines(client: ApiClient, lines: LineConfirmation[]) {
  return unwrap(await client.POST('/api/connectplus/response/conf', { body: lines }));
}

/** Nothing was sent: the quote the supplier holds now is not the one the garage saw. */
export class QuoteChangedError extends Error {
  constructor(enquiryId: number) {
    super(`The quote of enquiry ${enquiryId} changed before the order was sent`);
    this.name = 'QuoteChangedError';
  }
}

/** What the garage saw of the quote when it pressed Place Order, and what of it was ticked. */
export type OrderRequest = { shown: readonly QuoteLine[]; ticked: readonly QuoteLine[] };

/**
 * Orders only what the garage saw: the quote lines are fetched again just before the order is
 * sent, and nothing is sent unless they are still the quote shown, and nothing is sent again
 * once a line is ordered (docs/rules.md#quote-selection-and-ordering). The lines fetched replace the cached ones, so a
 * change shows at once.
 *
 * On success the enquiry's quote lines and then the enquiry lists are refreshed (the mutation
 * stays pending until they are, so the order view follows without a flash of the old quote).
 * The lines first: the lists bring the new status, which swaps the quote for the order view, and
 * that view reads the lines. Refreshed together, a list answering first showed the order with
 * the old lines, none ordered: 'Total ordered: £0.00' and no parts, until the lines came.
 *
 * A failure refreshes both too, in the background: an order whose answer was lost may have gone
 * through, and the lists then show it ordered rather than offering to order it again.
 */
export function useConfirmQuoteLines(enquiryId: number, userId: number) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: quotesKeys.responses(enquiryId) });
    await queryClient.invalidateQueries({ queryKey: enquiryListsKey });
  };
  return useMutation({
    mutationFn: async ({ shown, ticked }: OrderRequest) => {
      const latest = await getEnquiryResponses(client, enquiryId);
      queryClient.setQueryData(quotesKeys.responses(enquiryId), latest);
      if (!sameQuote(shown, latest)) throw new QuoteChangedError(enquiryId);
      // An earlier order went through although its answer was lost: the refresh shows it.
      if (latest.some((line) => line.Confirmed === 1)) return;
      await confirmQuoteLines(client, lineConfirmations(ticked, userId));
    },
    onSuccess: refresh,
    onError: (error) => {
      console.error(`Ordering the quote of enquiry ${enquiryId} failed`, error);
      // Not awaited: the garage is told of the failure at once, not after the refresh's retries.
      void refresh();
    },
  });
}
