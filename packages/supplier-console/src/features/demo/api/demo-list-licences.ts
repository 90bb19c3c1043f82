import { unwrap } from '@garage/app-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { demoKeys } from './demo-keys.ts';

/** The licence codes to activate the portal with, and whose each is. */
export async function demoListLicences(client: DemoClient) {
  return unwrap(await client.GET('/__demo/licences'));
}

export const demoListLicencesQueryOptions = (client: DemoClient) =>
  queryOptions({ queryKey: demoKeys.licences(), queryFn: () => demoListLicences(client) });

export function useDemoListLicences() {
  return useQuery(demoListLicencesQueryOptions(useDemoClient()));
}
