import type { Enquiry } from '@garage/api-types';
import { useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { enquiriesKeys, type RangedListSpec } from './enquiries-keys.ts';
import { useRangedEnquiries } from './get-ranged-enquiries.ts';

// Apart from the list's queries, so this loads with the enquiry detail rather than in the first
// screen's JavaScript (docs/first-load.md).

const holds = (query: Query, enquiryId: number) =>
  (query.state.data as Enquiry[] | undefined)?.some((enquiry) => enquiry.EnquiryId === enquiryId);

const isMine = (query: Query) => (query.queryKey.at(-1) as RangedListSpec).list === 'mine';

/** An own list before a global one (an own enquiry is in both), then the one loaded last. */
function outranks(query: Query, holding: Query | undefined): boolean {
  if (!holding) return true;
  if (isMine(query) !== isMine(holding)) return isMine(query);
  return query.state.dataUpdatedAt > holding.state.dataUpdatedAt;
}

/** The hash of the range list holding the enquiry, if any holds it. */
function holdingListHash(cache: QueryCache, enquiryId: number): string | undefined {
  let holding: Query | undefined;
  for (const query of cache.findAll({ queryKey: enquiriesKeys.ranged() })) {
    if (holds(query, enquiryId) && outranks(query, holding)) holding = query;
  }
  return holding?.queryHash;
}

/** An enquiry found in a list over a range, and which list: the garage's own or the account's. */
export type RangedEnquiry = { enquiry: Enquiry; list: RangedListSpec['list'] };

/**
 * The enquiry from a list over a range, for the detail of an enquiry opened from one: the
 * default lists do not hold an enquiry older than their windows. While `wanted` (the default
 * lists do not hold it), the panel keeps that list loaded and refreshing, even once the filter
 * is cleared.
 */
export function useEnquiryFromRange(
  enquiryId: number,
  { wanted }: { wanted: boolean },
): RangedEnquiry | undefined {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const hash = useSyncExternalStore(subscribe, () =>
    wanted ? holdingListHash(cache, enquiryId) : undefined,
  );
  const spec = (hash === undefined ? undefined : cache.get(hash)?.queryKey.at(-1)) as
    RangedListSpec | undefined;
  const list = useRangedEnquiries(spec ?? null, { enabled: true });
  const enquiry = list?.data?.find((listed) => listed.EnquiryId === enquiryId);
  return enquiry && spec ? { enquiry, list: spec.list } : undefined;
}
