import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the browser is online, as TanStack Query sees it: the same signal pauses the queries
 * and resumes them on reconnect, so a disabled action and a paused refresh always agree
 * (docs/offline.md#data-on-the-device).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}
