import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierHosts } from '../../../config/hosts.ts';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { enquiriesKeys } from './enquiries-keys.ts';

/** Why a cancelled enquiry cannot be supplied, from the supplier host; newest first. */
export async function getCantSupplyReasons(
  client: ApiClient,
  hosts: SupplierHosts,
  enquiryId: number,
  { signal }: CallOptions = {},
) {
  return unwrap(
    await client.GET('/api/salesassist/cplusassist/cantsupply/{enqId}', {
      baseUrl: hosts.supplier || undefined,
      params: { path: { enqId: enquiryId } },
      signal,
    }),
  );
}

export const cantSupplyReasonsQueryOptions = (
  client: ApiClient,
  hosts: SupplierHosts,
  enquiryId: number,
) =>
  queryOptions({
    queryKey: enquiriesKeys.cantSupply(enquiryId),
    queryFn: ({ signal }) =>
      getCantSupplyReasons(client, hosts, enquiryId, { signal }).catch((error: unknown) => {
        // Only logged (a cancelled load is no error); the view shows the plain cancelled text.
        if (!signal.aborted) console.error('Error loading cant supply reason', error);
        throw error;
      }),
    // The first item's Reason; an empty list means there is none.
    select: (records) => records[0]?.Reason ?? null,
    retry: false,
  });

/** The reason the supplier gave first, or null when it gave none. */
export function useCantSupplyReasons(enquiryId: number) {
  const { client, hosts } = useApi();
  return useQuery(cantSupplyReasonsQueryOptions(client, hosts, enquiryId));
}
