import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { quotesKeys } from './quotes-keys.ts';

/** The recommended retail prices of a quote document. */
export async function getQuoteDetails(
  client: ApiClient,
  document: string,
  { signal }: CallOptions = {},
) {
  return unwrap(
    await client.GET('/api/connectplus/getQuoDetails', { params: { query: { document } }, signal }),
  );
}

/** Only asked for an enquiry that has a Document. */
export const quoteDetailsQueryOptions = (client: ApiClient, document: string | null) =>
  queryOptions({
    queryKey: quotesKeys.details(document ?? ''),
    queryFn: ({ signal }) => getQuoteDetails(client, document ?? '', { signal }),
    enabled: Boolean(document),
    // Part number → RRP, what a quote line looks up.
    select: (prices) => new Map(prices.map(({ Part, RRP }) => [Part, RRP])),
  });

export function useQuoteDetails(document: string | null) {
  return useQuery(quoteDetailsQueryOptions(useApi().client, document));
}
