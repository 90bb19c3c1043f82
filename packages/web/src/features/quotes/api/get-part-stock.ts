import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { quotesKeys } from './quotes-keys.ts';

/** Live branch stock of the given parts. */
export async function getPartStock(
  client: ApiClient,
  parts: readonly string[],
  { signal }: CallOptions = {},
) {
  return unwrap(await client.POST('/api/factor/stock', { body: { parts: [...parts] }, signal }));
}

/** Only asked for a non-empty list of parts; refetched with every query. */
export const partStockQueryOptions = (client: ApiClient, parts: readonly string[]) =>
  queryOptions({
    queryKey: quotesKeys.stock(parts),
    queryFn: ({ signal }) => getPartStock(client, parts, { signal }),
    enabled: parts.length > 0,
    // Part number → its stock record, what a quote line looks up.
    select: ({ data }) => new Map(data.map((record) => [record.Part, record])),
  });

export function usePartStock(parts: readonly string[]) {
  return useQuery(partStockQueryOptions(useApi().client, parts));
}
