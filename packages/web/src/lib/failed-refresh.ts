import { useQueryClient, type Query } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Data a screen shows. A logo or an image never changes, so its age says nothing. */
function isShown(query: Query): boolean {
  return (
    query.state.data !== undefined &&
    query.observers.some((observer) => observer.options.staleTime !== Infinity)
  );
}

/**
 * When the oldest data on screen was loaded (ms since the epoch), or null with none: of the
 * data whose refresh failed, every retry spent, for the shell's notice while a refresh fails
 * (`failed`: null while every refresh succeeds), or of all of it while offline (`shown`).
 */
export function useOldestLoad(which: 'failed' | 'shown'): number | null {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => {
      let oldest: number | null = null;
      for (const query of cache.getAll()) {
        if (!isShown(query) || (which === 'failed' && query.state.status !== 'error')) continue;
        oldest = Math.min(oldest ?? Infinity, query.state.dataUpdatedAt);
      }
      return oldest;
    },
  );
}
