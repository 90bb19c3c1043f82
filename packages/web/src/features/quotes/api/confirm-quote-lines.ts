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

/**
 * The order failed, and the quote lines fetched since show none of it ordered: nothing was
 * ordered. `cause` is the failure.
 */
export class OrderNotPlacedError extends Error {
  constructor(enquiryId: number, cause: unknown) {
    super(`The order of enquiry ${enquiryId} failed and the quote lines show nothing ordered`, {
      cause,
    });
    this.name = 'OrderNotPlacedError';
  }
}

/**
 * The order failed, and fetching the quote lines to see whether it went through failed too:
 * whether anything was ordered is not known. `cause` is the order's failure.
 */
export class OrderUnknownError extends Error {
  constructor(enquiryId: number, cause: unknown) {
    super(`The order of enquiry ${enquiryId} failed and whether it went through is not known`, {
      cause,
    });
    this.name = 'OrderUnknownError';
  }
}

/** What the garage saw of the quote when it pressed Place Order, and what of it was ticked. */
export type OrderRequest = { shown: readonly QuoteLine[]; ticked: readonly QuoteLine[] };

/**
 * How an order is getting on once it has failed: its quote lines are being fetched to see
 * whether it went through (`checking`), or they show it went through (`ordered`).
 */
export type OrderCheck = 'checking' | 'ordered';

const ordered = (lines: readonly QuoteLine[]) => lines.some((line) => line.Confirmed === 1);

/**
 * Orders only what the garage saw: the quote lines are fetched again just before the order is
 * sent, and nothing is sent unless they are still the quote shown, and nothing is sent again
 * once a line is ordered (docs/rules.md#quote-selection-and-ordering). The lines fetched replace
 * the cached ones, so a change shows at once.
 *
 * A failure (other than a changed quote, where nothing was sent) is logged, then the quote lines
 * are fetched again to see whether the order went through anyway, its answer lost: `onCheck`
 * hears 'checking', and the mutation stays pending, so Place Order cannot order twice meanwhile.
 * Lines showing an order make it a success (`onCheck` hears 'ordered'); lines showing none fail
 * it with an OrderNotPlacedError; a check that fails too fails it with an OrderUnknownError.
 * An earlier order found ordered before sending is a success that `onCheck` hears of too.
 *
 * On success the enquiry's quote lines and then the enquiry lists are refreshed (the mutation
 * stays pending until they are, so the order view follows without a flash of the old quote).
 * The lines first: the lists bring the new status, which swaps the quote for the order view, and
 * that view reads the lines. Refreshed together, a list answering first showed the order with
 * the old lines, none ordered: 'Total ordered: £0.00' and no parts, until the lines came.
 * A failure refreshes both too, in the background.
 */
export function useConfirmQuoteLines(
  enquiryId: number,
  userId: number,
  onCheck?: (check: OrderCheck) => void,
) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: quotesKeys.responses(enquiryId) });
    await queryClient.invalidateQueries({ queryKey: enquiryListsKey });
  };
  const fetchLines = async () => {
    const latest = await getEnquiryResponses(client, enquiryId);
    queryClient.setQueryData(quotesKeys.responses(enquiryId), latest);
    return latest;
  };
  const send = async ({ shown, ticked }: OrderRequest) => {
    const latest = await fetchLines();
    if (!sameQuote(shown, latest)) throw new QuoteChangedError(enquiryId);
    // An earlier order went through although its answer was lost: the refresh shows it.
    if (ordered(latest)) {
      onCheck?.('ordered');
      return;
    }
    await confirmQuoteLines(client, lineConfirmations(ticked, userId));
  };
  return useMutation({
    mutationFn: async (request: OrderRequest) => {
      try {
        await send(request);
      } catch (error) {
        console.error(`Ordering the quote of enquiry ${enquiryId} failed`, error);
        if (error instanceof QuoteChangedError) throw error;
        // Sent or not, an order may have gone through: only the lines can say.
        onCheck?.('checking');
        let latest;
        try {
          latest = await fetchLines();
        } catch (checkError) {
          console.error(`Checking the order of enquiry ${enquiryId} failed`, checkError);
          throw new OrderUnknownError(enquiryId, error);
        }
        if (!ordered(latest)) throw new OrderNotPlacedError(enquiryId, error);
        onCheck?.('ordered');
      }
    },
    onSuccess: refresh,
    // Not awaited: the failure shows at once, not after the refresh's retries.
    onError: () => void refresh(),
  });
}
