import { unwrap } from '@garage/app-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { enquiriesKeys } from './enquiries-keys.ts';

/** Every garage with its company, by name: what the list filters by. */
export async function demoListGarages(client: DemoClient) {
  return unwrap(await client.GET('/__demo/garages'));
}

export const demoListGaragesQueryOptions = (client: DemoClient) =>
  queryOptions({
    queryKey: enquiriesKeys.garages(),
    queryFn: () => demoListGarages(client),
    // The seed's garages do not change while the mock runs.
    staleTime: Infinity,
  });

export function useDemoListGarages() {
  return useQuery(demoListGaragesQueryOptions(useDemoClient()));
}
