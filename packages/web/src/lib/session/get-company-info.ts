import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../api-client.ts';
import { useApi } from '../api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { sessionKeys } from './session-keys.ts';

export async function getCompanyInfo(client: ApiClient, { signal }: CallOptions = {}) {
  return unwrap(await client.GET('/api/user', { signal }));
}

export const companyInfoQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: sessionKeys.company(),
    queryFn: ({ signal }) => getCompanyInfo(client, { signal }),
  });

export function useCompanyInfo() {
  return useQuery(companyInfoQueryOptions(useApi().client));
}
