import { unwrap } from '@garage/app-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { liveInterval } from '../../../lib/query-client.ts';
import { clockKeys } from './clock-keys.ts';

/** The mock's time now. */
export async function demoGetClock(client: DemoClient) {
  return unwrap(await client.GET('/__demo/clock'));
}

export const demoGetClockQueryOptions = (client: DemoClient) =>
  queryOptions({
    queryKey: clockKeys.now(),
    queryFn: () => demoGetClock(client),
    refetchInterval: liveInterval,
  });

export function useDemoGetClock() {
  return useQuery(demoGetClockQueryOptions(useDemoClient()));
}
