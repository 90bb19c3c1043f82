import { useQueryClient, type Query } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Data still on screen whose latest refresh failed, every retry spent. */
function isShownButStale(query: Query): boolean {
  return (
    query.state.status === 'error' &&
    query.state.data !== undefined &&
    query.getObserversCount() > 0
  );
}

/**
 * When the oldest data on screen whose refresh failed was loaded (ms since the epoch), or null
 * while every refresh succeeds: the shell's notice says so instead of blanking the screen.
 */
export function useOldestFailedRefresh(): number | null {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => {
      let oldest: number | null = null;
      for (const query of cache.getAll()) {
        if (!isShownButStale(query)) continue;
        oldest = Math.min(oldest ?? Infinity, query.state.dataUpdatedAt);
      }
      return oldest;
    },
  );
}
