import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../api-client.ts';
import { useApi } from '../api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { sessionKeys } from './session-keys.ts';

export async function getGarageUser(client: ApiClient, { signal }: CallOptions = {}) {
  return unwrap(await client.GET('/api/connectplus/garageuser', { signal }));
}

export const garageUserQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: ({ signal }) => getGarageUser(client, { signal }),
  });

export function useGarageUser() {
  return useQuery(garageUserQueryOptions(useApi().client));
}
