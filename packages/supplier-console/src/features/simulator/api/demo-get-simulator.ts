import { unwrap } from '@garage/app-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { simulatorKeys } from './simulator-keys.ts';

/** Whether the simulated supplier runs, and its timings; a 404 when the mock has none. */
export async function demoGetSimulator(client: DemoClient) {
  return unwrap(await client.GET('/__demo/simulator'));
}

export const demoGetSimulatorQueryOptions = (client: DemoClient) =>
  queryOptions({ queryKey: simulatorKeys.state(), queryFn: () => demoGetSimulator(client) });

export function useDemoGetSimulator() {
  return useQuery(demoGetSimulatorQueryOptions(useDemoClient()));
}
