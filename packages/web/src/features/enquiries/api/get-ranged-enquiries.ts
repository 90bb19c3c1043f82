import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { rangeOfKey, rangeWindow } from '../lib/enquiry-windows.ts';
import { enquiriesKeys, type RangedListSpec } from './enquiries-keys.ts';
import { getEnquiries } from './get-enquiries.ts';
import { getGlobalEnquiries } from './get-global-enquiries.ts';

/**
 * A list over a date-filter range that reaches outside its default window: the same call as the
 * default list, asked for the range's days (docs/rules.md#enquiry-lists). Its window is worked
 * out at each fetch, so a range open at its end moves on after midnight as the default does.
 */
export const rangedEnquiriesQueryOptions = (
  client: ApiClient,
  spec: RangedListSpec,
  now: () => Date = () => new Date(),
) =>
  queryOptions({
    queryKey: enquiriesKeys.inRange(spec),
    queryFn: ({ signal }) => {
      const window = rangeWindow(rangeOfKey(spec), now());
      if (!window) throw new Error('A list over a range needs a start or an end');
      return spec.list === 'mine'
        ? getEnquiries(client, window, { signal })
        : getGlobalEnquiries(client, spec.customerKeyCode, window, { signal });
    },
  });

/** What the query of no range is keyed by: it never fetches. */
const noRange: RangedListSpec = { list: 'mine', start: null, end: null };

/**
 * The list over `spec`'s range, or undefined without one. `enabled: false` reads what was
 * loaded and keeps it in the cache, without fetching.
 */
export function useRangedEnquiries(spec: RangedListSpec | null, { enabled }: { enabled: boolean }) {
  const { client } = useApi();
  const list = useQuery({
    ...rangedEnquiriesQueryOptions(client, spec ?? noRange),
    enabled: enabled && spec !== null,
  });
  return spec ? list : undefined;
}
