import { unwrap } from '@garage/app-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { sandboxKeys } from './sandbox-keys.ts';

/** The sandbox the console plays in (the client's prefix): who it is for, when it ends. */
export async function demoGetSandbox(client: DemoClient) {
  return unwrap(await client.GET('/__demo/sandbox'));
}

export const demoGetSandboxQueryOptions = (client: DemoClient) =>
  queryOptions({ queryKey: sandboxKeys.current(), queryFn: () => demoGetSandbox(client) });

export function useDemoGetSandbox() {
  return useQuery(demoGetSandboxQueryOptions(useDemoClient()));
}
