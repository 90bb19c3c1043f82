import type { EnquiryWindow } from '@garage/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { unwrap } from '@garage/app-kit';
import { globalEnquiriesWindow } from '../lib/enquiry-windows.ts';
import { enquiriesKeys } from './enquiries-keys.ts';

/** The global list of a garage without an account code fails with this. */
export const customerKeyCodeMissing = 'CustomerKeyCode is missing!';

/** The company-wide enquiries of the garage's customer account; read-only. */
export async function getGlobalEnquiries(
  client: ApiClient,
  customerKeyCode: string | null,
  window: EnquiryWindow,
  { signal }: CallOptions = {},
) {
  if (!customerKeyCode) throw new Error(customerKeyCodeMissing);
  return unwrap(
    await client.GET('/api/connectplus/getFactorEnquiries', {
      params: { query: { ...window, Acct: customerKeyCode } },
      signal,
    }),
  );
}

export const globalEnquiriesQueryOptions = (
  client: ApiClient,
  customerKeyCode: string | null,
  now: () => Date = () => new Date(),
) =>
  queryOptions({
    queryKey: enquiriesKeys.global(customerKeyCode),
    queryFn: ({ signal }) =>
      getGlobalEnquiries(client, customerKeyCode, globalEnquiriesWindow(now()), { signal }),
    // Without an account code no call is made, so retrying cannot help: show the error at once.
    ...(customerKeyCode ? {} : { retry: false }),
  });

/** `enabled: false` reads whatever the list column has already loaded, without fetching. */
export function useGlobalEnquiries(
  customerKeyCode: string | null,
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...globalEnquiriesQueryOptions(useApi().client, customerKeyCode), enabled });
}
