import type { QueryClient } from '@tanstack/react-query';
import { readSavedBuild } from './saved-build.ts';

// IndexedDB answers in milliseconds; one that hangs (it happens in some private windows) must
// not hold the first screen: after this long it draws without the saved data.
export const restoreTimeLimit = 1000;

/**
 * Restores the data the device saved into `queryClient` and keeps saving it, in a lazy chunk
 * (off the first screen's JavaScript). A repeat visit of the same build waits for the restore,
 * at most `restoreTimeLimit`, so its first render draws the saved data; any other visit starts
 * at once (docs/offline.md#data-on-the-device).
 */
export function restoreSavedQueries(queryClient: QueryClient, buster: string): Promise<void> {
  const restored = import('./persist.ts').then(
    ({ persistQueries }) => persistQueries(queryClient, { buster }),
    // The chunk did not load (offline without it cached): no saved data this time.
    () => undefined,
  );
  return readSavedBuild() === buster
    ? Promise.race([restored, new Promise<void>((done) => setTimeout(done, restoreTimeLimit))])
    : Promise.resolve();
}
