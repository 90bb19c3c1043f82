import { unwrap } from '@garage/app-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { liveInterval } from '../../../lib/query-client.ts';
import { faultsKeys } from './faults-keys.ts';

/** The fault rules in force, with the requests each has matched and failed. */
export async function demoListFaults(client: DemoClient) {
  return unwrap(await client.GET('/__demo/faults'));
}

export const demoListFaultsQueryOptions = (client: DemoClient) =>
  queryOptions({
    queryKey: faultsKeys.rules(),
    queryFn: () => demoListFaults(client),
    // The counts move as the portal calls: live, like the enquiries.
    refetchInterval: liveInterval,
  });

export function useDemoListFaults() {
  return useQuery(demoListFaultsQueryOptions(useDemoClient()));
}
