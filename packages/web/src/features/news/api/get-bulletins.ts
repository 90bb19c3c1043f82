import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { newsKeys } from './news-keys.ts';

/** A garage without an account code has no bulletins to ask for. */
const customerKeyCodeMissing = 'CustomerKeyCode is missing!';

/** The account's bulletins, from the company host or, without one, the supplier host. */
export async function getBulletins(
  client: ApiClient,
  newsHost: string,
  customerKeyCode: string | null,
  { signal }: CallOptions = {},
) {
  if (!customerKeyCode) throw new Error(customerKeyCodeMissing);
  return unwrap(
    await client.GET('/api/promotions/{CustomerKeyCode}', {
      baseUrl: newsHost || undefined,
      params: { path: { CustomerKeyCode: customerKeyCode } },
      signal,
    }),
  );
}

export const bulletinsQueryOptions = (
  client: ApiClient,
  newsHost: string,
  customerKeyCode: string | null,
) =>
  queryOptions({
    queryKey: newsKeys.bulletins(newsHost, customerKeyCode),
    queryFn: ({ signal }) => getBulletins(client, newsHost, customerKeyCode, { signal }),
    // Without an account code no call is made, so retrying cannot help.
    ...(customerKeyCode ? {} : { retry: false }),
  });

export function useBulletins(newsHost: string, customerKeyCode: string | null) {
  return useQuery(bulletinsQueryOptions(useApi().client, newsHost, customerKeyCode));
}
