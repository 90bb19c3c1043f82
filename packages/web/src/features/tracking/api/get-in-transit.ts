import type { InTransitDelivery } from '@garage/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { trackingKeys } from './tracking-keys.ts';

/** The deliveries on their way to the customer account, from the company's own API host. */
export async function getInTransit(
  client: ApiClient,
  companyHost: string,
  customerKeyCode: string,
  { signal }: CallOptions = {},
) {
  const deliveries = unwrap(
    await client.GET('/api/run/getInTransit/{id}', {
      baseUrl: companyHost,
      params: { path: { id: customerKeyCode } },
      signal,
    }),
  );
  // openapi-fetch widens the contract's [lat, lon] tuples to number arrays; the contract (and
  // the mock's validation) holds them to exactly two numbers.
  return deliveries as InTransitDelivery[];
}

// The app's 20 s refetch interval keeps the vans moving on the map.
export const inTransitQueryOptions = (
  client: ApiClient,
  companyHost: string,
  customerKeyCode: string,
) =>
  queryOptions({
    queryKey: trackingKeys.inTransit(companyHost, customerKeyCode),
    queryFn: ({ signal }) => getInTransit(client, companyHost, customerKeyCode, { signal }),
  });

export function useInTransit(companyHost: string, customerKeyCode: string) {
  return useQuery(inTransitQueryOptions(useApi().client, companyHost, customerKeyCode));
}
