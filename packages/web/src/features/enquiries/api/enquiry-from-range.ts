import type { Enquiry } from '@garage/api-types';
import { useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { enquiriesKeys, type RangedListSpec } from './enquiries-keys.ts';
import { useRangedEnquiries } from './get-ranged-enquiries.ts';

// Apart from the list's queries, so this loads with the enquiry detail rather than in the first
// screen's JavaScript (docs/first-load.md).

const holds = (query: Query, enquiryId: number) =>
  (query.state.data as Enquiry[] | undefined)?.some((enquiry) => enquiry.EnquiryId === enquiryId);

/** The hash of the range list holding the enquiry that was loaded last, if any holds it. */
function holdingListHash(cache: QueryCache, enquiryId: number): string | undefined {
  let holding: Query | undefined;
  for (const query of cache.findAll({ queryKey: enquiriesKeys.ranged() })) {
    if (!holds(query, enquiryId)) continue;
    if (!holding || query.state.dataUpdatedAt > holding.state.dataUpdatedAt) holding = query;
  }
  return holding?.queryHash;
}

/**
 * The enquiry from a list over a range, for the detail of an enquiry opened from one: the
 * default lists do not hold an enquiry older than their windows. While `wanted` (the default
 * lists do not hold it), the panel keeps that list loaded and refreshing, even once the filter
 * is cleared.
 */
export function useEnquiryFromRange(
  enquiryId: number,
  { wanted }: { wanted: boolean },
): Enquiry | undefined {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const hash = useSyncExternalStore(subscribe, () =>
    wanted ? holdingListHash(cache, enquiryId) : undefined,
  );
  const spec = hash === undefined ? undefined : cache.get(hash)?.queryKey.at(-1);
  const list = useRangedEnquiries((spec as RangedListSpec | undefined) ?? null, { enabled: true });
  return list?.data?.find((enquiry) => enquiry.EnquiryId === enquiryId);
}
