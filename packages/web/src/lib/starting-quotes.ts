import type { QuoteLine } from '@garage/api-types';
import type { Query, QueryClient } from '@tanstack/react-query';
import { quoteLinesEnquiryId } from './quote-lines-key.ts';

// The quote lines the garage first saw of each enquiry, by query hash, until the notifications
// take over: a re-quote that came before their code had loaded is still one to tell.
const startingQuotes = new WeakMap<
  QueryClient,
  { lines: Map<string, QuoteLine[]>; stop: () => void }
>();

/** Keeps, from now on, the first quote lines each enquiry's query holds. */
export function keepStartingQuotes(queryClient: QueryClient): void {
  const lines = new Map<string, QuoteLine[]>();
  const keep = (query: Query) => {
    const data = query.state.data as QuoteLine[] | undefined;
    if (data && !lines.has(query.queryHash) && quoteLinesEnquiryId(query.queryKey) !== undefined) {
      lines.set(query.queryHash, data);
    }
  };
  queryClient.getQueryCache().getAll().forEach(keep);
  const stop = queryClient.getQueryCache().subscribe(({ query }) => keep(query as Query));
  startingQuotes.set(queryClient, { lines, stop });
}

/** The first quote lines kept for each query (none when nothing kept them); kept no longer. */
export function takeStartingQuotes(queryClient: QueryClient): ReadonlyMap<string, QuoteLine[]> {
  const kept = startingQuotes.get(queryClient);
  startingQuotes.delete(queryClient);
  kept?.stop();
  return kept?.lines ?? new Map();
}
