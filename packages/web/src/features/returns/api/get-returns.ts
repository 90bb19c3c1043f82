import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { returnsKeys } from './returns-keys.ts';

/** The account's returned parts, from the company's own API host. */
export async function getReturns(
  client: ApiClient,
  companyHost: string,
  customerKeyCode: string,
  { signal }: CallOptions = {},
) {
  return unwrap(
    await client.GET('/api/garage/returnparts/list/{id}', {
      baseUrl: companyHost || undefined,
      params: { path: { id: customerKeyCode } },
      signal,
    }),
  );
}

export const returnsQueryOptions = (
  client: ApiClient,
  companyHost: string,
  customerKeyCode: string,
) =>
  queryOptions({
    queryKey: returnsKeys.list(companyHost, customerKeyCode),
    queryFn: ({ signal }) => getReturns(client, companyHost, customerKeyCode, { signal }),
  });

export function useReturns(companyHost: string, customerKeyCode: string) {
  return useQuery(returnsQueryOptions(useApi().client, companyHost, customerKeyCode));
}
