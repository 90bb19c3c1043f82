import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierHosts } from '../../config/hosts.ts';
import type { ApiClient, CallOptions } from '../api-client.ts';
import { useApi } from '../api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { sessionKeys } from './session-keys.ts';

/** The company's lookup on the mapping host: its first item's CompanyDomain, or none. */
export async function getCompanyLookup(
  client: ApiClient,
  hosts: SupplierHosts,
  companyId: number,
  { signal }: CallOptions = {},
) {
  return unwrap(
    await client.GET('/api/getCompany/{CompanyID}', {
      baseUrl: hosts.mapping || undefined,
      params: { path: { CompanyID: companyId } },
      signal,
    }),
  );
}

export const companyLookupQueryOptions = (
  client: ApiClient,
  hosts: SupplierHosts,
  companyId: number | undefined,
) =>
  queryOptions({
    queryKey: sessionKeys.lookup(companyId ?? 0),
    queryFn: ({ signal }) => getCompanyLookup(client, hosts, companyId ?? 0, { signal }),
    enabled: companyId !== undefined,
  });

export function useCompanyLookup(companyId: number | undefined) {
  const { client, hosts } = useApi();
  return useQuery(companyLookupQueryOptions(client, hosts, companyId));
}
