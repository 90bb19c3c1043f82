import { unwrap } from '@garage/app-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { quotesKeys } from './quotes-keys.ts';

/** The mock's shortest search text: one letter would match most of the catalogue. */
export const minSearchLength = 2;

/** At most 20 catalogue parts whose number or description holds the text. */
export async function demoSearchParts(client: DemoClient, search: string) {
  return unwrap(await client.GET('/__demo/parts', { params: { query: { search } } }));
}

export const demoSearchPartsQueryOptions = (client: DemoClient, search: string) =>
  queryOptions({
    queryKey: quotesKeys.parts(search),
    queryFn: () => demoSearchParts(client, search),
    enabled: search.length >= minSearchLength,
    staleTime: 60_000,
    // The last results stay while the next search loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useDemoSearchParts(search: string) {
  return useQuery(demoSearchPartsQueryOptions(useDemoClient(), search));
}
